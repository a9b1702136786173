/**
 * What the API reference says of each route beyond its schemas: a Spanish summary and
 * description, the success status when it is not 200, the headers it reads or sends, and the
 * error statuses particular to it with when they happen. The statuses that follow from the route
 * table (400, 401, 403, 404, 413, 429 of a `throttled` route, 500, 503) are derived in one place,
 * ./document.ts errorStatuses; an entry here only adds a route's own reason. Keyed like the table;
 * tests/unit/openapi fails while a route lacks its entry (a test rather than the typecheck, so a
 * route being added does not break everyone's typecheck before its texts exist).
 */
export interface RouteDoc {
  resumen: string;
  descripcion?: string;
  /** The 2xx status of a successful answer (200 unless said). */
  estado?: 200 | 201 | 202;
  /** A second success status with the same answer, and when it is given (a write that edits instead of creating). */
  otroExito?: { estado: 200 | 201; cuando: string };
  /**
   * Errors particular to this route: status → when it happens (403: words that finish "Prohibido: …";
   * 429: the route's own limit, for a route the table marks `throttled`).
   */
  errores?: Partial<Record<401 | 403 | 404 | 409 | 412 | 429, string>>;
  /** Named headers of ./headers.ts this route reads or sends. */
  encabezados?: readonly HeaderName[];
  /** The success answer's media type when it is not JSON (the products export's CSV, an email link's page). */
  tipo?: "text/csv" | "text/html";
}

export type HeaderName = "idempotency-key" | "idempotent-replayed" | "if-match" | "etag" | "set-cookie";

const NOT_FOUND = "No existe un recurso con ese identificador.";
const CHANGED = "Otro administrador guardó el producto a la vez; vuelve a leerlo e inténtalo de nuevo.";
const ORDER_ACCESS =
  "Lo lee la cuenta dueña del pedido, un administrador, o quien tenga el enlace secreto del pedido de invitado (parámetro `token`).";

/** A product write that can find the product gone or changed by another administrator meanwhile. */
const PRODUCT_WRITE = { 404: NOT_FOUND, 409: CHANGED } as const;
/** The content-block routes' 404: a `clave` the store does not know. */
const UNKNOWN_BLOCK = { 404: "No es una clave de bloque conocida." } as const;
/** The info-page routes' 404: a `slug` that cannot be a page (malformed, or an address the store uses). */
const UNKNOWN_PAGE = { 404: "La dirección no puede ser una página (mal formada o usada por la tienda)." } as const;
/** An order route's 404: a missing order and one the caller may not see answer alike. */
const ORDER_HIDDEN = "El pedido no existe o quien pregunta no puede verlo.";
/** Approving or rejecting a payment that is no longer awaiting review. */
const PAYMENT_REVIEWED = "El pago ya fue revisado, el pedido está cancelado o archivado.";
/** A profile's new email, when asked for and when confirmed, may already belong to another account. */
const EMAIL_TAKEN = { 409: "Otra cuenta ya usa ese correo." } as const;
/** Registering and signing in both open the session with its cookie. */
const OPENS_SESSION = { descripcion: "Abre la sesión (cookie).", encabezados: ["set-cookie"] } as const;

