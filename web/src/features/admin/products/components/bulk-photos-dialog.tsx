import { Box, Button, Stack, Text, chakra } from "@chakra-ui/react";
import { useId, useRef, useState } from "react";
import { AppDialog, DialogCloseButton } from "@/components/ui/app-dialog";
import { errorMessage } from "@/lib/api-client";
import { plural } from "@/lib/format";
import { photoProblem, uploadBulkPhoto } from "../api/bulk-photos-api";

/** One file of the batch as the list shows it. */
interface Row {
  id: number;
  nombre: string;
  progreso: number;
  estado: "subiendo" | "subida" | "error";
  mensaje?: string;
}

/** Files at once: enough to keep the connection busy without flooding a phone's uplink. */
const PARALLEL = 3;

/**
 * 'Subir fotos' in /admin/productos (issue 48, item 1): many images at once, dropped on the box
 * or chosen with the file picker; each gets its own progress bar and is listed by its file name
 * once the store has checked it (same checks as every upload: jpeg, png or webp, at most 5 MB, a
 * real image). The store keeps each name with its upload for a day (POST /api/admin/fotos).
 */
export function BulkPhotosDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const inputId = useId();
  const [rows, setRows] = useState<Row[]>([]);
  const [over, setOver] = useState(false);
  const seq = useRef(0);
  const update = (id: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.id === id ? { ...r, ...patch } : r)));

  const add = (files: FileList | null) => {
    if (!files?.length) return;
    const batch = [...files].map((file) => ({ file, row: { id: ++seq.current, nombre: file.name, progreso: 0 } }));
    setRows((all) => [
      ...all,
      ...batch.map(({ file, row }) => {
        const problem = photoProblem(file);
        return problem
          ? { ...row, estado: "error" as const, mensaje: problem }
          : { ...row, estado: "subiendo" as const };
      }),
    ]);
    const queue = batch.filter(({ file }) => !photoProblem(file));
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { file, row } = next;
        try {
          await uploadBulkPhoto(file, (f) => update(row.id, { progreso: Math.round(f * 100) }));
          update(row.id, { estado: "subida", progreso: 100 });
        } catch (err) {
          update(row.id, { estado: "error", mensaje: errorMessage(err, "No se pudo subir la foto") });
        }
      }
    };
    for (let i = 0; i < PARALLEL; i++) void worker();
  };

  const done = rows.filter((r) => r.estado === "subida").length;
  return (
    <AppDialog open={open} onClose={onClose} title="Subir fotos" size="lg">
      <DialogCloseButton />
      <Stack gap="4" px="6" pb="6">
        <Text fontSize="sm" color="gray.700">
          Arrastra aquí las fotos de tus productos o elígelas en tu equipo (JPG, PNG o WebP, hasta 5 MB cada una). Cada
          foto queda guardada un día con su nombre de archivo, para que la hoja de productos la nombre.
        </Text>
        <chakra.label
          htmlFor={inputId}
          display="block"
          borderWidth="2px"
          borderStyle="dashed"
          borderColor={over ? "blue.500" : "gray.300"}
          bg={over ? "blue.50" : "gray.50"}
          borderRadius="lg"
          p="8"
          textAlign="center"
          cursor="pointer"
          data-testid="fotos-zona"
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(e) => {
            e.preventDefault();
            setOver(false);
            add(e.dataTransfer.files);
          }}
        >
          <Text fontWeight="medium">Suelta las fotos aquí</Text>
          <Text fontSize="sm" color="gray.600">
            o haz clic para elegirlas
          </Text>
          <chakra.input
            id={inputId}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            srOnly
            aria-label="Elegir fotos"
            onChange={(e) => {
              add(e.currentTarget.files);
              e.currentTarget.value = "";
            }}
          />
        </chakra.label>
        {rows.length > 0 && (
          <Stack gap="3" as="ul" listStyleType="none" aria-label="Fotos subidas" data-testid="fotos-lista">
            <Text fontSize="sm" aria-live="polite">
              {plural(done, "foto subida", "fotos subidas")} de {rows.length}
            </Text>
            {rows.map((r) => (
              <Box as="li" key={r.id} data-testid="foto-fila" data-estado={r.estado}>
                <Text fontSize="sm" fontWeight="medium" lineClamp={1}>
                  {r.nombre}
                </Text>
                <chakra.progress
                  value={r.progreso}
                  max={100}
                  w="full"
                  h="2"
                  accentColor={r.estado === "error" ? "red.600" : r.estado === "subida" ? "green.600" : "blue.600"}
                  aria-label={`Progreso de ${r.nombre}`}
                />
                <Text fontSize="xs" color={r.estado === "error" ? "red.700" : "gray.600"}>
                  {r.estado === "subida" ? "Subida" : r.estado === "error" ? r.mensaje : `${r.progreso} %`}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
        <Button alignSelf="flex-end" variant="outline" onClick={onClose}>
          Cerrar
        </Button>
      </Stack>
    </AppDialog>
  );
}
