import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { purgeEdge, PURGED_PATHS, resetEdgePurgeClient } from "../../../functions/src/lib/edge-purge";

/** A stand-in for CloudFront's CreateInvalidation (REST-XML), recording what it was asked. */
const calls: Array<{ url: string; body: string }> = [];
let status = 201;
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (c) => (body += c));
  req.on("end", () => {
    calls.push({ url: req.url!, body });
    if (status !== 201) {
      res.writeHead(status, { "content-type": "text/xml" });
      return res.end("<ErrorResponse><Error><Type>Sender</Type><Code>AccessDenied</Code><Message>no</Message></Error></ErrorResponse>");
    }
    res.writeHead(201, { "content-type": "text/xml", location: "https://cloudfront/inv/I1" });
    res.end(
      `<?xml version="1.0"?><Invalidation><Id>I1</Id><Status>InProgress</Status><CreateTime>2026-11-26T00:00:00Z</CreateTime><InvalidationBatch><Paths><Quantity>1</Quantity><Items><Path>/api/*</Path></Items></Paths><CallerReference>x</CallerReference></InvalidationBatch></Invalidation>`,
    );
  });
});
const saved = { ...process.env };

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  process.env.AWS_ENDPOINT_URL_CLOUDFRONT = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.AWS_ACCESS_KEY_ID = "test";
  process.env.AWS_SECRET_ACCESS_KEY = "test";
  process.env.AWS_REGION = "us-east-1";
  process.env.AWS_MAX_ATTEMPTS = "1";
});
beforeEach(() => {
  calls.length = 0;
  status = 201;
  resetEdgePurgeClient();
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, saved);
});

describe("purgeEdge", () => {
  it("does nothing where there is no edge (the local store)", async () => {
    delete process.env.DISTRIBUTION_ID;
    expect(await purgeEdge("categoria")).toBe("no-edge");
    expect(calls).toEqual([]);
  });

  it("invalidates the public reads of the store's distribution, a new reference each time", async () => {
    process.env.DISTRIBUTION_ID = "E2ABCDEF123";
    expect(await purgeEdge("categoria")).toBe("purged");
    expect(await purgeEdge("categoria")).toBe("purged");
    expect(calls).toHaveLength(2);
    expect(calls[0]!.url).toContain("/distribution/E2ABCDEF123/invalidation");
    for (const p of PURGED_PATHS) expect(calls[0]!.body).toContain(`<Path>${p}</Path>`);
    const ref = (b: string) => /<CallerReference>([^<]+)<\/CallerReference>/.exec(b)![1];
    expect(ref(calls[0]!.body)).not.toBe(ref(calls[1]!.body));
  });

  it("reports a refused invalidation without throwing, so the admin's write still succeeds", async () => {
    process.env.DISTRIBUTION_ID = "E2ABCDEF123";
    status = 403;
    expect(await purgeEdge("contenido")).toBe("failed");
  });
});
