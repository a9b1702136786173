/**
 * Generated seed images (SVG): product drawings in the product's colours,
 * brand wordmarks, hero and style-tile illustrations and testimonial avatars.
 * Pure and deterministic; every SVG stays well under 6 KB.
 */
import { COLORES } from "@tienda/shared/schemas/catalogue";
import { normalizeText } from "@tienda/shared/rules/text";
import type { ProductRecord } from "../domain/catalogue/product-record";
import { ESTILOS, MARCAS } from "./categories";
import { TESTIMONIOS } from "./testimonials";

export interface SeedImage {
  key: string;
  body: string;
  contentType: "image/svg+xml";
}

// ───────────────────────── helpers ─────────────────────────

export function escapeXml(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function rgb(hex: string): [number, number, number] {
  let h = hex.replace("#", "");
  if (h.length === 3) h = h.replace(/./g, (ch) => ch + ch);
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return (
    "#" +
    x
      .map((v, i) => Math.round(v + (y[i]! - v) * t))
      .map((v) => v.toString(16).padStart(2, "0"))
      .join("")
  );
}

function lum(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

const hexOf = (color: string) => COLORES[color] ?? "#8a8a8a";

/** Soft backgrounds per colour (image 1) — chosen so the garment stands out. */
const FONDO: Record<string, string> = {
  Negro: "#ece8e1",
  Blanco: "#e2e7ee",
  Gris: "#eef0f2",
  Azul: "#e7eefa",
  Rojo: "#f9ebe8",
  Verde: "#e9f3ea",
  Amarillo: "#fbf3de",
  Rosa: "#fcebf1",
  Marrón: "#f3ece6",
  Beige: "#e9ede6",
};
/** Alternative backgrounds for the second image (a different "shoot"). */
const FONDO_ALT = ["#f1ede6", "#e8eef1", "#f3eaee", "#ebf0e6", "#efeaf4"];

const P = (d: string) => `<path d="${d}"/>`;
const C = (x: number, y: number, r: number) => `<circle cx="${x}" cy="${y}" r="${r}"/>`;

/** Colours and flags a drawing needs. */
interface Pal {
  /** Garment fill (a gradient reference). */
  f: string;
  /** Flat garment colour. */
  c: string;
  /** Outline. */
  s: string;
  /** Seams, folds and other details. */
  d: string;
  /** Contrast colour (soles, linings, prints). */
  a: string;
  /** Pattern fill reference, when the product has a print. */
  pat?: string;
  /** Normalised product name (selects variants of a drawing). */
  n: string;
}

const has = (k: Pal, ...words: string[]) => words.some((w) => k.n.includes(w));

const body = (k: Pal, ...ds: string[]) =>
  `<g fill="${k.f}" stroke="${k.s}" stroke-width="4" stroke-linejoin="round">${ds.map(P).join("")}</g>`;
const det = (k: Pal, ds: string[], w = 3) =>
  `<g fill="none" stroke="${k.d}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round">${ds.map(P).join("")}</g>`;
const dots = (fill: string, pts: [number, number][], r = 5) =>
  `<g fill="${fill}">${pts.map(([x, y]) => C(x, y, r)).join("")}</g>`;
const stitch = (ds: string[], color = "#d9a441") =>
  `<g fill="none" stroke="${color}" stroke-width="2.5" stroke-dasharray="7 6">${ds.map(P).join("")}</g>`;
const patFill = (k: Pal, d: string) => (k.pat ? `<path d="${d}" fill="${k.pat}"/>` : "");
const shine = (d: string, w = 22) =>
  `<path d="${d}" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="${w}" stroke-linecap="round"/>`;

// ───────────────────────── drawings (600×750 space) ─────────────────────────

const TEE = "M252 150Q300 186 348 150L430 178L510 268L458 320L420 292V632Q300 648 180 632V292L142 320L90 268L170 178Z";

function camiseta(k: Pal): string {
  const parts = [body(k, TEE), patFill(k, TEE)];
  parts.push(det(k, ["M258 160Q300 200 342 160", "M101 256L153 308", "M499 256L447 308", "M182 614Q300 630 418 614"]));
  if (has(k, "polo")) {
    parts.push(
      body(k, "M252 150L232 190L286 200L300 176L314 200L368 190L348 150Q300 178 252 150Z", "M288 182H312V272H288Z"),
    );
    parts.push(
      dots(k.d, [
        [300, 208],
        [300, 244],
      ]),
    );
  } else if (has(k, "futbol")) {
    parts.push(det(k, ["M262 156L300 206L338 156"], 6));
    parts.push(
      `<text x="300" y="440" font-family="Arial,sans-serif" font-size="130" font-weight="700" text-anchor="middle" fill="${k.a}" fill-opacity=".9">10</text>`,
    );
  } else if (has(k, "tecnica")) {
    parts.push(
      `<g fill="none" stroke="${k.a}" stroke-width="8" stroke-opacity=".8">${P("M196 300L200 620")}${P("M404 300L400 620")}</g>`,
    );
  } else if (has(k, "sabana")) {
    parts.push(`<g fill="${k.a}">${P("M224 380L262 318L284 344L322 280L376 380Z")}${C(340, 300, 16)}</g>`);
  } else if (has(k, "dinosaurio")) {
    parts.push(
      `<g fill="${k.a}">${P("M214 392Q236 336 300 336Q330 336 346 310Q352 280 378 282Q398 290 392 304Q372 306 368 326Q366 376 338 392L342 420H326L318 396H266L262 420H246L246 392Q226 396 214 392Z")}</g>`,
    );
  } else if (has(k, "pijama", "bebe")) {
    parts.push(
      dots(
        k.d,
        [
          [214, 190],
          [230, 186],
          [370, 186],
          [386, 190],
        ],
        6,
      ),
    );
  }
  parts.push(shine("M352 214Q392 400 380 600"));
  return parts.join("");
}

const SHIRT =
  "M246 146H354L430 172Q474 192 480 250L512 556L460 568L422 326V628Q360 646 300 636Q240 646 178 628V326L140 568L88 556L120 250Q126 192 170 172Z";

function camisa(k: Pal): string {
  const corta = has(k, "manga corta", "guayabera", "estampada");
  const outline = corta
    ? "M246 146H354L430 172L500 292L446 330L422 310V628Q360 646 300 636Q240 646 178 628V310L154 330L100 292L170 172Z"
    : SHIRT;
  const parts = [body(k, outline), patFill(k, outline)];
  if (!corta) parts.push(body(k, "M91 524L144 536L140 568L88 556Z", "M509 524L456 536L460 568L512 556Z"));
  parts.push(det(k, ["M300 206V636"]));
  if (has(k, "guayabera")) {
    parts.push(
      det(k, [
        "M222 250V600",
        "M238 250V600",
        "M362 250V600",
        "M378 250V600",
        "M194 470H276V540H194Z",
        "M324 470H406V540H324Z",
      ]),
    );
  } else if (!has(k, "estampada")) {
    parts.push(det(k, ["M336 268H390V320L363 332L336 320Z"]));
  }
  parts.push(body(k, "M246 146L300 206L270 232L234 166Z", "M354 146L300 206L330 232L366 166Z"));
  parts.push(
    dots(
      k.d,
      [250, 310, 370, 430, 490, 550].map((y) => [308, y] as [number, number]),
      5,
    ),
  );
  parts.push(shine("M360 240Q396 420 384 600"));
  return parts.join("");
}

function blusa(k: Pal): string {
  const outline =
    "M254 148H346L424 174Q468 194 476 250L504 540L454 552L418 326L426 604Q300 626 174 604L182 326L146 552L96 540L124 250Q132 194 176 174Z";
  const parts = [body(k, outline), patFill(k, outline)];
  parts.push(`<path d="M254 148L300 222L346 148Z" fill="${k.d}" fill-opacity=".45"/>`);
  parts.push(body(k, "M98 516L148 528L146 552L96 540Z", "M502 516L452 528L454 552L504 540Z"));
  parts.push(det(k, ["M190 586Q300 606 410 586", "M300 222V300"]));
  if (has(k, "lazo")) {
    parts.push(
      body(
        k,
        "M300 224C270 196 246 214 258 236C268 252 290 238 300 224Z",
        "M300 224C330 196 354 214 342 236C332 252 310 238 300 224Z",
        "M296 230L270 306L284 310L300 240Z",
        "M304 230L330 306L316 310L300 240Z",
      ),
    );
  } else {
    parts.push(
      `<g fill="none" stroke-width="5" stroke-linecap="round" stroke-dasharray="1 11"><path d="M238 170L300 244L362 170" stroke="${k.a}"/><path d="M226 180L300 262L374 180" stroke="#c62828"/></g>`,
    );
  }
  parts.push(shine("M356 230Q390 420 380 590"));
  return parts.join("");
}

function top(k: Pal): string {
  const corto = has(k, "deportivo", "yoga");
  const hem = corto ? "L406 440Q300 458 194 440Z" : "L410 576Q300 596 190 576Z";
  const outline = `M236 140H256Q268 220 300 226Q332 220 344 140H364L372 250Q380 300 404 330${hem}`;
  const parts = [body(k, outline), patFill(k, outline)];
  parts.push(det(k, [corto ? "M196 410Q300 428 404 410" : "M192 556Q300 574 408 556"]));
  if (has(k, "cruzado")) parts.push(det(k, ["M262 170L336 330", "M338 170L290 280"]));
  parts.push(shine("M350 250Q372 350 370 420", 16));
  return parts.join("");
}

function sudadera(k: Pal): string {
  const retro = has(k, "retro");
  const outline =
    "M236 158H364L444 186Q490 206 496 266L522 556L472 570L430 342V598H170V342L128 570L78 556L104 266Q110 206 156 186Z";
  const parts: string[] = [];
  if (!retro) parts.push(body(k, "M226 178Q214 96 300 88Q386 96 374 178Z"));
  parts.push(body(k, outline), patFill(k, outline));
  parts.push(body(k, "M170 568H430V598H170Z", "M82 528L131 542L128 570L78 556Z", "M518 528L469 542L472 570L522 556Z"));
  if (retro) {
    parts.push(
      `<g fill="none" stroke="${k.a}" stroke-width="9">${P("M120 232L94 540")}${P("M140 236L114 544")}${P("M480 232L506 540")}${P("M460 236L486 544")}</g>`,
    );
    parts.push(det(k, ["M236 158Q300 200 364 158", "M242 170Q300 208 358 170"]));
  } else {
    parts.push(
      `<path d="M250 168Q254 118 300 112Q346 118 350 168Q300 190 250 168Z" fill="${k.d}" fill-opacity=".55" stroke="${k.s}" stroke-width="3"/>`,
    );
    parts.push(det(k, ["M282 182V262", "M318 182V262", "M220 440H380L404 540H196Z"]));
    parts.push(
      dots(
        k.d,
        [
          [282, 266],
          [318, 266],
        ],
        6,
      ),
    );
  }
  parts.push(
    det(k, ["M200 572V594", "M240 572V594", "M280 572V594", "M320 572V594", "M360 572V594", "M400 572V594"], 2),
  );
  parts.push(shine("M368 240Q404 420 392 560"));
  return parts.join("");
}

const JACKET =
  "M240 150H360L438 176Q480 196 486 256L514 558L464 570L428 332V624H172V332L136 570L86 558L114 256Q120 196 162 176Z";

function chaqueta(k: Pal): string {
  const parts: string[] = [];
  const capucha = has(k, "capucha", "impermeable");
  if (capucha) parts.push(body(k, "M224 172Q212 92 300 84Q388 92 376 172Z"));
  parts.push(body(k, JACKET), patFill(k, JACKET));
  parts.push(body(k, "M89 530L139 542L136 570L86 558Z", "M511 530L461 542L464 570L514 558Z"));
  if (has(k, "vaquer")) {
    parts.push(body(k, "M240 150L300 200L272 232L228 170Z", "M360 150L300 200L328 232L372 170Z"));
    parts.push(det(k, ["M300 200V624", "M196 300H276V344H196Z", "M324 300H404V344H324Z", "M172 440H428"]));
    parts.push(
      stitch([
        "M200 350H272V400L236 412L200 400Z",
        "M328 350H400V400L364 412L328 400Z",
        "M178 452H422",
        "M294 206V618",
      ]),
    );
    parts.push(
      dots(
        "#c9a227",
        [
          [312, 260],
          [312, 340],
          [312, 420],
          [312, 500],
          [312, 580],
          [236, 322],
          [364, 322],
        ],
        7,
      ),
    );
  } else if (has(k, "cuero")) {
    parts.push(body(k, "M240 150L304 236L258 300L206 206Z", "M360 150L330 226L392 260L400 188Z"));
    parts.push(
      `<g fill="none" stroke="#c0c0c0" stroke-width="5">${P("M304 236L330 624")}${P("M196 420L236 400")}${P("M364 430L404 410")}</g>`,
    );
    parts.push(det(k, ["M172 586H428"]));
  } else {
    parts.push(body(k, "M240 150L232 116Q300 132 368 116L360 150Q300 168 240 150Z"));
    parts.push(
      `<path d="M300 164V624" stroke="${k.d}" stroke-width="6"/><rect x="292" y="190" width="16" height="30" rx="4" fill="${k.a}"/>`,
    );
    parts.push(det(k, ["M198 430L218 520", "M402 430L382 520", "M172 596H428"]));
  }
  parts.push(shine("M370 240Q404 420 394 590"));
  return parts.join("");
}

function blazer(k: Pal): string {
  const largo = has(k, "abrigo");
  const cardigan = has(k, "cardigan");
  const hemY = largo ? 690 : 640;
  const outline = `M240 148H360L440 172Q482 190 488 250L516 560L464 572L428 330V${hemY}H172V330L136 572L84 560L112 250Q118 190 160 172Z`;
  const parts = [body(k, outline), patFill(k, outline)];
  parts.push(
    `<path d="M244 150L300 336L356 150Z" fill="${cardigan ? "#f6f3ee" : "#f4f4f4"}" stroke="${k.s}" stroke-width="3"/>`,
  );
  if (has(k, "traje")) {
    parts.push(
      `<path d="M292 168H308L312 188L322 290L300 318L278 290L288 188Z" fill="${k.d}" stroke="${k.s}" stroke-width="3"/>`,
    );
  }
  if (cardigan) {
    parts.push(
      body(
        k,
        `M172 ${hemY - 34}H428V${hemY}H172Z`,
        "M87 532L137 544L136 572L84 560Z",
        "M513 532L463 544L464 572L516 560Z",
      ),
    );
    parts.push(det(k, ["M300 336V" + hemY]));
    parts.push(
      dots(
        mix(k.c, "#000", 0.5),
        [380, 440, 500, 560].map((y) => [312, y] as [number, number]),
        8,
      ),
    );
  } else {
    const lapel = has(k, "terciopelo") ? mix(k.c, "#fff", 0.25) : k.f;
    parts.push(
      `<g fill="${lapel}" stroke="${k.s}" stroke-width="4" stroke-linejoin="round">${P("M244 150L300 336L266 300L222 226L244 206L228 168Z")}${P("M356 150L300 336L334 300L378 226L356 206L372 168Z")}</g>`,
    );
    parts.push(det(k, ["M300 336V" + hemY, "M344 264L392 258", "M196 486H262", "M338 486H404"]));
    const btn: [number, number][] = largo
      ? [
          [270, 400],
          [330, 400],
          [270, 480],
          [330, 480],
        ]
      : [
          [300, 392],
          [300, 452],
        ];
    parts.push(dots(k.d, btn, 8));
  }
  parts.push(shine("M372 250Q406 430 396 " + (hemY - 40)));
  return parts.join("");
}

function pantalon(k: Pal): string {
  const parts: string[] = [];
  const jeans = has(k, "jeans");
  if (has(k, "legging")) {
    const o = "M214 106H386L376 684H316L300 330L284 684H224Z";
    parts.push(body(k, o, "M214 106H386V150H214Z"), patFill(k, o));
    parts.push(det(k, ["M380 300L372 560", "M246 210Q300 230 354 210"]));
    parts.push(shine("M346 200Q352 420 344 650", 16));
    return parts.join("");
  }
  const palazzo = has(k, "palazzo");
  const o = palazzo ? "M200 110H400L472 684H318L300 320L282 684H128Z" : "M196 110H404L420 684H320L300 300L280 684H180Z";
  parts.push(body(k, o), patFill(k, o), body(k, "M196 110H404V146H196Z"));
  if (has(k, "jogger")) {
    parts.push(body(k, "M182 650H278V684H182Z", "M322 650H418V684H322Z"));
    parts.push(
      det(k, [
        "M290 146Q280 200 270 214",
        "M310 146Q320 200 330 214",
        "M206 190Q244 200 248 250",
        "M394 190Q356 200 352 250",
      ]),
    );
  } else {
    parts.push(det(k, ["M316 146V262Q314 284 300 292", "M206 148Q244 160 252 214", "M394 148Q356 160 348 214"]));
    parts.push(`<g stroke="${k.d}" stroke-width="7">${P("M226 104V150")}${P("M300 104V150")}${P("M374 104V150")}</g>`);
    if (!jeans)
      parts.push(
        det(k, palazzo ? ["M240 330L210 670", "M360 330L390 670"] : ["M240 300L232 676", "M360 300L368 676"], 2),
      );
  }
  if (jeans) {
    parts.push(
      stitch([
        "M210 154Q246 166 256 216",
        "M390 154Q354 166 344 216",
        "M322 150V262Q320 290 300 300",
        "M184 666H278",
        "M322 666H416",
      ]),
    );
    parts.push(
      dots(
        "#c9a227",
        [
          [300, 128],
          [258, 218],
          [342, 218],
        ],
        5,
      ),
    );
  }
  parts.push(shine("M356 220Q372 440 380 650", 18));
  return parts.join("");
}

function short(k: Pal): string {
  const o = "M190 170H410L442 470H322L300 330L278 470H158Z";
  const parts = [body(k, o), patFill(k, o), body(k, "M190 170H410V206H190Z")];
  if (has(k, "cargo")) {
    parts.push(body(k, "M168 318H222V408H160Z", "M432 318H378V408H440Z"));
    parts.push(det(k, ["M166 340H222", "M434 340H378"]));
  }
  if (has(k, "bano", "running")) {
    parts.push(det(k, ["M292 206Q286 250 274 262", "M308 206Q314 250 326 262"]));
  } else {
    parts.push(det(k, ["M316 206V300Q312 318 300 324", "M200 208Q236 216 246 262", "M400 208Q364 216 354 262"]));
  }
  parts.push(det(k, ["M162 448H278", "M322 448H438"], 2));
  parts.push(shine("M356 230Q372 330 380 440", 16));
  return parts.join("");
}

function falda(k: Pal): string {
  const mini = has(k, "corta", "lentejuela", "mini");
  const o = mini ? "M214 194H386L440 440Q300 466 160 440Z" : "M214 194H386L470 588Q300 622 130 588Z";
  const parts = [body(k, o), patFill(k, o), body(k, "M214 160H386V194H214Z")];
  if (has(k, "mezclilla")) {
    parts.push(
      stitch(["M230 200Q256 220 262 250", "M370 200Q344 220 338 250", "M300 196V300", "M166 420Q300 444 434 420"]),
    );
    parts.push(dots("#c9a227", [[300, 178]], 6));
  } else if (mini) {
    parts.push(det(k, ["M300 196V450"], 2));
  } else {
    parts.push(det(k, ["M250 196L206 596", "M286 196L270 608", "M314 196L330 608", "M350 196L394 596"], 2));
  }
  parts.push(shine("M356 220Q390 380 " + (mini ? "404 420" : "430 560"), 18));
  return parts.join("");
}

function vestido(k: Pal): string {
  const largo = has(k, "largo", "noche");
  const hem = largo ? "L480 688Q300 722 120 688" : "L478 642Q300 686 122 642";
  const o = `M246 108H266L278 196Q300 214 322 196L334 108H354L370 250Q374 300 354 330${hem}L246 330Q226 300 230 250Z`;
  const parts: string[] = [];
  if (has(k, "camisero", "cruzado")) {
    parts.push(body(k, "M250 120L196 150L156 330L200 342L232 238Z", "M350 120L404 150L444 330L400 342L368 238Z"));
  }
  parts.push(body(k, o), patFill(k, o));
  parts.push(
    det(
      k,
      ["M248 330Q300 344 352 330", "M282 350L236 " + (largo ? 700 : 656), "M318 350L364 " + (largo ? 700 : 656)],
      2,
    ),
  );
  if (has(k, "camisero")) {
    parts.push(det(k, ["M300 200V670"]));
    parts.push(
      dots(
        k.d,
        [240, 290, 380, 450, 520, 590].map((y) => [308, y] as [number, number]),
        5,
      ),
    );
  } else if (has(k, "cruzado")) {
    parts.push(det(k, ["M266 130L346 330", "M334 130L300 214"]));
    parts.push(body(k, "M354 332Q392 320 384 344Q372 360 354 340Z", "M356 340L376 420L366 424Z"));
  } else if (has(k, "volante")) {
    parts.push(body(k, "M246 112Q200 120 206 168Q236 176 256 150Z", "M354 112Q400 120 394 168Q364 176 344 150Z"));
    parts.push(det(k, ["M140 610Q300 650 460 610"], 2));
  }
  if (has(k, "satinado", "noche")) parts.push(shine("M300 360Q330 500 360 660", 28));
  else parts.push(shine("M340 240Q350 300 344 330", 12));
  return parts.join("");
}

function banador(k: Pal): string {
  const o =
    "M224 120H254L270 240Q300 264 330 240L346 120H376L396 320Q404 420 396 500Q356 528 332 630H268Q244 528 204 500Q196 420 204 320Z";
  const parts = [body(k, o), patFill(k, o)];
  if (has(k, "retro")) parts.push(det(k, ["M262 232H338", "M206 420Q300 440 394 420"]));
  else parts.push(`<path d="M204 380Q300 400 396 380" stroke="${k.a}" stroke-width="12" fill="none"/>`);
  parts.push(shine("M360 280Q376 400 360 500", 16));
  return parts.join("");
}

// Shoes: side view, toe to the right.

function zapatilla(k: Pal): string {
  const lona = has(k, "lona");
  const sole = lona ? "#f8f6f1" : k.c === COLORES.Blanco ? "#dcdcdc" : "#f6f3ee";
  const upper =
    "M80 440L88 318Q92 290 122 286L196 282Q228 300 264 298L310 258Q334 240 354 252Q388 320 456 342Q520 360 526 410V440Z";
  const parts = [body(k, upper), patFill(k, upper)];
  parts.push(`<path d="M82 440L86 336Q140 330 172 366Q194 400 204 440Z" fill="${k.d}" fill-opacity=".4"/>`);
  parts.push(det(k, ["M214 440Q252 372 318 330"], 2));
  if (lona)
    parts.push(
      `<path d="M440 342Q520 356 526 410V440H424Q410 380 440 342Z" fill="${sole}" stroke="${k.s}" stroke-width="4"/>`,
    );
  parts.push(`<path d="M80 330Q72 300 94 288L112 290L106 340Z" fill="${sole}" stroke="${k.s}" stroke-width="3"/>`);
  parts.push(
    `<path d="M72 436H534Q546 476 508 492H100Q64 484 72 436Z" fill="${sole}" stroke="${k.s}" stroke-width="4"/>`,
  );
  parts.push(`<path d="M78 462H536" stroke="${lona ? "#c62828" : "#bbb"}" stroke-width="${lona ? 5 : 3}"/>`);
  parts.push(det(k, ["M456 342Q416 384 428 438"]));
  parts.push(
    `<g stroke="${sole}" stroke-width="7" stroke-linecap="round">${P("M300 270L344 298")}${P("M286 284L330 312")}${P("M272 298L316 326")}</g>`,
  );
  if (has(k, "running")) parts.push(`<path d="M100 492H508" stroke="${k.c}" stroke-width="6"/>`);
  parts.push(shine("M130 320Q200 310 250 330", 12));
  return parts.join("");
}

function bota(k: Pal): string {
  const monte = has(k, "montana");
  const parts = [body(k, "M150 160H292L300 378Q334 408 404 420Q504 436 514 488V516H132Q140 340 150 160Z")];
  const sole = monte ? "#3b3330" : mix(k.c, "#000", 0.55);
  parts.push(
    `<path d="M124 512H520Q528 542 504 552H228V566H132Q118 544 124 512Z" fill="${sole}" stroke="${k.s}" stroke-width="4"/>`,
  );
  if (monte) {
    parts.push(body(k, "M150 160H292V192H150Z"));
    parts.push(`<path d="M404 420Q504 436 514 488V516H420Q404 470 404 420Z" fill="${sole}" fill-opacity=".7"/>`);
    parts.push(
      `<g stroke="${k.a}" stroke-width="6" stroke-linecap="round">${[220, 262, 304, 346].map((y, i) => P(`M${262 + i * 10} ${y}L${300 + i * 12} ${y + 10}`)).join("")}</g>`,
    );
    parts.push(`<g stroke="#fff" stroke-opacity=".5" stroke-width="6">${P("M132 540H504")}</g>`);
  } else {
    parts.push(
      `<path d="M236 174L214 338L258 338Z" fill="${mix(k.c, "#000", 0.35)}" stroke="${k.s}" stroke-width="3"/>`,
    );
    parts.push(body(k, "M152 162L146 120Q162 110 180 120L182 162Z"));
  }
  parts.push(det(k, ["M140 470Q300 480 500 490"], 2));
  parts.push(shine("M180 200Q176 320 170 440", 14));
  return parts.join("");
}

function sandalia(k: Pal): string {
  const soleTop = mix(k.c, "#fff", 0.55);
  const straps = [
    "M170 476Q188 392 262 396Q276 432 272 470",
    "M300 470Q330 380 420 390Q444 430 442 466",
    "M130 476Q120 420 150 400",
  ];
  return [
    `<path d="M86 500Q80 478 110 474L480 462Q530 462 530 484Q528 504 490 506L110 512Q88 512 86 500Z" fill="${mix(k.c, "#000", 0.25)}" stroke="${k.s}" stroke-width="4"/>`,
    `<path d="M96 484Q300 470 520 470" stroke="${soleTop}" stroke-width="8" fill="none"/>`,
    `<g fill="none" stroke-linecap="round"><g stroke="${k.s}" stroke-width="34">${straps.map(P).join("")}</g><g stroke="${k.c}" stroke-width="26">${straps.map(P).join("")}</g></g>`,
    `<g fill="none" stroke="${k.d}" stroke-width="3" stroke-dasharray="8 8">${straps.slice(0, 2).map(P).join("")}</g>`,
  ].join("");
}

function tacon(k: Pal): string {
  const heel = mix(k.c, "#000", 0.35);
  const parts: string[] = [];
  parts.push(
    `<path d="M150 398Q170 420 192 438L178 600H162L146 432Z" fill="${heel}" stroke="${k.s}" stroke-width="4"/>`,
  );
  if (has(k, "tiras")) {
    parts.push(
      `<path d="M140 398Q160 380 196 420Q300 500 380 560H524Q530 580 500 588H380Q280 540 150 440Z" fill="${heel}" stroke="${k.s}" stroke-width="4"/>`,
    );
    parts.push(
      `<g fill="none" stroke-linecap="round"><g stroke="${k.s}" stroke-width="22">${P("M136 330Q168 300 200 330")}${P("M380 556Q410 500 470 540")}${P("M430 560Q460 510 510 556")}${P("M150 336L168 412")}</g><g stroke="${k.c}" stroke-width="15">${P("M136 330Q168 300 200 330")}${P("M380 556Q410 500 470 540")}${P("M430 560Q460 510 510 556")}${P("M150 336L168 412")}</g></g>`,
    );
  } else {
    parts.push(
      body(
        k,
        "M136 320Q150 306 168 318Q230 400 330 428Q420 448 500 520Q536 546 524 590H380Q300 540 230 486Q176 440 150 408Q132 370 136 320Z",
      ),
    );
    parts.push(
      `<path d="M164 322Q236 408 330 428Q246 440 196 404Q164 372 164 322Z" fill="#e9dcc8" stroke="${k.s}" stroke-width="3"/>`,
    );
    parts.push(`<path d="M380 590H524Q520 604 500 604H380Z" fill="${heel}"/>`);
    parts.push(shine("M360 460Q440 490 500 540", 14));
  }
  return parts.join("");
}

function zapato(k: Pal): string {
  const parts = [
    body(k, "M84 468Q76 420 92 396Q104 378 132 380Q200 388 262 374Q330 360 386 376Q474 402 514 444Q526 462 512 472Z"),
  ];
  parts.push(`<path d="M100 394Q180 402 262 376Q214 410 106 412Z" fill="${mix(k.c, "#000", 0.65)}"/>`);
  parts.push(
    `<path d="M78 470H518Q524 494 500 502H96Q74 494 78 470Z" fill="${mix(k.c, "#000", 0.55)}" stroke="${k.s}" stroke-width="4"/>`,
  );
  parts.push(`<path d="M86 502H176V522H92Z" fill="${mix(k.c, "#000", 0.6)}"/>`);
  if (has(k, "mocasin")) {
    parts.push(stitch(["M292 380Q400 360 462 416", "M462 416Q400 446 304 428"], mix(k.c, "#fff", 0.45)));
    parts.push(`<path d="M272 396Q300 410 320 434" stroke="${k.d}" stroke-width="10" fill="none"/>`);
  } else {
    parts.push(det(k, ["M250 380Q306 420 330 468", "M430 404Q408 440 424 470"]));
    parts.push(
      `<g stroke="${mix(k.c, "#fff", 0.5)}" stroke-width="4" stroke-linecap="round">${P("M268 380L310 372")}${P("M276 394L318 384")}${P("M284 408L326 398")}</g>`,
    );
  }
  parts.push(shine("M380 390Q450 404 496 438", 12));
  return parts.join("");
}

// Accessories.

function reloj(k: Pal): string {
  const parts = [body(k, "M252 96H348L338 262H262Z", "M262 488H338L348 654H252Z")];
  parts.push(
    dots(
      k.d,
      [
        [300, 560],
        [300, 592],
        [300, 624],
      ],
      5,
    ),
  );
  const metal = k.c === COLORES.Negro ? "#2d2d2d" : "#b9bec4";
  if (has(k, "digital")) {
    parts.push(
      `<rect x="196" y="262" width="208" height="226" rx="46" fill="${k.f}" stroke="${k.s}" stroke-width="5"/>`,
    );
    parts.push(
      `<rect x="222" y="300" width="156" height="150" rx="22" fill="#1e2927" stroke="${metal}" stroke-width="4"/>`,
    );
    parts.push(
      `<text x="300" y="392" font-family="Courier New,monospace" font-size="52" font-weight="700" text-anchor="middle" fill="#9ff0c0">10:08</text>`,
    );
    parts.push(
      `<g fill="${metal}">${P("M404 320H418V350H404Z")}${P("M404 400H418V430H404Z")}${P("M182 320H196V350H182Z")}</g>`,
    );
  } else {
    parts.push(
      `<circle cx="300" cy="375" r="128" fill="${metal}" stroke="${k.s}" stroke-width="4"/><rect x="424" y="360" width="22" height="30" rx="5" fill="${metal}"/>`,
    );
    parts.push(`<circle cx="300" cy="375" r="104" fill="${k.c === COLORES.Negro ? "#1b1b1b" : "#fbfaf7"}"/>`);
    const tick = k.c === COLORES.Negro ? "#ddd" : "#333";
    const ticks = Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      const r1 = i % 3 === 0 ? 78 : 88;
      const p = (r: number) => `${(300 + r * Math.sin(a)).toFixed(1)} ${(375 - r * Math.cos(a)).toFixed(1)}`;
      return P(`M${p(r1)}L${p(96)}`);
    }).join("");
    parts.push(
      `<g stroke="${tick}" stroke-width="4" stroke-linecap="round">${ticks}${P("M300 375V318")}${P("M300 375L350 346")}</g>`,
    );
    parts.push(
      `<path d="M300 375L262 420" stroke="#c62828" stroke-width="2"/><circle cx="300" cy="375" r="7" fill="${tick}"/>`,
    );
  }
  parts.push(shine("M250 300Q270 280 300 276", 10));
  return parts.join("");
}

