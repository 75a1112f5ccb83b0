import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { messageText } from "../rules/messages.js";
import { BoundedGate, HashingBusyError, hashPassword, verifyPassword } from "./hashing.js";

describe("password hashing under load", () => {
  it("runs at most `concurrency` tasks at once, queues `queue` more and refuses the rest", async () => {
    const gate = new BoundedGate(2, 3);
    let running = 0;
    let most = 0;
    const release: Array<() => void> = [];
    const task = () =>
      gate.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => release.push(resolve));
        running -= 1;
        return "done";
      });
    const calls = Array.from({ length: 8 }, () => task().catch((error: unknown) => error));
    await new Promise((resolve) => setImmediate(resolve));
    expect(gate.load).toEqual({ running: 2, waiting: 3 });
    // The three past the queue are refused at once, as a 503 with its reason.
    const refused = await Promise.all(calls.slice(5));
    for (const error of refused) {
      expect(error).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code).toBe("SERVICE_UNAVAILABLE");
      expect((error as TRPCError).message).toBe(messageText("auth.hashingBusy"));
      expect(error).toMatchObject({ messageKey: "auth.hashingBusy" });
      expect((error as TRPCError).cause).toBeInstanceOf(HashingBusyError);
    }
    // Each one that ends lets one waiting in, never more than two at once.
    while (release.length > 0 || gate.load.running > 0) {
      release.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(calls.slice(0, 5))).toEqual(Array(5).fill("done"));
    expect(most).toBe(2);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it("frees its place when a task fails", async () => {
    const gate = new BoundedGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await gate.run(() => Promise.resolve(1))).toBe(1);
  });

  it("hashes with Argon2id and verifies through the gate", async () => {
    const stored = await hashPassword("Kx9#mQ2!vLr7");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "Kx9#mQ2!vLr7")).toBe(true);
    expect(await verifyPassword(stored, "wrong")).toBe(false);
  });
});
