import { BANCOS } from "@tienda/shared/schemas/checkout";

/** 'Banesco (0134)' from a bank id of BANCOS; an unknown id is shown as it is. */
export function bancoConCodigo(id: string | null | undefined): string {
  const b = BANCOS.find((x) => x.id === id);
  return b ? `${b.nombre} (${b.codigo})` : (id ?? "");
}