function bolso(k: Pal): string {
  const gold = "#c9a227";
  if (has(k, "mano", "fiesta")) {
    const parts = [
      `<path d="M110 330Q300 150 490 330" fill="none" stroke="${gold}" stroke-width="6" stroke-dasharray="10 5"/>`,
    ];
    parts.push(body(k, "M100 330H500V568Q300 586 100 568Z"));
    parts.push(patFill(k, "M100 330H500V568Q300 586 100 568Z"));
    parts.push(
      `<path d="M100 330L300 462L500 330Z" fill="${mix(k.c, "#fff", 0.18)}" stroke="${k.s}" stroke-width="4" stroke-linejoin="round"/>`,
    );
    parts.push(`<circle cx="300" cy="456" r="16" fill="${gold}" stroke="#8a6d12" stroke-width="3"/>`);
    parts.push(shine("M140 520Q300 540 460 520", 14));
    return parts.join("");
  }
  if (has(k, "mochila")) {
    const parts = [
      `<path d="M270 152Q270 108 300 108Q330 108 330 152" fill="none" stroke="${k.s}" stroke-width="14"/>`,
    ];
    parts.push(body(k, "M170 210Q170 150 230 150H370Q430 150 430 210V640Q430 670 400 670H200Q170 670 170 640Z"));
    parts.push(body(k, "M200 430H400V618Q400 640 378 640H222Q200 640 200 618Z"));
    parts.push(det(k, ["M188 250Q300 214 412 250", "M212 470H388"], 4));
    parts.push(
      dots(
        k.a,
        [
          [398, 242],
          [380, 470],
        ],
        7,
      ),
    );
    parts.push(shine("M390 200Q410 300 404 400", 14));
    return parts.join("");
  }
  const parts = [
    `<g fill="none" stroke-linecap="round"><path d="M206 310Q206 160 300 160Q394 160 394 310" stroke="${k.s}" stroke-width="30"/><path d="M206 310Q206 160 300 160Q394 160 394 310" stroke="${k.c}" stroke-width="22"/></g>`,
  ];
  parts.push(body(k, "M150 300H450L484 644Q300 664 116 644Z"));
  parts.push(det(k, ["M152 332H448", "M136 470Q300 486 466 470"], 3));
  parts.push(
    dots(
      gold,
      [
        [206, 316],
        [394, 316],
      ],
      9,
    ),
  );
  parts.push(shine("M410 340Q430 480 440 600", 18));
  return parts.join("");
}

