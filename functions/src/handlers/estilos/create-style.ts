import { endpoint } from "../../lib/http";
import { addStyle } from "../../domain/catalogue/store-structure";

export const handler = endpoint("POST /api/estilos", async ({ body, auth }) => ({
  status: 201,
  body: { estilo: await addStyle(body ?? {}, auth!.usuario, new Date()) },
}));
