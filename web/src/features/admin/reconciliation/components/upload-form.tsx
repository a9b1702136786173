import { Box, Button, Field, HStack, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import type { ColumnMapping } from "@tienda/shared/rules/statement-csv";
import type { Conciliacion } from "@tienda/shared/schemas/reconciliation";
import { OptionSelect } from "@/components/ui/option-select";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useImportStatement } from "../api/reconciliation-api";
import { readStatementFile, type ReadStatement } from "../lib/read-statement";

const FIELDS: Array<{ key: keyof ColumnMapping; label: string; required?: boolean }> = [
  { key: "fecha", label: "Fecha", required: true },
  { key: "referencia", label: "Referencia", required: true },
  { key: "monto", label: "Monto (con signo)" },
  { key: "credito", label: "Crédito / Abono" },
  { key: "debito", label: "Débito" },
  { key: "descripcion", label: "Descripción" },
];

/** The admin's column mapping, for a bank whose header names the importer does not know. */
function ColumnMapper({
  cabecera,
  value,
  onChange,
}: {
  cabecera: string[];
  value: Partial<ColumnMapping>;
  onChange: (v: Partial<ColumnMapping>) => void;
}) {
  const options = [{ value: "", label: "— Ninguna —" }, ...cabecera.map((h) => ({ value: h, label: h }))];
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="yellow.50" data-testid="mapeo-columnas">
      <Text fontWeight="semibold" mb="1">
        Indica qué columna es cada dato
      </Text>
      <Text fontSize="sm" color="gray.700" mb="3">
        No reconocimos los nombres de las columnas. Se recordará para este banco.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {FIELDS.map((f) => (
          <Field.Root key={f.key} required={f.required}>
            <Field.Label>{f.label}</Field.Label>
            <OptionSelect
              size="sm"
              value={value[f.key] ?? ""}
              options={options}
              onChange={(v) => onChange({ ...value, [f.key]: v || undefined })}
              field={{ "aria-label": `Columna: ${f.label}`, bg: "white" }}
            />
          </Field.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** Upload: the CSV (decoded here), the bank, and the column mapping when it is needed. */
export function UploadForm({ onImported }: { onImported: (c: Conciliacion) => void }) {
  const [file, setFile] = useState<ReadStatement | null>(null);
  const [banco, setBanco] = useState("");
  const [columnas, setColumnas] = useState<Partial<ColumnMapping> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const importing = useImportStatement();

  async function choose(f: File | undefined) {
    setColumnas(null);
    setError(null);
    if (!f) return setFile(null);
    const read = await readStatementFile(f);
    setFile(read);
    setError(read.error);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!file) return setError("Elige el archivo CSV del estado de cuenta");
    setError(null);
    try {
      const result = await importing.mutateAsync({
        csv: file.csv,
        nombre_archivo: file.nombre,
        ...(banco.trim() ? { banco: banco.trim() } : {}),
        ...(columnas ? { columnas: columnas as ColumnMapping } : {}),
      });
      setColumnas(null);
      onImported(result);
    } catch (err) {
      // Unknown headers and no mapping remembered for the bank: the admin maps them once.
      if (err instanceof ApiError && err.errores?.columnas && !columnas && file.cabecera) setColumnas({});
      setError(errorMessage(err));
    }
  }

  return (
    <Stack as="form" onSubmit={(e) => void submit(e)} gap="4" borderWidth="1px" borderRadius="lg" bg="white" p="4">
      <Text fontWeight="semibold">Importar estado de cuenta</Text>
      <Text fontSize="sm" color="gray.700">
        CSV de hasta 2 MB, separado por comas o punto y coma, como lo exporta tu banco. Solo se leen los abonos.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Field.Root>
          <Field.Label>Archivo CSV</Field.Label>
          <Input
            type="file"
            accept=".csv,text/csv"
            p="1"
            onChange={(e) => void choose(e.currentTarget.files?.[0])}
            data-testid="archivo-estado"
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Banco (opcional)</Field.Label>
          <Input
            value={banco}
            maxLength={40}
            onChange={(e) => setBanco(e.currentTarget.value)}
            placeholder="Ej.: Banesco"
          />
        </Field.Root>
      </SimpleGrid>
      {columnas && file?.cabecera && <ColumnMapper cabecera={file.cabecera} value={columnas} onChange={setColumnas} />}
      {error && (
        <Text color="red.700" role="alert" data-testid="error-importacion">
          {error}
        </Text>
      )}
      <HStack>
        <Button type="submit" colorPalette="blue" loading={importing.isPending} loadingText="Importando...">
          Importar y conciliar
        </Button>
      </HStack>
    </Stack>
  );
}
