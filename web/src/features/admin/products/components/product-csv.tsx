import { Box, Button, Dialog, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { CSV_BOM, csvFileName } from "@tienda/shared/rules/csv";
import type { ProductImportResult } from "@tienda/shared/schemas/product-import";
import { AppDialog, DialogCloseButton } from "@/components/ui/app-dialog";
import { errorMessage } from "@/lib/api-client";
import { plural } from "@/lib/format";
import { notify } from "@/lib/notify";
import { downloadText } from "../../dashboard/lib/download";
import { AdminExportButton } from "../../shell";
import { productCsvApi, useProductImport } from "../api/product-csv-api";
import { readProductFile, type ProductFile } from "../lib/product-csv-file";

/** 'Exportar CSV': every product, one row per variant, as Excel in Spanish opens it. */
export function ProductExportButton() {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      const text = await productCsvApi.exportCsv();
      // The browser drops the BOM when it reads the answer; Excel needs it to read UTF-8.
      downloadText(
        text.startsWith(CSV_BOM) ? text : CSV_BOM + text,
        csvFileName("productos", new Date()),
        "text/csv;charset=utf-8",
      );
      notify("Productos exportados", "success", 4000);
    } catch (err) {
      notify(errorMessage(err, "No se pudo exportar"), "error", 5000);
    }
  };
  return (
    <AdminExportButton
      onExport={() => void run().finally(() => setExporting(false))}
      exporting={exporting}
      testId="exportar-productos"
    >
      Exportar CSV
    </AdminExportButton>
  );
}

function Counts({ plan, done }: { plan: ProductImportResult; done: boolean }) {
  const items: Array<[string, number, string]> = done
    ? [
        ["Creados", plan.crear, "importacion-crear"],
        ["Actualizados", plan.actualizar, "importacion-actualizar"],
        ["Sin cambios", plan.sin_cambios, "importacion-sin-cambios"],
      ]
    : [
        ["Nuevos", plan.crear, "importacion-crear"],
        ["Con cambios", plan.actualizar, "importacion-actualizar"],
        ["Sin cambios", plan.sin_cambios, "importacion-sin-cambios"],
      ];
  return (
    <HStack gap="3" wrap="wrap">
      {items.map(([label, n, testId]) => (
        <Box key={label} borderWidth="1px" borderRadius="md" px="3" py="2" minW="28" data-testid={testId}>
          <Text fontSize="xs" color="gray.600">
            {label}
          </Text>
          <Text fontWeight="bold" fontSize="xl">
            {n}
          </Text>
        </Box>
      ))}
    </HStack>
  );
}

const SHOWN = 50;

