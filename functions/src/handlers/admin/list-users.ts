import { AdminUsersQuerySchema } from "@tienda/shared/schemas/admin-users";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { listUsersForAdmin } from "../../domain/accounts/admin-users";

/** Users for the admin: search, role filter, pages and the four summary figures. */
export const handler = endpoint("GET /api/admin/usuarios", async ({ query }) => ({
  body: await listUsersForAdmin(parseInput(AdminUsersQuerySchema, query)),
}));
