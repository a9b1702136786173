/**
 * `npm run trace:order`: where one order's time goes. Starts a fresh local store (the runtime the
 * benchmarks use: DynamoDB Local, the S3 emulator, the app server over HTTP), places one warm-up
 * order (imports and connections are a cold start's cost, not the order's), then traces three
 * requests: an order by a signed-in shopper (as bench:load places them), the receipt attached to
 * it (POST /api/pedido/{id}/comprobante) and a guest's order (as bench:checkout places them).
 *
 * Every DynamoDB and S3 call the handler makes is recorded by a middleware on the clients
 * (command, key pattern with ids masked, start offset and duration from the request's start), the
 * items of each transaction are listed, and the time between calls is shown as handler work
 * (validation, hashing, building the answer). Calls that overlap ran in parallel; "idas y vueltas"
 * counts the sequential waits on the store (overlapping calls count once).
 *
 * Env: TRACE_REPEAT=N traces each request N times after the warm-up and prints the last trace and
 * the median total (default 1). TRACE_CPU=1 also samples this process's CPU (the inspector's
 * profiler) while the traced requests run and prints, per request, the milliseconds spent in each
 * phase (entry and validation, session, pricing, the transaction's items, the AWS clients, the
 * local runtime...): the time between the store's calls, by what the code was doing.
 */
import { randomUUID } from "node:crypto";
import { Session } from "node:inspector/promises";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { startLocalBackend, LOCAL_NAMES } from "../local/runtime";
import { startAppServer } from "../local/app-server";
import { freePort } from "../local/ports";
import { batchPut } from "../local/seed-store";
import { db } from "../../functions/src/data/client";
import { s3 } from "../../functions/src/lib/s3";
import { productItem } from "../../functions/src/data/products";
import { receiptPng } from "../../functions/src/seed/receipt-image";
import { Visitor, visitorAddress } from "../../tests/bench/visitor";
import { productRecord } from "../../tests/helpers/factories";
import { sessionAs } from "../../tests/helpers/sessions";

interface Call {
  servicio: "DynamoDB" | "S3";
  comando: string;
  detalle: string;
  inicio: number;
  fin: number;
  items?: string[];
  /** The error the call ended with (a transaction cancelled by a conflict, say). */
  error?: string;
}

let recording: Call[] | null = null;

/** Ids, hashes, dates and numbers in a key become '…', so the pattern shows which item, not whose. */
function pattern(value: unknown): string {
  const s = typeof value === "string" ? value : ((value as { S?: string })?.S ?? String(value));
  if (s.includes("/")) return s.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "…");
  return s
    .split("#")
    .map((part, i) => (i === 0 || /^[A-Za-z_]+$/.test(part) ? part : "…"))
    .join("#");
}

function keyOf(key: Record<string, unknown> | undefined): string {
  if (!key) return "?";
  return `${pattern(key.PK)} / ${pattern(key.SK)}`;
}

function describeDynamo(command: string, input: Record<string, any>): { detalle: string; items?: string[] } {
  switch (command) {
    case "GetCommand":
    case "GetItemCommand":
      return { detalle: `${keyOf(input.Key)}${input.ConsistentRead ? " (lectura consistente)" : ""}` };
    case "UpdateCommand":
    case "UpdateItemCommand":
    case "DeleteCommand":
    case "DeleteItemCommand":
      return { detalle: `${keyOf(input.Key)}${input.ConditionExpression ? " (condicional)" : ""}` };
    case "PutCommand":
    case "PutItemCommand":
      return { detalle: keyOf(input.Item) };
    case "QueryCommand": {
      const pk = Object.values(input.ExpressionAttributeValues ?? {})[0];
      return { detalle: `${input.IndexName ? `${input.IndexName} ` : ""}${pattern(pk)}` };
    }
    case "BatchGetCommand":
    case "BatchGetItemCommand": {
      const all = Object.values(input.RequestItems ?? {}).flatMap((r: any) => r.Keys ?? []);
      const patterns = [...new Set(all.map((k: Record<string, unknown>) => keyOf(k)))];
      return { detalle: `${all.length} claves: ${patterns.join(", ")}` };
    }
    case "TransactWriteCommand":
    case "TransactWriteItemsCommand": {
      const items = (input.TransactItems ?? []).map((t: Record<string, any>) => {
        const [kind, body] = Object.entries(t)[0] as [string, Record<string, any>];
        const cond = body.ConditionExpression ? " (condición)" : "";
        return `${kind} ${keyOf(body.Key ?? body.Item)}${cond}`;
      });
      return { detalle: `${items.length} elementos`, items };
    }
    default:
      return { detalle: "" };
  }
}

