/** An order as the profile lists it (checkout spec, "Order as listed for the profile"). */
export interface PedidoPerfil {
  id: string;
  numero_pedido: string;
  estado: string;
  estado_pago: string;
  total: number;
  fecha_pedido: string;
  tipo_pago: string;
  envio_ciudad: string;
  envio_estado: string;
  productos: Array<{ nombre: string; talla: string; color: string; cantidad: number; imagen: string }>;
}
