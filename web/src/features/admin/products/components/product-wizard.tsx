import "../../shell";
import {
  Badge,
  Box,
  Button,
  Dialog,
  Field,
  Grid,
  HStack,
  Input,
  NativeSelect,
  Portal,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  chakra,
} from "@chakra-ui/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { MAX_PRODUCT_IMAGES, PRODUCT_MESSAGES } from "@tienda/shared/schemas/admin-products";
import { COLORES, TALLAS_ROPA, type Producto } from "@tienda/shared/schemas/catalogue";
import { CheckIcon, PlusIcon, TrashIcon } from "@/components/ui/icons";
import { errorMessage } from "@/lib/api-client";
import { formatNumber, formatPrice } from "@/lib/format";
import { resolveImage } from "@/lib/image";
import { notify } from "@/lib/notify";
import { uploadImage } from "@/lib/upload";
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  StarOutlineIcon,
  UploadIcon,
} from "../../dashboard/components/admin-page-icons";
import { useAdminProduct, useCategorias, useEstilos, useProductAction } from "../api/admin-products-api";
import { describeOffer, productOffer } from "../lib/offer";
import { variantKey } from "../lib/stock";
import {
  addLabel,
  EMPTY_WIZARD,
  firstInvalidStep,
  fromProduct,
  imageFileError,
  imageRoom,
  isStepValid,
  makeMain,
  moveImage,
  parseAmount,
  stepErrors,
  toggleLabel,
  toProductInput,
  withStockGrid,
  WIZARD_STEPS,
  type WizardStep,
  type WizardValues,
} from "../lib/wizard";

const TOAST_MS = 4000;
const ACCEPT = "image/jpeg,image/png,image/webp";

type Setter = <K extends keyof WizardValues>(k: K, value: WizardValues[K]) => void;

function Steps({ step, values, onGo }: { step: WizardStep; values: WizardValues; onGo: (s: WizardStep) => void }) {
  return (
    <Box
      as="ol"
      display="grid"
      gridTemplateColumns="repeat(4, minmax(0, 1fr))"
      gap="2"
      listStyleType="none"
      aria-label="Pasos"
    >
      {WIZARD_STEPS.map((s) => {
        const current = s.n === step;
        const done = s.n < step;
        // An earlier step, or a later one whose previous steps are all valid, can be reached directly.
        const reachable =
          s.n < step || ([1, 2, 3, 4] as const).filter((n) => n < s.n).every((n) => isStepValid(n, values));
        return (
          <Box as="li" key={s.n} minW="0">
            <chakra.button
              type="button"
              w="full"
              textAlign="start"
              disabled={!reachable || current}
              onClick={() => onGo(s.n)}
              aria-current={current ? "step" : undefined}
              cursor={reachable && !current ? "pointer" : "default"}
            >
              <Box h="1" borderRadius="full" bg={current || done ? "gray.900" : "gray.200"} mb="1.5" />
              <HStack
                gap="1.5"
                fontSize="xs"
                color={current ? "gray.900" : "gray.600"}
                fontWeight={current ? "bold" : "medium"}
              >
                <Box as="span" flexShrink={0}>
                  {done ? <CheckIcon size="12" /> : `${s.n}.`}
                </Box>
                <Text as="span" display={{ base: current ? "inline" : "none", md: "inline" }} truncate>
                  {s.title}
                </Text>
              </HStack>
            </chakra.button>
          </Box>
        );
      })}
    </Box>
  );
}

function Err({ msg }: { msg?: string }) {
  return msg ? <Field.ErrorText>{msg}</Field.ErrorText> : null;
}

