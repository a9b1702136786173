import { endpoint } from "../../lib/http";
import { env } from "../../lib/env";
import { DEMO_USERS } from "../../seed/demo-users";

/** The login page lists the demo accounts only in demo mode (the local store); deployed stacks answer []. */
export const handler = endpoint("GET /api/auth/cuentas-demo", async () => {
  const cuentas =
    env().DEMO_MODE === "true"
      ? DEMO_USERS.map((u) => ({
          email: u.email,
          password: u.password,
          role: u.role,
          nombre: `${u.firstName} ${u.lastName}`,
        }))
      : [];
  return { body: { cuentas } };
});
