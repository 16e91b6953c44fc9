/**
 * The one logger of the app servers, the job worker and the local fakes: pino, one JSON object a
 * line (time, level, msg and the fields of the event), so a log shipper can index it. LOG_LEVEL
 * (trace, debug, info, warn, error, fatal, silent) sets the level: default `info`, `silent` under
 * Jest. Development (`npm run dev`) prints the same events as readable lines; LOG_FORMAT=json keeps
 * them JSON there too.
 */
import pino, { type DestinationStream, type Logger } from "pino";
import pretty from "pino-pretty";

const LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;

type LogEnvironment = { NODE_ENV?: string; LOG_LEVEL?: string; LOG_FORMAT?: string };

function levelOf(source: LogEnvironment): string {
  const wanted = source.LOG_LEVEL?.toLowerCase();
  if (wanted && (LEVELS as readonly string[]).includes(wanted)) return wanted;
  return source.NODE_ENV === "test" ? "silent" : "info";
}

/** A logger for `source`'s settings, writing to `destination` (tests) or standard output. */
export function createLogger(source: LogEnvironment = process.env, destination?: DestinationStream): Logger {
  const options = {
    level: levelOf(source),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Credentials never reach a log line, whoever passes them.
    redact: {
      paths: ["authorization", "cookie", "password", "token", "*.authorization", "*.cookie", "*.password", "*.token"],
      censor: "[redacted]",
    },
    serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
  };
  if (destination) return pino(options, destination);
  const readable = source.NODE_ENV === "development" && source.LOG_FORMAT !== "json";
  return readable
    ? pino(options, pretty({ sync: true, colorize: true, ignore: "pid", translateTime: "SYS:HH:MM:ss.l" }))
    : pino(options);
}

const holder = globalThis as unknown as { [key: symbol]: Logger | undefined };
const LOGGER = Symbol.for("storefront.logger");

/** This process's logger (one for the instrumentation and every route bundle). */
export const log: Logger = (holder[LOGGER] ??= createLogger());

/** A phone number as a log line shows it: its last four digits (`+91******3210`). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 6) return "***";
  return `${phone.trim().startsWith("+") ? "+" : ""}${"*".repeat(digits.length - 4)}${digits.slice(-4)}`;
}