function gorra(k: Pal): string {
  const crown = "M160 430Q150 240 330 224Q490 232 486 430Z";
  const parts = [body(k, crown)];
  if (has(k, "trucker"))
    parts.push(
      `<path d="M330 226Q412 300 420 432H486Q490 232 330 226Z" fill="${k.pat ?? "#fff"}" stroke="${k.s}" stroke-width="4"/>`,
    );
  parts.push(
    `<path d="M166 424Q70 430 60 486Q120 516 240 482Q300 462 322 432Z" fill="${mix(k.c, "#000", 0.18)}" stroke="${k.s}" stroke-width="4" stroke-linejoin="round"/>`,
  );
  parts.push(det(k, ["M160 430Q320 446 486 430", "M330 224Q290 320 296 440", "M330 224Q410 300 420 436"]));
  parts.push(`<circle cx="330" cy="226" r="11" fill="${k.c}" stroke="${k.s}" stroke-width="3"/>`);
  parts.push(`<path d="M216 340L244 296L264 322L286 290L316 340Z" fill="${k.a}"/>`);
  parts.push(shine("M220 300Q260 260 320 250", 14));
  return parts.join("");
}

function cinturon(k: Pal): string {
  const band =
    "M150 300H470Q540 300 540 370Q540 440 470 440H200L160 420L200 400H470Q500 400 500 370Q500 340 470 340H150Z";
  const parts = [body(k, band)];
  if (has(k, "trenzado")) {
    parts.push(
      `<g fill="none" stroke="${k.d}" stroke-width="3">${Array.from({ length: 14 }, (_, i) => P(`M${170 + i * 22} 304L${182 + i * 22} 320L${170 + i * 22} 336`)).join("")}</g>`,
    );
  } else {
    parts.push(
      stitch(
        ["M156 308H470Q530 308 532 370Q530 432 470 432H204", "M156 332H470Q508 332 508 370Q508 408 470 408H206"],
        mix(k.c, "#fff", 0.4),
      ),
    );
    parts.push(
      dots(
        mix(k.c, "#000", 0.5),
        [
          [250, 420],
          [290, 420],
          [330, 420],
          [370, 420],
        ],
        6,
      ),
    );
  }
  parts.push(
    `<rect x="104" y="284" width="66" height="72" rx="12" fill="none" stroke="#b9bec4" stroke-width="12"/><path d="M130 320H196" stroke="#b9bec4" stroke-width="8" stroke-linecap="round"/>`,
  );
  return parts.join("");
}

