import type { PasoConfiguracion, PuestaEnMarcha } from "@tienda/shared/schemas/admin-setup";

/** The sender's state: deployed, the SES identity's verification; locally the mail catcher takes everything. */
export type SenderStatus = "local" | "verificado" | "pendiente" | "sin_identidad" | "desconocido";

/** What the checklist is computed from, read by the handler (no AWS or HTTP here). */
export interface SetupFacts {
  /** The store's name as its owner gave it (settings' nombre_tienda), or null. */
  storeName: string | null;
  /** The BCV rate and the store's payment details are saved (the checkout refuses orders until then). */
  paymentSettings: boolean;
  /** Active delivery methods (settings' metodos_envio): an order needs one to ship. */
  deliveryMethods: number;
  categories: number;
  styles: number;
  /** Active products with at least one unit in stock. */
  productsWithStock: number;
  heroSlides: number;
  /** The store has its terms page (/terminos): until then the checkout's terms text has no link. */
  termsPage: boolean;
  /** The settings' email for the owner's notices, or null while unset (then the first admin's). */
  notificationEmail: string | null;
  sender: { status: SenderStatus; address: string | null; region: string };
}

const SES_CONSOLE = (region: string) =>
  `https://${region}.console.aws.amazon.com/ses/home?region=${region}#/identities`;

const SENDER_TEXT: Record<SenderStatus, string> = {
  local: "En la tienda local los correos llegan al buzón de pruebas.",
  verificado: "El remitente de los correos está verificado en Amazon SES.",
  pendiente: "Abre el enlace que Amazon SES envió al remitente para verificarlo; hasta entonces los correos esperan.",
  sin_identidad: "El remitente no existe como identidad de Amazon SES: créala y verifícala.",
  desconocido: "No se pudo consultar Amazon SES; revisa la identidad del remitente en la consola.",
};

/** The steps in the order an owner does them, each with where it is done (pure). */
export function setupChecklist(f: SetupFacts): PuestaEnMarcha {
  const senderDone = f.sender.status === "local" || f.sender.status === "verificado";
  const pasos: PasoConfiguracion[] = [
    {
      clave: "nombre",
      titulo: "Nombre de la tienda",
      descripcion: f.storeName
        ? `Tus clientes ven la tienda como ${f.storeName}.`
        : "El nombre que ven tus clientes en el título, el encabezado, el pie de página y los correos.",
      hecho: f.storeName !== null,
      enlace: "/admin/ajustes",
      textoEnlace: "Ponerle nombre",
    },
    {
      clave: "ajustes",
      titulo: "Datos de pago y tasa BCV",
      descripcion: f.paymentSettings
        ? "La tienda tiene la tasa BCV y sus datos de pago."
        : "Hasta guardarlos, el checkout avisa que la tienda aún no recibe pedidos.",
      hecho: f.paymentSettings,
      enlace: "/admin/ajustes",
      textoEnlace: "Ir a Ajustes",
    },
    {
      clave: "envios",
      titulo: "Métodos de envío",
      descripcion:
        f.deliveryMethods > 0
          ? `La tienda ofrece ${f.deliveryMethods === 1 ? "1 método de envío" : `${f.deliveryMethods} métodos de envío`}.`
          : "Cómo llegan los pedidos: a domicilio, a la oficina de un courier (MRW, Zoom, Tealca, Domesa), retiro en tienda o cobro a destino. Sin uno activo, el checkout no recibe pedidos.",
      hecho: f.deliveryMethods > 0,
      enlace: "/admin/tienda/envios",
      textoEnlace: "Configurar envíos",
    },
    {
      clave: "categoria",
      titulo: "Al menos una categoría",
      descripcion: "Los productos y el menú de la tienda se organizan por categorías.",
      hecho: f.categories > 0,
      enlace: "/admin/tienda/categorias",
      textoEnlace: "Crear categoría",
    },
    {
      clave: "estilo",
      titulo: "Al menos un estilo",
      descripcion: "Cada producto lleva un estilo; la portada muestra la cuadrícula de estilos.",
      hecho: f.styles > 0,
      enlace: "/admin/tienda/estilos",
      textoEnlace: "Crear estilo",
    },
    {
      clave: "producto",
      titulo: "Al menos un producto con stock",
      descripcion: "Un producto activo con unidades disponibles para vender.",
      hecho: f.productsWithStock > 0,
      enlace: "/admin/productos",
      textoEnlace: "Crear producto",
    },
    {
      clave: "portada",
      titulo: "Una diapositiva en la portada",
      descripcion: "La primera imagen que ve quien entra a la tienda.",
      hecho: f.heroSlides > 0,
      enlace: "/admin/tienda/inicio",
      textoEnlace: "Editar portada",
    },
    {
      clave: "terminos",
      titulo: "Términos y condiciones",
      descripcion: f.termsPage
        ? "El checkout enlaza tus términos y condiciones (/terminos)."
        : "Escribe la página /terminos: quien compra acepta tus términos, y el checkout los enlaza en cuanto existen.",
      hecho: f.termsPage,
      enlace: "/admin/tienda/paginas",
      textoEnlace: "Escribir términos",
    },
    {
      clave: "avisos",
      titulo: "Email para los avisos de la tienda",
      descripcion: f.notificationEmail
        ? `Los avisos de pedidos nuevos, comprobantes por revisar, reseñas de 1 o 2 estrellas y variantes agotadas llegan a ${f.notificationEmail}.`
        : "Indica dónde te avisamos de pedidos nuevos, comprobantes por revisar, reseñas de 1 o 2 estrellas y variantes agotadas; mientras tanto llegan al email del primer administrador.",
      hecho: f.notificationEmail !== null,
      enlace: "/admin/ajustes",
      textoEnlace: "Ir a Ajustes",
    },
    {
      clave: "correo",
      titulo: "Remitente de los correos",
      descripcion: f.sender.address
        ? `${SENDER_TEXT[f.sender.status]} (${f.sender.address})`
        : SENDER_TEXT[f.sender.status],
      hecho: senderDone,
      enlace: senderDone ? "/admin" : SES_CONSOLE(f.sender.region),
      textoEnlace: senderDone ? "Listo" : "Abrir Amazon SES",
    },
  ];
  return { completo: pasos.every((p) => p.hecho), pasos };
}

/** A product counts when it is on sale and some variant has a unit. */
export function hasStock(p: { activo: boolean; stock_variantes: Record<string, number> }): boolean {
  return p.activo && Object.values(p.stock_variantes).some((n) => n > 0);
}
