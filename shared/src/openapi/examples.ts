import type { ApiBody, ApiRoute } from "../api-contract";

/**
 * One request body per write of the API, as the reference shows it (requestBody `examples`,
 * ./document.ts) for a client to start from. Each is a body the route's own zod schema takes
 * (tests/unit/openapi/request-examples.test.ts parses every one, and fails while a route with a
 * body has none) and, sent in the order below to the demo store as the route's role, a request it
 * answers with success (tests/integration/openapi/request-examples.test.ts): ids are the demo
 * catalogue's (product p001 has stock of size M in blue), and what a later example uses (the
 * category, the promo code, the account) an earlier one creates. Only required fields and a few
 * telling optional ones, so an optional field added later leaves every example valid. No demo
 * password or demo promo code: the document ships with the site.
 */

type BodyOf<K extends string> = K extends ApiRoute ? ApiBody<K> : never;

export interface RequestExample<B = unknown> {
  /** Spanish: what the example does (Swagger UI lists it in the example's menu). */
  resumen: string;
  /** Path parameters that make the example succeed against the demo store, when the body depends on them. */
  params?: Readonly<Record<string, string>>;
  body: B;
}

/** The demo product the order examples buy and the product examples edit. */
export const EXAMPLE_PRODUCT = { id: "p001", talla: "M", color: "Azul" } as const;
/** The account the account examples create and then use. */
const ACCOUNT = { email: "ana.perez@example.com", password: "Clave2026x" } as const;

const ORDER_SHIPPING = {
  nombre: "Ana",
  apellido: "Pérez",
  email: ACCOUNT.email,
  telefono: "0412-555-0101",
  direccion: "Av. Francisco de Miranda, Edif. Sol, piso 2, apto 2-B",
  ciudad: "Caracas",
  estado: "Distrito Capital",
  codigo_postal: "1060",
} as const;
const LINE = {
  productoId: EXAMPLE_PRODUCT.id,
  talla: EXAMPLE_PRODUCT.talla,
  color: EXAMPLE_PRODUCT.color,
  cantidad: 1,
};

/** The demo product p001 as the admin's editor sends it back (PUT replaces the whole product). */
const PRODUCT = {
  nombre: "Camisa Oxford de Algodón",
  descripcion:
    "Camisa de algodón Oxford con cuello abotonado y corte regular. Un básico que funciona igual con jeans que con chinos.",
  precio: 34.99,
  categoria_id: "ropa-hombre",
  subcategoria_id: "camisas",
  estilo_id: "casual",
  tallas: ["S", "M", "L", "XL", "XXL"],
  colores: ["Blanco", "Azul", "Rosa"],
  imagenes: ["img/productos/p001-1.svg", "img/productos/p001-2.svg"],
};

const entry = <K extends string>(route: K, ...examples: RequestExample<BodyOf<K>>[]) =>
  [route, examples as readonly RequestExample[]] as const;