function gafas(k: Pal, uid: string): string {
  const lens = "M110 330Q110 300 140 298H270Q290 300 288 330L280 400Q272 440 230 442H166Q120 440 114 400Z";
  const lensR = "M490 330Q490 300 460 298H330Q310 300 312 330L320 400Q328 440 370 442H434Q480 440 486 400Z";
  return [
    `<linearGradient id="l${uid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b3440"/><stop offset="1" stop-color="#5d6d7e"/></linearGradient>`,
    `<g fill="none" stroke="${k.c}" stroke-width="12" stroke-linecap="round">${P("M108 314L58 296")}${P("M492 314L542 296")}${P("M288 322Q300 304 312 322")}</g>`,
    `<g fill="url(#l${uid})" stroke="${k.c}" stroke-width="14" stroke-linejoin="round">${P(lens)}${P(lensR)}</g>`,
    `<g stroke="#fff" stroke-opacity=".45" stroke-width="8" stroke-linecap="round">${P("M146 326L186 380")}${P("M346 326L386 380")}</g>`,
  ].join("");
}

function bufanda(k: Pal): string {
  const parts = [
    body(
      k,
      "M196 170Q300 230 404 170L424 222Q300 292 176 222Z",
      "M206 214Q240 232 300 246L318 620H224Z",
      "M330 242Q370 234 404 216L428 580H338Z",
    ),
  ];
  parts.push(patFill(k, "M206 214Q240 232 300 246L318 620H224Z"));
  parts.push(
    `<g stroke="${k.a}" stroke-width="12">${P("M218 520H314")}${P("M220 552H316")}${P("M336 486H422")}${P("M338 518H424")}</g>`,
  );
  parts.push(
    `<g stroke="${k.s}" stroke-width="4" stroke-linecap="round">${[232, 252, 272, 292, 310].map((x) => P(`M${x} 624V660`)).join("")}${[346, 366, 386, 406, 424].map((x) => P(`M${x} 584V620`)).join("")}</g>`,
  );
  return parts.join("");
}

