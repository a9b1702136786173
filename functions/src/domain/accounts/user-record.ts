import {
  PREFERENCIAS_POR_DEFECTO,
  PREFERENCIA_CLAVES,
  type Preferencias,
  type Role,
  type Usuario,
} from "@tienda/shared/schemas/account";

/** A user as stored (without table keys). `password` is the scrypt hash record; it never leaves the server. */
export interface UserRecord extends Usuario {
  /** The scrypt hash record. */
  password: string;
  updatedAt: string;
  /** Sessions created before this instant are void (set on password change). */
  sessionsValidFrom: string | null;
}

export const PROFILE_TEXT_FIELDS = [
  "phone",
  "birthDate",
  "address",
  "city",
  "country",
  "postalCode",
  "bio",
  "website",
  "company",
] as const;

export function newUserRecord(input: {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role?: Role;
  now: Date;
}): UserRecord {
  const at = input.now.toISOString();
  return {
    id: input.id,
    email: input.email,
    password: input.password,
    firstName: input.firstName,
    lastName: input.lastName,
    role: input.role ?? "user",
    avatar: null,
    createdAt: at,
    updatedAt: at,
    isActive: true,
    phone: "",
    birthDate: "",
    address: "",
    city: "",
    country: "",
    postalCode: "",
    bio: "",
    website: "",
    company: "",
    preferencias: { ...PREFERENCIAS_POR_DEFECTO },
    sessionsValidFrom: null,
  };
}

export function preferenciasFrom(value: unknown): Preferencias {
  const src = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const out = { ...PREFERENCIAS_POR_DEFECTO };
  for (const k of PREFERENCIA_CLAVES) if (typeof src[k] === "boolean") out[k] = src[k] as boolean;
  return out;
}

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** Reads a stored item defensively (older items may miss fields). */
export function userRecordFromItem(item: Record<string, unknown>): UserRecord {
  return {
    id: str(item.id),
    email: str(item.email),
    password: str(item.password),
    firstName: str(item.firstName),
    lastName: str(item.lastName),
    role: item.role === "admin" ? "admin" : "user",
    avatar: typeof item.avatar === "string" && item.avatar ? item.avatar : null,
    createdAt: str(item.createdAt),
    updatedAt: str(item.updatedAt),
    isActive: item.isActive !== false,
    phone: str(item.phone),
    birthDate: str(item.birthDate),
    address: str(item.address),
    city: str(item.city),
    country: str(item.country),
    postalCode: str(item.postalCode),
    bio: str(item.bio),
    website: str(item.website),
    company: str(item.company),
    preferencias: preferenciasFrom(item.preferencias),
    sessionsValidFrom: typeof item.sessionsValidFrom === "string" ? item.sessionsValidFrom : null,
  };
}

/** The API shape: an explicit allow-list, so the hash (or any future secret) cannot leak. */
export function toUsuario(r: UserRecord): Usuario {
  return {
    id: r.id,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    role: r.role,
    avatar: r.avatar,
    createdAt: r.createdAt,
    isActive: r.isActive,
    phone: r.phone,
    birthDate: r.birthDate,
    address: r.address,
    city: r.city,
    country: r.country,
    postalCode: r.postalCode,
    bio: r.bio,
    website: r.website,
    company: r.company,
    preferencias: { ...r.preferencias },
  };
}
