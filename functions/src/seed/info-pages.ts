/**
 * The demo store's info pages (footer and help pages, storefront spec §2): title, summary and
 * sections, written by the seed through the same data path as PUT /api/paginas/{slug}. A new
 * store (SEED=none) has none until the admin writes them in /admin/tienda/paginas.
 */
import type { InfoSlug, PaginaInfo } from "@tienda/shared/schemas/content-write";

const INFO_PAGES: Record<InfoSlug, PaginaInfo> = {
  acerca: {
    titulo: "Acerca de nosotros",
    resumen: "Somos una tienda de ropa y accesorios pensada para vestir bien todos los días.",
    secciones: [
      {
        parrafos: [
          "Nacimos con una idea sencilla: que encontrar ropa de calidad, a buen precio y con tu estilo sea fácil. Seleccionamos cada prenda pensando en la comodidad, la durabilidad y las tendencias de cada temporada.",
          "Trabajamos con marcas reconocidas y con talleres locales, y revisamos cada producto antes de publicarlo en la tienda.",
        ],
      },
      {
        titulo: "Nuestros valores",
        parrafos: [],
        lista: [
          "Calidad antes que cantidad",
          "Precios claros, sin sorpresas",
          "Atención cercana y en español",
          "Envíos rápidos y seguros",
        ],
      },
    ],
  },
  caracteristicas: {
    titulo: "Características",
    resumen: "Todo lo que puedes hacer en nuestra tienda online.",
    secciones: [
      {
        parrafos: ["Diseñamos la tienda para que comprar sea rápido desde el móvil o el ordenador."],
        lista: [
          "Filtros por categoría, talla, color, precio y valoración",
          "Búsqueda que entiende palabras sin tildes y pequeñas erratas",
          "Carrito y favoritos que se guardan en tu cuenta",
          "Pago móvil, transferencia bancaria y pago UBI",
          "Seguimiento del estado de tus pedidos desde tu perfil",
        ],
      },
    ],
  },
  trabajos: {
    titulo: "Trabajos",
    resumen: "Proyectos y colaboraciones en los que hemos participado.",
    secciones: [
      {
        parrafos: [
          "Colaboramos con diseñadores emergentes en colecciones cápsula de temporada y con organizaciones locales en campañas de reciclaje textil.",
          "Si tienes una propuesta de colaboración, escríbenos desde la página de contacto.",
        ],
      },
    ],
  },
  carrera: {
    titulo: "Carrera",
    resumen: "Únete a nuestro equipo.",
    secciones: [
      {
        parrafos: [
          "Buscamos personas con ganas de aprender y pasión por la moda y el comercio electrónico: atención al cliente, logística, fotografía de producto y desarrollo.",
          "Envía tu currículum a empleo@tienda.com indicando el puesto que te interesa. Respondemos a todas las candidaturas.",
        ],
      },
    ],
  },
  soporte: {
    titulo: "Soporte al cliente",
    resumen: "Estamos aquí para ayudarte.",
    secciones: [
      {
        parrafos: ["Nuestro equipo responde de lunes a viernes de 8:00 a 18:00 y los sábados de 9:00 a 13:00."],
        // The email and phone come from the settings, under every info page.
        lista: ["Tiempo de respuesta habitual: menos de 24 horas"],
      },
      {
        titulo: "Antes de escribirnos",
        parrafos: [
          "Ten a mano tu número de pedido (por ejemplo ORD-2026-000123); lo encontrarás en Mis Pedidos dentro de tu perfil.",
        ],
      },
    ],
  },
  entrega: {
    titulo: "Detalles de entrega",
    resumen: "Cómo y cuándo llega tu pedido.",
    secciones: [
      {
        parrafos: [
          "El envío estándar cuesta $15.00 y es gratis en compras superiores a $100.00.",
          "Preparamos tu pedido en cuanto verificamos el pago. La entrega tarda de 2 a 5 días hábiles según la ciudad.",
        ],
        lista: [
          "Pendiente: recibimos tu pedido",
          "Procesando: pago aprobado, preparando el paquete",
          "En Tránsito: tu paquete va en camino",
          "Entregado: ¡disfrútalo!",
        ],
      },
    ],
  },
  terminos: {
    titulo: "Términos y condiciones",
    resumen: "Las reglas de uso de la tienda.",
    secciones: [
      {
        parrafos: [
          "Al comprar aceptas estos términos. Los precios se muestran en dólares e incluyen los descuentos vigentes; el total definitivo se calcula al confirmar el pedido.",
          "Un pedido queda confirmado cuando verificamos el comprobante de pago. Si el pago se rechaza, puedes adjuntar un nuevo comprobante desde tu perfil.",
          "Aceptamos devoluciones dentro de los 30 días siguientes a la entrega, con las prendas sin usar y con sus etiquetas.",
        ],
      },
    ],
  },
  privacidad: {
    titulo: "Política de privacidad",
    resumen: "Cómo cuidamos tus datos.",
    secciones: [
      {
        parrafos: [
          "Usamos tus datos solo para gestionar tu cuenta, tus pedidos y, si lo aceptas, enviarte nuestro boletín.",
          "Tu contraseña se guarda cifrada y nunca la compartimos. Los comprobantes de pago se almacenan de forma privada y solo los ve nuestro equipo de verificación.",
          "Puedes pedir la modificación o eliminación de tus datos escribiendo a privacidad@tienda.com.",
        ],
      },
    ],
  },
  cuenta: {
    titulo: "Tu cuenta",
    resumen: "Gestiona tus datos, pedidos y preferencias.",
    secciones: [
      {
        parrafos: [
          "Con una cuenta guardas tu carrito y tus favoritos en todos tus dispositivos y puedes seguir tus pedidos.",
        ],
        lista: [
          "Regístrate con tu email y una contraseña segura",
          "Edita tus datos personales desde Mi Perfil",
          "Consulta y filtra tus pedidos en Mis Pedidos",
          "Configura tus notificaciones y cambia tu contraseña en Configuración",
        ],
      },
    ],
  },
  "gestionar-entregas": {
    titulo: "Gestionar entregas",
    resumen: "Cambia la dirección o consulta el estado de un envío.",
    secciones: [
      {
        parrafos: [
          "Mientras tu pedido esté Pendiente o Procesando puedes pedir un cambio de dirección escribiendo a soporte@tienda.com con tu número de pedido.",
          "Cuando el pedido esté En Tránsito, el estado se actualiza en Mis Pedidos.",
        ],
      },
    ],
  },
  pedidos: {
    titulo: "Pedidos",
    resumen: "Todo sobre el proceso de compra.",
    secciones: [
      {
        parrafos: [
          "Añade productos al carrito, elige talla y color, y finaliza la compra en tres pasos: Información de Envío, Método de Pago y Confirmación.",
          "Recibirás un número de pedido como ORD-2026-000123 para consultar su estado en tu perfil.",
        ],
      },
    ],
  },
  pagos: {
    titulo: "Pagos",
    resumen: "Métodos de pago disponibles.",
    secciones: [
      {
        parrafos: ["Aceptamos pagos manuales verificados por nuestro equipo:"],
        lista: ["Pago móvil", "Transferencia bancaria", "Pago UBI"],
      },
      {
        parrafos: [
          "Adjunta el comprobante (imagen de hasta 5 MB) al hacer el pedido o más tarde desde tu perfil. Lo revisamos normalmente en menos de 24 horas.",
        ],
      },
    ],
  },
  ebooks: {
    titulo: "eBooks gratuitos",
    resumen: "Guías para sacar el máximo partido a tu armario.",
    secciones: [
      {
        parrafos: ["Descarga nuestras guías gratuitas suscribiéndote al boletín:"],
        lista: [
          "Guía de tallas: cómo medir tu cuerpo",
          "Armario cápsula en 30 prendas",
          "Cuidado de prendas: lavado y planchado",
        ],
      },
    ],
  },
  tutorial: {
    titulo: "Tutorial de desarrollo",
    resumen: "Cómo comprar paso a paso.",
    secciones: [
      {
        parrafos: [],
        lista: [
          "Busca o navega por categorías y usa los filtros",
          "Abre un producto, elige talla, color y cantidad",
          "Revisa tu carrito y aplica tu código promocional",
          "Completa los datos de envío y elige el método de pago",
          "Adjunta el comprobante y confirma tu pedido",
        ],
      },
    ],
  },
  blog: {
    titulo: "Blog",
    resumen: "Tendencias, consejos de estilo y novedades de la tienda.",
    secciones: [
      {
        titulo: "Cómo combinar un traje casual",
        parrafos: [
          "Una americana desestructurada con vaqueros oscuros y zapatillas blancas es la fórmula perfecta para la oficina y el fin de semana.",
        ],
      },
      {
        titulo: "Prendas básicas de temporada",
        parrafos: [
          "Camisetas de algodón, una sudadera neutra y unos pantalones chinos resuelven la mayoría de tus looks.",
        ],
      },
    ],
  },
  youtube: {
    titulo: "Lista de reproducción de YouTube",
    resumen: "Nuestros vídeos de estilo y pruebas de producto.",
    secciones: [
      {
        parrafos: ["En nuestro canal encontrarás pruebas de tallas, ideas de outfits y novedades de cada colección."],
        lista: ["5 looks con una sola camisa blanca", "Prueba de tallas: pantalones y jeans", "Novedades de temporada"],
      },
    ],
  },
  contacto: {
    titulo: "Contáctanos",
    resumen: "Escríbenos y te responderemos lo antes posible.",
    secciones: [
      {
        // The email, phone and WhatsApp come from the settings, in the 'Contacto' box under the page.
        parrafos: ["Puedes contactarnos por cualquiera de los medios de abajo."],
        lista: ["Horario: lunes a viernes de 8:00 a 18:00, sábados de 9:00 a 13:00"],
      },
    ],
  },
  ayuda: {
    titulo: "Centro de Ayuda",
    resumen: "Respuestas a las preguntas más frecuentes.",
    secciones: [
      {
        titulo: "¿Cuánto cuesta el envío?",
        parrafos: ["$15.00 por pedido; es gratis en compras superiores a $100.00."],
      },
      {
        titulo: "¿Qué códigos promocionales existen?",
        parrafos: [
          "Escribe tu código en el carrito y pulsa Aplicar. Si el código no es válido verás el mensaje 'Código promocional inválido'.",
        ],
      },
      {
        titulo: "¿Cómo pago?",
        parrafos: [
          "Con pago móvil, transferencia bancaria o pago UBI. Adjunta tu comprobante para que lo verifiquemos.",
        ],
      },
      {
        titulo: "¿Puedo devolver un producto?",
        parrafos: ["Sí, dentro de los 30 días siguientes a la entrega, sin usar y con sus etiquetas."],
      },
    ],
  },
};

/** Every page by slug (fresh objects on every call). */
export function seedInfoPages(): Record<InfoSlug, PaginaInfo> {
  return structuredClone(INFO_PAGES);
}