// ───────────────────────── kinds ─────────────────────────

export type GarmentKind =
  | "camiseta"
  | "camisa"
  | "blusa"
  | "top"
  | "sudadera"
  | "chaqueta"
  | "blazer"
  | "pantalon"
  | "short"
  | "falda"
  | "vestido"
  | "banador"
  | "zapatilla"
  | "bota"
  | "sandalia"
  | "tacon"
  | "zapato"
  | "reloj"
  | "bolso"
  | "gorra"
  | "cinturon"
  | "gafas"
  | "bufanda"
  | "generico";

const DRAW: Record<GarmentKind, (k: Pal, uid: string) => string> = {
  camiseta,
  camisa,
  blusa,
  top,
  sudadera,
  chaqueta,
  blazer,
  pantalon,
  short,
  falda,
  vestido,
  banador,
  zapatilla,
  bota,
  sandalia,
  tacon,
  zapato,
  reloj,
  bolso,
  gorra,
  cinturon,
  gafas,
  bufanda,
  generico: camiseta,
};

/** Name keywords first (most specific first), then the subcategory. */
const BY_NAME: [RegExp, GarmentKind][] = [
  [/\breloj/, "reloj"],
  [/\bgafas/, "gafas"],
  [/\b(bolso|mochila|cartera)/, "bolso"],
  [/\bgorra/, "gorra"],
  [/\bcinturon/, "cinturon"],
  [/\bbufanda/, "bufanda"],
  [/\btacon/, "tacon"],
  [/\bzapatilla/, "zapatilla"],
  [/\bbotas?\b|\bbotin/, "bota"],
  [/\bsandalia/, "sandalia"],
  [/\b(zapato|mocasin|alpargata)/, "zapato"],
  [/\bbanador|traje de bano/, "banador"],
  [/\bvestido/, "vestido"],
  [/\bfalda/, "falda"],
  [/\b(short|bermuda)/, "short"],
  [/\b(pantalon|jeans|legging|jogger)/, "pantalon"],
  [/\b(abrigo|blazer|traje|cardigan|saco)/, "blazer"],
  [/\b(chaqueta|cortavientos|impermeable|chaleco|parka)/, "chaqueta"],
  [/\bsudadera/, "sudadera"],
  [/\b(camisa|guayabera)/, "camisa"],
  [/\bblusa/, "blusa"],
  [/\btop\b/, "top"],
  [/\b(camiseta|polo|pijama)/, "camiseta"],
];