function StepBasics({ v, set, show }: { v: WizardValues; set: Setter; show: (k: string) => string | undefined }) {
  return (
    <Stack gap="4">
      <Field.Root invalid={!!show("nombre")} required>
        <Field.Label>
          Nombre del producto
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={v.nombre}
          maxLength={120}
          onChange={(e) => set("nombre", e.currentTarget.value)}
          data-field="nombre"
          placeholder="Ej.: Camisa Oxford de algodón"
        />
        <Err msg={show("nombre")} />
      </Field.Root>
      <Field.Root>
        <Field.Label>Descripción</Field.Label>
        <Textarea
          rows={4}
          maxLength={2000}
          value={v.descripcion}
          onChange={(e) => set("descripcion", e.currentTarget.value)}
        />
      </Field.Root>
      <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="3">
        <Field.Root invalid={!!show("precio")} required>
          <Field.Label>
            Precio (USD)
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            inputMode="decimal"
            value={v.precio}
            onChange={(e) => set("precio", e.currentTarget.value)}
            data-field="precio"
            placeholder="0.00"
          />
          {show("precio") ? (
            <Err msg={show("precio")} />
          ) : (
            <Field.HelperText>Mayor que 0, con hasta 2 decimales</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root>
          <Field.Label>Marca</Field.Label>
          <Input
            value={v.marca_nombre}
            maxLength={60}
            onChange={(e) => set("marca_nombre", e.currentTarget.value)}
            placeholder="Tienda"
          />
        </Field.Root>
      </Grid>
    </Stack>
  );
}

function Select({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  required,
  field,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: ReadonlyArray<{ id: string; nombre: string }>;
  placeholder: string;
  error?: string;
  required?: boolean;
  field: string;
}) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} data-field={field}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.nombre}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Err msg={error} />
    </Field.Root>
  );
}

function StepCategory({ v, set, show }: { v: WizardValues; set: Setter; show: (k: string) => string | undefined }) {
  const categorias = useCategorias();
  const estilos = useEstilos();
  const sub = categorias.data?.find((c) => c.id === v.categoria_id)?.subcategorias ?? [];
  if (categorias.isLoading || estilos.isLoading) {
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton h="10" />
        <Skeleton h="10" />
        <Skeleton h="10" />
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Select
        label="Categoría"
        required
        field="categoria_id"
        value={v.categoria_id}
        onChange={(id) => {
          set("categoria_id", id);
          set("subcategoria_id", "");
        }}
        options={categorias.data ?? []}
        placeholder="Selecciona una categoría"
        error={show("categoria_id")}
      />
      <Select
        label="Subcategoría"
        field="subcategoria_id"
        value={v.subcategoria_id}
        onChange={(id) => set("subcategoria_id", id)}
        options={sub}
        placeholder={v.categoria_id ? "La primera de la categoría" : "Elige antes la categoría"}
      />
      <Select
        label="Estilo"
        required
        field="estilo_id"
        value={v.estilo_id}
        onChange={(id) => set("estilo_id", id)}
        options={estilos.data ?? []}
        placeholder="Selecciona un estilo"
        error={show("estilo_id")}
      />
      {(categorias.isError || estilos.isError) && (
        <Text role="alert" color="red.700" fontSize="sm">
          No se pudieron cargar las categorías o los estilos. Cierra y vuelve a intentarlo.
        </Text>
      )}
    </Stack>
  );
}

function Chips({
  label,
  values,
  options,
  onToggle,
  onAdd,
  error,
  swatches,
  testId,
}: {
  label: string;
  values: string[];
  options: readonly string[];
  onToggle: (v: string) => void;
  onAdd: (v: string) => void;
  error?: string;
  swatches?: Record<string, string>;
  testId: string;
}) {
  const [text, setText] = useState("");
  const extra = values.filter((x) => !options.includes(x));
  const add = () => {
    onAdd(text);
    setText("");
  };
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <HStack gap="1.5" wrap="wrap" role="group" aria-label={label} data-testid={testId}>
        {[...options, ...extra].map((o) => {
          const on = values.includes(o);
          return (
            <Button key={o} size="sm" variant={on ? "solid" : "outline"} aria-pressed={on} onClick={() => onToggle(o)}>
              {swatches?.[o] && (
                <Box
                  as="span"
                  w="3"
                  h="3"
                  borderRadius="full"
                  bg={swatches[o]}
                  borderWidth="1px"
                  borderColor="gray.400"
                  aria-hidden="true"
                />
              )}
              {o}
            </Button>
          );
        })}
      </HStack>
      <HStack gap="2" mt="1">
        <Input
          size="sm"
          maxW="52"
          value={text}
          maxLength={40}
          placeholder="Otro…"
          aria-label={`Añadir ${label.toLowerCase()}`}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button size="sm" variant="outline" onClick={add} disabled={!text.trim()}>
          <PlusIcon /> Añadir
        </Button>
      </HStack>
      <Err msg={error} />
    </Field.Root>
  );
}

