/**
 * `SEED=none npm start` and `npm run create-admin` beside it (issue 34, items 1 and 2). This file
 * starts its own local store on a data folder of its own, the way scripts/local/start.ts does with
 * SEED=none; the suite's shared, seeded backend is never touched (each test file runs in a process
 * of its own).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { startLocalBackend, LOCAL_NAMES, type LocalBackend } from "../../../scripts/local/runtime";
import { NO_SEED_MARKER, STATE_FILE } from "../../../scripts/local/store-state";
import { db, tableName } from "../../../functions/src/data/client";
import { s3 } from "../../../functions/src/lib/s3";
import { clearCatalogueCache } from "../../../functions/src/data/catalogue-cache";
import { CONTENT_KEYS } from "../../../shared/src/schemas/catalogue";
import { call, cookieHeader } from "../../helpers/api";
import { stockedProduct } from "../../helpers/checkout";
import { stopOwnBackend } from "../../helpers/own-backend";

const ROOT = resolve(import.meta.dirname, "../../..");
const ADMIN = { email: "duena@mitienda.test", password: "Primera2026x" };

let dataDir: string;
let backend: LocalBackend | undefined;
const savedEnv = { ...process.env };

/** Every item of this test's own table (a scan: the table is this file's alone). */
async function allItems(): Promise<Record<string, unknown>[]> {
  const out = await db().send(new ScanCommand({ TableName: tableName(), ConsistentRead: true }));
  return out.Items ?? [];
}

/** Runs `npm run create-admin` as a person would: its own process, nothing but DATA_DIR and the password. */
function createAdmin(env: Record<string, string>, args: string[]) {
  const res = spawnSync(process.execPath, ["--import", "tsx", "scripts/create-admin.ts", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 60_000,
    // Only what a shell would have: none of the test's own TABLE_NAME / endpoints.
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
  });
  return { status: res.status, stdout: res.stdout, stderr: res.stderr };
}

function startEmpty(seed: false | undefined) {
  return startLocalBackend({ dataDir, appOrigin: "http://localhost:3000", seed });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "tienda-vacia-"));
  backend = await startEmpty(false);
  clearCatalogueCache();
}, 120_000);

afterAll(() => stopOwnBackend(backend, dataDir, savedEnv), 60_000);

describe("SEED=none: the store a fresh deployment has", () => {
  it("creates the table and both buckets and puts nothing in them", async () => {
    expect(backend!.seeded).toBe(false);
    expect(await allItems()).toEqual([]);
    for (const Bucket of [LOCAL_NAMES.images, LOCAL_NAMES.receipts]) {
      const listed = await s3().send(new ListObjectsV2Command({ Bucket }));
      expect(listed.KeyCount ?? 0, Bucket).toBe(0);
    }
  });

  it("writes where it runs into the data folder, and remembers the folder is not a demo", () => {
    const state = JSON.parse(readFileSync(join(dataDir, STATE_FILE), "utf8"));
    expect(state).toMatchObject({
      pid: process.pid,
      tabla: LOCAL_NAMES.table,
      dynamodb: backend!.dynamodb.endpoint,
      s3: backend!.s3.endpoint,
    });
    expect(existsSync(join(dataDir, NO_SEED_MARKER))).toBe(true);
  });

  it("answers every content block as absent (200 null), an unknown key still 404", async () => {
    for (const clave of CONTENT_KEYS) {
      const res = await call("GET", `/api/contenido/${clave}`);
      expect(res.status, clave).toBe(200);
      expect(res.body, clave).toBeNull();
      expect(res.headers["cache-control"], clave).toMatch(/^public/);
    }
    const unknown = await call("GET", "/api/contenido/portada");
    expect(unknown.status).toBe(404);
    expect(unknown.body.mensaje).toBe("Contenido no encontrado");
  });

  it("has no categories, products, testimonials or demo accounts", async () => {
    expect((await call("GET", "/api/categorias")).body).toEqual({ categorias: [] });
    const list = await call("GET", "/api/productos");
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(0);
    expect(list.body.productos).toEqual([]);
    expect((await call("GET", "/api/testimonio")).body).toEqual([]);
    expect((await call("GET", "/api/auth/cuentas-demo")).body).toEqual({ cuentas: [] });
  });

  it("has no promo codes and no settings: the checkout says the store cannot take orders yet", async () => {
    const promo = await call("POST", "/api/promociones/validar", { body: { codigo: "SAVE20", subtotal: 50 } });
    expect(promo.status).toBe(400);
    expect(promo.body.mensaje).toBe("Código promocional inválido");
    const quote = await call("POST", "/api/pedido/cotizacion", {
      body: { lineas: [{ productoId: "p001", talla: "M", color: "Negro", cantidad: 1 }] },
    });
    expect(quote.status).toBe(503);
    expect(quote.body.mensaje).toMatch(/^La tienda aún no ha configurado sus datos de pago/);
  });
});

