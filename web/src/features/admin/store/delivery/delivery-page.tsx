import { Box, Button, Checkbox, Grid, HStack, Input, Link, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { methodsFromCosts, TIPO_ENVIO_LABEL, TIPOS_ENVIO, type TipoEnvio } from "@tienda/shared/rules/delivery";
import { DEFAULT_COSTOS_ENVIO, type SettingsUpdate } from "@tienda/shared/schemas/settings";
import { ESTADOS_VENEZUELA } from "@tienda/shared/schemas/checkout";
import { FormField } from "@/components/ui/form-field";
import { ApiError, errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/notify";
import { useSaveSettings, useSettings } from "../../settings/api/settings-api";
import { EMPTY, fromDraft, toDraft, type Draft } from "./delivery-draft";

/**
 * /admin/tienda/envios: the store's delivery methods (settings `metodos_envio`, docs/delivery.md).
 * Home delivery, a courier's office (its couriers with their tracking page, `{guia}` where the
 * guía goes), pickup at the shop (address and hours) and pay-on-delivery; fees in USD, optionally
 * per state or only for some states. Saved with the settings: GET's answer sent back with the
 * methods changed (without `costos_envio`, which the server reads off the methods).
 */
export function DeliveryPage() {
  const settings = useSettings();
  const save = useSaveSettings();
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const loaded = settings.data?.metodos_envio;
  useEffect(() => {
    if (loaded) setDrafts(loaded.map(toDraft));
  }, [loaded]);

  const change = (i: number, patch: Partial<Draft>) =>
    setDrafts((ds) => ds.map((d, k) => (k === i ? { ...d, ...patch } : d)));
  const err = (i: number, field: string) => errores[`metodos_envio.${i}.${field}`];

  const onSave = async () => {
    if (!settings.data) return;
    setErrores({});
    const { costos_envio: _c, actualizado_en: _a, actualizado_por: _p, ...rest } = settings.data;
    try {
      await save.mutateAsync({ ...rest, metodos_envio: drafts.map(fromDraft) } as unknown as SettingsUpdate);
      notify("Métodos de envío guardados", "success");
    } catch (e) {
      if (e instanceof ApiError && e.errores) setErrores(e.errores);
      notify(errorMessage(e, "No se pudieron guardar los métodos de envío"), "error", 5000);
    }
  };

  if (settings.isLoading) return null;
  if (!settings.data) {
    return (
      <Text>
        Guarda primero los{" "}
        <Link asChild color="blue.600">
          <RouterLink to="/admin/ajustes">ajustes de la tienda</RouterLink>
        </Link>{" "}
        (tasa BCV y datos de pago); luego podrás configurar los envíos.
      </Text>
    );
  }
  return (
    <Stack gap="5" data-testid="envios">
      <Box>
        <Text as="h2" fontWeight="bold" fontSize="lg">
          Métodos de envío
        </Text>
        <Text fontSize="sm" color="gray.600">
          Lo que el checkout ofrece según el estado del comprador. Las tarifas son en dólares; el retiro en tienda y el
          cobro a destino no cobran nada al comprar. Sin un método activo la tienda no recibe pedidos.
        </Text>
      </Box>
      {drafts.length === 0 && (
        <Box borderWidth="1px" borderRadius="lg" p="4" bg="white">
          <Text>La tienda aún no tiene métodos de envío.</Text>
          <Button
            mt="3"
            variant="outline"
            onClick={() => setDrafts(methodsFromCosts(DEFAULT_COSTOS_ENVIO).map(toDraft))}
            data-testid="envios-sugeridos"
          >
            Empezar con envío estándar ($15, gratis sobre $100) y express ($25)
          </Button>
        </Box>
      )}
      {drafts.map((d, i) => (
        <Box
          key={i}
          borderWidth="1px"
          borderRadius="lg"
          p={{ base: "4", md: "5" }}
          bg="white"
          data-testid={`envio-metodo-${i}`}
        >
          <Grid templateColumns={{ base: "1fr", md: "repeat(3, 1fr)" }} gap="3">
            <FormField label="Nombre" required error={err(i, "nombre")}>
              <Input
                value={d.nombre}
                onChange={(e) => change(i, { nombre: e.target.value })}
                data-testid={`envio-nombre-${i}`}
              />
            </FormField>
            <FormField label="Id" required error={err(i, "id")} helper="Minúsculas y guiones; los pedidos lo nombran">
              <Input value={d.id} onChange={(e) => change(i, { id: e.target.value })} data-testid={`envio-id-${i}`} />
            </FormField>
            <FormField label="Tipo" error={err(i, "tipo")}>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={d.tipo}
                  onChange={(e) => change(i, { tipo: e.target.value as TipoEnvio })}
                  data-testid={`envio-tipo-${i}`}
                >
                  {TIPOS_ENVIO.map((t) => (
                    <option key={t} value={t}>
                      {TIPO_ENVIO_LABEL[t]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            {(d.tipo === "domicilio" || d.tipo === "oficina") && (
              <>
                <FormField label="Tarifa (USD)" required error={err(i, "tarifa")}>
                  <Input
                    value={d.tarifa}
                    inputMode="decimal"
                    onChange={(e) => change(i, { tarifa: e.target.value })}
                    data-testid={`envio-tarifa-${i}`}
                  />
                </FormField>
                <FormField
                  label="Gratis con subtotal mayor que (USD)"
                  error={err(i, "gratis_desde")}
                  helper="Vacío: nunca gratis"
                >
                  <Input
                    value={d.gratis_desde}
                    inputMode="decimal"
                    onChange={(e) => change(i, { gratis_desde: e.target.value })}
                  />
                </FormField>
                <FormField
                  label="Tarifa por estado"
                  error={
                    Object.entries(errores).find(([k]) => k.startsWith(`metodos_envio.${i}.tarifas_por_estado`))?.[1]
                  }
                  helper="Una línea por estado, por ejemplo «Zulia: 9»"
                >
                  <textarea
                    value={d.por_estado}
                    rows={2}
                    onChange={(e) => change(i, { por_estado: e.target.value })}
                    style={{
                      border: "1px solid var(--chakra-colors-gray-300)",
                      borderRadius: 6,
                      padding: 6,
                      width: "100%",
                    }}
                  />
                </FormField>
              </>
            )}
          </Grid>
          {(d.tipo === "oficina" || d.tipo === "cobro_destino") && (
            <Stack mt="4" gap="2">
              <Text fontWeight="medium" fontSize="sm">
                Empresas de envío {d.tipo === "oficina" ? "(al menos una)" : "(opcional)"}
              </Text>
              {err(i, "couriers") && (
                <Text color="red.600" fontSize="sm">
                  {err(i, "couriers")}
                </Text>
              )}
              {d.couriers.map((c, k) => (
                <HStack key={k} align="start" wrap="wrap">
                  <FormField label="Empresa" error={err(i, `couriers.${k}.nombre`)} maxW="48">
                    <Input
                      value={c.nombre}
                      onChange={(e) =>
                        change(i, {
                          couriers: d.couriers.map((x, j) => (j === k ? { ...x, nombre: e.target.value } : x)),
                        })
                      }
                    />
                  </FormField>
                  <Box flex="1" minW="60">
                    <FormField
                      label="Enlace de seguimiento"
                      error={err(i, `couriers.${k}.url_seguimiento`)}
                      helper="Con {guia} donde va el número de guía"
                    >
                      <Input
                        value={c.url_seguimiento}
                        placeholder="https://courier.com/rastreo?guia={guia}"
                        onChange={(e) =>
                          change(i, {
                            couriers: d.couriers.map((x, j) =>
                              j === k ? { ...x, url_seguimiento: e.target.value } : x,
                            ),
                          })
                        }
                      />
                    </FormField>
                  </Box>
                  <Button
                    mt="7"
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => change(i, { couriers: d.couriers.filter((_, j) => j !== k) })}
                  >
                    Quitar
                  </Button>
                </HStack>
              ))}
              <Button
                size="sm"
                variant="outline"
                alignSelf="start"
                onClick={() => change(i, { couriers: [...d.couriers, { nombre: "", url_seguimiento: "" }] })}
              >
                Agregar empresa
              </Button>
            </Stack>
          )}
          {d.tipo === "retiro" && (
            <Grid mt="4" templateColumns={{ base: "1fr", md: "2fr 1fr" }} gap="3">
              <FormField label="Dirección de la tienda" required error={err(i, "direccion")}>
                <Input value={d.direccion} onChange={(e) => change(i, { direccion: e.target.value })} />
              </FormField>
              <FormField label="Horario" required error={err(i, "horario")}>
                <Input value={d.horario} onChange={(e) => change(i, { horario: e.target.value })} />
              </FormField>
            </Grid>
          )}
          <Box mt="4">
            <Text fontWeight="medium" fontSize="sm">
              Solo a estos estados (ninguno marcado: todos)
            </Text>
            <Grid templateColumns={{ base: "repeat(2, 1fr)", md: "repeat(4, 1fr)" }} gap="1" mt="1">
              {ESTADOS_VENEZUELA.map((e) => (
                <Checkbox.Root
                  key={e}
                  size="sm"
                  checked={d.estados.includes(e)}
                  onCheckedChange={(c) =>
                    change(i, { estados: c.checked ? [...d.estados, e] : d.estados.filter((x) => x !== e) })
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{e}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Grid>
          </Box>
          <HStack mt="4" justify="space-between">
            <Checkbox.Root checked={d.activo} onCheckedChange={(c) => change(i, { activo: c.checked === true })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Activo</Checkbox.Label>
            </Checkbox.Root>
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              onClick={() => setDrafts((ds) => ds.filter((_, k) => k !== i))}
            >
              Eliminar método
            </Button>
          </HStack>
        </Box>
      ))}
      <HStack>
        <Button variant="outline" onClick={() => setDrafts((ds) => [...ds, { ...EMPTY }])} data-testid="envios-agregar">
          Agregar método
        </Button>
        <Button onClick={() => void onSave()} loading={save.isPending} data-testid="envios-guardar">
          Guardar envíos
        </Button>
      </HStack>
    </Stack>
  );
}
