import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ConfirmEmailChangeInput,
  LoginInput,
  PasswordChangeInput,
  Preferencias,
  ProfileUpdateInput,
  RegisterInput,
  Usuario,
} from "@tienda/shared/schemas/account";
import { apiCall } from "@/lib/api-client";
import { uploadImage } from "@/lib/upload";
import { sessionQueryKey } from "@/features/session";

/** Calls of the account feature. Identity and roles always come from the server's answers. */
export const accountApi = {
  login: (body: LoginInput) => apiCall("POST /api/auth/login", { body }),
  register: (body: RegisterInput) => apiCall("POST /api/auth/registro", { body }),
  updateProfile: (body: ProfileUpdateInput) => apiCall("PUT /api/usuarios/me", { body }),
  confirmEmail: (body: ConfirmEmailChangeInput) => apiCall("POST /api/usuarios/me/email/confirmar", { body }),
  changePassword: (body: PasswordChangeInput) => apiCall("PUT /api/usuarios/me/password", { body }),
  updatePreferences: (body: Partial<Preferencias>) => apiCall("PUT /api/usuarios/me/preferencias", { body }),
  demoAccounts: () => apiCall("GET /api/auth/cuentas-demo"),
};

/** Uploads an avatar (presigned POST); returns the key to attach with PUT /api/usuarios/me { avatar }. */
export function uploadAvatar(file: File): Promise<string> {
  return uploadImage(file, "avatar");
}

/** Puts the server's user into the session cache (what the header, menu and guards read). */
export function useSetSessionUser() {
  const qc = useQueryClient();
  return (usuario: Usuario | null) => qc.setQueryData(sessionQueryKey, usuario);
}

export function useUpdateProfile() {
  const setUser = useSetSessionUser();
  return useMutation({
    mutationFn: async ({ input, avatarFile }: { input: ProfileUpdateInput; avatarFile?: File | null }) => {
      const avatar = avatarFile ? await uploadAvatar(avatarFile) : input.avatar;
      return accountApi.updateProfile({ ...input, avatar });
    },
    onSuccess: (res) => setUser(res.usuario),
  });
}

/** Opens the link sent to a new sign-in email; the session then carries the new address. */
export function useConfirmEmail() {
  const setUser = useSetSessionUser();
  return useMutation({ mutationFn: accountApi.confirmEmail, onSuccess: (res) => setUser(res.usuario) });
}

export function useUpdatePreferences() {
  const setUser = useSetSessionUser();
  return useMutation({ mutationFn: accountApi.updatePreferences, onSuccess: (res) => setUser(res.usuario) });
}

export function useChangePassword() {
  return useMutation({ mutationFn: accountApi.changePassword });
}