const BY_SUB: Record<string, GarmentKind> = {
  camisas: "camisa",
  camisetas: "camiseta",
  polos: "camiseta",
  pantalones: "pantalon",
  jeans: "pantalon",
  shorts: "short",
  sudaderas: "sudadera",
  trajes: "blazer",
  vestidos: "vestido",
  blusas: "blusa",
  faldas: "falda",
  tops: "top",
  "pantalones-mujer": "pantalon",
  "jeans-mujer": "pantalon",
  chaquetas: "chaqueta",
  punto: "blazer",
  zapatillas: "zapatilla",
  botas: "bota",
  sandalias: "sandalia",
  mocasines: "zapato",
  "zapatos-vestir": "zapato",
  tacones: "tacon",
  relojes: "reloj",
  bolsos: "bolso",
  mochilas: "bolso",
  gorras: "gorra",
  cinturones: "cinturon",
  gafas: "gafas",
  gimnasio: "camiseta",
  running: "camiseta",
  yoga: "top",
  futbol: "camiseta",
  natacion: "banador",
  playa: "banador",
  invierno: "chaqueta",
  lluvia: "chaqueta",
};

export function garmentKind(p: Pick<ProductRecord, "nombre" | "subcategoria_id">): GarmentKind {
  const n = normalizeText(p.nombre);
  for (const [re, kind] of BY_NAME) if (re.test(n)) return kind;
  return BY_SUB[p.subcategoria_id] ?? "generico";
}

const SHOES = new Set<GarmentKind>(["zapatilla", "bota", "sandalia", "tacon", "zapato"]);

function patternDef(id: string, n: string, c: string): string {
  const dark = lum(c) < 0.35;
  const ink = dark ? "#ffffff" : mix(c, "#000", 0.45);
  const open = `<pattern id="${id}" patternUnits="userSpaceOnUse"`;
  if (/cuadros/.test(n))
    return `${open} width="44" height="44"><path d="M0 22H44M22 0V44" stroke="${ink}" stroke-width="10" stroke-opacity=".3"/><path d="M0 6H44M6 0V44" stroke="#fff" stroke-width="2" stroke-opacity=".35"/></pattern>`;
  if (/floral|estampada/.test(n)) {
    const petal = dark ? "#f9d7e3" : "#ffffff";
    const flower = (x: number, y: number) =>
      `<g fill="${petal}" fill-opacity=".85">${C(x - 6, y, 5)}${C(x + 6, y, 5)}${C(x, y - 6, 5)}${C(x, y + 6, 5)}</g><circle cx="${x}" cy="${y}" r="3.5" fill="#f9a825"/>`;
    return `${open} width="64" height="64">${flower(16, 16)}${flower(48, 48)}<path d="M40 14q8 4 12 12M10 44q6 8 14 8" stroke="${ink}" stroke-opacity=".35" stroke-width="3" fill="none"/></pattern>`;
  }
  if (/lentejuela/.test(n))
    return `${open} width="18" height="18"><circle cx="5" cy="5" r="4" fill="#fff" fill-opacity=".4"/><circle cx="14" cy="14" r="4" fill="#fff" fill-opacity=".25"/></pattern>`;
  if (/trucker/.test(n))
    return `${open} width="14" height="14"><rect width="14" height="14" fill="${mix(c, "#fff", 0.7)}"/><circle cx="7" cy="7" r="3" fill="${mix(c, "#000", 0.2)}"/></pattern>`;
  // Stripes (swim shorts, scarves).
  return `${open} width="40" height="40"><path d="M0 10H40" stroke="${ink}" stroke-opacity=".28" stroke-width="8"/></pattern>`;
}

const HAS_PATTERN = /cuadros|floral|estampada costa|bermuda|lentejuela|trucker|bufanda/;

/**
 * Framing per drawing: `cy` is the drawing's vertical centre and `s` a zoom, so
 * small items fill the frame; `g` is the y of the ground line (shoes and bags).
 */
function fitFor(kind: GarmentKind, n: string): { cy: number; s: number; g?: number } {
  switch (kind) {
    case "short":
      return { cy: 320, s: 1.12 };
    case "falda":
      return /corta|lentejuela|mini/.test(n) ? { cy: 310, s: 1.12 } : { cy: 390, s: 1 };
    case "top":
      return /deportivo|yoga/.test(n) ? { cy: 300, s: 1.15 } : { cy: 360, s: 1 };
    case "zapatilla":
      return { cy: 370, s: 1, g: 494 };
    case "bota":
      return { cy: 345, s: 1, g: 566 };
    case "sandalia":
      return { cy: 440, s: 1.05, g: 512 };
    case "tacon":
      return { cy: 450, s: 1, g: 604 };
    case "zapato":
      return { cy: 440, s: 1.05, g: 522 };
    case "bolso":
      return { cy: 390, s: 1, g: 668 };
    case "reloj":
      return { cy: 375, s: 1, g: 662 };
    case "gafas":
      return { cy: 370, s: 1.05 };
    default:
      return { cy: 375, s: 1 };
  }
}

const fitTransform = (f: { cy: number; s: number }) =>
  f.cy === 375 && f.s === 1 ? "" : `translate(300 375) scale(${f.s}) translate(-300 -${f.cy})`;

