/**
 * Random bytes for what every response needs (the CSP nonce, the request id), drawn from a pool
 * filled 4 KB at a time by the operating system's CSPRNG, as Node itself does for randomUUID:
 * one system call per 256 nonces instead of one or two per response (they showed in the profile
 * of cached pages). The bytes are as unpredictable; none is ever handed out twice.
 */
import { randomFillSync } from "node:crypto";

const POOL_SIZE = 4096;
const pool = Buffer.alloc(POOL_SIZE);
let offset = POOL_SIZE;

export function randomPoolBytes(length: number): Buffer {
  if (length > POOL_SIZE) throw new RangeError(`at most ${POOL_SIZE} bytes at a time`);
  if (offset + length > POOL_SIZE) {
    randomFillSync(pool);
    offset = 0;
  }
  const bytes = Buffer.from(pool.subarray(offset, offset + length));
  offset += length;
  return bytes;
}

/** A CSP nonce: 128 bits, base64 (what the nonce-source grammar allows). */
export function cspNonce(): string {
  return randomPoolBytes(16).toString("base64");
}
