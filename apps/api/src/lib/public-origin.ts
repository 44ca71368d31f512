/**
 * The origins a state-changing request may come from (the same-origin check): the configured public
 * origin, and without PUBLIC_URL also this port's loopback names, so the demo works whether the browser
 * says localhost, 127.0.0.1 or [::1]. Fixed at start: never what a request's Host header claims.
 */
export function acceptedOrigins(config: {
  publicOrigin: string;
  publicUrlSet: boolean;
  port: number;
}): Set<string> {
  const origins = new Set([config.publicOrigin]);
  if (!config.publicUrlSet) {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) origins.add(`http://${host}:${config.port}`);
  }
  return origins;
}