describe("npm run create-admin beside the running local store", () => {
  it("finds the store from DATA_DIR alone and creates an admin who can sign in", async () => {
    const run = createAdmin({ DATA_DIR: dataDir, ADMIN_PASSWORD: ADMIN.password }, ["--email", ADMIN.email]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`created admin ${ADMIN.email}`);

    const login = await call("POST", "/api/auth/login", { body: { email: ADMIN.email, password: ADMIN.password } });
    expect(login.status).toBe(200);
    const session = await call("GET", "/api/auth/sesion", { cookie: cookieHeader(login) });
    expect(session.body.usuario).toMatchObject({ email: ADMIN.email, role: "admin", firstName: "Administrador" });
    // An admin route lets them in, and they are the store's only account.
    const users = await call("GET", "/api/admin/usuarios", { cookie: cookieHeader(login) });
    expect(users.status).toBe(200);
    expect(JSON.stringify(users.body)).toContain(ADMIN.email);
  });

  it("run again for the same address without --promote, refuses (exit 1) and changes nothing", async () => {
    const run = createAdmin({ DATA_DIR: dataDir, ADMIN_PASSWORD: "Otra2026clave" }, ["--email", ADMIN.email]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`create-admin: ya existe una cuenta con el email ${ADMIN.email}; no se cambió nada.`);
    expect(run.stderr).toContain("--promote");
    const users = (await allItems()).filter((i) => i.entidad === "usuario");
    expect(users).toHaveLength(1);
    const login = await call("POST", "/api/auth/login", { body: { email: ADMIN.email, password: ADMIN.password } });
    expect(login.status).toBe(200);
    const other = await call("POST", "/api/auth/login", { body: { email: ADMIN.email, password: "Otra2026clave" } });
    expect(other.status).toBe(401);
  });

  describe("an account someone else registered with the owner's address (issue 45, item 3)", () => {
    const OWNER = { email: "dueno@mitienda.test", password: "Dueno2026clave" };
    const STRANGER_PASSWORD = "Extrana2026x";
    const sessionOf = async (cookie: string) =>
      (await call("GET", "/api/auth/sesion", { cookie })).body.usuario as { role: string } | null;
    let strangerCookies: string[] = [];

    beforeAll(async () => {
      // Registering signs in (one session); a second device signs in too.
      const registered = await call("POST", "/api/auth/registro", {
        body: {
          firstName: "Extraña",
          lastName: "Persona",
          email: OWNER.email,
          password: STRANGER_PASSWORD,
          confirmPassword: STRANGER_PASSWORD,
        },
      });
      expect(registered.status).toBe(201);
      const login = await call("POST", "/api/auth/login", {
        body: { email: OWNER.email, password: STRANGER_PASSWORD },
      });
      expect(login.status).toBe(200);
      strangerCookies = [cookieHeader(registered), cookieHeader(login)];
    });

    it("without --promote: refused with exit 1 and a Spanish message naming --promote; the account is untouched", async () => {
      const run = createAdmin({ DATA_DIR: dataDir, ADMIN_PASSWORD: OWNER.password }, ["--email", OWNER.email]);
      expect(run.status).toBe(1);
      expect(run.stdout).not.toContain("administrador activo");
      expect(run.stderr).toContain(`ya existe una cuenta con el email ${OWNER.email}; no se cambió nada.`);
      expect(run.stderr).toContain(
        "Con --promote se convierte en administrador: su contraseña pasa a ser ADMIN_PASSWORD (o la que escribas) y se cierran todas sus sesiones.",
      );
      // Not an admin, still signed in, still their password (before the fix: promoted as it was).
      for (const cookie of strangerCookies) expect(await sessionOf(cookie)).toMatchObject({ role: "user" });
      const users = await call("GET", "/api/admin/usuarios", { cookie: strangerCookies[0] });
      expect(users.status).toBe(403);
      const login = await call("POST", "/api/auth/login", {
        body: { email: OWNER.email, password: STRANGER_PASSWORD },
      });
      expect(login.status).toBe(200);
      strangerCookies.push(cookieHeader(login));
    });

    it("with --promote: the owner's password replaces theirs, every one of their sessions ends, and it says so", async () => {
      const run = createAdmin({ DATA_DIR: dataDir, ADMIN_PASSWORD: OWNER.password }, [
        "--email",
        OWNER.email,
        "--promote",
      ]);
      expect(run.stderr).toBe("");
      expect(run.status).toBe(0);
      expect(run.stdout).toContain(`${OWNER.email} es ahora administrador activo`);
      expect(run.stdout).toContain(`Su contraseña es la nueva y se cerraron sus sesiones (${strangerCookies.length}).`);

      for (const cookie of strangerCookies) {
        expect(await sessionOf(cookie)).toBeNull();
        expect((await call("GET", "/api/admin/usuarios", { cookie })).status).toBe(401);
      }
      const theirs = await call("POST", "/api/auth/login", {
        body: { email: OWNER.email, password: STRANGER_PASSWORD },
      });
      expect(theirs.status).toBe(401);
      const mine = await call("POST", "/api/auth/login", { body: { email: OWNER.email, password: OWNER.password } });
      expect(mine.status).toBe(200);
      expect(await sessionOf(cookieHeader(mine))).toMatchObject({ email: OWNER.email, role: "admin" });
      expect((await call("GET", "/api/admin/usuarios", { cookie: cookieHeader(mine) })).status).toBe(200);
    });
  });

  it("refuses, naming the folder, when no store runs from it", () => {
    const other = mkdtempSync(join(tmpdir(), "tienda-sin-tienda-"));
    try {
      const run = createAdmin({ DATA_DIR: other, ADMIN_PASSWORD: ADMIN.password }, ["--email", "x@mitienda.test"]);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`no local store is running with data in ${other}`);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it("refuses a state file left by a store that was killed", () => {
    const other = mkdtempSync(join(tmpdir(), "tienda-muerta-"));
    try {
      // A process that has already exited: its pid names no running store.
      const gone = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" });
      const state = JSON.parse(readFileSync(join(dataDir, STATE_FILE), "utf8"));
      writeFileSync(join(other, STATE_FILE), JSON.stringify({ ...state, pid: Number(gone.stdout.trim()) }));
      const run = createAdmin({ DATA_DIR: other, ADMIN_PASSWORD: ADMIN.password }, ["--email", "x@mitienda.test"]);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("is not running any more");
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe("the home's product sections in a store without their blocks", () => {
  it("exist as soon as there is a product, untitled (the storefront's default title shows)", async () => {
    const product = await stockedProduct({ "M|Negro": 3 }, { created_at: new Date().toISOString() });
    clearCatalogueCache();
    for (const clave of ["nuevos", "mas-vendidos"]) {
      const res = await call("GET", `/api/contenido/${clave}`);
      expect(res.status, clave).toBe(200);
      expect(res.body.titulo, clave).toBe("");
      expect(
        res.body.productos.map((p: { id: string }) => p.id),
        clave,
      ).toEqual([product.id]);
    }
    // The other blocks stay absent.
    expect((await call("GET", "/api/contenido/hero")).body).toBeNull();
  });
});

describe("the folder after the store stops", () => {
  it("forgets where the store ran, and a later start without SEED=none loads no demo store into it", async () => {
    await backend!.stop();
    backend = undefined;
    expect(existsSync(join(dataDir, STATE_FILE))).toBe(false);

    backend = await startEmpty(undefined);
    clearCatalogueCache();
    expect(backend.seeded).toBe(false);
    expect(backend.keptWithoutSeed).toBe(true);
    expect((await call("GET", "/api/categorias")).body).toEqual({ categorias: [] });
    expect((await call("GET", "/api/auth/cuentas-demo")).body).toEqual({ cuentas: [] });
    // The merchant's admins are still there (the first one and the one promoted with --promote), and no other account.
    const login = await call("POST", "/api/auth/login", { body: { email: ADMIN.email, password: ADMIN.password } });
    expect(login.status).toBe(200);
    const users = (await allItems()).filter((i) => i.entidad === "usuario");
    expect(users.map((u) => [u.email, u.role]).sort()).toEqual([
      [ADMIN.email, "admin"],
      ["dueno@mitienda.test", "admin"],
    ]);
  }, 120_000);
});
