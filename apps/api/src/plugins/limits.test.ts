import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";
import { TRPC_MAX_BATCH_SIZE } from "../app.js";

describe("tRPC batch size", () => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  beforeAll(async () => {
    t = await setupApp("pglite");
  });
  afterAll(() => t.close());

  const batch = (size: number) =>
    t.app.inject({
      method: "GET",
      url: `/trpc/${Array(size).fill("system.time").join(",")}?batch=1&input=%7B%7D`,
    });

  it(`runs a batch of ${TRPC_MAX_BATCH_SIZE} calls`, async () => {
    const res = await batch(TRPC_MAX_BATCH_SIZE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(TRPC_MAX_BATCH_SIZE);
  });

  it("answers a longer batch with one 400 before running any call", async () => {
    for (const size of [TRPC_MAX_BATCH_SIZE + 1, 300]) {
      const res = await batch(size);
      expect(res.statusCode).toBe(400);
      const body = JSON.stringify(res.json());
      expect(body).toMatch(/batch/i);
      expect(body).toContain("BAD_REQUEST");
      expect(body).not.toContain('"now"');
    }
  });
});

describe("request timeout", () => {
  it("cuts a slowly sent body with 408 and closes the connection", async () => {
    const t = await setupApp("pglite", { requestTimeoutMs: 1_000 });
    try {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = t.app.server.address() as AddressInfo;
      const started = performance.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1");
        let received = "";
        socket.on("data", (chunk) => (received += chunk.toString()));
        socket.on("close", () => resolve(received));
        socket.on("error", reject);
        socket.write(
          "POST /api/waitlist HTTP/1.1\r\nHost: localhost\r\n" +
            "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n" +
            '{"email":',
        );
        // A byte now and then, never the whole body.
        const drip = setInterval(() => socket.write(" "), 200);
        socket.on("close", () => clearInterval(drip));
        setTimeout(() => socket.destroy(new Error("not cut within 5 s")), 5_000);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(performance.now() - started).toBeLessThan(3_500);
    } finally {
      await t.close();
    }
  });
});
