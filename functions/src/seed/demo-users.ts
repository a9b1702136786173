import { hashPassword } from "../lib/auth/password";
import { userItems } from "../data/users";
import { newUserRecord, type UserRecord } from "../domain/accounts/user-record";

/**
 * The demo accounts (README, "Demo accounts": local/demo mode only; a deployed stack has none — its first
 * admin comes from `npm run create-admin`). Ids are stable so seeded orders can point at them.
 */
export const DEMO_USERS = [
  {
    id: "usr-demo-admin",
    email: "admin@tienda.com",
    password: "Admin123",
    firstName: "Admin",
    lastName: "Tienda",
    role: "admin",
    profile: { city: "Caracas", country: "Venezuela", company: "Tienda" },
  },
  {
    id: "usr-demo-maria",
    email: "maria@tienda.com",
    password: "Maria123",
    firstName: "María",
    lastName: "González",
    role: "user",
    profile: { phone: "+58 412 555 0101", city: "Valencia", country: "Venezuela", postalCode: "2001" },
  },
  {
    id: "usr-demo-carlos",
    email: "carlos@tienda.com",
    password: "Carlos123",
    firstName: "Carlos",
    lastName: "Rodríguez",
    role: "user",
    profile: { phone: "+58 414 555 0202", city: "Maracaibo", country: "Venezuela", postalCode: "4001" },
  },
] as const satisfies ReadonlyArray<{
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: "admin" | "user";
  profile: Partial<UserRecord>;
}>;

/** DynamoDB items (user + email guard) of the three demo accounts, hashed with the real hasher. */
export async function demoUserItems(now: Date): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (const demo of DEMO_USERS) {
    // Created a few months before the seed date, oldest first.
    const createdAt = new Date(now.getTime() - (120 - items.length * 10) * 24 * 60 * 60 * 1000);
    const record: UserRecord = {
      ...newUserRecord({
        id: demo.id,
        email: demo.email,
        password: await hashPassword(demo.password),
        firstName: demo.firstName,
        lastName: demo.lastName,
        role: demo.role,
        now: createdAt,
      }),
      ...demo.profile,
    };
    items.push(...userItems(record));
  }
  return items;
}
