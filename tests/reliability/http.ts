/**
 * Plain HTTP form posts, as a browser without JavaScript sends them, from a
 * chosen client address: every 127.0.0.x address is this machine, so a test
 * can play several visitors (per-IP rate limits) without a proxy.
 */
import http from "node:http";

export type PostAnswer = { status: number; body: string; headers: http.IncomingHttpHeaders };

export function postForm(url: string, fields: Record<string, string>, options: { localAddress?: string; headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<PostAnswer> {
  const body = new URLSearchParams(fields).toString();
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname === "localhost" ? "127.0.0.1" : target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: "POST",
        localAddress: options.localAddress,
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body), ...options.headers },
        timeout: options.timeoutMs ?? 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), headers: response.headers }));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("request timed out")));
    request.on("error", reject);
    request.end(body);
  });
}
