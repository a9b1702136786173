/**
 * Creates the first administrator of a deployed stack (which has no demo accounts), or, only
 * with --promote, makes an existing account admin.
 *
 *   TABLE_NAME=<stack output TableName> AWS_REGION=<region> [AWS_PROFILE=...] \
 *     npm run create-admin -- --email admin@example.com --nombre Ana --apellido Pérez
 *
 * Without TABLE_NAME it works on the local store running from DATA_DIR (default ./.data, as
 * `npm start`): that store writes where its DynamoDB Local listens into the data folder while it
 * runs (scripts/local/store-state.ts), so nothing is copied by hand:
 *
 *   DATA_DIR=<the store's data folder> npm run create-admin -- --email admin@example.com
 *
 * The password is read from ADMIN_PASSWORD or asked for on the terminal (not echoed). It must
 * follow the store's password rule and not be a common password. --nombre and --apellido default
 * to 'Administrador' and 'Tienda' (the profile page changes them later).
 *
 * An account that already has the email is refused (exit 1, nothing changed): anyone can register
 * an address in the shop, so the account may be a stranger's (issue 45, item 3). With --promote
 * it becomes an active admin, and whoever registered it loses it: its password becomes the one
 * given here and every one of its sessions ends.
 */
import { parseArgs } from "node:util";
import { createInterface } from "node:readline";
import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { findRunningStore, STATE_FILE } from "./local/store-state";

function fail(message: string): never {
  console.error(`create-admin: ${message}`);
  process.exit(1);
}

/** Points the data layer at the local store running from DATA_DIR (before it reads the environment). */
function useLocalStore(): string {
  const dataDir = resolve(process.env.DATA_DIR || ".data");
  const found = findRunningStore(dataDir);
  if (!found.found) {
    if (found.reason === "no-file" && !process.env.DATA_DIR) {
      fail(
        "set TABLE_NAME (stack output TableName) and AWS credentials/region for a deployed stack, or DATA_DIR to the data folder of a running local store (npm start)",
      );
    }
    const why = {
      "no-file": `no local store is running with data in ${dataDir} (no ${STATE_FILE}); start it with npm start and the same DATA_DIR`,
      unreadable: `${dataDir}/${STATE_FILE} is not a state file of the local store; restart the store (npm start)`,
      "not-running": `the local store of ${dataDir} is not running any more; start it with npm start and the same DATA_DIR`,
    }[found.reason];
    fail(why);
  }
  const { state } = found;
  Object.assign(process.env, {
    TABLE_NAME: state.tabla,
    AWS_REGION: state.region,
    DYNAMODB_ENDPOINT: state.dynamodb,
    S3_ENDPOINT: state.s3,
    IMAGES_BUCKET: state.buckets.imagenes,
    RECEIPTS_BUCKET: state.buckets.comprobantes,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
  });
  return dataDir;
}

const wantsHelp = process.argv.includes("--help") || process.argv.includes("-h");
const localDataDir = process.env.TABLE_NAME || wantsHelp ? undefined : useLocalStore();

// The data layer reads the whole function environment; buckets are not used here.
process.env.IMAGES_BUCKET ||= "unused";
process.env.RECEIPTS_BUCKET ||= "unused";

const { EmailSchema } = await import("../shared/src/rules/email");
const { meetsPasswordRule, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } = await import("../shared/src/rules/password");
const { isCommonPassword } = await import("../functions/src/domain/accounts/common-passwords");
const { hashPassword } = await import("../functions/src/lib/auth/password");
const { createUser, getUserByEmail, setPasswordHash, setRoleAndStatus } = await import("../functions/src/data/users");
const { deleteUserSessions } = await import("../functions/src/data/sessions");
const { newUserRecord } = await import("../functions/src/domain/accounts/user-record");

/** The refusal for an existing account: what --promote does, so the owner decides knowingly. */
const EXISTS_MESSAGE = (email: string) =>
  `ya existe una cuenta con el email ${email}; no se cambió nada. ` +
  "Con --promote se convierte en administrador: su contraseña pasa a ser ADMIN_PASSWORD (o la que escribas) " +
  "y se cierran todas sus sesiones. Si no la registraste tú, otra persona la tiene: usa --promote.";

async function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) fail("set ADMIN_PASSWORD or run in a terminal to type the password");
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const out = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
  let muted = false;
  out._writeToOutput = (s: string) => {
    if (!muted) out.output.write(s);
  };
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    muted = true;
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  const password = fromEnv ?? (await askHidden("Contraseña del administrador: "));
  if ([...password].length > PASSWORD_MAX_LENGTH) fail(PASSWORD_MESSAGES.tooLong);
  if (!meetsPasswordRule(password)) fail(PASSWORD_MESSAGES.rule);
  if (isCommonPassword(password)) fail(PASSWORD_MESSAGES.common);
  if (!fromEnv && (await askHidden("Repite la contraseña: ")) !== password) fail(PASSWORD_MESSAGES.mismatch);
  return password;
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      nombre: { type: "string" },
      apellido: { type: "string" },
      promote: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(
      "[TABLE_NAME=<tabla> | DATA_DIR=<carpeta>] npm run create-admin -- --email <email> [--nombre <nombre>] [--apellido <apellido>] [--promote]",
    );
    return;
  }
  if (localDataDir) console.log(`create-admin: local store with data in ${localDataDir}`);
  const parsed = EmailSchema("Email inválido").safeParse(values.email ?? "");
  if (!parsed.success) fail("--email is missing or invalid");
  const email = parsed.data;
  const now = new Date();

  const existing = await getUserByEmail(email);
  if (existing && !values.promote) fail(EXISTS_MESSAGE(email));
  if (existing) {
    const hash = await hashPassword(await readPassword());
    // Locked out first (new password, older sessions void), then promoted, then every session
    // deleted: at no moment is a session of whoever registered the address an admin's.
    await setPasswordHash(existing.id, hash, now, now);
    await setRoleAndStatus(existing.id, { role: "admin", isActive: true }, new Date());
    const ended = await deleteUserSessions(existing.id);
    console.log(
      `create-admin: ${email} es ahora administrador activo (id ${existing.id}). ` +
        `Su contraseña es la nueva y se cerraron sus sesiones (${ended}).`,
    );
    return;
  }

  const firstName = values.nombre?.trim() ?? "Administrador";
  const lastName = values.apellido?.trim() ?? "Tienda";
  if (firstName.length < 2 || lastName.length < 2) fail("--nombre and --apellido need at least 2 characters");
  const record = newUserRecord({
    id: randomUUID(),
    email,
    password: await hashPassword(await readPassword()),
    firstName,
    lastName,
    role: "admin",
    now,
  });
  await createUser(record);
  console.log(`create-admin: created admin ${email} (id ${record.id}).`);
}

main().catch((err) => fail((err as Error).message));