export const routeDocs = {
  // Catálogo
  "GET /api/productos": {
    resumen: "Lista de productos",
    descripcion: "Productos activos paginados, con filtros por categoría, estilo, talla, color y precio, y orden.",
  },
  "GET /api/productos/producto/{id}": {
    resumen: "Un producto",
    descripcion: "La ficha pública de un producto activo con sus variantes y su oferta vigente.",
    errores: { 404: "El producto no existe o no está activo." },
  },
  "GET /api/productos/producto": {
    resumen: "Productos de un grupo",
    descripcion: "Los productos de una categoría o subcategoría.",
    errores: { 404: "La categoría no existe." },
  },
  "GET /api/productos/buscar": {
    resumen: "Buscar productos",
    descripcion: "Búsqueda por texto en nombre y descripción, con los mismos filtros que la lista.",
  },
  "GET /api/productos/populares": {
    resumen: "Productos populares",
    descripcion: "Los más vendidos según los agregados de ventas.",
  },
  "GET /api/productos/descuento": { resumen: "Productos en oferta", descripcion: "Productos con una oferta vigente." },
  "GET /api/productos/nuevos": { resumen: "Productos nuevos", descripcion: "Los productos creados más recientemente." },
  "GET /api/categorias": {
    resumen: "Categorías visibles",
    descripcion: "Las categorías y subcategorías que ve el comprador, en orden.",
  },
  "POST /api/categorias": {
    resumen: "Crear una categoría",
    descripcion: "Una categoría nueva con su id (la ruta /categoria/{id}), su imagen ya subida y sus subcategorías.",
    estado: 201,
    errores: { 409: "Ya existe una categoría con ese id." },
  },
  "PUT /api/categorias/{id}": {
    resumen: "Editar una categoría",
    descripcion:
      "Reemplaza la categoría entera; un `id` distinto en el cuerpo cambia su ruta, solo mientras ningún producto la use.",
    errores: {
      404: NOT_FOUND,
      409: "Otra categoría ya usa el id nuevo, o se cambia el id o se quita una subcategoría que todavía tiene productos.",
    },
  },
  "DELETE /api/categorias/{id}": {
    resumen: "Borrar una categoría",
    descripcion: "Solo una categoría que ningún producto usa.",
    errores: { 404: NOT_FOUND, 409: "La categoría todavía tiene productos." },
  },
  "GET /api/admin/categorias": {
    resumen: "Categorías para el administrador",
    descripcion: "Todas las categorías, también las ocultas, con su número de productos.",
  },
  "GET /api/estilos": { resumen: "Estilos", descripcion: "Los estilos de la portada y de /categoria/{estilo}." },
  "GET /api/admin/estilos": {
    resumen: "Estilos para el administrador",
    descripcion:
      "Los mismos estilos, sin caché en el navegador ni en el borde: lo que el administrador acaba de guardar aparece al momento.",
  },
  "POST /api/estilos": {
    resumen: "Crear un estilo",
    descripcion: "Un estilo nuevo para la portada y /categoria/{estilo}, con su imagen ya subida.",
    estado: 201,
    errores: { 409: "Ya existe un estilo con ese id." },
  },
  "PUT /api/estilos/{id}": {
    resumen: "Editar un estilo",
    descripcion: "Cambia nombre, descripción, imagen u orden del estilo; su id no cambia.",
    errores: { 404: NOT_FOUND },
  },
  "DELETE /api/estilos/{id}": {
    resumen: "Borrar un estilo",
    descripcion: "Solo un estilo que ningún producto usa.",
    errores: { 404: NOT_FOUND, 409: "Algún producto todavía usa el estilo." },
  },
  // Catálogo del administrador
  "POST /api/productos": {
    resumen: "Crear un producto",
    descripcion: "Con sus variantes, stock e imágenes ya subidas (POST /api/subidas).",
    estado: 201,
    errores: { 409: CHANGED },
  },
  "PUT /api/productos/{id}": {
    resumen: "Editar un producto",
    descripcion: "El mismo formulario que la creación: reemplaza los datos, las variantes y las imágenes del producto.",
    errores: PRODUCT_WRITE,
  },
  "PATCH /api/productos/{id}": {
    resumen: "Cambiar parte de un producto",
    descripcion:
      "Cambia solo los campos enviados (`activo`, `precio`, `stock_variantes`, `nombre`, `descripcion`); el resto queda como estaba. El stock total sigue siendo la suma de las variantes.",
    errores: PRODUCT_WRITE,
  },
  "DELETE /api/productos/{id}": {
    resumen: "Borrar un producto",
    descripcion:
      "Borra un producto que ningún pedido nombra. Si algún pedido lo nombra, lo archiva en su lugar (desactivado, fuera de la tienda) y `resultado` es `archivado`; esos pedidos conservan sus líneas.",
    errores: { 404: NOT_FOUND },
  },
  "PUT /api/productos/{id}/stock": {
    resumen: "Cambiar el stock",
    descripcion: "Fija el stock de cada variante.",
    errores: PRODUCT_WRITE,
  },
  "PUT /api/productos/{id}/oferta": {
    resumen: "Poner una oferta",
    descripcion:
      "Un porcentaje de descuento desde ahora o programado (inicio, fin), o una oferta relámpago que termina sola.",
    errores: PRODUCT_WRITE,
  },
  "DELETE /api/productos/{id}/oferta": {
    resumen: "Quitar la oferta",
    descripcion:
      "Termina la oferta al momento: se borran el porcentaje, el precio original y los datos de la oferta relámpago.",
    errores: PRODUCT_WRITE,
  },
  // Contenido
  "GET /api/testimonio": {
    resumen: "Testimonios visibles",
    descripcion: "Los testimonios que la tienda muestra, como lista.",
  },
  "GET /api/contenido/{clave}": {
    resumen: "Un bloque de contenido",
    descripcion: "null cuando la tienda aún no escribió ese bloque (la portada oculta su sección).",
    errores: UNKNOWN_BLOCK,
  },
  "POST /api/newsletter": {
    resumen: "Suscribirse al boletín",
    descripcion: "Envía un correo con el enlace de confirmación (doble confirmación).",
    estado: 202,
  },
  "POST /api/productos/{id}/avisos": {
    resumen: "Avísame cuando llegue",
    descripcion:
      "Apunta un email para una talla y color agotados (stock 0) de un producto. Responde lo mismo si el email ya esperaba. Cuando esa variante vuelve a tener stock, por el camino que sea, el email recibe un solo correo con el enlace del producto y uno para darse de baja, y la suscripción se consume. A lo sumo 5 por hora por email y 20 por hora por dirección IP.",
    estado: 202,
    errores: {
      404: "El producto no existe o no está a la venta.",
      409: "La variante ya tiene stock: se puede comprar ahora.",
      429: "Demasiadas solicitudes para ese email o desde esa dirección en la última hora.",
    },
  },
  "GET /api/avisos/baja": {
    resumen: "Darse de baja de un aviso",
    descripcion:
      "El enlace del correo de 'Avísame': quita a ese email de la lista de espera de esa talla y color (si volvió a apuntarse) y responde una página breve que lo confirma. Abrirlo de nuevo no cambia nada.",
    tipo: "text/html",
    errores: { 404: "El enlace no existe o venció (dura 90 días)." },
  },
  "POST /api/newsletter/confirmar": {
    resumen: "Confirmar la suscripción",
    descripcion: "Abre el enlace enviado por POST /api/newsletter; el token es la prueba.",
  },
  "PUT /api/contenido/{clave}": {
    resumen: "Guardar un bloque de contenido",
    descripcion:
      "Reemplaza un bloque de la tienda (banner, menú, pie, portada…); la tienda lo muestra al momento. El cuerpo depende de la clave.",
    errores: UNKNOWN_BLOCK,
  },
  "DELETE /api/contenido/{clave}": {
    resumen: "Borrar un bloque de contenido",
    descripcion: "Quita el bloque: su sección desaparece de la tienda, como en una tienda nueva.",
    errores: UNKNOWN_BLOCK,
  },
  "GET /api/admin/contenido": {
    resumen: "Bloques de contenido para el administrador",
    descripcion: "Cada bloque tal como está guardado (null si aún no se escribió), para los editores.",
  },
  "GET /api/paginas": {
    resumen: "Páginas informativas",
    descripcion:
      "Las páginas que existen (dirección, título y fecha del último cambio), para enlazar solo a páginas que existen.",
  },
  "GET /api/paginas/{slug}": {
    resumen: "Una página informativa",
    descripcion: "null cuando la tienda no tiene una página en esa dirección.",
    errores: UNKNOWN_PAGE,
  },
  "PUT /api/paginas/{slug}": {
    resumen: "Guardar una página informativa",
    descripcion:
      "Crea o reemplaza la página de esa dirección (título, resumen y secciones) y guarda la fecha del cambio. Sirve cualquier dirección libre: minúsculas, números y guiones, que la tienda no use ya (/tienda, /producto, /carrito, /admin, /api…); otra se rechaza con 400.",
  },
  "DELETE /api/paginas/{slug}": {
    resumen: "Borrar una página informativa",
    descripcion: "Quita la página: su dirección muestra la página de no encontrado.",
    errores: UNKNOWN_PAGE,
  },
  "GET /api/admin/paginas": {
    resumen: "Páginas informativas para el administrador",
    descripcion: "Cada página informativa tal como está guardada (null si aún no se escribió).",
  },
  "POST /api/testimonio": {
    resumen: "Crear un testimonio",
    descripcion: "Un testimonio nuevo, visible u oculto.",
    estado: 201,
  },
  "PUT /api/testimonio/{id}": {
    resumen: "Editar un testimonio",
    descripcion: "Edita, oculta o muestra un testimonio (se envía entero).",
    errores: { 404: NOT_FOUND },
  },
  "DELETE /api/testimonio/{id}": {
    resumen: "Borrar un testimonio",
    descripcion: "Lo borra de la tienda y de la lista del administrador.",
    errores: { 404: NOT_FOUND },
  },
  "GET /api/admin/testimonios": { resumen: "Testimonios para el administrador", descripcion: "También los ocultos." },
  // Pedidos
  "POST /api/pedido": {
    resumen: "Hacer un pedido",
    descripcion:
      "Invitados y cuentas. El encabezado Idempotency-Key hace seguros los reintentos: la misma clave con el mismo cuerpo devuelve el pedido ya creado (Idempotent-Replayed: true).",
    estado: 201,
    encabezados: ["idempotency-key", "idempotent-replayed", "set-cookie"],
    errores: {
      409: "Falta stock, el código promocional ya no aplica, el descuento de primera compra ya se usó, el comprobante ya se usó o la Idempotency-Key se reutilizó con otro cuerpo.",
      429: "Quien compra, o su conexión, ya tiene demasiados pedidos pendientes de pago; se libera al enviar el comprobante de uno, cancelarlo o dejarlo vencer.",
    },
  },
  "POST /api/pedido/cotizacion": {
    resumen: "Cotizar un carrito",
    descripcion:
      "Calcula lo que cobraría POST /api/pedido (promoción, primera compra, envío, bolívares) sin escribir nada.",
  },
  "GET /api/pedido/usuario/{userId}": {
    resumen: "Pedidos de una cuenta",
    descripcion: "Solo los de la propia cuenta (o cualquiera para un administrador).",
    errores: { 403: "los pedidos son de otra cuenta" },
  },
  "GET /api/pedido/{id}": {
    resumen: "Un pedido",
    descripcion: ORDER_ACCESS,
    errores: { 404: ORDER_HIDDEN },
  },
  "POST /api/pedido/{id}/comprobante": {
    resumen: "Adjuntar el comprobante de pago",
    descripcion: ORDER_ACCESS,
    errores: {
      404: ORDER_HIDDEN,
      409: "El pedido ya no admite comprobantes, se agotaron los intentos o el comprobante ya se usó.",
    },
  },
  "GET /api/pedido/{id}/comprobante": {
    resumen: "Enlace al comprobante",
    descripcion: `Un enlace firmado de corta duración. ${ORDER_ACCESS}`,
    errores: { 404: "El pedido no existe, no tiene comprobante o quien pregunta no puede verlo." },
  },
  "POST /api/pedido/{id}/cancelar": {
    resumen: "Cancelar un pedido",
    descripcion: ORDER_ACCESS,
    errores: { 404: ORDER_HIDDEN, 409: "El pedido ya no se puede cancelar." },
  },
  "GET /api/pedido": {
    resumen: "Pagos y pedidos para el administrador",
    descripcion: "Paginado, con filtros y las cifras del resumen.",
  },
  "POST /api/pedido/{id}/aprobar": {
    resumen: "Aprobar un pago",
    descripcion:
      "Aprueba el comprobante en revisión: el pago queda completado, el pedido pasa a procesando y se avisa al comprador por correo.",
    errores: { 404: NOT_FOUND, 409: PAYMENT_REVIEWED },
  },
  "POST /api/pedido/{id}/rechazar": {
    resumen: "Rechazar un pago",
    descripcion:
      "Rechaza el comprobante en revisión con un motivo; el comprador recibe un nuevo plazo para enviar otro.",
    errores: { 404: NOT_FOUND, 409: PAYMENT_REVIEWED },
  },
  "POST /api/pedido/{id}/cobrar-efectivo": {
    resumen: "Marcar cobrado un pago en efectivo",
    descripcion:
      "Un pedido pagado en efectivo (dólares) no lleva comprobante: espera en pendiente_pago hasta que el administrador lo cobra al retirar o entregar. Marcarlo cobrado deja el pago completado, pasa el pedido a procesando y avisa al comprador.",
    errores: {
      404: NOT_FOUND,
      409: "El pedido no es en efectivo, ya se cobró, está cancelado o está archivado.",
    },
  },
  "PUT /api/pedido/{id}": {
    resumen: "Avanzar el envío",
    descripcion:
      "Cambia el estado del pedido (procesando, en tránsito, entregado, cancelado) por los pasos permitidos.",
    errores: { 404: NOT_FOUND, 409: "El paso no está permitido desde el estado actual o el pedido está archivado." },
  },
  "DELETE /api/pedido/{id}": {
    resumen: "Archivar un pedido",
    descripcion:
      "Archiva un pedido cancelado, vencido o rechazado: sale de la lista del administrador y no se borra nada. Un rechazado que aún reserva stock se cancela al archivarse.",
    errores: { 404: NOT_FOUND, 409: "El pedido no se puede archivar en su estado actual." },
  },
  // Administración
  "GET /api/admin/estadisticas": {
    resumen: "Cifras de ventas",
    descripcion: "De los agregados por día, para el panel y los informes.",
  },
  "GET /api/admin/alertas": {
    resumen: "Alertas del panel",
    descripcion: "Stock bajo, pagos por revisar y otros avisos.",
  },
  "GET /api/admin/puesta-en-marcha": {
    resumen: "Lista de puesta en marcha",
    descripcion: "Lo que le falta a una tienda nueva antes de poder vender.",
  },
  "GET /api/admin/actividad": { resumen: "Actividad reciente", descripcion: "Quién cambió qué y cuándo." },
  "GET /api/admin/productos": {
    resumen: "Productos para el administrador",
    descripcion: "También los inactivos, paginados.",
  },
  "GET /api/admin/productos/{id}": {
    resumen: "Un producto para el editor",
    descripcion: "Un producto (también inactivo) con su oferta y el stock de cada variante, para los editores.",
    errores: { 404: NOT_FOUND },
  },
  "GET /api/admin/avisos": {
    resumen: "Demanda de tallas agotadas",
    descripcion:
      "Por variante, cuántas personas esperan el aviso de 'Avísame cuando llegue' y desde cuándo; primero la más esperada. Se lee de un índice, sin recorrer la tabla.",
  },
  "POST /api/admin/fotos": {
    resumen: "Registrar una foto subida en lote",
    descripcion:
      "Tras subir una imagen con POST /api/subidas (proposito producto), guarda el nombre del archivo original junto a su clave, una vez comprobado el objeto (tamaño y tipo real). La clave sirve en imagenes del editor del producto durante un día; el mismo nombre subido de nuevo apunta a la nueva subida.",
    estado: 201,
  },
  "GET /api/admin/productos/exportar": {
    resumen: "Exportar los productos (CSV)",
    descripcion:
      "Todos los productos, también los inactivos, una fila por variante: CSV en UTF-8 con BOM, separado por «;» y con líneas CRLF, para Excel en español. Las imágenes (claves separadas por «|») van en la primera fila de cada producto; las celdas que parecen fórmulas llevan un apóstrofo delante.",
    tipo: "text/csv",
  },
  "POST /api/admin/productos/importar": {
    resumen: "Importar productos (CSV)",
    descripcion:
      "Con confirmar false responde el plan sin escribir nada (productos a crear, a actualizar, sin cambios, y los errores por línea); con confirmar true y sin errores, escribe cada producto en su propia escritura condicional y responde lo escrito. Solo cambian las columnas del archivo; las filas sin id se emparejan por nombre, así que importar dos veces el mismo archivo no crea nada la segunda. Un producto que cambió después del plan (sus versiones) no se escribe: va en omitidos. Un archivo de más de 2 MB se rechaza con 413.",
  },
  "GET /api/admin/usuarios": { resumen: "Usuarios", descripcion: "Paginado, con búsqueda y filtros." },
  "PATCH /api/admin/usuarios/{id}": {
    resumen: "Cambiar un usuario",
    descripcion: "Su rol o si está activo.",
    errores: {
      404: NOT_FOUND,
      409: "Un administrador no puede cambiarse a sí mismo, el cambio dejaría a la tienda sin administradores o el usuario cambió entretanto.",
    },
  },
  "GET /api/admin/ajustes": {
    resumen: "Ajustes de la tienda",
    descripcion:
      "Todos los ajustes: nombre, razón social y RIF de la tienda, tasa BCV, datos de pago, plazo de pago, meta de ventas (null sin meta), costos de envío, límites de reserva, contacto, descuento de primera compra y promesas de la página de producto, con quién y cuándo los cambió; null mientras la tienda no los ha guardado nunca (una tienda nueva). La respuesta puede enviarse tal cual a PUT /api/admin/ajustes.",
  },
  "PUT /api/admin/ajustes": {
    resumen: "Guardar los ajustes de la tienda",
    descripcion:
      "Reemplaza los ajustes de la tienda y guarda quién y cuándo los cambió. Los campos opcionales (nombre, meta, envíos, límites, contacto, descuento de primera compra, promesas…) quedan como estaban si no se envían; actualizado_por y actualizado_en se ignoran.",
  },
  "GET /api/admin/tasa-bcv": {
    resumen: "Historial de la tasa BCV",
    descripcion:
      "Las últimas 60 tasas, la más reciente primero: las escritas a mano en los ajustes (manual), las que trajo la actualización automática (automatica) y los intentos rechazados (aplicada false, con el motivo: la fuente no respondió, un valor no válido, una fecha anterior a la vigente, un salto de más del 20 % o una tasa escrita a mano para el mismo día).",
  },
  "POST /api/admin/tasa-bcv/actualizar": {
    resumen: "Actualizar la tasa BCV ahora",
    descripcion:
      "Consulta la fuente (TASA_BCV_URL, con la forma de DolarApi: la tasa en promedio) y aplica la tasa si las reglas lo permiten; responde la tasa aplicada, o aplicada false si la vigente ya era la de la fuente. Los pedidos ya hechos conservan su tasa.",
    errores: {
      409: "La fuente no respondió o no dio una tasa válida, la tasa es de un día anterior a la vigente, cambia más de un 20 % o un administrador escribió la tasa de ese día: la tasa vigente no cambia y el intento queda en el historial con su motivo.",
    },
  },
  "GET /api/ajustes/publicos": {
    resumen: "Ajustes públicos",
    descripcion:
      "La tasa BCV, los datos de pago, el plazo y los costos de envío para el checkout; el nombre, la razón social y el RIF de la tienda (null sin ellos) y las promesas de la página de producto ([] sin ellas).",
  },
  "GET /api/ajustes/contacto": {
    resumen: "Datos de contacto de la tienda",
    descripcion:
      "Lo que muestran el encabezado y el pie de cada página: email, teléfono y WhatsApp, el nombre de la tienda (todos null hasta que el administrador los escriba) y los métodos de pago que acepta (los que tienen datos de pago guardados; ninguno antes).",
  },
  "POST /api/promociones/validar": {
    resumen: "Validar un código promocional",
    descripcion:
      "Dice si un código aplica al subtotal del carrito y cuánto descuenta, o por qué no. El pedido vuelve a comprobarlo al crearse.",
  },
  "GET /api/admin/promociones": { resumen: "Códigos promocionales", descripcion: "Con sus reglas y sus usos." },
  "POST /api/admin/promociones": {
    resumen: "Crear un código promocional",
    descripcion:
      "Un código con su porcentaje y sus reglas (fechas, usos máximos, una vez por cliente, subtotal mínimo).",
    estado: 201,
    errores: { 409: "Ya existe un código con ese nombre." },
  },
  "PUT /api/admin/promociones/{codigo}": {
    resumen: "Editar un código promocional",
    descripcion: "Cambia las reglas enviadas; las demás quedan como estaban.",
    errores: { 404: NOT_FOUND },
  },
  "DELETE /api/admin/promociones/{codigo}": {
    resumen: "Borrar un código promocional",
    descripcion: "El código deja de aplicar; los pedidos que ya lo usaron no cambian.",
    errores: { 404: NOT_FOUND },
  },
  // Cuentas
  "POST /api/auth/registro": {
    resumen: "Crear una cuenta",
    ...OPENS_SESSION,
    estado: 201,
    errores: { 409: "Ya existe una cuenta con ese correo." },
  },
  "POST /api/auth/login": {
    resumen: "Iniciar sesión",
    ...OPENS_SESSION,
    errores: {
      401: "Email o contraseña incorrectos (la misma respuesta si la cuenta no existe).",
      403: "la cuenta está desactivada",
    },
  },
  "POST /api/auth/logout": {
    resumen: "Cerrar sesión",
    descripcion: "Cierra la sesión de la cookie (si hay una) en el servidor y vence la cookie. Siempre 200.",
    encabezados: ["set-cookie"],
  },
  "GET /api/auth/sesion": {
    resumen: "La sesión actual",
    descripcion: "{ usuario: null } sin sesión; con sesión, alarga su vencimiento.",
    encabezados: ["set-cookie"],
  },
  "GET /api/auth/cuentas-demo": {
    resumen: "Cuentas de demostración",
    descripcion: "Una lista solo en modo demo (local); si no, vacía.",
  },
  "PUT /api/usuarios/me": {
    resumen: "Editar el perfil",
    descripcion: "Un correo nuevo se confirma por enlace antes de cambiar.",
    errores: EMAIL_TAKEN,
  },
  "POST /api/usuarios/me/email/confirmar": {
    resumen: "Confirmar el nuevo correo",
    descripcion: "Abre el enlace enviado al correo nuevo: aquí cambia el correo de la cuenta.",
    errores: EMAIL_TAKEN,
  },
  "PUT /api/usuarios/me/password": {
    resumen: "Cambiar la contraseña",
    descripcion: "Cierra las otras sesiones y renueva la cookie.",
    encabezados: ["set-cookie"],
  },
  "PUT /api/usuarios/me/preferencias": {
    resumen: "Guardar preferencias",
    descripcion: "Guarda cualquiera de las preferencias de avisos y privacidad; las demás conservan su valor.",
  },
  "GET /api/carrito": {
    resumen: "El carrito guardado",
    descripcion: "Con su versión en ETag; envíala como If-Match al escribir.",
    encabezados: ["etag"],
  },
  "PUT /api/carrito": {
    resumen: "Guardar el carrito",
    descripcion:
      "Con If-Match (el ETag de GET) la escritura es condicional: 412 con el carrito actual y su ETag si cambió entretanto.",
    encabezados: ["if-match", "etag"],
    errores: {
      412: "El carrito cambió desde el ETag enviado; el cuerpo trae las `lineas` actuales y el encabezado ETag su versión.",
    },
  },
  "GET /api/favoritos": { resumen: "Favoritos", descripcion: "Los ids de los productos favoritos de la cuenta." },
  "PUT /api/favoritos": {
    resumen: "Guardar favoritos",
    descripcion:
      "Guarda los favoritos de la cuenta (`fusionar: true` los añade a los guardados); se descartan ids desconocidos y repetidos.",
  },
  "POST /api/subidas": {
    resumen: "Pedir una subida de imagen",
    descripcion:
      "Un POST firmado para subir la imagen directo al almacenamiento. Comprobantes: cualquiera; avatar: una cuenta; producto y contenido: un administrador.",
    estado: 201,
    errores: {
      401: "Una subida de avatar, producto o contenido sin sesión.",
      403: "una subida de producto o de contenido sin cuenta de administrador",
    },
  },
  // Conciliación bancaria
  "POST /api/admin/conciliaciones": {
    resumen: "Importar un estado de cuenta",
    descripcion:
      "Un CSV del banco (dentro del JSON): sus abonos se cruzan con los pedidos que esperan revisión de pago.",
    estado: 201,
  },
  "GET /api/admin/conciliaciones": {
    resumen: "Importaciones de estados de cuenta",
    descripcion:
      "Las importaciones pasadas, la más nueva primero: quién, cuándo, archivo, banco, conteos y aprobaciones.",
  },
  "GET /api/admin/conciliaciones/{id}": {
    resumen: "Una importación con sus coincidencias",
    descripcion:
      "Una importación con sus grupos (coincidencias, por revisar, sin pedido) y lo que ya se aprobó de ella.",
    errores: { 404: NOT_FOUND },
  },
  "POST /api/admin/conciliaciones/{id}/aprobar": {
    resumen: "Aprobar los pagos conciliados",
    descripcion:
      "Aprueba las coincidencias exactas (o los pares que el administrador confirma); responde cuáles se aprobaron y cuáles se saltaron y por qué.",
    errores: { 404: NOT_FOUND },
  },
  // Reseñas
  "GET /api/productos/{id}/resenas": {
    resumen: "Reseñas de un producto",
    descripcion: "Las cifras de calificación, las barras por estrellas y una página de reseñas visibles.",
    errores: { 404: "El producto no existe." },
  },
  "POST /api/pedido/{id}/resenas": {
    resumen: "Calificar un producto de un pedido",
    descripcion: `Quien compró (con sesión o con el enlace del pedido de invitado) califica un producto de un pedido entregado. ${ORDER_ACCESS}`,
    estado: 201,
    otroExito: { estado: 200, cuando: "Ya había una reseña de ese producto en ese pedido: queda editada." },
    errores: {
      403: "el pedido es de otra cuenta, o la cuenta está desactivada",
      404: "El pedido no existe, quien pregunta no puede verlo, o el producto no está en el pedido o ya no existe.",
      409: "El pedido todavía no está entregado.",
    },
  },
  "GET /api/admin/resenas": {
    resumen: "Reseñas para el administrador",
    descripcion: "Todas, las más nuevas primero, con búsqueda y filtros por producto, estrellas y visibilidad.",
  },
  "PATCH /api/admin/resenas/{id}": {
    resumen: "Moderar una reseña",
    descripcion: "La oculta con un motivo o la vuelve a mostrar; las cifras del producto cambian al momento.",
    errores: { 404: NOT_FOUND, 409: "La reseña cambió mientras se moderaba." },
  },
} as const satisfies Readonly<Record<string, RouteDoc>>;