export const REQUEST_EXAMPLES: ReadonlyMap<string, readonly RequestExample[]> = new Map([
  // Catalogue (admin)
  entry("POST /api/categorias", {
    resumen: "Una categoría con una subcategoría",
    body: {
      id: "ropa-de-playa",
      nombre: "Ropa de Playa",
      descripcion: "Trajes de baño y salidas de playa.",
      orden: 60,
      subcategorias: [{ id: "trajes-de-bano", nombre: "Trajes de Baño" }],
    },
  }),
  entry("PUT /api/categorias/{id}", {
    resumen: "La categoría entera, con otra descripción",
    params: { id: "ropa-de-playa" },
    body: {
      nombre: "Ropa de Playa",
      descripcion: "Trajes de baño, pareos y salidas de playa.",
      orden: 60,
      subcategorias: [{ id: "trajes-de-bano", nombre: "Trajes de Baño" }],
    },
  }),
  entry("POST /api/estilos", {
    resumen: "Un estilo sin imagen",
    body: { id: "playa", nombre: "Playa", descripcion: "Para el sol y el mar.", orden: 60 },
  }),
  entry("PUT /api/estilos/{id}", {
    resumen: "El estilo entero, con otra descripción",
    params: { id: "playa" },
    body: { nombre: "Playa", descripcion: "Ropa ligera para el sol y el mar.", orden: 60 },
  }),
  entry("POST /api/productos", {
    resumen: "Un producto con dos tallas y un color",
    body: {
      nombre: "Franela Básica de Algodón",
      descripcion: "Franela de algodón peinado, cuello redondo.",
      precio: 12.5,
      categoria_id: "ropa-hombre",
      estilo_id: "casual",
      tallas: ["M", "L"],
      colores: ["Negro"],
      stock_variantes: { "M|Negro": 10, "L|Negro": 8 },
    },
  }),
  entry("PUT /api/productos/{id}", {
    resumen: "El producto p001 entero, con su precio",
    params: { id: EXAMPLE_PRODUCT.id },
    body: PRODUCT,
  }),
  entry("PATCH /api/productos/{id}", {
    resumen: "Solo el precio",
    params: { id: EXAMPLE_PRODUCT.id },
    body: { precio: 34.99 },
  }),
  entry("PUT /api/productos/{id}/stock", {
    resumen: "El stock de una variante",
    params: { id: EXAMPLE_PRODUCT.id },
    body: { stock_variantes: { "M|Azul": 20 } },
  }),
  entry("PUT /api/productos/{id}/oferta", {
    resumen: "Un 15 % de descuento desde ahora",
    params: { id: EXAMPLE_PRODUCT.id },
    body: { porcentaje: 15 },
  }),
  // Content
  entry("POST /api/newsletter", { resumen: "Suscribir un email", body: { email: ACCOUNT.email } }),
  // The demo's p003 is sold out in size XL in every colour (functions/src/seed/products.ts).
  entry("POST /api/productos/{id}/avisos", {
    resumen: "Avísame cuando llegue la talla XL en negro",
    params: { id: "p003" },
    body: { talla: "XL", color: "Negro", email: ACCOUNT.email },
  }),
  entry("POST /api/newsletter/confirmar", {
    resumen: "El token del enlace que llegó por correo",
    body: { token: "vTq3Jx9bQe2mW8rKp4sLz7nYc1fHd6gA" },
  }),
  // One per block: the body's shape is the one of the clave in the path.
  entry(
    "PUT /api/contenido/{clave}",
    {
      resumen: "El banner (clave banner)",
      params: { clave: "banner" },
      body: {
        texto: "Envío gratis en compras desde 100 USD",
        textoEnlace: "Ver ofertas",
        enlace: "/ofertas",
        colorDeFondo: "#000000",
        colorDeTexto: "#ffffff",
        cerrable: true,
      },
    },
    {
      resumen: "El menú principal (clave navegacion)",
      params: { clave: "navegacion" },
      body: {
        logo: "TIENDA",
        elementosMenu: [{ nombre: "Ofertas", enlace: "/ofertas", tieneDropdown: false }],
        placeholderBusqueda: "Buscar productos...",
      },
    },
    {
      resumen: "El pie de página (clave footer)",
      params: { clave: "footer" },
      body: {
        logo: "TIENDA",
        descripcion: "Ropa para cada ocasión.",
        redesSociales: [{ nombre: "Instagram", url: "https://instagram.com/tienda", icono: "instagram" }],
        columnas: [{ titulo: "Ayuda", links: [{ nombre: "Preguntas frecuentes", enlace: "/ayuda" }] }],
        derechosAutor: "Tienda © 2026",
        metodosPago: [],
      },
    },
    {
      resumen: "El carrusel de la portada (clave hero)",
      params: { clave: "hero" },
      body: {
        diapositivas: [
          {
            id: "coleccion",
            titulo: "ENCUENTRA ROPA QUE VA CON TU ESTILO",
            descripcion: "Prendas elegidas para cada ocasión.",
            textoBoton: "Comprar Ahora",
            enlaceBoton: "/tienda",
            imagen: "/img/hero/coleccion.svg",
            altImagen: "Vestido floral, camisa Oxford y zapatillas",
            tema: "light",
            estadisticas: [
              { numero: "200+", etiqueta: "Marcas" },
              { numero: "2.000+", etiqueta: "Productos" },
              { numero: "30.000+", etiqueta: "Clientes" },
            ],
          },
        ],
      },
    },
    {
      resumen: "Las marcas (clave marcas)",
      params: { clave: "marcas" },
      body: { titulo: "Nuestras marcas", subtitulo: "", marcas: [] },
    },
    { resumen: "Novedades (clave nuevos)", params: { clave: "nuevos" }, body: { titulo: "NUEVOS PRODUCTOS" } },
    {
      resumen: "Lo más vendido (clave mas-vendidos)",
      params: { clave: "mas-vendidos" },
      body: { titulo: "LO MÁS VENDIDO" },
    },
    {
      resumen: "La cuadrícula de estilos (clave estilos; las tarjetas son los estilos de la tienda)",
      params: { clave: "estilos" },
      body: { titulo: "Encuentra tu estilo", estilos: [] },
    },
    {
      resumen: "El boletín (clave newsletter)",
      params: { clave: "newsletter" },
      body: {
        titulo: "Mantente al día con nuestras ofertas",
        subtitulo: "",
        placeholderEmail: "Tu email",
        textoBoton: "Suscribirme",
      },
    },
  ),
  entry("PUT /api/paginas/{slug}", {
    resumen: "La página de ayuda (slug ayuda)",
    params: { slug: "ayuda" },
    body: {
      titulo: "Ayuda",
      resumen: "Respuestas a las preguntas más frecuentes.",
      secciones: [{ titulo: "Pedidos", parrafos: ["Tu pedido se reserva 48 horas mientras envías el comprobante."] }],
    },
  }),
  entry("POST /api/testimonio", {
    resumen: "Un testimonio visible",
    body: {
      nombre: "Luisa Fernández",
      texto: "La camisa llegó en dos días y la talla es exacta.",
      calificacion: 5,
      ubicacion: "Valencia",
      producto: "Camisa Oxford de Algodón",
    },
  }),
  entry("PUT /api/testimonio/{id}", {
    resumen: "El testimonio entero, oculto",
    body: {
      nombre: "Luisa Fernández",
      texto: "La camisa llegó en dos días y la talla es exacta.",
      calificacion: 5,
      oculto: true,
    },
  }),
  // Orders
  entry("POST /api/pedido", {
    resumen: "Un pedido pagado con Pago Móvil (con el encabezado Idempotency-Key)",
    body: {
      ...ORDER_SHIPPING,
      tipo_pago: "pago_movil",
      movil_banco: "banesco",
      movil_telefono: "0412-555-0101",
      movil_referencia: "00123456",
      movil_email: ACCOUNT.email,
      acepta_terminos: true,
      lineas: [LINE],
    },
  }),
  entry("POST /api/pedido/cotizacion", {
    resumen: "Cotizar una línea con retiro en una oficina de courier, con la tarifa de Zulia",
    body: { lineas: [LINE], metodo_envio: "oficina", estado: "Zulia" },
  }),
  entry("POST /api/pedido/{id}/comprobante", {
    resumen: "La clave del comprobante subido con POST /api/subidas",
    body: { clave: "comprobantes/3f1c2a9e-8b7d-4c6e-9a51-2d4f6b8e0c17.png", referencia: "00123456" },
  }),
  entry("POST /api/pedido/{id}/aprobar", { resumen: "Aprobar el pago", body: {} }),
  entry("POST /api/pedido/{id}/rechazar", {
    resumen: "Rechazar el pago con el motivo",
    body: { motivo: "El monto del comprobante no coincide con el total del pedido" },
  }),
  entry("PUT /api/pedido/{id}", {
    resumen: "Enviado, con la guía",
    body: { estado: "en_transito", guia: "ZOOM-123456", transportista: "zoom" },
  }),
  // Reconciliation
  entry("POST /api/admin/conciliaciones", {
    resumen: "Un estado de cuenta con un abono",
    body: {
      csv: "Fecha;Referencia;Descripción;Monto\n24/11/2026;000123456789;Pago móvil recibido;1.520,50\n",
      nombre_archivo: "estado-de-cuenta.csv",
    },
  }),
  entry("POST /api/admin/conciliaciones/{id}/aprobar", { resumen: "Aprobar las coincidencias exactas", body: {} }),
  // Photos in bulk: the key an upload of POST /api/subidas answered (the test sends a fresh one).
  entry("POST /api/admin/fotos", {
    resumen: "Una foto subida con su nombre de archivo",
    body: { clave: "subidas/productos/3f2a9c1e-8b7d-4e21-9a6f-0c5d2e7b1a44.jpg", nombre_archivo: "jean-azul-1.jpg" },
  }),
  // The catalogue by spreadsheet: a stock-only file, planned (nothing written).
  entry("POST /api/admin/productos/importar", {
    resumen: "Revisar un archivo que solo cambia stock",
    body: {
      csv: `id;talla;color;stock\r\n${EXAMPLE_PRODUCT.id};${EXAMPLE_PRODUCT.talla};${EXAMPLE_PRODUCT.color};20\r\n`,
      confirmar: false,
    },
  }),
  // Admin
  entry("PATCH /api/admin/usuarios/{id}", { resumen: "Reactivar una cuenta", body: { isActive: true } }),
  entry("PUT /api/admin/ajustes", {
    resumen: "Tasa, datos de pago y plazo (los demás ajustes quedan como están)",
    body: {
      tasa_bcv: { valor: 236.4571, fecha: "2026-11-20" },
      datos_pago: {
        pago_movil: { banco: "banesco", telefono: "0414-555-0182", rif: "J-50123456-7", titular: "Tienda Moda C.A." },
        transferencia_bancaria: {
          banco: "mercantil",
          cuenta: "0105-0123-45-1234567890",
          rif: "J-50123456-7",
          titular: "Tienda Moda C.A.",
        },
        pago_ubi: { telefono: "0424-555-0199", rif: "V-12345678", titular: "Ana Pérez" },
      },
      horas_limite_pago: 48,
    },
  }),
  entry("POST /api/admin/promociones", {
    resumen: "Un código del 25 % para 100 pedidos desde 40 USD",
    body: { codigo: "VERANO25", porcentaje: 25, usos_maximos: 100, subtotal_minimo: 40 },
  }),
  entry("PUT /api/admin/promociones/{codigo}", {
    resumen: "Otro porcentaje",
    params: { codigo: "VERANO25" },
    body: { porcentaje: 30 },
  }),
  entry("POST /api/promociones/validar", {
    resumen: "Comprobar un código con el subtotal del carrito",
    body: { codigo: "VERANO25", subtotal: 50 },
  }),
  // Accounts
  entry("POST /api/auth/registro", {
    resumen: "Una cuenta nueva",
    body: {
      firstName: "Ana",
      lastName: "Pérez",
      email: ACCOUNT.email,
      password: ACCOUNT.password,
      confirmPassword: ACCOUNT.password,
    },
  }),
  entry("POST /api/auth/login", { resumen: "Iniciar sesión", body: { ...ACCOUNT } }),
  entry("PUT /api/usuarios/me", {
    resumen: "Nombre, teléfono y ciudad (el mismo email)",
    body: {
      firstName: "Ana María",
      lastName: "Pérez",
      email: ACCOUNT.email,
      phone: "+58 412 555 0101",
      city: "Caracas",
    },
  }),
  entry("POST /api/usuarios/me/email/confirmar", {
    resumen: "El token del enlace que llegó al email nuevo",
    body: { token: "vTq3Jx9bQe2mW8rKp4sLz7nYc1fHd6gA" },
  }),
  entry("PUT /api/usuarios/me/password", {
    resumen: "Cambiar la contraseña",
    body: { currentPassword: ACCOUNT.password, newPassword: "Clave2027y", confirmPassword: "Clave2027y" },
  }),
  entry("PUT /api/usuarios/me/preferencias", {
    resumen: "Recibir el boletín",
    body: { newsletter: true, orderUpdates: true },
  }),
  entry("PUT /api/carrito", { resumen: "Una línea en el carrito", body: { lineas: [LINE] } }),
  entry("PUT /api/favoritos", { resumen: "Dos favoritos", body: { productos: ["p001", "p002"] } }),
  entry("POST /api/subidas", {
    resumen: "Subir un comprobante PNG de 48 KB",
    body: { proposito: "comprobante", tipo: "image/png", tamano: 48_213 },
  }),
  // Reviews
  entry("POST /api/pedido/{id}/resenas", {
    resumen: "Cinco estrellas con título y texto",
    body: { productoId: EXAMPLE_PRODUCT.id, calificacion: 5, titulo: "Buena tela", texto: "La talla es exacta." },
  }),
  entry("PATCH /api/admin/resenas/{id}", {
    resumen: "Ocultar una reseña con el motivo",
    body: { visible: false, motivo: "Contiene datos personales" },
  }),
]);
