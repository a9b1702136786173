/**
 * The banks of Venezuela with their 4-digit codes in the national banking system (the first four
 * digits of every account number, and the code pago móvil asks for). One list for the store's own
 * accounts (settings), the shopper's 'Banco de origen' at checkout, the API document's enum and
 * the reconciliation's bank names.
 *
 * Ids are stored in orders and settings, so an id never changes or goes away: the spec's five
 * (banesco, mercantil, venezuela, provincial, bicentenario) predate the full list, and
 * 'bicentenario' keeps naming 0175 although that bank is now Banco Digital de los Trabajadores.
 */
export const BANCOS = [
  { id: "venezuela", nombre: "Banco de Venezuela", codigo: "0102" },
  { id: "venezolano_de_credito", nombre: "Venezolano de Crédito", codigo: "0104" },
  { id: "mercantil", nombre: "Mercantil", codigo: "0105" },
  { id: "provincial", nombre: "BBVA Provincial", codigo: "0108" },
  { id: "bancaribe", nombre: "Bancaribe", codigo: "0114" },
  { id: "exterior", nombre: "Banco Exterior", codigo: "0115" },
  { id: "caroni", nombre: "Banco Caroní", codigo: "0128" },
  { id: "banesco", nombre: "Banesco", codigo: "0134" },
  { id: "sofitasa", nombre: "Sofitasa", codigo: "0137" },
  { id: "plaza", nombre: "Banco Plaza", codigo: "0138" },
  { id: "bangente", nombre: "Bangente", codigo: "0146" },
  { id: "bfc", nombre: "BFC Banco Fondo Común", codigo: "0151" },
  { id: "cien_por_ciento", nombre: "100% Banco", codigo: "0156" },
  { id: "delsur", nombre: "DelSur", codigo: "0157" },
  { id: "tesoro", nombre: "Banco del Tesoro", codigo: "0163" },
  { id: "agricola", nombre: "Banco Agrícola de Venezuela", codigo: "0166" },
  { id: "bancrecer", nombre: "Bancrecer", codigo: "0168" },
  { id: "r4", nombre: "R4 Banco Microfinanciero", codigo: "0169" },
  { id: "activo", nombre: "Banco Activo", codigo: "0171" },
  { id: "bancamiga", nombre: "Bancamiga", codigo: "0172" },
  { id: "bid", nombre: "Banco Internacional de Desarrollo", codigo: "0173" },
  { id: "banplus", nombre: "Banplus", codigo: "0174" },
  { id: "bicentenario", nombre: "Banco Digital de los Trabajadores", codigo: "0175" },
  { id: "banfanb", nombre: "Banfanb", codigo: "0177" },
  { id: "n58", nombre: "N58 Banco Digital", codigo: "0178" },
  { id: "bnc", nombre: "BNC Banco Nacional de Crédito", codigo: "0191" },
] as const;

export type Banco = (typeof BANCOS)[number];
export type BancoId = Banco["id"];
/** The ids as a non-empty tuple, for z.enum. */
export const BANCO_IDS = BANCOS.map((b) => b.id) as [BancoId, ...BancoId[]];

/** The bank with that id, or undefined. */
export function bancoPorId(id: string | null | undefined): Banco | undefined {
  return BANCOS.find((b) => b.id === id);
}

/** A bank's name from its id; an id not in the list is shown as it is. */
export function bancoNombre(id: string | null | undefined): string {
  return bancoPorId(id)?.nombre ?? id ?? "";
}

/** 'Banesco (0134)', as the selects and receipts show a bank; an unknown id as it is. */
export function bancoEtiqueta(id: string | null | undefined): string {
  const b = bancoPorId(id);
  return b ? `${b.nombre} (${b.codigo})` : (id ?? "");
}
