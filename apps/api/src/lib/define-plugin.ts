import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

type PluginMeta = { name: string; dependencies?: string[] };

/**
 * What fastify-plugin does, without the extra dependency: the plugin's hooks and decorators apply to
 * the parent (skip-override), and Fastify itself checks the declared dependencies by name (plugin-meta).
 */
export function definePlugin<Options extends Record<string, unknown> = Record<never, never>>(
  meta: PluginMeta,
  plugin: (app: FastifyInstance, options: Options) => Promise<void>,
): FastifyPluginAsync<Options> {
  const wrapped = plugin as FastifyPluginAsync<Options> & Record<symbol, unknown>;
  wrapped[Symbol.for('skip-override')] = true;
  wrapped[Symbol.for('fastify.display-name')] = meta.name;
  wrapped[Symbol.for('plugin-meta')] = meta;
  return wrapped;
}
