import { describe, expect, it } from "vitest";
import { GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { call } from "../../helpers/api";
import { s3 } from "../../../functions/src/lib/s3";
import { env } from "../../../functions/src/lib/env";
import { cookieFor, createAccount } from "./helpers";

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000105" +
    "7a1c58a70000000049454e44ae426082",
  "hex",
);

async function signedIn() {
  const account = await createAccount();
  return { account, cookie: await cookieFor(account.id) };
}

const profile = (email: string, avatar: unknown) => ({ firstName: "Lucía", lastName: "Prueba", email, avatar });

describe("POST /api/subidas (avatar) and attaching it with PUT /api/usuarios/me", () => {
  it("issues a presigned POST for an avatar; the uploaded image is checked and attached", async () => {
    const { account, cookie } = await signedIn();
    const res = await call("POST", "/api/subidas", {
      cookie,
      body: { proposito: "avatar", tipo: "image/png", tamano: PNG.length },
    });
    expect(res.status).toBe(201);
    // Uploads wait in a private, per-user staging prefix that CloudFront never serves.
    expect(res.body.clave).toMatch(new RegExp(`^subidas/avatars/${account.id}/[0-9a-f-]{36}\\.png$`));
    expect(res.body.url).toContain(env().IMAGES_BUCKET);
    expect(res.body.campos).toMatchObject({ key: res.body.clave, "Content-Type": "image/png" });
    expect(res.body.campos.Policy).toBeTruthy();
    const policy = JSON.parse(Buffer.from(res.body.campos.Policy, "base64").toString("utf8"));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ["content-length-range", 1, 5 * 1024 * 1024],
        ["eq", "$Content-Type", "image/png"],
      ]),
    );
    expect(Date.parse(res.body.expira)).toBeGreaterThan(Date.now());

    // The browser posts the form straight to the bucket.
    const form = new FormData();
    for (const [k, v] of Object.entries(res.body.campos as Record<string, string>)) form.append(k, v);
    form.append("file", new Blob([PNG], { type: "image/png" }), "yo.png");
    const upload = await fetch(res.body.url, { method: "POST", body: form });
    expect(upload.status).toBeLessThan(300);

    const attached = await call("PUT", "/api/usuarios/me", { cookie, body: profile(account.email, res.body.clave) });
    expect(attached.status).toBe(200);
    const published = `/img/avatars/${res.body.clave.split("/").pop()}`;
    expect(attached.body.usuario.avatar).toBe(published);
    // Published under img/ with the checked type; the staging copy is gone.
    const publicObj = await s3().send(new GetObjectCommand({ Bucket: env().IMAGES_BUCKET, Key: published.slice(1) }));
    expect(publicObj.ContentType).toBe("image/png");
    await expect(
      s3().send(new GetObjectCommand({ Bucket: env().IMAGES_BUCKET, Key: res.body.clave })),
    ).rejects.toThrow();
    // Sending the current avatar back keeps it; null removes it.
    const kept = await call("PUT", "/api/usuarios/me", {
      cookie,
      body: profile(account.email, attached.body.usuario.avatar),
    });
    expect(kept.body.usuario.avatar).toBe(published);
    const removed = await call("PUT", "/api/usuarios/me", { cookie, body: profile(account.email, null) });
    expect(removed.body.usuario.avatar).toBeNull();
  });

  it("refuses non-images (400), files over 5 MB (413), unknown purposes (400) and product images to shoppers (403)", async () => {
    const { cookie } = await signedIn();
    const pdf = await call("POST", "/api/subidas", {
      cookie,
      body: { proposito: "avatar", tipo: "application/pdf", tamano: 1000 },
    });
    expect(pdf.status).toBe(400);
    expect(pdf.body.mensaje).toBe("Por favor selecciona una imagen válida");
    const big = await call("POST", "/api/subidas", {
      cookie,
      body: { proposito: "avatar", tipo: "image/jpeg", tamano: 5 * 1024 * 1024 + 1 },
    });
    expect(big.status).toBe(413);
    expect(big.body.mensaje).toBe("La imagen no puede ser mayor a 5MB");
    // Product images are for admins only.
    const other = await call("POST", "/api/subidas", {
      cookie,
      body: { proposito: "producto", tipo: "image/png", tamano: 100 },
    });
    expect(other.status).toBe(403);
    const unknown = await call("POST", "/api/subidas", {
      cookie,
      body: { proposito: "otro", tipo: "image/png", tamano: 100 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.mensaje).toBe("Propósito de subida no disponible");
    expect(
      (await call("POST", "/api/subidas", { body: { proposito: "avatar", tipo: "image/png", tamano: 100 } })).status,
    ).toBe(401);
  });

  it("checks the stored object before attaching: key, existence, real size and magic bytes", async () => {
    const { account, cookie } = await signedIn();
    const bucket = env().IMAGES_BUCKET;
    const put = (key: string, body: Buffer, type = "image/png") =>
      s3().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: type }));
    const attach = (avatar: string) =>
      call("PUT", "/api/usuarios/me", { cookie, body: profile(account.email, avatar) });
    const uuid = () => crypto.randomUUID();
    const staged = (name: string) => `subidas/avatars/${account.id}/${name}`;

    // Not an avatar key this API hands out (e.g. a product image).
    const notAvatar = await attach("img/productos/p1-1.svg");
    expect(notAvatar.status).toBe(400);
    expect(notAvatar.body.mensaje).toBe("Por favor selecciona una imagen válida");
    expect((await attach(`${staged("..")}/productos/${uuid()}.png`)).status).toBe(400);
    // Another user's upload cannot be claimed.
    const someoneElse = `subidas/avatars/${crypto.randomUUID()}/${uuid()}.png`;
    await put(someoneElse, PNG);
    expect((await attach(someoneElse)).status).toBe(400);

    // Never uploaded.
    const missing = await attach(staged(`${uuid()}.png`));
    expect(missing.status).toBe(400);
    expect(missing.body.mensaje).toBe("No se encontró la imagen subida. Vuelve a intentarlo");

    // Declared PNG, but the bytes are HTML (the emulator enforces no policy, so the API must).
    const fake = staged(`${uuid()}.png`);
    await put(fake, Buffer.from("<html><script>alert(1)</script></html>"));
    expect((await attach(fake)).body.mensaje).toBe("Por favor selecciona una imagen válida");

    // A real PNG behind a .jpg key is refused too.
    const mismatch = staged(`${uuid()}.jpg`);
    await put(mismatch, PNG, "image/jpeg");
    expect((await attach(mismatch)).status).toBe(400);

    // Over 5 MB on storage.
    const big = staged(`${uuid()}.png`);
    await put(big, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    const tooBig = await attach(big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.mensaje).toBe("La imagen no puede ser mayor a 5MB");

    // Empty or shorter than any image header: refused as not an image (a byte range of an empty
    // object cannot be read; its size is asked instead), never a 500.
    for (const body of [Buffer.alloc(0), PNG.subarray(0, 5)]) {
      const short = staged(`${uuid()}.png`);
      await put(short, body);
      const refused = await attach(short);
      expect(refused.status).toBe(400);
      expect(refused.body.mensaje).toBe("Por favor selecciona una imagen válida");
    }

    // A JPEG and a WEBP pass.
    const jpg = staged(`${uuid()}.jpg`);
    await put(jpg, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]), "image/jpeg");
    expect((await attach(jpg)).body.usuario.avatar).toBe(`/img/avatars/${jpg.split("/").pop()}`);
    const webp = staged(`${uuid()}.webp`);
    await put(
      webp,
      Buffer.concat([Buffer.from("RIFF"), Buffer.from([0, 0, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(64)]),
      "image/webp",
    );
    expect((await attach(webp)).body.usuario.avatar).toBe(`/img/avatars/${webp.split("/").pop()}`);
  });
});
