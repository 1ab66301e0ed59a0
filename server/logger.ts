import type { IncomingMessage, ServerResponse } from "node:http";
import pino, { type Logger } from "pino";
import { pinoHttp } from "pino-http";

export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}

/**
 * One line per request; a 404 is a warning that names the missing path, a 5xx an error. Each
 * address as `logged` gives it: a private link's token is never written (`loggedAddress`).
 */
export function requestLogger(logger: Logger, logged: (url: string) => string) {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    customLogLevel: (_request: IncomingMessage, response: ServerResponse, error?: Error) => {
      if (error || response.statusCode >= 500) return "error";
      if (response.statusCode === 404) return "warn";
      return "info";
    },
    customSuccessMessage: (request: IncomingMessage, response: ServerResponse) =>
      response.statusCode === 404
        ? `page not found: ${logged(request.url ?? "")}`
        : `${request.method} ${logged(request.url ?? "")} ${response.statusCode}`,
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        url: logged(request.url),
      }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
  });
}
