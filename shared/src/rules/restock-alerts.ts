/**
 * The texts of 'Avísame cuando llegue' (docs/restock-alerts.md), apart from the schemas so the
 * storefront's lazily loaded form can use them without loading zod.
 */
export const RESTOCK_ALERT_MESSAGES = {
  accepted: "¡Listo! Te escribiremos a ese email cuando esta talla y color vuelvan a estar disponibles.",
  talla: "Elige la talla",
  color: "Elige el color",
  email: "Por favor ingresa tu email",
  emailInvalid: "Por favor ingresa un email válido",
  unknownVariant: "Este producto no tiene esa talla en ese color",
  inStock: "Esta talla y color ya están disponibles: puedes comprarlos ahora",
  notFound: "Producto no encontrado",
  throttled: "Demasiadas solicitudes de aviso. Inténtalo de nuevo en una hora",
  unsubscribed: "Listo: ya no te avisaremos de esta talla y color.",
  linkInvalid: "El enlace para darte de baja no es válido o ya venció.",
} as const;
