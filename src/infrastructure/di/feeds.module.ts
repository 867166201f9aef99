import type { Container } from 'inversify';
import type { RootConfig } from './container';

/** Bindings of the job feed and sitemaps (platform HTTP endpoints). */
export function bindFeedsModule(_c: Container, _config: RootConfig): void {}
