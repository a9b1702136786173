import { expect } from "vitest";
import { call } from "./api";
import { PNG_RECEIPT } from "./checkout";

/**
 * Uploads a product image the way the admin's editor does: POST /api/subidas (proposito
 * producto) with the admin's cookie, then the presigned POST to the bucket; returns the upload's
 * key. `bytes` may be anything (the emulator does not enforce the policy; saving checks it).
 */
export async function uploadProductImage(asAdmin: { cookie: string }, bytes: Buffer = PNG_RECEIPT): Promise<string> {
  const res = await call("POST", "/api/subidas", {
    ...asAdmin,
    body: { proposito: "producto", tipo: "image/png", tamano: bytes.length },
  });
  expect(res.status).toBe(201);
  const form = new FormData();
  for (const [k, v] of Object.entries(res.body.campos as Record<string, string>)) form.append(k, v);
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "foto.png");
  expect((await fetch(res.body.url, { method: "POST", body: form })).status).toBeLessThan(300);
  return res.body.clave;
}