function StepStock({
  v,
  set,
  show,
  onOffer,
}: {
  v: WizardValues;
  set: Setter;
  show: (k: string) => string | undefined;
  onOffer: boolean;
}) {
  const [fill, setFill] = useState("");
  const grid = withStockGrid(v);
  return (
    <Stack gap="5">
      <Field.Root invalid={!!show("precio_original")} required maxW={{ sm: "xs" }}>
        <Field.Label>
          Precio original (USD)
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          inputMode="decimal"
          value={v.precio_original}
          onChange={(e) => set("precio_original", e.currentTarget.value)}
          readOnly={onOffer}
          data-field="precio_original"
          placeholder="0.00"
        />
        {show("precio_original") ? (
          <Err msg={show("precio_original")} />
        ) : (
          <Field.HelperText>
            {onOffer
              ? "El producto tiene una oferta: se gestiona con «Oferta»"
              : "El precio tachado; escribe 0 si no tiene"}
          </Field.HelperText>
        )}
      </Field.Root>
      <Chips
        label="Tallas"
        testId="wizard-tallas"
        values={v.tallas}
        options={TALLAS_ROPA}
        onToggle={(t) => set("tallas", toggleLabel(v.tallas, t))}
        onAdd={(t) => set("tallas", addLabel(v.tallas, t))}
        error={show("tallas")}
      />
      <Chips
        label="Colores"
        testId="wizard-colores"
        values={v.colores}
        options={Object.keys(COLORES)}
        swatches={COLORES}
        onToggle={(c) => set("colores", toggleLabel(v.colores, c))}
        onAdd={(c) => set("colores", addLabel(v.colores, c))}
        error={show("colores")}
      />
      {v.tallas.length > 0 && v.colores.length > 0 && (
        <Box>
          <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
            <Text fontWeight="medium" fontSize="sm" id="stock-grid-label">
              Stock por talla y color
            </Text>
            <HStack gap="2">
              <Input
                size="sm"
                w="24"
                type="number"
                min={0}
                value={fill}
                onChange={(e) => setFill(e.currentTarget.value)}
                aria-label="Stock para todas las variantes"
                placeholder="Todas"
              />
              <Button
                size="sm"
                variant="outline"
                disabled={!/^\d+$/.test(fill.trim())}
                onClick={() => set("stock", Object.fromEntries(Object.keys(grid).map((k) => [k, fill.trim()])))}
              >
                Aplicar a todas
              </Button>
            </HStack>
          </HStack>
          <Box borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-labelledby="stock-grid-label" data-testid="wizard-stock">
              <Table.Header>
                <Table.Row bg="gray.50">
                  <Table.ColumnHeader>Talla</Table.ColumnHeader>
                  {v.colores.map((c) => (
                    <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {v.tallas.map((t) => (
                  <Table.Row key={t}>
                    <Table.Cell fontWeight="medium">{t}</Table.Cell>
                    {v.colores.map((c) => {
                      const key = variantKey(t, c);
                      const raw = grid[key] ?? "0";
                      const bad = !/^\d+$/.test(raw.trim());
                      return (
                        <Table.Cell key={c}>
                          <Input
                            size="sm"
                            w="20"
                            type="number"
                            min={0}
                            step={1}
                            inputMode="numeric"
                            value={raw}
                            aria-invalid={bad}
                            borderColor={bad ? "red.500" : undefined}
                            aria-label={`Stock talla ${t} color ${c}`}
                            onChange={(e) => set("stock", { ...grid, [key]: e.currentTarget.value })}
                          />
                        </Table.Cell>
                      );
                    })}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          {show("stock") && (
            <Text color="red.700" fontSize="sm" mt="1" role="alert">
              {show("stock")}
            </Text>
          )}
        </Box>
      )}
    </Stack>
  );
}

function StepImages({
  v,
  set,
  setImages,
}: {
  v: WizardValues;
  set: Setter;
  setImages: (f: (imgs: WizardValues["imagenes"]) => WizardValues["imagenes"]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const room = imageRoom(v.imagenes);
  const full = room === 0;
  const errors = stepErrors(4, v);

  const onFiles = (files: FileList | null) => {
    if (!files?.length) return;
    const list = [...files];
    if (list.length > room) notify(PRODUCT_MESSAGES.imagenes, "warning", TOAST_MS, `Solo caben ${room} más`);
    for (const file of list.slice(0, room)) {
      const err = imageFileError(file);
      if (err) {
        notify(err, "error", TOAST_MS, file.name);
        continue;
      }
      const id = `nueva-${Math.random().toString(36).slice(2)}`;
      const preview = URL.createObjectURL(file);
      setImages((imgs) => [...imgs, { id, clave: null, preview, nombre: file.name, estado: "subiendo" }]);
      uploadImage(file, "producto").then(
        (clave) => setImages((imgs) => imgs.map((i) => (i.id === id ? { ...i, clave, estado: "lista" } : i))),
        (e: unknown) => {
          setImages((imgs) => imgs.map((i) => (i.id === id ? { ...i, estado: "error" } : i)));
          notify(errorMessage(e, "No se pudo subir la imagen"), "error", 5000, file.name);
        },
      );
    }
    if (input.current) input.current.value = "";
  };

  const stockTotal = v.tallas.reduce(
    (a, t) => a + v.colores.reduce((b, c) => b + (Number(v.stock[variantKey(t, c)]) || 0), 0),
    0,
  );
  return (
    <Stack gap="5">
      <Box>
        <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
          <Text fontWeight="medium">
            Imágenes{" "}
            <Text as="span" color="gray.600" fontWeight="normal" fontSize="sm">
              ({v.imagenes.length}/{MAX_PRODUCT_IMAGES}) · JPG, PNG o WebP de hasta 5 MB
            </Text>
          </Text>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            multiple
            hidden
            onChange={(e) => onFiles(e.currentTarget.files)}
            data-testid="wizard-image-input"
            aria-label="Subir imágenes"
          />
          <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={full}>
            <UploadIcon /> Subir imágenes
          </Button>
        </HStack>
        {full && (
          <Text fontSize="sm" color="orange.700" mb="2" role="status">
            {PRODUCT_MESSAGES.imagenes}
          </Text>
        )}
        {v.imagenes.length === 0 ? (
          <Box
            borderWidth="2px"
            borderStyle="dashed"
            borderRadius="md"
            p="6"
            textAlign="center"
            color="gray.600"
            fontSize="sm"
          >
            Sin imágenes: la tienda mostrará una imagen genérica. La primera imagen es la principal.
          </Box>
        ) : (
          <Grid
            as="ul"
            listStyleType="none"
            templateColumns={{ base: "repeat(2, minmax(0, 1fr))", sm: "repeat(3, minmax(0, 1fr))" }}
            gap="3"
            data-testid="wizard-images"
          >
            {v.imagenes.map((img, i) => (
              <Box
                as="li"
                key={img.id}
                borderWidth="1px"
                borderRadius="md"
                overflow="hidden"
                bg="white"
                data-testid="wizard-image"
                data-estado={img.estado}
              >
                <Box position="relative" bg="gray.100" style={{ aspectRatio: "4 / 5" }}>
                  <chakra.img src={resolveImage(img.preview)} alt={img.nombre} w="full" h="full" objectFit="cover" />
                  {i === 0 && (
                    <Badge position="absolute" top="1.5" left="1.5" colorPalette="blue" variant="solid">
                      Principal
                    </Badge>
                  )}
                  {img.estado !== "lista" && (
                    <Badge
                      position="absolute"
                      bottom="1.5"
                      left="1.5"
                      colorPalette={img.estado === "error" ? "red" : "gray"}
                      variant="solid"
                    >
                      {img.estado === "error" ? "Error al subir" : "Subiendo..."}
                    </Badge>
                  )}
                </Box>
                <HStack gap="0.5" p="1" justify="space-between">
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={`Mover a la izquierda: ${img.nombre}`}
                    disabled={i === 0}
                    onClick={() => set("imagenes", moveImage(v.imagenes, i, -1))}
                  >
                    <ArrowLeftIcon />
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={`Hacer principal: ${img.nombre}`}
                    disabled={i === 0}
                    onClick={() => set("imagenes", makeMain(v.imagenes, i))}
                  >
                    <StarOutlineIcon />
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={`Mover a la derecha: ${img.nombre}`}
                    disabled={i === v.imagenes.length - 1}
                    onClick={() => set("imagenes", moveImage(v.imagenes, i, 1))}
                  >
                    <ArrowRightIcon />
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Quitar: ${img.nombre}`}
                    onClick={() =>
                      set(
                        "imagenes",
                        v.imagenes.filter((x) => x.id !== img.id),
                      )
                    }
                  >
                    <TrashIcon />
                  </Button>
                </HStack>
              </Box>
            ))}
          </Grid>
        )}
        {errors.imagenes && (
          <Text color="red.700" fontSize="sm" mt="2" role="alert">
            {errors.imagenes}
          </Text>
        )}
      </Box>
      <Box borderWidth="1px" borderRadius="md" bg="gray.50" p="4" as="section" aria-label="Revisión">
        <Text fontWeight="bold" mb="2">
          Revisión
        </Text>
        <Grid
          as="dl"
          templateColumns="max-content 1fr"
          columnGap="4"
          rowGap="1"
          fontSize="sm"
          data-testid="wizard-review"
        >
          <Text as="dt" color="gray.600">
            Nombre
          </Text>
          <Text as="dd">{v.nombre.trim()}</Text>
          <Text as="dt" color="gray.600">
            Precio
          </Text>
          <Text as="dd">
            {formatPrice(parseAmount(v.precio))}
            {parseAmount(v.precio_original) > parseAmount(v.precio) &&
              ` (antes ${formatPrice(parseAmount(v.precio_original))})`}
          </Text>
          <Text as="dt" color="gray.600">
            Tallas
          </Text>
          <Text as="dd">{v.tallas.join(", ")}</Text>
          <Text as="dt" color="gray.600">
            Colores
          </Text>
          <Text as="dd">{v.colores.join(", ")}</Text>
          <Text as="dt" color="gray.600">
            Stock total
          </Text>
          <Text as="dd">{formatNumber(stockTotal)} unidades</Text>
          <Text as="dt" color="gray.600">
            Imágenes
          </Text>
          <Text as="dd">{v.imagenes.length}</Text>
        </Grid>
      </Box>
    </Stack>
  );
}

function WizardForm({
  producto,
  onClose,
  onSaved,
}: {
  producto: Producto | null;
  onClose: () => void;
  onSaved?: (p: Producto | null) => void;
}) {
  const editing = !!producto;
  const initial = useMemo(() => (producto ? fromProduct(producto) : EMPTY_WIZARD), [producto]);
  // The offer the product has (running or scheduled): kept by the API when the product is saved.
  const offer = useMemo(() => (producto ? productOffer(producto) : null), [producto]);
  const [v, setV] = useState<WizardValues>(initial);
  const [step, setStep] = useState<WizardStep>(1);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const action = useProductAction();
  const body = useRef<HTMLDivElement>(null);
  const previews = useRef(new Set<string>());

  // Object URLs of new images are released when the form closes.
  useEffect(() => {
    for (const i of v.imagenes) if (i.preview.startsWith("blob:")) previews.current.add(i.preview);
  }, [v.imagenes]);
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, []);

  const set: Setter = (k, value) => {
    setV((s) => ({ ...s, [k]: value }));
    setTouched((t) => (t.has(k) ? t : new Set(t).add(k)));
  };
  const setImages = (f: (imgs: WizardValues["imagenes"]) => WizardValues["imagenes"]) =>
    setV((s) => ({ ...s, imagenes: f(s.imagenes) }));
  const errors = stepErrors(step, v) as Record<string, string | undefined>;
  const show = (k: string) => (touched.has(k) || (k === "stock" && touched.has("tallas")) ? errors[k] : undefined);
  const valid = isStepValid(step, v);
  const go = (s: WizardStep) => {
    setStep(s);
    body.current?.scrollTo({ top: 0 });
  };

  const save = async () => {
    const bad = firstInvalidStep(v);
    if (bad) {
      go(bad);
      return;
    }
    const input = toProductInput({ ...v, stock: withStockGrid(v) });
    try {
      // On offer, the struck-through price is the offer's: the API keeps it in the same write.
      const res = editing
        ? await action.mutateAsync({
            kind: "editar",
            id: producto!.id,
            body: offer ? { ...input, precio_original: null } : input,
          })
        : await action.mutateAsync({ kind: "crear", body: input });
      notify(res.mensaje, "success", TOAST_MS, res.producto?.nombre);
      onSaved?.(res.producto);
      onClose();
    } catch (err) {
      if (editing) notify("Error al actualizar el producto", "error", 6000, errorMessage(err));
      else notify(errorMessage(err, "Error al crear el producto"), "error", 6000);
    }
  };

  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="stretch" gap="3">
        <Dialog.Title>{editing ? `Editar: ${producto!.nombre}` : "Nuevo Producto"}</Dialog.Title>
        <Steps step={step} values={v} onGo={go} />
      </Dialog.Header>
      <Dialog.CloseTrigger asChild>
        <Button variant="ghost" size="sm" position="absolute" top="3" insetEnd="3" aria-label="Cerrar">
          ✕
        </Button>
      </Dialog.CloseTrigger>
      <Dialog.Body ref={body} data-testid={`wizard-step-${step}`}>
        <Text fontWeight="semibold" mb="3" aria-live="polite">
          Paso {step} de 4: {WIZARD_STEPS[step - 1]!.title}
        </Text>
        {offer && step === 1 && (
          <Box
            borderWidth="1px"
            borderColor="orange.300"
            bg="orange.50"
            borderRadius="md"
            p="3"
            mb="4"
            fontSize="sm"
            data-testid="wizard-oferta"
          >
            {offer.estado === "programada"
              ? `Este producto tiene una oferta programada (${describeOffer(offer)}).`
              : `Este producto está en oferta (${describeOffer(offer)}; hoy a ${formatPrice(producto!.precio)}).`}{" "}
            Aquí editas el precio sin descuento; la oferta se mantiene y se gestiona con «Oferta».
          </Box>
        )}
        {step === 1 && <StepBasics v={v} set={set} show={show} />}
        {step === 2 && <StepCategory v={v} set={set} show={show} />}
        {step === 3 && <StepStock v={v} set={set} show={show} onOffer={!!offer} />}
        {step === 4 && <StepImages v={v} set={set} setImages={setImages} />}
      </Dialog.Body>
      <Dialog.Footer justifyContent="space-between" gap="2">
        {step > 1 ? (
          <Button variant="outline" onClick={() => go((step - 1) as WizardStep)}>
            <ArrowLeftIcon /> Anterior
          </Button>
        ) : (
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancelar</Button>
          </Dialog.ActionTrigger>
        )}
        {step < 4 ? (
          <Button onClick={() => go((step + 1) as WizardStep)} disabled={!valid} data-testid="wizard-siguiente">
            Siguiente <ArrowRightIcon />
          </Button>
        ) : (
          <Button
            colorPalette="green"
            onClick={() => void save()}
            disabled={!valid}
            loading={action.isPending}
            loadingText="Guardando..."
          >
            {editing ? "Guardar Cambios" : "Crear Producto"}
          </Button>
        )}
      </Dialog.Footer>
    </>
  );
}

/** 'Nuevo Producto' (productId null) or 'Editar' (the product read fresh from the API). */
export function ProductWizardDialog({
  open,
  productId,
  onClose,
  onSaved,
  finalFocusEl,
}: {
  open: boolean;
  productId: string | null;
  onClose: () => void;
  onSaved?: (p: Producto | null) => void;
  finalFocusEl?: () => HTMLElement | null;
}) {
  const product = useAdminProduct(open ? productId : null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      size={{ base: "full", md: "xl" }}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="product-wizard">
            {!productId ? (
              <WizardForm producto={null} onClose={onClose} onSaved={onSaved} />
            ) : product.data ? (
              <WizardForm key={product.data.id} producto={product.data} onClose={onClose} onSaved={onSaved} />
            ) : (
              <>
                <Dialog.Header>
                  <Dialog.Title>Editar producto</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  {product.isError ? (
                    <Text role="alert" color="red.700">
                      {errorMessage(product.error, "No se pudo cargar el producto")}
                    </Text>
                  ) : (
                    <Stack gap="3" aria-busy="true">
                      <Skeleton h="10" />
                      <Skeleton h="24" />
                      <Skeleton h="10" />
                    </Stack>
                  )}
                </Dialog.Body>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