/** Records every call of both clients while a trace is on (the handlers run in this process). */
function instrument(): void {
  db().middlewareStack.add(
    (next, context) => async (args) => {
      if (!recording) return next(args);
      const comando = context.commandName ?? "?";
      const described = describeDynamo(comando, args.input as Record<string, any>);
      const call: Call = { servicio: "DynamoDB", comando, ...described, inicio: performance.now(), fin: 0 };
      recording.push(call);
      try {
        return await next(args);
      } catch (err) {
        const e = err as { name?: string; CancellationReasons?: Array<{ Code?: string }> };
        const codes = (e.CancellationReasons ?? []).map((r) => r.Code).filter((c) => c && c !== "None");
        call.error = `${e.name}${codes.length ? ` [${[...new Set(codes)].join(", ")}]` : ""}`;
        throw err;
      } finally {
        call.fin = performance.now();
      }
    },
    { step: "initialize", name: "trazaPedidoDynamo" },
  );
  s3().middlewareStack.add(
    (next, context) => async (args) => {
      if (!recording) return next(args);
      const input = args.input as { Key?: string; Range?: string; CopySource?: string };
      const detalle = [input.CopySource ? `${pattern(input.CopySource)} →` : "", pattern(input.Key ?? "")]
        .concat(input.Range ? [`(rango ${input.Range})`] : [])
        .filter(Boolean)
        .join(" ");
      const call: Call = {
        servicio: "S3",
        comando: context.commandName ?? "?",
        detalle,
        inicio: performance.now(),
        fin: 0,
      };
      recording.push(call);
      try {
        return await next(args);
      } finally {
        call.fin = performance.now();
      }
    },
    { step: "initialize", name: "trazaPedidoS3" },
  );
}