/** Defs + drawing of one item in its colour, in 600×750 coordinates. */
function drawItem(
  kind: GarmentKind,
  name: string,
  colorName: string,
  uid: string,
): { defs: string; body: string; ground?: number } {
  const c = hexOf(colorName);
  const light = lum(c) > 0.72;
  const dark = lum(c) < 0.15;
  const n = normalizeText(name);
  const accent =
    dark || c === COLORES.Azul || c === COLORES.Rojo || c === COLORES.Verde ? "#f4f1ea" : mix(c, "#000", 0.55);
  const k: Pal = {
    f: `url(#g${uid})`,
    c,
    s: light ? mix(c, "#000", 0.3) : mix(c, "#000", 0.45),
    d: dark ? mix(c, "#fff", 0.3) : mix(c, "#000", 0.28),
    a: accent,
    n,
  };
  let defs = `<linearGradient id="g${uid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(c, "#fff", dark ? 0.2 : 0.16)}"/><stop offset="1" stop-color="${mix(c, "#000", light ? 0.1 : 0.2)}"/></linearGradient>`;
  if (HAS_PATTERN.test(n)) {
    defs += patternDef(`p${uid}`, n, c);
    k.pat = `url(#p${uid})`;
  }
  const fit = fitFor(kind, n);
  const t = fitTransform(fit);
  const drawn = DRAW[kind](k, uid);
  return {
    defs,
    body: t ? `<g transform="${t}">${drawn}</g>` : drawn,
    ground: fit.g === undefined ? undefined : Math.round(375 + fit.s * (fit.g - fit.cy)),
  };
}

const FONT = 'font-family="Helvetica Neue,Helvetica,Arial,sans-serif"';

