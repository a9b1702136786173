import {
  Box,
  Button,
  ButtonGroup,
  Dialog,
  HStack,
  IconButton,
  Link,
  Spinner,
  Stack,
  Text,
  chakra,
} from "@chakra-ui/react";
import { useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { ExternalIcon, ZoomInIcon, ZoomOutIcon } from "../../shell";
import { useReceiptUrl } from "../api/admin-orders-api";
import { AppDialog, DialogCloseButton, DialogDismiss } from "@/components/ui/app-dialog";

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;
const STEP = 0.5;

export interface ReceiptTarget {
  id: string;
  numero: string;
}

function ReceiptBody({ target }: { target: ReceiptTarget }) {
  const link = useReceiptUrl(target.id);
  const [zoom, setZoom] = useState(1);
  const [broken, setBroken] = useState(false);
  const clamp = (z: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z));

  if (link.isLoading) {
    return (
      <Stack align="center" py="16" aria-busy="true">
        <Spinner size="lg" />
        <Text color="gray.600">Cargando comprobante...</Text>
      </Stack>
    );
  }
  if (link.isError || !link.data) {
    return (
      <Stack align="center" py="10" gap="3" role="alert" textAlign="center">
        <Text color="gray.700">{errorMessage(link.error, "No se pudo cargar el comprobante")}</Text>
        <Button size="sm" onClick={() => void link.refetch()}>
          Reintentar
        </Button>
      </Stack>
    );
  }
  const url = link.data.url;
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <ButtonGroup size="sm" variant="outline" attached>
          <IconButton aria-label="Alejar" onClick={() => setZoom((z) => clamp(z - STEP))} disabled={zoom <= MIN_ZOOM}>
            <ZoomOutIcon />
          </IconButton>
          <Button onClick={() => setZoom(1)} aria-label="Restablecer zoom" minW="16" data-testid="receipt-zoom">
            {Math.round(zoom * 100)}%
          </Button>
          <IconButton aria-label="Acercar" onClick={() => setZoom((z) => clamp(z + STEP))} disabled={zoom >= MAX_ZOOM}>
            <ZoomInIcon />
          </IconButton>
        </ButtonGroup>
        <Link
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          fontSize="sm"
          color="blue.700"
          textDecoration="underline"
        >
          Abrir en una pestaña nueva <ExternalIcon size="14" />
        </Link>
      </HStack>
      {broken ? (
        <Stack align="center" py="10" gap="3" role="alert" textAlign="center">
          <Text color="gray.700">No se pudo mostrar la imagen. El enlace puede haber caducado.</Text>
          <Button
            size="sm"
            onClick={() => {
              setBroken(false);
              void link.refetch();
            }}
          >
            Volver a cargar
          </Button>
        </Stack>
      ) : (
        <Box
          bg="gray.100"
          borderRadius="md"
          overflow="auto"
          maxH={{ base: "65vh", md: "70vh" }}
          tabIndex={0}
          aria-label="Imagen del comprobante (desplázate para verla entera)"
        >
          <chakra.img
            src={url}
            alt={`Comprobante de pago del pedido ${target.numero}`}
            display="block"
            mx="auto"
            w={zoom === 1 ? "auto" : `${zoom * 100}%`}
            maxW={zoom === 1 ? "100%" : "none"}
            maxH={zoom === 1 ? { base: "65vh", md: "70vh" } : "none"}
            cursor={zoom < MAX_ZOOM ? "zoom-in" : "zoom-out"}
            onClick={() => setZoom((z) => (z >= MAX_ZOOM ? 1 : clamp(z * 2)))}
            onError={() => setBroken(true)}
            data-testid="admin-receipt-image"
          />
        </Box>
      )}
      <Text fontSize="xs" color="gray.600">
        Haz clic en la imagen para ampliarla. El enlace caduca a los 5 minutos.
      </Text>
    </Stack>
  );
}

/** 'Ver comprobante': a fresh presigned link, the image with zoom, and a new-tab link. */
export function ReceiptDialog({
  open,
  target,
  seq,
  onClose,
  finalFocusEl,
}: {
  open: boolean;
  target: ReceiptTarget | null;
  /** Changes on every opening: a fresh link and zoom each time. */
  seq: number;
  onClose: () => void;
  finalFocusEl?: () => HTMLElement | null;
}) {
  return (
    <AppDialog
      open={open && !!target}
      size={{ base: "full", md: "lg" }}
      finalFocusEl={finalFocusEl}
      onClose={onClose}
      lazyMount={false}
      unmountOnExit={false}
      title={<>Comprobante del pedido {target?.numero}</>}
    >
      <Dialog.Body>{target && <ReceiptBody key={seq} target={target} />}</Dialog.Body>
      <Dialog.Footer>
        <DialogDismiss>Cerrar</DialogDismiss>
      </Dialog.Footer>
      <DialogCloseButton />
    </AppDialog>
  );
}
