import { endpoint } from "../../lib/http";
import { editStyle } from "../../domain/catalogue/store-structure";

export const handler = endpoint("PUT /api/estilos/{id}", async ({ params, body, auth }) => ({
  body: { estilo: await editStyle(params.id ?? "", body ?? {}, auth!.usuario, new Date()) },
}));
