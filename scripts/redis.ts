/**
 * Debian's redis-server for the tests (`apt-get install redis-server`; .ci/run installs it when
 * missing): in memory only, on 127.0.0.1 and the given port (0: a free one), stopped with `stop()`.
 */
import { spawn } from "node:child_process";
import { createServer, connect } from "node:net";

export type LocalRedis = { url: string; port: number; stop: () => Promise<void> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.setTimeout(500);
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.on("error", () => resolve(false));
    socket.on("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function startRedis(requestedPort = 0): Promise<LocalRedis> {
  const port = requestedPort || (await freePort());
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--loglevel", "warning"],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const failed = new Promise<never>((_, reject) => {
    child.once("error", (error) =>
      reject(new Error(`redis-server did not start (apt-get install redis-server): ${error.message}`)),
    );
    child.once("exit", (code) => reject(new Error(`redis-server exited with ${code} (is port ${port} taken?)`)));
  });
  const ready = (async () => {
    for (let attempt = 0; attempt < 100; attempt++) {
      if (await answersPing(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server on port ${port} did not answer within 5 s`);
  })();
  await Promise.race([ready, failed]);
  failed.catch(() => undefined);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.removeAllListeners("exit");
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
