/**
 * A TCP forwarder the test controls, put between a server and its database
 * so a test can cut the database off (every connection dropped, new ones
 * refused) and bring it back.
 */
import net from "node:net";

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones until restore(). */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(
  listenPort: number,
  targetHost: string,
  targetPort: number,
): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let blocked = false;
  const server = net.createServer((client) => {
    if (blocked) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    open.add(client);
    open.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on("error", drop);
    upstream.on("error", drop);
    client.on("close", drop);
    upstream.on("close", drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, "127.0.0.1", () => resolve());
  });
  return {
    port: listenPort,
    cut() {
      blocked = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      blocked = false;
    },
    close() {
      blocked = true;
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A forwarder on `port` to the service at `serviceUrl` (a postgres:// or
 * redis:// address), and the address that reaches it through the forwarder.
 */
export async function behindProxy(
  serviceUrl: string,
  port: number,
  defaultPort: number,
): Promise<{ proxy: TcpProxy; url: string }> {
  const target = new URL(serviceUrl);
  const proxy = await startTcpProxy(port, target.hostname, Number(target.port || defaultPort));
  const viaProxy = new URL(serviceUrl);
  viaProxy.host = `127.0.0.1:${port}`;
  return { proxy, url: viaProxy.toString() };
}
