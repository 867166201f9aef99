import type { Container } from 'inversify';
import type { RootConfig } from './container';

/** Bindings of the blog (platform use cases, repository, board gateway and use cases). */
export function bindBlogModule(_c: Container, _config: RootConfig): void {}
