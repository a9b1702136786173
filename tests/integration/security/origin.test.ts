/**
 * The API only through CloudFront, and the client's real address (functions/src/lib/origin.ts):
 * forged X-Forwarded-For / CloudFront-Viewer-Address headers change nothing; with the origin
 * secret configured (as deployed), requests without it are 403 before any work, and
 * CloudFront-Viewer-Address is believed only next to the secret, current or previous.
 */
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { ORIGIN_FORBIDDEN_MESSAGE, ORIGIN_HEADER, viewerIp } from "../../../functions/src/lib/origin";
import { getUserByEmail } from "../../../functions/src/data/users";
import { clearOfWindowEdge } from "../../helpers/quota-window";

const CURRENT = "actual-0123456789abcdefghijklmnopqrstuv";
const PREVIOUS = "anterior-0123456789abcdefghijklmnopqrs";

let seq = 0;
/** An address of its own per test run, so the hourly limits of earlier runs never interfere. */
const freshIp = () => `10.88.${Math.floor(Date.now() / 1000) % 250}.${(++seq * 37) % 250}`;

const receipt = { proposito: "comprobante", tipo: "image/png", tamano: 1000 };

afterEach(() => {
  delete process.env.ORIGIN_SECRETS;
});

describe("forged client addresses without the origin secret (local runtime, tests)", () => {
  it("counts receipt uploads against the real source address whatever X-Forwarded-For or CloudFront-Viewer-Address say", async () => {
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 31; i++) {
      answers.push(
        await call("POST", "/api/subidas", {
          ip,
          body: receipt,
          headers: {
            "x-forwarded-for": `198.51.100.${i}`,
            "cloudfront-viewer-address": `203.0.113.${i}:4431`,
            "x-real-ip": `192.0.2.${i}`,
          },
        }),
      );
    }
    expect(answers.slice(0, 30).map((a) => a.status)).toEqual(Array(30).fill(201));
    expect(answers[30]!.status).toBe(429);
  });

  it("counts account creations against the real source address too", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call("POST", "/api/auth/registro", {
        ip,
        headers: { "x-forwarded-for": `198.51.100.${i}`, "cloudfront-viewer-address": `203.0.113.${i}:443` },
        body: {
          firstName: "Ana",
          lastName: "Pérez",
          email: `origen-${randomUUID()}@example.com`,
          password: "Ventana#Roja42",
        },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});

describe("with the origin secret configured (deployed behind CloudFront)", () => {
  it("refuses a request without the secret or with a wrong one with a Spanish 403, before any work", async () => {
    process.env.ORIGIN_SECRETS = JSON.stringify({ actual: CURRENT, anterior: PREVIOUS });
    const email = `sin-secreto-${randomUUID()}@example.com`;
    const body = { firstName: "Ana", lastName: "Pérez", email, password: "Ventana#Roja42" };

    const attempts: Record<string, string>[] = [
      {},
      { [ORIGIN_HEADER]: "adivinado-0123456789abcdefghijkl" },
      { [ORIGIN_HEADER]: "" },
    ];
    for (const headers of attempts) {
      const res = await call("POST", "/api/auth/registro", { body, headers });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ mensaje: ORIGIN_FORBIDDEN_MESSAGE });
    }
    const read = await call("GET", "/api/productos");
    expect(read.status).toBe(403);
    expect(await getUserByEmail(email)).toBeNull();
  });

  it("serves requests that carry the current or the previous value (a rotation in progress)", async () => {
    process.env.ORIGIN_SECRETS = JSON.stringify({ actual: CURRENT, anterior: PREVIOUS });
    for (const secret of [CURRENT, PREVIOUS]) {
      const res = await call("GET", "/api/categorias", { headers: { [ORIGIN_HEADER]: secret } });
      expect(res.status).toBe(200);
    }
    // Once the rotation is over the old value is refused.
    process.env.ORIGIN_SECRETS = JSON.stringify({ actual: CURRENT });
    expect((await call("GET", "/api/categorias", { headers: { [ORIGIN_HEADER]: PREVIOUS } })).status).toBe(403);
  });

  it("counts by CloudFront-Viewer-Address next to the secret, whichever edge server sent it", async () => {
    await clearOfWindowEdge("subida");
    process.env.ORIGIN_SECRETS = JSON.stringify({ actual: CURRENT, anterior: PREVIOUS });
    const viewer = `2001:db8:${(Date.now() % 65_000).toString(16)}::${(++seq).toString(16)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await call("POST", "/api/subidas", {
        ip: freshIp(), // a different edge server each time
        body: receipt,
        headers: { [ORIGIN_HEADER]: CURRENT, "cloudfront-viewer-address": `${viewer}:${40_000 + i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(201));
    expect(statuses[30]).toBe(429);
    // Another viewer behind the same edge server is not affected.
    const other = await call("POST", "/api/subidas", {
      body: receipt,
      headers: { [ORIGIN_HEADER]: CURRENT, "cloudfront-viewer-address": "198.51.100.200:5555" },
    });
    expect(other.status).toBe(201);
  });

  it("refuses everything when the configured value is unusable (fails closed)", async () => {
    process.env.ORIGIN_SECRETS = "no es json";
    expect((await call("GET", "/api/categorias", { headers: { [ORIGIN_HEADER]: "no es json" } })).status).toBe(403);
  });
});

describe("reading CloudFront-Viewer-Address", () => {
  it.each([
    ["203.0.113.7:4312", "203.0.113.7"],
    ["2001:db8::1:443", "2001:db8::1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["203.0.113.7", "203.0.113.7"],
    ["", null],
    ["no-es-una-ip:80", null],
    ["1.2.3.4, 5.6.7.8", null],
    ["x".repeat(200), null],
  ])("%s → %s", (value, ip) => {
    expect(viewerIp(value)).toBe(ip);
  });
});
