/**
 * Work to do when the process stops (close the DB pool, flush an outbox …), registered by whoever owns
 * the resource. The registry lives on `globalThis` under a `Symbol.for` key because the production
 * build (`dist/server/server.js`) bundles its own copy of the application code: the copy that opened
 * the pool and the HTTP entry that closes it must find the same list.
 */
export type ShutdownHook = () => Promise<void> | void;

const KEY = Symbol.for('jobboard.shutdownHooks');

function registry(): ShutdownHook[] {
  const g = globalThis as unknown as Record<symbol, ShutdownHook[] | undefined>;
  return (g[KEY] ??= []);
}

/** Registers `hook`; returns a function that unregisters it. */
export function onShutdown(hook: ShutdownHook): () => void {
  const hooks = registry();
  hooks.push(hook);
  return () => {
    const i = hooks.indexOf(hook);
    if (i >= 0) hooks.splice(i, 1);
  };
}

/** Runs every hook (last registered first), each failure reported, never thrown. */
export async function runShutdownHooks(onError: (error: unknown) => void = () => undefined): Promise<number> {
  const hooks = registry().splice(0).reverse();
  for (const hook of hooks) {
    try {
      await hook();
    } catch (error) {
      onError(error);
    }
  }
  return hooks.length;
}
