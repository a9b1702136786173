import { endpoint } from "../../lib/http";
import { addCategory } from "../../domain/catalogue/store-structure";

export const handler = endpoint("POST /api/categorias", async ({ body, auth }) => ({
  status: 201,
  body: { categoria: await addCategory(body ?? {}, auth!.usuario, new Date()) },
}));
