import { describe, expect, it } from "vitest";
import { DeleteObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { s3 } from "../../../functions/src/lib/s3";
import { env } from "../../../functions/src/lib/env";
import { rawRequest, useTestAppServer } from "./app-server";

/**
 * Attack 1 of the security follow-up: HTML served as a page from the store's own origin through
 * /img/*. Only published key shapes are served, with an image type taken from the extension and
 * headers that keep the browser from running anything.
 */
const HTML = "<html><body><script>alert(document.cookie)</script></body></html>";
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c63600000020001057a1c58a70000000049454e44ae426082",
  "hex",
);

const app = useTestAppServer();

const put = (key: string, body: string | Buffer, type: string) =>
  s3().send(new PutObjectCommand({ Bucket: env().IMAGES_BUCKET, Key: key, Body: body, ContentType: type }));

function expectImageHeaders(headers: Record<string, string>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
}

describe("/img/* on the local server", () => {
  it("replays the attack: an unchecked staging upload posted as text/html is not served through /img/..%2F", async () => {
    const { userId, cookie } = await sessionAs("user");
    const presigned = await call("POST", "/api/subidas", {
      cookie,
      body: { proposito: "avatar", tipo: "image/png", tamano: HTML.length },
    });
    expect(presigned.status).toBe(201);
    // The attacker changes the form's Content-Type; the emulator does not enforce the POST policy.
    const form = new FormData();
    for (const [k, v] of Object.entries(presigned.body.campos as Record<string, string>)) {
      form.append(k, k === "Content-Type" ? "text/html" : v);
    }
    form.append("file", new Blob([HTML], { type: "text/html" }), "x.png");
    expect((await fetch(presigned.body.url, { method: "POST", body: form })).status).toBeLessThan(300);

    const clave: string = presigned.body.clave;
    expect(clave.startsWith(`subidas/avatars/${userId}/`)).toBe(true);
    for (const path of [
      `/img/..%2F${clave.replaceAll("/", "%2F")}`,
      `/img/..%2f${clave.replaceAll("/", "%2f")}`,
      `/img/%2E%2E%2F${clave.replaceAll("/", "%2F")}`,
      `/img/avatars/..%2F..%2F${clave.replaceAll("/", "%2F")}`,
      `/img/../${clave}`,
      `/${clave}`,
    ]) {
      const res = await rawRequest(app.origin, "GET", path);
      expect(res.status, path).toBe(404);
      expect(res.headers["content-type"], path).not.toMatch(/html/);
      expect(res.body, path).not.toContain("<script>");
    }
  });

  it("serves only the published key shapes; anything else is 404", async () => {
    await put("otros/pagina.png", HTML, "text/html");
    await put("img/otros/pagina.png", HTML, "text/html");
    await put("img/productos/pagina.html", HTML, "text/html");
    await put("img/avatars/no-es-uuid.png", PNG, "image/png");
    for (const path of [
      "/img/..%2Fotros%2Fpagina.png",
      "/img/otros/pagina.png",
      "/img/productos/pagina.html",
      "/img/avatars/no-es-uuid.png",
      "/img/productos%2Fp001-1.svg",
      "/img/productos/p001-1.svg%00.html",
    ]) {
      const res = await rawRequest(app.origin, "GET", path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).not.toContain("<script>");
      expectImageHeaders(res.headers);
    }
  });

  it("takes the type from the extension, never from the stored object, and always sends nosniff and a sandbox CSP", async () => {
    const avatar = `img/avatars/${crypto.randomUUID()}.png`;
    await put(avatar, HTML, "text/html");
    const res = await rawRequest(app.origin, "GET", `/${avatar}`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expectImageHeaders(res.headers);

    const seeded = await rawRequest(app.origin, "GET", "/img/productos/p001-1.svg");
    expect(seeded.status).toBe(200);
    expect(seeded.headers["content-type"]).toBe("image/svg+xml");
    expectImageHeaders(seeded.headers);
    for (const path of [
      "/img/hero/coleccion.svg",
      "/img/marcas/tepuy.svg",
      "/img/estilos/casual.svg",
      "/img/testimonios/t01.svg",
    ]) {
      const site = await rawRequest(app.origin, "GET", path);
      expect(site.status, path).toBe(200);
      expect(site.headers["content-type"], path).toBe("image/svg+xml");
    }
  });

  it("keeps a served image for the day its max-age gives it, as CloudFront does; a missing one is asked for again", async () => {
    const key = `img/avatars/${crypto.randomUUID()}.png`;
    // Not there yet: 404, and the 404 is not kept.
    expect((await rawRequest(app.origin, "GET", `/${key}`)).status).toBe(404);
    await put(key, PNG, "image/png");
    const first = await rawRequest(app.origin, "GET", `/${key}`);
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=86400");
    // Published keys are never rewritten; once served, the copy is answered without the bucket.
    await s3().send(new DeleteObjectCommand({ Bucket: env().IMAGES_BUCKET, Key: key }));
    const again = await rawRequest(app.origin, "GET", `/${key}`);
    expect(again.status).toBe(200);
    expect(again.body).toBe(first.body);
    expectImageHeaders(again.headers);
  });
});
