// The slice of a pino logger the realtime code needs, so tests can pass nothing and the server
// can pass its pino instance unchanged.

type LogFn = (fields: Record<string, unknown>, message: string) => void;

export interface RealtimeLogger {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

const noop: LogFn = () => {};

export const silentLogger: RealtimeLogger = { debug: noop, info: noop, warn: noop, error: noop };