/** 'Importar CSV': choose a file, read the plan (counts, errors by line, what changes), then 'Importar'. */
export function ProductImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [file, setFile] = useState<ProductFile | null>(null);
  const [plan, setPlan] = useState<ProductImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const importing = useProductImport();

  const reset = () => {
    setFile(null);
    setPlan(null);
    setError(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  async function choose(f: File | undefined) {
    reset();
    if (!f) return;
    const read = await readProductFile(f);
    setFile(read);
    if (read.error) return setError(read.error);
    try {
      setPlan(await importing.mutateAsync({ csv: read.csv, confirmar: false }));
    } catch (err) {
      setError(errorMessage(err, "No se pudo revisar el archivo"));
    }
  }

  async function apply() {
    if (!file || !plan) return;
    try {
      const result = await importing.mutateAsync({ csv: file.csv, confirmar: true, versiones: plan.versiones });
      setPlan(result);
      if (!result.aplicado) return;
      notify(
        "Importación terminada",
        "success",
        5000,
        `${plural(result.crear, "producto creado", "productos creados")}, ${plural(result.actualizar, "actualizado", "actualizados")}`,
      );
      if (!result.omitidos.length) close();
    } catch (err) {
      setError(errorMessage(err, "No se pudo importar"));
    }
  }

  const clean = !!plan && !plan.aplicado && plan.errores.length === 0 && plan.crear + plan.actualizar > 0;

  return (
    <AppDialog
      open={open}
      onClose={close}
      size="lg"
      title="Importar productos (CSV)"
      contentProps={{ "data-testid": "importar-productos" }}
    >
      <DialogCloseButton />
      <Dialog.Body>
        <Stack gap="4">
          <Text fontSize="sm" color="gray.700">
            Un CSV de hasta 2 MB, separado por «;» o «,», con las columnas de la exportación (id, nombre, descripcion,
            categoria, subcategoria, estilo, marca, precio, talla, color, stock, activo, imagenes). Solo cambian las
            columnas que tenga el archivo; una fila sin id crea el producto o cambia el del mismo nombre.
          </Text>
          <Field.Root>
            <Field.Label>Archivo CSV</Field.Label>
            <Input
              type="file"
              accept=".csv,text/csv"
              p="1"
              onChange={(e) => void choose(e.currentTarget.files?.[0])}
              data-testid="archivo-productos"
            />
          </Field.Root>
          {importing.isPending && !plan && <Text color="gray.600">Revisando el archivo...</Text>}
          {error && (
            <Text color="red.700" role="alert" data-testid="error-importar-productos">
              {error}
            </Text>
          )}
          {plan && (
            <Stack gap="3" data-testid="plan-importacion">
              <Text fontWeight="semibold">
                {plan.aplicado ? "Resultado de la importación" : "Lo que hará la importación"}
              </Text>
              <Counts plan={plan} done={plan.aplicado} />
              {plan.errores.length > 0 && (
                <Box
                  borderWidth="1px"
                  borderColor="red.200"
                  bg="red.50"
                  borderRadius="md"
                  p="3"
                  data-testid="errores-importacion"
                >
                  <Text fontWeight="semibold" color="red.800" mb="1">
                    {plural(plan.errores.length, "error", "errores")}: corrige el archivo y vuelve a elegirlo
                  </Text>
                  <Box as="ul" ps="5" listStyleType="disc" fontSize="sm" maxH="48" overflowY="auto">
                    {plan.errores.map((e, i) => (
                      <Box as="li" key={i}>
                        {e.mensaje}
                      </Box>
                    ))}
                  </Box>
                </Box>
              )}
              {plan.omitidos.length > 0 && (
                <Box
                  borderWidth="1px"
                  borderColor="orange.200"
                  bg="orange.50"
                  borderRadius="md"
                  p="3"
                  data-testid="omitidos-importacion"
                >
                  <Text fontWeight="semibold" mb="1">
                    No se importaron {plural(plan.omitidos.length, "producto", "productos")}
                  </Text>
                  <Box as="ul" ps="5" listStyleType="disc" fontSize="sm">
                    {plan.omitidos.map((o) => (
                      <Box as="li" key={o.id}>
                        «{o.nombre}»: {o.motivo}
                      </Box>
                    ))}
                  </Box>
                </Box>
              )}
              {plan.detalle.length > 0 && (
                <Box
                  as="ul"
                  ps="5"
                  listStyleType="disc"
                  fontSize="sm"
                  maxH="48"
                  overflowY="auto"
                  data-testid="detalle-importacion"
                >
                  {plan.detalle.slice(0, SHOWN).map((d) => (
                    <Box as="li" key={d.id}>
                      Línea {d.linea}: {d.accion === "crear" ? "nuevo" : "cambia"} «{d.nombre}»
                      {d.campos.length ? ` (${d.campos.join(", ")})` : ""}
                    </Box>
                  ))}
                  {plan.detalle.length > SHOWN && <Box as="li">y {plan.detalle.length - SHOWN} más</Box>}
                </Box>
              )}
              {!plan.aplicado && plan.errores.length === 0 && plan.crear + plan.actualizar === 0 && (
                <Text color="gray.700">El archivo no cambia nada de la tienda.</Text>
              )}
            </Stack>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={close}>
          {plan?.aplicado ? "Cerrar" : "Cancelar"}
        </Button>
        <Button
          colorPalette="blue"
          disabled={!clean}
          loading={importing.isPending && !!plan}
          loadingText="Importando..."
          onClick={() => void apply()}
          data-testid="confirmar-importacion"
        >
          Importar
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