function svgOpen(w: number, h: number, title: string, id: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="t${id}"><title id="t${id}">${escapeXml(title)}</title>`;
}

const shadowFilter = (id: string) =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="#000" flood-opacity=".16"/></filter>`;

/** Index of a product id like `p042` (used only to vary backgrounds). */
const idNumber = (id: string) => Number(id.replace(/\D/g, "")) || 0;

function productSvg(p: ProductRecord, n: 1 | 2): string {
  const colorName = (n === 2 ? (p.colores[1] ?? p.colores[0]) : p.colores[0]) ?? "Gris";
  const kind = garmentKind(p);
  const uid = `${p.id}${n}`.replace(/[^a-zA-Z0-9]/g, "");
  const { defs, body, ground: groundY } = drawItem(kind, p.nombre, colorName, uid);
  const shoe = SHOES.has(kind);
  const bg = n === 1 ? (FONDO[colorName] ?? "#eef0f2") : FONDO_ALT[idNumber(p.id) % FONDO_ALT.length]!;
  const deco =
    n === 1
      ? `<circle cx="300" cy="372" r="252" fill="#fff" fill-opacity=".55"/>`
      : `<rect x="90" y="150" width="420" height="440" rx="60" fill="#fff" fill-opacity=".5" transform="rotate(8 300 370)"/><circle cx="96" cy="110" r="36" fill="${hexOf(colorName)}" fill-opacity=".18"/>`;
  // Image 2 shows another angle: shoes turn around, the rest is tilted and closer.
  const transform =
    n === 1
      ? ""
      : shoe
        ? ` transform="translate(600 0) scale(-1 1)"`
        : ` transform="rotate(-6 300 380) translate(18 12) scale(.94)"`;
  const ground =
    groundY === undefined
      ? ""
      : `<ellipse cx="300" cy="${groundY + 6}" rx="${shoe ? 240 : 180}" ry="14" fill="#000" fill-opacity=".1"/>`;
  return (
    svgOpen(600, 750, p.nombre, uid) +
    `<defs>${defs}${shadowFilter(`s${uid}`)}</defs>` +
    `<rect width="600" height="750" fill="${bg}"/>${deco}${ground}` +
    `<g filter="url(#s${uid})"${transform}>${body}</g>` +
    `<text x="300" y="724" ${FONT} font-size="17" letter-spacing="5" text-anchor="middle" fill="#000" fill-opacity=".42">${escapeXml(p.marca_nombre.toUpperCase())}</text>` +
    `</svg>`
  );
}

/** The two images of a product, keyed as listed in `p.imagenes`. */
export function productImages(p: ProductRecord): SeedImage[] {
  const keys =
    p.imagenes.length >= 2 ? p.imagenes.slice(0, 2) : [`img/productos/${p.id}-1.svg`, `img/productos/${p.id}-2.svg`];
  return keys.map((key, i) => ({ key, body: productSvg(p, i === 0 ? 1 : 2), contentType: "image/svg+xml" as const }));
}

// ───────────────────────── brand logos ─────────────────────────

const EMBLEMAS: Record<string, (c: string) => string> = {
  araguaney: (c) =>
    `<g fill="${c}">${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="52" cy="44" rx="8" ry="16" transform="rotate(${a} 52 60)"/>`).join("")}<circle cx="52" cy="60" r="6" fill="#fff"/></g>`,
  "costa-norte": (c) =>
    `<g fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round"><path d="M26 54q13-12 26 0t26 0"/><path d="M26 72q13-12 26 0t26 0"/></g>`,
  "alba-studio": (c) =>
    `<circle cx="52" cy="60" r="28" fill="none" stroke="${c}" stroke-width="4"/><text x="52" y="72" font-family="Georgia,serif" font-size="34" text-anchor="middle" fill="${c}">A</text>`,
  tepuy: (c) => `<path d="M22 84L44 40L56 58L66 36L84 84Z" fill="${c}"/>`,
  "pulso-sport": (c) =>
    `<path d="M20 62H38L46 42L58 82L66 56L72 62H86" fill="none" stroke="${c}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>`,
  "olmo-y-lino": (c) =>
    `<path d="M52 88C30 70 30 44 52 28C74 44 74 70 52 88ZM52 34V86" fill="none" stroke="${c}" stroke-width="4"/>`,
  "pequeno-sol": (c) =>
    `<g stroke="${c}" stroke-width="5" stroke-linecap="round">${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<path d="M52 30V38" transform="rotate(${a} 52 60)"/>`).join("")}</g><circle cx="52" cy="60" r="16" fill="${c}"/>`,
  cuarzo: (c) =>
    `<path d="M52 28L76 60L52 92L28 60Z" fill="none" stroke="${c}" stroke-width="5"/><path d="M40 60H64" stroke="${c}" stroke-width="3"/>`,
};
const LOGO_COLOR: Record<string, string> = {
  araguaney: "#c99a06",
  "costa-norte": "#1f78a8",
  "alba-studio": "#8e3b5a",
  tepuy: "#2e6b3a",
  "pulso-sport": "#d2361f",
  "olmo-y-lino": "#5b4636",
  "pequeno-sol": "#e38b00",
  cuarzo: "#3c4a5a",
};

/** A wordmark for a brand: emblem plus name on a white card (320×120). */
export function brandLogo(marca: { id: string; nombre: string }): string {
  const color = LOGO_COLOR[marca.id] ?? "#1a1a1a";
  const emblem = (EMBLEMAS[marca.id] ?? ((c: string) => `<circle cx="52" cy="60" r="24" fill="${c}"/>`))(color);
  const name = marca.nombre.toUpperCase();
  const serif = ["alba-studio", "olmo-y-lino", "cuarzo"].includes(marca.id);
  const size = name.length > 11 ? 22 : 28;
  return (
    svgOpen(320, 120, marca.nombre, `m${marca.id.replace(/[^a-z0-9]/g, "")}`) +
    `<rect x="1" y="1" width="318" height="118" rx="16" fill="#fff" stroke="#e6e6e6" stroke-width="2"/>${emblem}` +
    `<text x="98" y="70" font-family="${serif ? "Georgia,Times New Roman,serif" : "Helvetica Neue,Helvetica,Arial,sans-serif"}" font-size="${size}" font-weight="700" letter-spacing="${serif ? 2 : 1}" fill="#1a1a1a">${escapeXml(name)}</text>` +
    `</svg>`
  );
}

// ───────────────────────── site images ─────────────────────────

interface Placed {
  kind: GarmentKind;
  name: string;
  color: string;
  x: number;
  y: number;
  s: number;
  r?: number;
}

function composition(items: Placed[], prefix: string): { defs: string; body: string } {
  let defs = "";
  let out = "";
  items.forEach((it, i) => {
    const d = drawItem(it.kind, it.name, it.color, `${prefix}${i}`);
    defs += d.defs;
    const rot = it.r ? ` rotate(${it.r} 300 375)` : "";
    out += `<g transform="translate(${it.x} ${it.y}) scale(${it.s})${rot}">${d.body}</g>`;
  });
  return { defs, body: out };
}

const sparkle = (x: number, y: number, r: number, fill: string) =>
  `<path d="M${x} ${y - r}Q${x + r * 0.15} ${y - r * 0.15} ${x + r} ${y}Q${x + r * 0.15} ${y + r * 0.15} ${x} ${y + r}Q${x - r * 0.15} ${y + r * 0.15} ${x - r} ${y}Q${x - r * 0.15} ${y - r * 0.15} ${x} ${y - r}Z" fill="${fill}"/>`;

function scene(key: string, title: string, w: number, h: number, bg: string, deco: string, items: Placed[]): SeedImage {
  const id = key.replace(/[^a-z0-9]/gi, "").slice(-14);
  const comp = composition(items, id);
  const body =
    svgOpen(w, h, title, id) +
    `<defs>${comp.defs}${shadowFilter(`s${id}`)}</defs><rect width="${w}" height="${h}" fill="${bg}"/>${deco}` +
    `<g filter="url(#s${id})">${comp.body}</g></svg>`;
  return { key, body, contentType: "image/svg+xml" };
}

/** Hero slide images (600×600), referenced by the hero content block. */
export const HERO_IMAGES = {
  coleccion: "img/hero/coleccion.svg",
  novedades: "img/hero/novedades.svg",
  ofertas: "img/hero/ofertas.svg",
} as const;

function heroImages(): SeedImage[] {
  return [
    scene(
      HERO_IMAGES.coleccion,
      "Vestido floral, camisa Oxford y zapatillas de la colección",
      600,
      600,
      "#f2f0f1",
      `<circle cx="300" cy="300" r="250" fill="#fff"/>${sparkle(520, 110, 40, "#1a1a1a")}${sparkle(80, 300, 24, "#1a1a1a")}`,
      [
        { kind: "camisa", name: "camisa oxford", color: "Azul", x: 20, y: 40, s: 0.62, r: -8 },
        { kind: "vestido", name: "vestido midi floral", color: "Rosa", x: 200, y: 20, s: 0.68, r: 6 },
        { kind: "zapatilla", name: "zapatilla urbana", color: "Blanco", x: 120, y: 300, s: 0.55 },
      ],
    ),
    scene(
      HERO_IMAGES.novedades,
      "Chaqueta, jeans y botas de la nueva temporada",
      600,
      600,
      "#1f1f1f",
      `<circle cx="300" cy="300" r="240" fill="#2c2c2c"/>${sparkle(510, 120, 34, "#f9a825")}${sparkle(90, 470, 22, "#f9a825")}`,
      [
        { kind: "pantalon", name: "jeans", color: "Azul", x: 230, y: 80, s: 0.62, r: 4 },
        { kind: "chaqueta", name: "chaqueta cortavientos", color: "Amarillo", x: 20, y: 30, s: 0.66, r: -6 },
        { kind: "bota", name: "botas chelsea", color: "Marrón", x: 250, y: 330, s: 0.48 },
      ],
    ),
    scene(
      HERO_IMAGES.ofertas,
      "Bolso, tacones y gafas en oferta",
      600,
      600,
      "#fbe9e7",
      `<circle cx="300" cy="300" r="250" fill="#fff" fill-opacity=".7"/><g transform="rotate(-12 470 120)"><rect x="400" y="80" width="150" height="80" rx="16" fill="#c62828"/><text x="475" y="137" ${FONT} font-size="46" font-weight="700" text-anchor="middle" fill="#fff">-70%</text></g>`,
      [
        { kind: "bolso", name: "bolso tote", color: "Marrón", x: 10, y: 60, s: 0.62, r: -6 },
        { kind: "tacon", name: "tacones satinados", color: "Rojo", x: 230, y: 180, s: 0.6 },
        { kind: "gafas", name: "gafas de sol", color: "Negro", x: 60, y: 300, s: 0.5, r: -4 },
      ],
    ),
  ];
}

/** Style tile images (600×450), one per style id. */
function styleImages(): SeedImage[] {
  const sets: Record<string, { bg: string; items: Placed[] }> = {
    casual: {
      bg: "#eef2f6",
      items: [
        { kind: "camiseta", name: "camiseta basica", color: "Blanco", x: 240, y: 20, s: 0.5, r: -6 },
        { kind: "pantalon", name: "jeans rectos", color: "Azul", x: 360, y: 40, s: 0.5, r: 5 },
        { kind: "zapatilla", name: "zapatillas de lona", color: "Rojo", x: 290, y: 232, s: 0.4 },
      ],
    },
    formal: {
      bg: "#efece7",
      items: [
        { kind: "blazer", name: "traje ejecutivo", color: "Azul", x: 220, y: 0, s: 0.58, r: -4 },
        { kind: "reloj", name: "reloj analogico", color: "Gris", x: 425, y: 30, s: 0.34, r: 10 },
        { kind: "zapato", name: "zapatos oxford", color: "Marrón", x: 300, y: 236, s: 0.42 },
      ],
    },
    fiesta: {
      bg: "#f8eaf0",
      items: [
        { kind: "vestido", name: "vestido de coctel satinado", color: "Rojo", x: 230, y: 0, s: 0.58, r: -4 },
        { kind: "bolso", name: "bolso de mano para fiesta", color: "Amarillo", x: 420, y: 30, s: 0.34, r: 8 },
        { kind: "tacon", name: "tacones satinados", color: "Negro", x: 350, y: 220, s: 0.4 },
      ],
    },
    deportes: {
      bg: "#e9f3ea",
      items: [
        { kind: "pantalon", name: "leggings", color: "Negro", x: 380, y: 30, s: 0.5, r: 4 },
        { kind: "sudadera", name: "sudadera con capucha", color: "Gris", x: 220, y: 10, s: 0.55, r: -6 },
        { kind: "zapatilla", name: "zapatillas running", color: "Azul", x: 300, y: 232, s: 0.4 },
      ],
    },
  };
  return ESTILOS.map((e) => {
    const set = sets[e.id] ?? sets.casual!;
    return scene(
      `img/estilos/${e.id}.svg`,
      `Estilo ${e.nombre}`,
      600,
      450,
      set.bg,
      `<circle cx="440" cy="225" r="200" fill="#fff" fill-opacity=".6"/>`,
      set.items,
    );
  });
}

const AVATAR_COLORS = [
  "#2b59c3",
  "#c62828",
  "#2e7d32",
  "#8e3b5a",
  "#e38b00",
  "#3c4a5a",
  "#6d4c41",
  "#00838f",
  "#5e35b1",
  "#ad1457",
];

/** A round avatar with the person's initials (200×200). */
export function avatarSvg(id: string, nombre: string, index: number): string {
  const initials = nombre
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
  const color = AVATAR_COLORS[index % AVATAR_COLORS.length]!;
  return (
    svgOpen(200, 200, nombre, `a${id.replace(/[^a-z0-9]/gi, "")}`) +
    `<circle cx="100" cy="100" r="100" fill="${color}"/><circle cx="100" cy="100" r="92" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="4"/>` +
    `<text x="100" y="100" dy=".35em" ${FONT} font-size="76" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(initials)}</text></svg>`
  );
}

/** Avatar image key of a testimonial id. */
export const testimonialImageKey = (id: string) => `img/testimonios/${id}.svg`;

/**
 * Every non-product image of the seed: hero slides, style tiles, brand logos
 * and testimonial avatars.
 */
export function siteImages(): SeedImage[] {
  const out: SeedImage[] = [...heroImages(), ...styleImages()];
  for (const m of MARCAS) out.push({ key: `img/marcas/${m.id}.svg`, body: brandLogo(m), contentType: "image/svg+xml" });
  TESTIMONIOS.forEach((t, i) =>
    out.push({ key: testimonialImageKey(t.id), body: avatarSvg(t.id, t.nombre, i), contentType: "image/svg+xml" }),
  );
  return out;
}
