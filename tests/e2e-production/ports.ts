// The production-mode server's ports, beside the sandbox one (E2E_PORT, 4399 by default): the
// https front players use, the plain port behind it, and the harness's control server.
export function productionPorts(env: NodeJS.ProcessEnv = process.env): { https: number; app: number; control: number } {
  const base = Number(env.E2E_PORT ?? 4399);
  return { https: base + 2, app: base + 3, control: base + 4 };
}