/** What a key pattern is, for the reader: the step of the order it belongs to. */
function role(c: Call): string {
  const d = c.detalle;
  const table: Array<[RegExp, string]> = [
    [/^SESION#/, "sesión (cookie)"],
    [/^USUARIO#… \/ PERFIL/, "usuario de la sesión"],
    [/^USUARIO#… \/ COMPRAS/, "pedidos vivos del cliente (primera compra)"],
    [/^IDEMPOTENCIA#/, "clave de idempotencia (¿repetido?)"],
    [/^AJUSTES/, "ajustes de la tienda (tasa, pagos, envíos, límites)"],
    [/PRODUCTO#/, "productos: precio, oferta y stock"],
    [/^PROMO#/, "código promocional"],
    [/^CONTADOR#/, "número de pedido (contador atómico)"],
    [/^REFERENCIA#/, "¿referencia de pago repetida?"],
    [/^PEDIDO#/, "el pedido"],
  ];
  if (c.servicio === "S3") {
    if (c.comando.startsWith("Copy")) return "copia del comprobante para revisión";
    if (c.comando.startsWith("Head")) return "tamaño del comprobante";
    if (c.comando.startsWith("GetObject")) return "primeros bytes (¿es una imagen?)";
    if (c.comando.startsWith("Delete")) return "borra la copia";
    return "";
  }
  if (c.comando.startsWith("TransactWrite")) return "transacción (pedido, stock, límites, correo)";
  return table.find(([re]) => re.test(d))?.[1] ?? "";
}

/** Sequential waits: the number of times the handler waited on the store (overlaps count once). */
function roundTrips(calls: Call[]): number {
  let n = 0;
  let busyUntil = -Infinity;
  for (const c of [...calls].sort((a, b) => a.inicio - b.inicio)) {
    if (c.inicio >= busyUntil) n++;
    busyUntil = Math.max(busyUntil, c.fin);
  }
  return n;
}

const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;

function print(title: string, status: number, started: number, ended: number, calls: Call[]): void {
  console.log(`\n${title}: ${status}, ${(ended - started).toFixed(1)} ms en total`);
  let busyUntil = started;
  for (const c of [...calls].sort((a, b) => a.inicio - b.inicio)) {
    if (c.inicio - busyUntil > 0.5) {
      console.log(`  ${ms(busyUntil - started)}  +${ms(c.inicio - busyUntil)}  trabajo del manejador (sin llamadas)`);
    }
    const parallel = c.inicio < busyUntil - 0.1 ? " ‖ en paralelo" : "";
    console.log(
      `  ${ms(c.inicio - started)}  ${ms(c.fin - c.inicio)}  ${c.servicio} ${c.comando.replace(/Command$/, "")} ${c.detalle}${parallel}${role(c) ? `  — ${role(c)}` : ""}${c.error ? `  ✗ ${c.error}` : ""}`,
    );
    for (const item of c.items ?? []) console.log(`                            · ${item}`);
    busyUntil = Math.max(busyUntil, c.fin);
  }
  console.log(`  ${ms(busyUntil - started)}  +${ms(ended - busyUntil)}  respuesta (manejador y HTTP)`);
  const store = calls.reduce((n, c) => n + (c.fin - c.inicio), 0);
  console.log(
    `  Llamadas: ${calls.length} (DynamoDB ${calls.filter((c) => c.servicio === "DynamoDB").length}, S3 ${calls.filter((c) => c.servicio === "S3").length}); idas y vueltas en serie: ${roundTrips(calls)}; tiempo sumado en llamadas: ${store.toFixed(1)} ms`,
  );
}

/** A product of the trace's own, with stock for every order it places. */
const traceProduct = (id: string) =>
  productRecord({ id, nombre: `Prenda de traza ${id}`, precio_cents: 2500, stock_variantes: { "M|Negro": 100_000 } });

async function uploadedReceipt(n: number): Promise<string> {
  const clave = `comprobantes/${randomUUID()}.png`;
  await s3().send(
    new PutObjectCommand({
      Bucket: LOCAL_NAMES.receipts,
      Key: clave,
      Body: receiptPng(`traza${n}`),
      ContentType: "image/png",
    }),
  );
  return clave;
}

function orderBody(n: number, products: string[]) {
  const email = `traza-${n}@example.com`;
  return {
    nombre: "Cliente",
    apellido: "Traza",
    email,
    telefono: "0412-555-0000",
    direccion: "Av. Principal, Edif. Sol",
    ciudad: "Caracas",
    estado: "Distrito Capital",
    codigo_postal: "1010",
    tipo_pago: "pago_movil",
    movil_banco: "banesco",
    movil_telefono: "0412-555-0000",
    movil_referencia: `${900000 + n}`,
    movil_email: email,
    acepta_terminos: true,
    lineas: products.map((productoId, i) => ({ productoId, talla: "M", color: "Negro", cantidad: 1 + (i % 2) })),
  };
}

async function traced<T>(fn: () => Promise<T>): Promise<{ result: T; calls: Call[]; started: number; ended: number }> {
  const calls: Call[] = [];
  recording = calls;
  const started = performance.now();
  try {
    const result = await fn();
    return { result, calls, started, ended: performance.now() };
  } finally {
    recording = null;
  }
}

/** Where a CPU sample's code is, by its source (nearest the leaf wins): the phases of one request. */
const PHASES: Array<[RegExp, string]> = [
  [/node_modules\/(@aws-sdk|@smithy)\//, "clientes AWS (armar, firmar, enviar y leer cada llamada)"],
  [/functions\/src\/lib\/auth\//, "sesión"],
  [/functions\/src\/data\/settings/, "ajustes"],
  [/email-address|domain\/email\/recipient|email-addresses/, "dirección de correo (RFC 5322)"],
  [/domain\/orders\/(price-order|payment-terms)|shared\/src\/rules\/(pricing|offers|delivery)/, "precios"],
  [/domain\/orders\/order-limits/, "límites de pedidos sin pagar"],
  [
    /functions\/src\/data\/(orders|outbox|order-holds|daily-stats|transact|counter-shards|promotions)/,
    "transacción: armar sus elementos (pedido, stock, correos)",
  ],
  [/functions\/src\/(domain\/orders|data)\//, "pedido: lecturas y reglas"],
  [
    /functions\/src\/(lib\/(http|validation|origin|errors|checkout-device|cookies)|handlers)|shared\/src\/schemas|node_modules\/zod\//,
    "entrada: evento, JSON, validación, respuesta",
  ],
  [/scripts\/local\//, "entorno local (HTTP → evento de API Gateway)"],
  [/tests\/bench\/visitor|scripts\/perf\//, "cliente de la traza"],
  [/node_modules\/s3rver|node_modules\/koa/, "emulador de S3 (en este proceso)"],
];

interface Profile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string }; children?: number[] }>;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Microseconds on the clock the profiler's timestamps use (monotonic). */
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/** CPU milliseconds per phase and request kind: each sample goes to the request running then. */
function cpuByPhase(profile: Profile, windows: Array<{ kind: string; from: number; to: number }>) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const phaseOf = new Map<number, string | null>();
  const classify = (id: number): string | null => {
    if (phaseOf.has(id)) return phaseOf.get(id)!;
    const { functionName, url } = byId.get(id)!.callFrame;
    let phase: string | null;
    if (functionName === "(idle)") phase = null;
    else if (functionName === "(garbage collector)") phase = "recolector de basura";
    else {
      const own = url ? PHASES.find(([re]) => re.test(url))?.[1] : undefined;
      const up = parent.get(id);
      // Node's own code (sockets, streams, timers) counts for whoever called it.
      phase = own ?? (up !== undefined ? classify(up) : "Node: red, HTTP y eventos");
      if (phase === null) phase = "Node: red, HTTP y eventos";
    }
    phaseOf.set(id, phase);
    return phase;
  };
  const out = new Map<string, Map<string, number>>();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    const w = windows.find((x) => t >= x.from && t <= x.to);
    const phase = w ? classify(id) : null;
    if (!w || !phase) return;
    const kind = out.get(w.kind) ?? out.set(w.kind, new Map()).get(w.kind)!;
    kind.set(phase, (kind.get(phase) ?? 0) + (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000);
  });
  return out;
}

async function main() {
  const repeat = Math.max(1, Number(process.env.TRACE_REPEAT ?? 1));
  const port = await freePort();
  const backend = await startLocalBackend({ appOrigin: `http://127.0.0.1:${port}` });
  const server = await startAppServer({ port });
  try {
    instrument();
    const products = ["traza-1", "traza-2"].map(traceProduct);
    await batchPut(products.map(productItem));
    const ids = products.map((p) => p.id);
    let n = 0;
    const totals: Record<string, number[]> = { pedido: [], comprobante: [], invitado: [] };
    let last: Array<[string, Awaited<ReturnType<typeof traced<{ status: number }>>>]> = [];

    const profiling = process.env.TRACE_CPU === "1";
    const inspector = profiling ? new Session() : null;
    const windows: Array<{ kind: string; from: number; to: number }> = [];
    const timed = async <T>(kind: string, fn: () => Promise<T>, warmUp: boolean): Promise<T> => {
      const from = nowUs();
      try {
        return await fn();
      } finally {
        if (!warmUp) windows.push({ kind, from, to: nowUs() });
      }
    };
    for (let round = 0; round <= repeat; round++) {
      const warmUp = round === 0;
      if (inspector && round === 1) {
        inspector.connect();
        await inspector.post("Profiler.enable");
        await inspector.post("Profiler.setSamplingInterval", { interval: 50 });
        await inspector.post("Profiler.start");
      }
      // A signed-in shopper's order, then a receipt for it.
      const shopper = new Visitor(port, visitorAddress(0, n), () => {}, (await sessionAs("user")).cookie);
      const body = orderBody(++n, ids);
      const clave = await uploadedReceipt(n);
      const order = await timed(
        "pedido",
        () => traced(() => shopper.request("POST", "/api/pedido", body, { "idempotency-key": randomUUID() })),
        warmUp,
      );
      if (order.result.status !== 201)
        throw new Error(`El pedido respondió ${order.result.status}: ${JSON.stringify(order.result.body)}`);
      const id = order.result.body.pedido.id as string;
      const receipt = await timed(
        "comprobante",
        () => traced(() => shopper.request("POST", `/api/pedido/${id}/comprobante`, { clave })),
        warmUp,
      );
      if (receipt.result.status !== 200)
        throw new Error(`El comprobante respondió ${receipt.result.status}: ${JSON.stringify(receipt.result.body)}`);
      shopper.close();
      // A guest's order, as bench:checkout places them (no session, a new device cookie).
      const guest = new Visitor(port, visitorAddress(1, n), () => {});
      const guestOrder = await timed(
        "invitado",
        () =>
          traced(() =>
            guest.request("POST", "/api/pedido", orderBody(++n, ids.slice(0, 1)), {
              "idempotency-key": randomUUID(),
            }),
          ),
        warmUp,
      );
      if (guestOrder.result.status !== 201)
        throw new Error(`El pedido de invitado respondió ${guestOrder.result.status}`);
      guest.close();
      if (warmUp) continue;
      totals.pedido!.push(order.ended - order.started);
      totals.comprobante!.push(receipt.ended - receipt.started);
      totals.invitado!.push(guestOrder.ended - guestOrder.started);
      last = [
        ["POST /api/pedido (cliente con sesión, pago móvil, 2 productos)", order],
        ["POST /api/pedido/{id}/comprobante (imagen PNG)", receipt],
        ["POST /api/pedido (invitado, 1 producto)", guestOrder],
      ];
    }

    const profile = inspector ? ((await inspector.post("Profiler.stop")).profile as Profile) : null;
    inspector?.disconnect();

    // Many guests at once, as bench:checkout's second half: how often the transaction is retried.
    const parallel = Math.max(0, Number(process.env.TRACE_PARALLEL ?? 16));
    const burst = await traced(() =>
      Promise.all(
        Array.from({ length: parallel }, async (_, i) => {
          const guest = new Visitor(port, visitorAddress(2, i), () => {});
          const t = performance.now();
          const res = await guest
            .request("POST", "/api/pedido", orderBody(++n, [ids[i % 2]!]), { "idempotency-key": randomUUID() })
            .finally(() => guest.close());
          return { status: res.status, ms: performance.now() - t };
        }),
      ),
    );

    console.log("Traza de un pedido en el entorno local (tras un pedido de calentamiento)");
    for (const [title, t] of last) print(title, t.result.status, t.started, t.ended, t.calls);
    if (repeat > 1) {
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      console.log(`\nMediana de ${repeat} repeticiones:`);
      console.log(`  POST /api/pedido (con sesión): ${median(totals.pedido!).toFixed(1)} ms`);
      console.log(`  POST /api/pedido/{id}/comprobante: ${median(totals.comprobante!).toFixed(1)} ms`);
      console.log(`  POST /api/pedido (invitado): ${median(totals.invitado!).toFixed(1)} ms`);
    }
    if (profile) {
      const titles: Record<string, string> = {
        pedido: "POST /api/pedido (con sesión)",
        comprobante: "POST /api/pedido/{id}/comprobante",
        invitado: "POST /api/pedido (invitado)",
      };
      console.log(`\nCPU de este proceso por fase, ms por solicitud (media de ${repeat}; muestras cada 50 µs):`);
      for (const [kind, phases] of cpuByPhase(profile, windows)) {
        const total = [...phases.values()].reduce((a, b) => a + b, 0) / repeat;
        console.log(`  ${titles[kind] ?? kind}: ${total.toFixed(2)} ms`);
        for (const [phase, ms] of [...phases].sort((a, b) => b[1] - a[1])) {
          console.log(`    ${(ms / repeat).toFixed(2).padStart(6)} ms  ${phase}`);
        }
      }
    }
    if (parallel > 0) {
      const answers = burst.result;
      const times = answers.map((a) => a.ms).sort((a, b) => a - b);
      const tx = burst.calls.filter((c) => c.comando.startsWith("TransactWrite"));
      const byError = new Map<string, number>();
      for (const c of tx) if (c.error) byError.set(c.error, (byError.get(c.error) ?? 0) + 1);
      const commands = new Map<string, number>();
      for (const c of burst.calls) commands.set(c.comando, (commands.get(c.comando) ?? 0) + 1);
      console.log(`\n${parallel} pedidos de invitado a la vez (como bench:checkout con concurrencia ${parallel}):`);
      console.log(
        `  respuestas: ${[...new Set(answers.map((a) => a.status))].map((st) => `${st}×${answers.filter((a) => a.status === st).length}`).join(" ")}; mediana ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, máximo ${times[times.length - 1]!.toFixed(1)} ms`,
      );
      console.log(
        `  TransactWriteItems: ${tx.length} intentos para ${parallel} pedidos; duración mediana ${[...tx.map((c) => c.fin - c.inicio)].sort((a, b) => a - b)[Math.floor(tx.length / 2)]!.toFixed(1)} ms`,
      );
      for (const [err, k] of byError) console.log(`  intentos fallidos: ${k}× ${err}`);
      console.log(
        `  llamadas por comando: ${[...commands].map(([c, k]) => `${c.replace(/Command$/, "")} ${k}`).join(", ")}`,
      );
    }
  } finally {
    server.close();
    server.closeAllConnections();
    await backend.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
