import { bancoEtiqueta } from "@tienda/shared/schemas/checkout";

/** 'Banesco (0134)' from a bank id of BANCOS; an unknown id is shown as it is. */
export const bancoConCodigo = bancoEtiqueta;
