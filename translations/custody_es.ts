<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Custody::AcquireOptions</name>
    <message>
        <source>--%1 %2 is not a size of at least %3 bytes (examples: 4096, 256K, 1M, 2G)</source>
        <translation>--%1 %2 no es un tamaño de al menos %3 bytes (ejemplos: 4096, 256K, 1M, 2G)</translation>
    </message>
    <message>
        <source>Hash algorithms, comma-separated: md5, sha1, sha256, sha384, sha512, or none.</source>
        <translation>Algoritmos de hash, separados por comas: md5, sha1, sha256, sha384, sha512 o none.</translation>
    </message>
    <message>
        <source>--hash %1: use md5, sha1, sha256, sha384, sha512 (comma-separated) or none</source>
        <translation>--hash %1: use md5, sha1, sha256, sha384, sha512 (separados por comas) o none</translation>
    </message>
    <message>
        <source>Bytes per read (K, M suffixes are binary).</source>
        <translation>Bytes por lectura (los sufijos K y M son binarios).</translation>
    </message>
    <message>
        <source>Error handling: forensic (bad blocks resolved on the spot) or rescue (good areas first, then trim, scrape and retry, for failing drives).</source>
        <translation>Gestión de errores: forensic (los bloques defectuosos se resuelven en el acto) o rescue (primero las zonas buenas, luego recorte, raspado y reintentos, para discos que fallan).</translation>
    </message>
    <message>
        <source>--preset %1: use forensic or rescue</source>
        <translation>--preset %1: use forensic o rescue</translation>
    </message>
    <message>
        <source>Forensic: extra attempts at each unreadable sector (default 1). Rescue: retry passes over the bad sectors (default 0).</source>
        <translation>Forensic: intentos adicionales en cada sector ilegible (1 por defecto). Rescue: pasadas de reintento sobre los sectores defectuosos (0 por defecto).</translation>
    </message>
    <message>
        <source>--retries %1: give a whole number from 0 to 100</source>
        <translation>--retries %1: indique un número entero de 0 a 100</translation>
    </message>
    <message>
        <source>Unit of sector-by-sector re-reads: physical or logical sectors.</source>
        <translation>Unidad de las relecturas sector a sector: sectores physical (físicos) o logical (lógicos).</translation>
    </message>
    <message>
        <source>--reread-unit %1: use physical or logical</source>
        <translation>--reread-unit %1: use physical o logical</translation>
    </message>
    <message>
        <source>Seconds between saves of the map (after flushing the image).</source>
        <translation>Segundos entre guardados del mapa (tras volcar la imagen al disco).</translation>
    </message>
    <message>
        <source>--map-interval %1: give seconds from 0 to 3600</source>
        <translation>--map-interval %1: indique segundos de 0 a 3600</translation>
    </message>
    <message>
        <source>Also hash every window of this size.</source>
        <translation>Calcular también el hash de cada ventana de este tamaño.</translation>
    </message>
    <message>
        <source>Keep the SHA-256 of every finished window of this size in the map, which a resume checks the image against (default 64M; a resume keeps its earlier run&apos;s).</source>
        <translation>Guardar en el mapa el SHA-256 de cada ventana terminada de este tamaño, con el que una reanudación comprueba la imagen (64M por defecto; una reanudación conserva el de su ejecución anterior).</translation>
    </message>
    <message>
        <source>Fill for unreadable sectors: zero or a byte, 0xHH.</source>
        <translation>Relleno de los sectores ilegibles: zero o un byte, 0xHH.</translation>
    </message>
    <message>
        <source>--fill %1: use zero or a byte as 0xHH (e.g. 0xFF)</source>
        <translation>--fill %1: use zero o un byte en la forma 0xHH (p. ej., 0xFF)</translation>
    </message>
    <message>
        <source>First reads around the page cache (direct, the default: faster, and after an error the page cache shrinks reads to 4 KiB and reads ahead into bad areas) or through it (buffered).</source>
        <translation>Primeras lecturas evitando la caché de páginas (direct, por defecto: más rápido, y tras un error la caché de páginas reduce las lecturas a 4 KiB y lee por adelantado en zonas defectuosas) o a través de ella (buffered).</translation>
    </message>
    <message>
        <source>--copy-reads %1: use direct or buffered</source>
        <translation>--copy-reads %1: use direct o buffered</translation>
    </message>
    <message>
        <source>Block reads kept in flight at once: auto (the default: as many as make the source faster, up to 16) or a number from 1 (one at a time) to 64.</source>
        <translation>Lecturas de bloques en curso a la vez: auto (por defecto: tantas como aceleren el origen, hasta 16) o un número de 1 (una a una) a 64.</translation>
    </message>
    <message>
        <source>--reads-in-flight %1: use auto or a number from 1 to 64</source>
        <translation>--reads-in-flight %1: use auto o un número de 1 a 64</translation>
    </message>
    <message>
        <source>Image format: raw (BASE.dd, or BASE.001, … with --split) or e01 (Expert Witness, EnCase 6 layout: BASE.E01, BASE.E02, …; the rescue preset writes raw, then `custody-cli convert` makes the E01). E01 stores the MD5 and SHA-1: its default hashes are md5,sha1,sha256.</source>
        <translation>Formato de imagen: raw (BASE.dd, o BASE.001, … con --split) o e01 (Expert Witness, estructura de EnCase 6: BASE.E01, BASE.E02, …; el preajuste rescue escribe raw y luego `custody-cli convert` crea el E01). E01 guarda el MD5 y el SHA-1: sus hashes por defecto son md5,sha1,sha256.</translation>
    </message>
    <message>
        <source>--format %1: use raw or e01</source>
        <translation>--format %1: use raw o e01</translation>
    </message>
    <message>
        <source>Split the raw image into files of this size (.001, …).</source>
        <translation>Dividir la imagen raw en archivos de este tamaño (.001, …).</translation>
    </message>
    <message>
        <source>--split is for raw images; an E01 is split with --segment-size</source>
        <translation>--split es para imágenes raw; un E01 se divide con --segment-size</translation>
    </message>
    <message>
        <source>E01: none, empty (only chunks of one repeated byte), fast or best.</source>
        <translation>E01: none, empty (solo fragmentos de un mismo byte repetido), fast o best.</translation>
    </message>
    <message>
        <source>--compression %1: use none, empty, fast or best</source>
        <translation>--compression %1: use none, empty, fast o best</translation>
    </message>
    <message>
        <source>E01: the largest segment file (.E01, .E02, …, .E99, .EAA, …).</source>
        <translation>E01: el tamaño máximo de un archivo de segmento (.E01, .E02, …, .E99, .EAA, …).</translation>
    </message>
    <message>
        <source>E01: bytes per chunk, a power of two from 16 to 32768 sectors (default 64 sectors, 32K of 512-byte sectors, as EnCase writes; X-Ways reads chunks of up to 256K only).</source>
        <translation>E01: bytes por fragmento, una potencia de dos de 16 a 32768 sectores (64 sectores por defecto, 32K con sectores de 512 bytes, como escribe EnCase; X-Ways solo lee fragmentos de hasta 256K).</translation>
    </message>
    <message>
        <source>E01: threads compressing chunks (default: one per core).</source>
        <translation>E01: hilos que comprimen fragmentos (por defecto: uno por núcleo).</translation>
    </message>
    <message>
        <source>--compression-threads %1: give a whole number from 1 to 256</source>
        <translation>--compression-threads %1: indique un número entero de 1 a 256</translation>
    </message>
    <message>
        <source>Case number.</source>
        <translation>Número de caso.</translation>
    </message>
    <message>
        <source>Evidence number.</source>
        <translation>Número de evidencia.</translation>
    </message>
    <message>
        <source>Examiner&apos;s name.</source>
        <translation>Nombre del examinador.</translation>
    </message>
    <message>
        <source>Description of the evidence.</source>
        <translation>Descripción de la evidencia.</translation>
    </message>
    <message>
        <source>Notes.</source>
        <translation>Notas.</translation>
    </message>
    <message>
        <source>After the acquisition, read the image back and check its hashes.</source>
        <translation>Tras la adquisición, releer la imagen y comprobar sus hashes.</translation>
    </message>
    <message>
        <source>As --verify, then read the whole source again and record its hashes (they match only if the source reads back exactly as it did: not where sectors are bad).</source>
        <translation>Como --verify, y luego leer de nuevo todo el origen y registrar sus hashes (solo coinciden si el origen se relee exactamente igual: no donde haya sectores defectuosos).</translation>
    </message>
    <message>
        <source>Do not record the drive&apos;s SMART data (smartctl, read-only) at the start and end of a block device acquisition.</source>
        <translation>No registrar los datos SMART del disco (smartctl, solo lectura) al principio y al final de la adquisición de un dispositivo de bloques.</translation>
    </message>
    <message>
        <source>Set the kernel read-only flag on a block device source and its partitions for the acquisition (needs root), and restore it afterwards.</source>
        <translation>Activar el indicador de solo lectura del kernel en un origen de dispositivo de bloques y sus particiones durante la adquisición (requiere root), y restaurarlo después.</translation>
    </message>
    <message>
        <source>NBD over TLS (nbds://): the pre-shared keys file (username:hexkey lines, as nbdkit --tls-psk reads it).</source>
        <translation>NBD sobre TLS (nbds://): el archivo de claves precompartidas (líneas username:hexkey, tal como lo lee nbdkit --tls-psk).</translation>
    </message>
    <message>
        <source>--tls-psk: %1</source>
        <translation>--tls-psk: %1</translation>
    </message>
    <message>
        <source>NBD over TLS: the PSK identity to use (default: the login name).</source>
        <translation>NBD sobre TLS: la identidad PSK que usar (por defecto: el nombre de inicio de sesión).</translation>
    </message>
    <message>
        <source>NBD over TLS: a directory with the CA certificate (ca-cert.pem) that signed the server&apos;s, and a client certificate if the server asks for one.</source>
        <translation>NBD sobre TLS: una carpeta con el certificado de la CA (ca-cert.pem) que firmó el del servidor, y un certificado de cliente si el servidor lo pide.</translation>
    </message>
    <message>
        <source>--tls-certificates: %1 is not a folder: give the folder that holds ca-cert.pem (and client-cert.pem, client-key.pem)</source>
        <translation>--tls-certificates: %1 no es una carpeta: indique la carpeta que contiene ca-cert.pem (y client-cert.pem, client-key.pem)</translation>
    </message>
    <message>
        <source>--tls-certificates: %1</source>
        <translation>--tls-certificates: %1</translation>
    </message>
    <message>
        <source>Overwrite existing output files.</source>
        <translation>Sobrescribir los archivos de salida existentes.</translation>
    </message>
    <message>
        <source>Continue an interrupted acquisition from OUTPUT_BASE.map (ours or GNU ddrescue&apos;s) and its image.</source>
        <translation>Reanudar una adquisición interrumpida a partir de OUTPUT_BASE.map (de Custody o de GNU ddrescue) y su imagen.</translation>
    </message>
    <message>
        <source>--force starts over and --resume continues: give only one</source>
        <translation>--force empieza de nuevo y --resume continúa: indique solo una</translation>
    </message>
    <message>
        <source>--%1 needs at least one hash (--hash)</source>
        <translation>--%1 requiere al menos un hash (--hash)</translation>
    </message>
    <message>
        <source>--%1 is for E01 images: add --format e01</source>
        <translation>--%1 es para imágenes E01: añada --format e01</translation>
    </message>
    <message>
        <source>--also %1 must name the image, not a folder</source>
        <translation>--also %1 debe nombrar la imagen, no una carpeta</translation>
    </message>
    <message>
        <source>--also-format %1: use raw, split or e01</source>
        <translation>--also-format %1: use raw, split o e01</translation>
    </message>
    <message>
        <source>--also-segment-size is for --also-format split or e01</source>
        <translation>--also-segment-size es para --also-format split o e01</translation>
    </message>
    <message>
        <source>--also-segment-size %1 is not a size of at least %2 bytes (examples: 1M, 650M, 2G)</source>
        <translation>--also-segment-size %1 no es un tamaño de al menos %2 bytes (ejemplos: 1M, 650M, 2G)</translation>
    </message>
    <message>
        <source>--also-format split needs --also-segment-size (each file&apos;s size)</source>
        <translation>--also-format split requiere --also-segment-size (el tamaño de cada archivo)</translation>
    </message>
    <message>
        <source>--also-compression is for --also-format e01</source>
        <translation>--also-compression es para --also-format e01</translation>
    </message>
    <message>
        <source>--also-compression %1: use none, empty, fast or best</source>
        <translation>--also-compression %1: use none, empty, fast o best</translation>
    </message>
    <message>
        <source>--also-verify %1: use image or none</source>
        <translation>--also-verify %1: use image o none</translation>
    </message>
    <message>
        <source>--%1 needs a value</source>
        <translation>--%1 requiere un valor</translation>
    </message>
    <message>
        <source>--%1: unknown option (the options of --also are --also-format, --also-segment-size, --also-compression and --also-verify)</source>
        <translation>--%1: opción desconocida (las opciones de --also son --also-format, --also-segment-size, --also-compression y --also-verify)</translation>
    </message>
    <message>
        <source>--%1 applies to the --also before it: give --also BASE first</source>
        <translation>--%1 se aplica al --also que la precede: indique primero --also BASE</translation>
    </message>
    <message>
        <source>--%1 is given twice for --also %2</source>
        <translation>--%1 se indica dos veces para --also %2</translation>
    </message>
    <message>
        <source>%1 is given as an output twice: each output needs a base of its own</source>
        <translation>%1 se indica dos veces como salida: cada salida necesita su propia base</translation>
    </message>
    <message>
        <source>--resume continues one output: resume each on its own, each reading the source again for what it lacks:
%1</source>
        <translation>--resume continúa una sola salida: reanude cada una por separado, y cada una volverá a leer del origen lo que le falte:
%1</translation>
    </message>
    <message>
        <source>Write another image of the same read, with its own files (image, map, checksums, log, record) at this base; repeatable. The --also-* options after it are its own.</source>
        <translation>Escribir otra imagen de la misma lectura, con sus propios archivos (imagen, mapa, sumas de comprobación, registro, ficha) en esta base; repetible. Las opciones --also-* que la siguen son suyas.</translation>
    </message>
    <message>
        <source>That output&apos;s format: raw, split (files of --also-segment-size) or e01 (64-sector chunks).</source>
        <translation>Formato de esa salida: raw, split (archivos de --also-segment-size) o e01 (fragmentos de 64 sectores).</translation>
    </message>
    <message>
        <source>That output&apos;s file size (split) or largest segment (e01, default 2G).</source>
        <translation>Tamaño de archivo de esa salida (split) o segmento máximo (e01, 2G por defecto).</translation>
    </message>
    <message>
        <source>That E01 output&apos;s compression: none, empty, fast or best.</source>
        <translation>Compresión de esa salida E01: none, empty, fast o best.</translation>
    </message>
    <message>
        <source>Read that output back and hash it again: image or none (default: image with --verify or --verify-source).</source>
        <translation>Releer esa salida y volver a calcular su hash: image o none (por defecto: image con --verify o --verify-source).</translation>
    </message>
    <message>
        <source>Write the source onto this whole drive instead of image files (a clone; a restore when the source is an image: raw, split .001 or E01). Refused when the drive is smaller than the source, is the source or holds it, is a partition, a system disk, mounted or read-only. OUTPUT_BASE names the map, the log and the record. Asks for the drive&apos;s serial on a terminal (or --yes).</source>
        <translation>Escribir el origen en todo este disco en lugar de en archivos de imagen (un clon; una restauración cuando el origen es una imagen: raw, dividida .001 o E01). Se rechaza si el disco es más pequeño que el origen, es el origen o lo contiene, es una partición, un disco del sistema, está montado o es de solo lectura. OUTPUT_BASE da nombre al mapa, el registro y la ficha. Pide el número de serie del disco en un terminal (o --yes).</translation>
    </message>
    <message>
        <source>--clone: the drive&apos;s sectors past the source&apos;s last are left as they are (leave, the default), or written with zeros or a byte 0xHH (and read back with --verify).</source>
        <translation>--clone: los sectores del disco posteriores al último del origen se dejan como están (leave, por defecto) o se escriben con ceros o con un byte 0xHH (y se releen con --verify).</translation>
    </message>
    <message>
        <source>--excess is for clones: add --clone DEVICE</source>
        <translation>--excess es para clones: añada --clone DISPOSITIVO</translation>
    </message>
    <message>
        <source>--excess %1: use leave, zero or a byte as 0xHH</source>
        <translation>--excess %1: use leave, zero o un byte en la forma 0xHH</translation>
    </message>
    <message>
        <source>--clone writes a drive, not image files: leave out --format and --split</source>
        <translation>--clone escribe un disco, no archivos de imagen: omita --format y --split</translation>
    </message>
    <message>
        <source>--chap-file: %1</source>
        <translation>--chap-file: %1</translation>
    </message>
    <message>
        <source>NBD and iSCSI: seconds the server may stay silent (connecting, or with reads waiting) before the source counts as gone (the map is saved; --resume continues).</source>
        <translation>NBD e iSCSI: segundos que el servidor puede permanecer en silencio (al conectar o con lecturas pendientes) antes de que el origen se dé por perdido (el mapa se guarda; --resume continúa).</translation>
    </message>
    <message>
        <source>--network-timeout %1: give seconds from 1 to 86400</source>
        <translation>--network-timeout %1: indique segundos de 1 a 86400</translation>
    </message>
    <message>
        <source>NBD and iSCSI: after a lost connection, connect again up to this many times before the source counts as gone (0: never).</source>
        <translation>NBD e iSCSI: tras perder la conexión, volver a conectar hasta este número de veces antes de que el origen se dé por perdido (0: nunca).</translation>
    </message>
    <message>
        <source>--network-reconnect %1: give a number from 0 to 1000</source>
        <translation>--network-reconnect %1: indique un número de 0 a 1000</translation>
    </message>
    <message>
        <source>NBD and iSCSI: seconds to wait before each attempt to connect again.</source>
        <translation>NBD e iSCSI: segundos de espera antes de cada nuevo intento de conexión.</translation>
    </message>
    <message>
        <source>--network-reconnect-delay %1: give seconds from 0 to 3600</source>
        <translation>--network-reconnect-delay %1: indique segundos de 0 a 3600</translation>
    </message>
    <message>
        <source>--tls-* are for NBD sources (nbd://, nbds://, nbd+unix://), not %1</source>
        <translation>--tls-* son para orígenes NBD (nbd://, nbds://, nbd+unix://), no para %1</translation>
    </message>
    <message>
        <source>--chap-file is for iSCSI sources (iscsi://), not %1</source>
        <translation>--chap-file es para orígenes iSCSI (iscsi://), no para %1</translation>
    </message>
    <message>
        <source>--network-* are for network sources (nbd://, nbds://, nbd+unix://, iscsi://), not %1</source>
        <translation>--network-* son para orígenes de red (nbd://, nbds://, nbd+unix://, iscsi://), no para %1</translation>
    </message>
    <message>
        <source>Do not read the source&apos;s partition table, partitions and file systems at the start (a failing drive: not one read more than imaging needs).</source>
        <translation>No leer la tabla de particiones, las particiones ni los sistemas de archivos del origen al principio (un disco que falla: ni una lectura más de las que necesita la adquisición).</translation>
    </message>
    <message>
        <source>Do not count all-zero and repeated-byte sectors while imaging (the record, log and report then say nothing of what the data looks like).</source>
        <translation>No contar durante la adquisición los sectores todo ceros o de un byte repetido (la ficha, el registro y el informe no dirán entonces nada del aspecto de los datos).</translation>
    </message>
    <message>
        <source>iSCSI: the CHAP secrets file (username:secret lines, readable by its owner only); the user is the one the URI names (iscsi://USER@HOST/…), or the file&apos;s only one. A line &quot;target username:secret&quot; asks the target to prove itself with them (mutual CHAP).</source>
        <translation>iSCSI: el archivo de secretos CHAP (líneas username:secret, legible solo por su propietario); el usuario es el que nombra la URI (iscsi://USUARIO@HOST/…), o el único del archivo. Una línea &quot;target username:secret&quot; pide al destino que se identifique con ellos (CHAP mutuo).</translation>
    </message>
    <message>
        <source>Acquire the source only while the drive holding it reports this serial number and size in bytes (as &apos;custody-cli devices&apos; shows them; nothing before the &apos;:&apos; for a drive without a serial), and refuse any other drive at that path before anything is read or written: for scripts and queue files, where a device name may name another drive by the time the job runs.</source>
        <translation>Adquirir el origen solo mientras la unidad que lo contiene indique este número de serie y este tamaño en bytes (como los muestra &apos;custody-cli devices&apos;; nada antes de &apos;:&apos; para una unidad sin número de serie), y rechazar cualquier otra unidad en esa ruta antes de leer o escribir nada: para scripts y archivos de cola, donde un nombre de dispositivo puede designar otra unidad cuando el trabajo se ejecute.</translation>
    </message>
    <message>
        <source>--expect-drive %1: give the drive&apos;s serial number and its size in bytes as SERIAL:BYTES (for example WD-WX12A3456789:1000204886016), as &apos;custody-cli devices&apos; shows them</source>
        <translation>--expect-drive %1: indique el número de serie de la unidad y su tamaño en bytes como SERIE:BYTES (por ejemplo WD-WX12A3456789:1000204886016), como los muestra &apos;custody-cli devices&apos;</translation>
    </message>
    <message>
        <source>--expect-drive is for a drive of this computer (/dev/…), not %1: a network source&apos;s identity is checked from its own pages</source>
        <translation>--expect-drive es para una unidad de este equipo (/dev/…), no para %1: la identidad de un origen de red se comprueba con sus propias páginas</translation>
    </message>
</context>
<context>
    <name>Custody::Acquisition</name>
    <message>
        <source>the destination folder does not exist</source>
        <translation>la carpeta de destino no existe</translation>
    </message>
    <message>
        <source>an earlier acquisition into this name was interrupted or has finished: resume it, or choose to start over</source>
        <translation>una adquisición anterior con este nombre se interrumpió o ha terminado: reanúdela o elija empezar de nuevo</translation>
    </message>
    <message>
        <source>the output %1</source>
        <translation>la salida %1</translation>
    </message>
    <message>
        <source>the source %1</source>
        <translation>el origen %1</translation>
    </message>
    <message>
        <source>an interrupted E01 acquisition cannot be resumed: acquire again, replacing its files, or acquire to raw with the rescue preset (which resumes) and convert the result to E01</source>
        <translation>una adquisición E01 interrumpida no se puede reanudar: adquiera de nuevo reemplazando sus archivos, o adquiera en raw con el preajuste rescue (que se puede reanudar) y convierta el resultado a E01</translation>
    </message>
    <message>
        <source>a resume continues one output: resume each output on its own, each reading the source again for what it lacks</source>
        <translation>una reanudación continúa una sola salida: reanude cada salida por separado, y cada una volverá a leer del origen lo que le falte</translation>
    </message>
    <message>
        <source>a clone onto a drive is not resumed: clone again with --force, which writes the drive from its first sector</source>
        <translation>un clon en un disco no se reanuda: clone de nuevo con --force, que escribe el disco desde su primer sector</translation>
    </message>
    <message>
        <source>its identity cannot be read (%1)</source>
        <translation>no se puede leer su identidad (%1)</translation>
    </message>
    <message>
        <source>%1, but the drive chosen has %2: another drive under the same name, or this one changed</source>
        <translation>%1, pero la unidad elegida tiene %2: otra unidad con el mismo nombre, o esta ha cambiado</translation>
    </message>
    <message>
        <source>it is not a drive</source>
        <translation>no es una unidad</translation>
    </message>
    <message>
        <source>it reports %1</source>
        <translation>indica %1</translation>
    </message>
    <message>
        <source>no serial number and %1 bytes</source>
        <translation>ningún número de serie y %1 bytes</translation>
    </message>
    <message>
        <source>the serial number &quot;%1&quot; and %2 bytes</source>
        <translation>el número de serie &quot;%1&quot; y %2 bytes</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionDialog</name>
    <message>
        <source>Acquire %1</source>
        <translation>Adquirir %1</translation>
    </message>
    <message>
        <source>Source: %1 — %2 (%3 bytes)</source>
        <translation>Origen: %1 — %2 (%3 bytes)</translation>
    </message>
    <message>
        <source>Mounted on %1: the file systems may change while they are imaged. Unmount them first if you can.</source>
        <translation>Montado en %1: los sistemas de archivos pueden cambiar mientras se adquieren. Desmóntelos antes si puede.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Iniciar</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Destino</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>Car&amp;peta:</translation>
    </message>
    <message>
        <source>The image is written as NAME.dd (or NAME.001, NAME.002, … when split), with NAME.map, NAME.txt, NAME.json and checksum files beside it.</source>
        <translation>La imagen se escribe como NOMBRE.dd (o NOMBRE.001, NOMBRE.002, … si se divide), con NOMBRE.map, NOMBRE.txt, NOMBRE.json y archivos de sumas de comprobación junto a ella.</translation>
    </message>
    <message>
        <source>Acquisition</source>
        <translation>Adquisición</translation>
    </message>
    <message>
        <source>Hashes:</source>
        <translation>Hashes:</translation>
    </message>
    <message>
        <source>Forensic: resolve bad blocks on the spot, hash in one pass</source>
        <translation>Forense: resolver los bloques defectuosos en el acto, hash en una sola pasada</translation>
    </message>
    <message>
        <source>Rescue: good areas first, then trim, scrape, retry (failing drives)</source>
        <translation>Rescate: primero las zonas buenas, luego recorte, raspado y reintentos (discos que fallan)</translation>
    </message>
    <message>
        <source>&amp;Verify: read the image back and compare its hashes</source>
        <translation>&amp;Verificar: releer la imagen y comparar sus hashes</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avanzado</translation>
    </message>
    <message>
        <source>&amp;Retries:</source>
        <translation>&amp;Reintentos:</translation>
    </message>
    <message>
        <source>The byte written in place of unreadable sectors, as 0xHH.</source>
        <translation>El byte que se escribe en lugar de los sectores ilegibles, en la forma 0xHH.</translation>
    </message>
    <message>
        <source>Suggested by SMART: %1</source>
        <translation>Sugerido por SMART: %1</translation>
    </message>
    <message>
        <source>SMART suggests the rescue preset for this drive: %1</source>
        <translation>SMART sugiere el preajuste Rescate para este disco: %1</translation>
    </message>
    <message>
        <source>Destination folder</source>
        <translation>Carpeta de destino</translation>
    </message>
    <message>
        <source>Choose a destination folder.</source>
        <translation>Elija una carpeta de destino.</translation>
    </message>
    <message>
        <source>You may not write into %1.</source>
        <translation>No tiene permiso para escribir en %1.</translation>
    </message>
    <message>
        <source>Give the image a name.</source>
        <translation>Asigne un nombre a la imagen.</translation>
    </message>
    <message>
        <source>The image name must not contain &apos;/&apos;.</source>
        <translation>El nombre de la imagen no debe contener &apos;/&apos;.</translation>
    </message>
    <message>
        <source>Only %1 free at the destination, the source holds %2: the acquisition will stop when the disk is full.</source>
        <translation>Solo hay %1 libres en el destino y el origen contiene %2: la adquisición se detendrá cuando el disco se llene.</translation>
    </message>
    <message>
        <source>Choose at least one hash.</source>
        <translation>Elija al menos un hash.</translation>
    </message>
    <message>
        <source>Give the fill byte as 0x followed by two hex digits, e.g. 0x00.</source>
        <translation>Indique el byte de relleno como 0x seguido de dos dígitos hexadecimales, p. ej., 0x00.</translation>
    </message>
    <message>
        <source>Use 0x followed by two hex digits, e.g. 0x00.</source>
        <translation>Use 0x seguido de dos dígitos hexadecimales, p. ej., 0x00.</translation>
    </message>
    <message>
        <source>Files exist</source>
        <translation>Los archivos existen</translation>
    </message>
    <message>
        <source>These files exist already:
%1</source>
        <translation>Estos archivos ya existen:
%1</translation>
    </message>
    <message>
        <source>&amp;Resume that acquisition</source>
        <translation>&amp;Reanudar esa adquisición</translation>
    </message>
    <message>
        <source>&amp;Overwrite them</source>
        <translation>&amp;Sobrescribirlos</translation>
    </message>
    <message>
        <source>For&amp;mat:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source>Bloc&amp;k size:</source>
        <translation>Tamaño de blo&amp;que:</translation>
    </message>
    <message>
        <source>Error polic&amp;y:</source>
        <translation>Polí&amp;tica de errores:</translation>
    </message>
    <message>
        <source>Soft&amp;ware write-block (kernel read-only flag)</source>
        <translation>Bloqueo de escritura por soft&amp;ware (indicador de solo lectura del kernel)</translation>
    </message>
    <message>
        <source>Sets the kernel read-only flag on the drive and all its partitions while imaging, and restores the previous flags afterwards. Needs root.</source>
        <translation>Activa el indicador de solo lectura del kernel en el disco y en todas sus particiones durante la adquisición, y después restaura los indicadores anteriores. Requiere root.</translation>
    </message>
    <message>
        <source>Fi&amp;ll unreadable sectors with:</source>
        <translation>Re&amp;llenar los sectores ilegibles con:</translation>
    </message>
    <message>
        <source>Direct I/O: read around the page cache</source>
        <translation>E/S directa: leer evitando la caché de páginas</translation>
    </message>
    <message>
        <source>Also re-read the so&amp;urce and compare its hashes</source>
        <translation>Releer también el origen &amp;y comparar sus hashes</translation>
    </message>
    <message>
        <source>Reads the whole source a second time after the acquisition and compares its hashes. On a failing drive the extra read adds wear.</source>
        <translation>Lee todo el origen por segunda vez tras la adquisición y compara sus hashes. En un disco que falla, la lectura adicional aumenta el desgaste.</translation>
    </message>
    <message>
        <source>Only root may set the kernel read-only flag: start Custody as root to write-block the drive, or use a hardware write blocker.</source>
        <translation>Solo root puede activar el indicador de solo lectura del kernel: inicie Custody como root para bloquear la escritura en el disco, o use un bloqueador de escritura por hardware.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Comprobando %1…</translation>
    </message>
    <message>
        <source>%1 does not answer: is it a network share that is slow or gone? Wait, or choose another folder.</source>
        <translation>%1 no responde: ¿es un recurso compartido de red lento o desconectado? Espere o elija otra carpeta.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <source>Also hash every window of this size, so that a later verification can say where an image changed, not only that it did.</source>
        <translation>Calcular también el hash de cada ventana de este tamaño, para que una verificación posterior pueda indicar dónde cambió una imagen, y no solo que cambió.</translation>
    </message>
    <message>
        <source>&amp;Hash windows:</source>
        <translation>Ventanas de &amp;hash:</translation>
    </message>
    <message>
        <source>Acquire a disk of this workstation?</source>
        <translation>¿Adquirir un disco de esta estación de trabajo?</translation>
    </message>
    <message>
        <source>%1 holds %2. It changes while it is read, so its image will not be a consistent copy of any moment, and it is not write-blocked. Acquire it anyway?</source>
        <translation>%1 contiene %2. Cambia mientras se lee, por lo que su imagen no será una copia coherente de ningún momento, y no tiene bloqueo de escritura. ¿Adquirirlo de todos modos?</translation>
    </message>
    <message>
        <source>%1 is a disk of this workstation: it holds %2. It is acquired only on an explicit override, and never write-blocked (that would stop the system).</source>
        <translation>%1 es un disco de esta estación de trabajo: contiene %2. Solo se adquiere con una anulación explícita, y nunca con bloqueo de escritura (eso detendría el sistema).</translation>
    </message>
    <message>
        <source>Acquire this &amp;workstation disk anyway</source>
        <translation>Adquirir de todos modos este disco de la estación de traba&amp;jo</translation>
    </message>
    <message>
        <source>Tick the override to acquire a disk of this workstation.</source>
        <translation>Marque la anulación para adquirir un disco de esta estación de trabajo.</translation>
    </message>
    <message>
        <source>%1.001, .002, … (%2 each)</source>
        <translation>%1.001, .002, … (%2 cada uno)</translation>
    </message>
    <message>
        <source>no hash</source>
        <translation>sin hash</translation>
    </message>
    <message>
        <source>windows of %1</source>
        <translation>ventanas de %1</translation>
    </message>
    <message>
        <source>rescue</source>
        <translation>rescate</translation>
    </message>
    <message>
        <source>forensic</source>
        <translation>forense</translation>
    </message>
    <message>
        <source>image and source read back</source>
        <translation>imagen y origen releídos</translation>
    </message>
    <message>
        <source>image read back</source>
        <translation>imagen releída</translation>
    </message>
    <message>
        <source>not read back</source>
        <translation>sin relectura</translation>
    </message>
    <message>
        <source>write-blocked</source>
        <translation>con bloqueo de escritura</translation>
    </message>
    <message>
        <source>not write-blocked</source>
        <translation>sin bloqueo de escritura</translation>
    </message>
    <message>
        <source>Start images %1 (%2) into %3
%4</source>
        <translation>«Iniciar» crea la imagen de %1 (%2) en %3
%4</translation>
    </message>
    <message>
        <source>The image name is built from this pattern as the case fields are typed, until the name is edited by hand:
%1</source>
        <translation>El nombre de la imagen se construye con este patrón a medida que se escriben los campos del caso, hasta que el nombre se edita a mano:
%1</translation>
    </message>
    <message>
        <source>Name &amp;template:</source>
        <translation>Plantilla de nom&amp;bre:</translation>
    </message>
    <message>
        <source>%1 could not be created: check the path and your permissions, or choose another folder.</source>
        <translation>No se pudo crear %1: compruebe la ruta y sus permisos, o elija otra carpeta.</translation>
    </message>
    <message>
        <source>%1 free at the destination; the image needs %2.</source>
        <translation>%1 libres en el destino; la imagen necesita %2.</translation>
    </message>
    <message>
        <source>Files written: %1</source>
        <translation>Archivos escritos: %1</translation>
    </message>
    <message>
        <source>The folder %1 does not exist: create it, or choose another.</source>
        <translation>La carpeta %1 no existe: créela o elija otra.</translation>
    </message>
    <message>
        <source>An E01 image stores the MD5 and SHA-1 of the media.</source>
        <translation>Una imagen E01 guarda el MD5 y el SHA-1 del soporte.</translation>
    </message>
    <message>
        <source>An E01 is written in order, and the rescue preset reads out of order: acquire to raw with it, then convert the finished acquisition to E01 from its tab.</source>
        <translation>Un E01 se escribe en orden y el preajuste Rescate lee fuera de orden: adquiera en raw con él y luego convierta la adquisición terminada a E01 desde su pestaña.</translation>
    </message>
    <message>
        <source>%1.E01, .E02, … (%2 at most each, %3)</source>
        <translation>%1.E01, .E02, … (%2 como máximo cada uno, %3)</translation>
    </message>
    <message>
        <source>Com&amp;pression:</source>
        <translation>Co&amp;mpresión:</translation>
    </message>
    <message>
        <source>%1 does not answer: is it on a network share that is slow or gone? Wait, or cancel.</source>
        <translation>%1 no responde: ¿está en un recurso compartido de red lento o desconectado? Espere o cancele.</translation>
    </message>
    <message>
        <source>Looking for earlier files of %1…</source>
        <translation>Buscando archivos anteriores de %1…</translation>
    </message>
    <message>
        <source>Creating %1…</source>
        <translation>Creando %1…</translation>
    </message>
    <message numerus="yes">
        <source>Files written: %1 … %2 (%n files; all of them in the tooltip)</source>
        <translation>
            <numerusform>Archivos escritos: %1 … %2 (%n archivo; todos en la información emergente)</numerusform>
            <numerusform>Archivos escritos: %1 … %2 (%n archivos; todos en la información emergente)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Files written: %n file(s), named in the tooltip</source>
        <translation>
            <numerusform>Archivos escritos: %n archivo, nombrado en la información emergente</numerusform>
            <numerusform>Archivos escritos: %n archivos, nombrados en la información emergente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more image(s)</source>
        <translation>
            <numerusform>%n imagen más</numerusform>
            <numerusform>%n imágenes más</numerusform>
        </translation>
    </message>
    <message>
        <source>Overwrite %1</source>
        <translation>Sobrescribir %1</translation>
    </message>
    <message>
        <source>Start clones %1 (%2) onto %3, overwriting it
%4</source>
        <translation>«Iniciar» clona %1 (%2) en %3 y lo sobrescribe
%4</translation>
    </message>
    <message>
        <source>Start restores %1 (%2) onto %3, overwriting it
%4</source>
        <translation>«Iniciar» restaura %1 (%2) en %3 y lo sobrescribe
%4</translation>
    </message>
    <message>
        <source>%1 takes the main image&apos;s place: the folder and name above hold only the map, the log and the record of the clone.</source>
        <translation>%1 ocupa el lugar de la imagen principal: la carpeta y el nombre de arriba solo contienen el mapa, el registro y la ficha del clon.</translation>
    </message>
    <message>
        <source>Its sectors past the source are left as they are.</source>
        <translation>Sus sectores posteriores al origen se dejan como están.</translation>
    </message>
    <message>
        <source>Its sectors past the source are written with zeros.</source>
        <translation>Sus sectores posteriores al origen se escriben con ceros.</translation>
    </message>
    <message>
        <source>Its sectors past the source are written with 0x%1.</source>
        <translation>Sus sectores posteriores al origen se escriben con 0x%1.</translation>
    </message>
    <message>
        <source>Its first %1 are overwritten with the drive %2, sector for sector.</source>
        <translation>Sus primeros %1 se sobrescriben con el disco %2, sector a sector.</translation>
    </message>
    <message>
        <source>Its first %1 are overwritten with the image %2, sector for sector.</source>
        <translation>Sus primeros %1 se sobrescriben con la imagen %2, sector a sector.</translation>
    </message>
    <message>
        <source>Not encrypted: the evidence crosses the network in plaintext, readable by anyone on the way; the record and the report will say so.</source>
        <translation>Sin cifrar: la evidencia cruza la red en texto claro, legible por cualquiera en el camino; la ficha y el informe lo indicarán.</translation>
    </message>
    <message>
        <source>Create this folder</source>
        <translation>Crear esta carpeta</translation>
    </message>
    <message>
        <source>Ima&amp;ge name:</source>
        <translation>&amp;Nombre de la imagen:</translation>
    </message>
    <message>
        <source>Segment si&amp;ze:</source>
        <translation>Tamaño de se&amp;gmento:</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionLock</name>
    <message>
        <source>another process</source>
        <translation>otro proceso</translation>
    </message>
    <message>
        <source>held by %1; lock file %2</source>
        <translation>en poder de %1; archivo de bloqueo %2</translation>
    </message>
    <message>
        <source>its lock file %1 keeps changing</source>
        <translation>su archivo de bloqueo %1 no deja de cambiar</translation>
    </message>
    <message>
        <source>a file of that name is there that is not a Custody lock file, and taking the lock would overwrite it; move it away</source>
        <translation>hay ahí un archivo con ese nombre que no es un archivo de bloqueo de Custody, y tomar el bloqueo lo sobrescribiría; muévalo a otro lugar</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionOutputs</name>
    <message>
        <source>Earlier runs of this acquisition, as the log recorded them:</source>
        <translation>Ejecuciones anteriores de esta adquisición, tal como las anotó el registro:</translation>
    </message>
    <message>
        <source>%1: not written</source>
        <translation>%1: no escrito</translation>
    </message>
    <message>
        <source>%1: %2 of %3 bytes copied, %4 bytes unreadable, saved %5</source>
        <translation>%1: %2 de %3 bytes copiados, %4 bytes ilegibles, guardado el %5</translation>
    </message>
    <message>
        <source>%1: %2 bytes</source>
        <translation>%1: %2 bytes</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionPanel</name>
    <message>
        <source>Cancel the acquisition?</source>
        <translation>¿Cancelar la adquisición?</translation>
    </message>
    <message>
        <source>Stop imaging %1? The image and its map are kept: you can resume later.</source>
        <translation>¿Detener la adquisición de %1? La imagen y su mapa se conservan: puede reanudarla más tarde.</translation>
    </message>
    <message>
        <source>Acquisition progress</source>
        <translation>Progreso de la adquisición</translation>
    </message>
    <message>
        <source>Done:</source>
        <translation>Hecho:</translation>
    </message>
    <message>
        <source>Rate (now / average):</source>
        <translation>Velocidad (actual / media):</translation>
    </message>
    <message>
        <source>Elapsed / remaining:</source>
        <translation>Transcurrido / restante:</translation>
    </message>
    <message>
        <source>Pass:</source>
        <translation>Pasada:</translation>
    </message>
    <message>
        <source>Bad sectors:</source>
        <translation>Sectores defectuosos:</translation>
    </message>
    <message>
        <source>&amp;Cancel acquisition</source>
        <translation>&amp;Cancelar la adquisición</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>Imaging %1 into %2</source>
        <translation>Adquiriendo %1 en %2</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 bytes)</translation>
    </message>
    <message>
        <source>Stopping: flushing the image and saving the map…</source>
        <translation>Deteniendo: volcando la imagen al disco y guardando el mapa…</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>No iniciada</translation>
    </message>
    <message>
        <source>The acquisition could not start: %1</source>
        <translation>No se pudo iniciar la adquisición: %1</translation>
    </message>
    <message>
        <source>The image and the map are kept: Resume continues where it stopped.</source>
        <translation>La imagen y el mapa se conservan: Reanudar continúa donde se detuvo.</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminada</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Detenida</translation>
    </message>
    <message>
        <source>Pri&amp;nt report…</source>
        <translation>Impri&amp;mir informe…</translation>
    </message>
    <message>
        <source>Report saved: %1 (its SHA-256 is in the acquisition log)</source>
        <translation>Informe guardado: %1 (su SHA-256 figura en el registro de la adquisición)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Informe</translation>
    </message>
    <message>
        <source>Preparing: checking the source and the destination, reading SMART…</source>
        <translation>Preparando: comprobando el origen y el destino, leyendo SMART…</translation>
    </message>
    <message>
        <source>Writing the checksum files, the log and the record…</source>
        <translation>Escribiendo los archivos de sumas de comprobación, el registro y la ficha…</translation>
    </message>
    <message>
        <source>Output folder</source>
        <translation>Carpeta de salida</translation>
    </message>
    <message>
        <source>No file manager is set up on this desktop. The outputs are in %1.</source>
        <translation>No hay ningún gestor de archivos configurado en este escritorio. Las salidas están en %1.</translation>
    </message>
    <message>
        <source>Open output f&amp;older</source>
        <translation>Abrir la carpeta de &amp;salida</translation>
    </message>
    <message>
        <source>Vie&amp;w report</source>
        <translation>Ver &amp;informe</translation>
    </message>
    <message>
        <source>Resume writes the missing files once the image is found unchanged.</source>
        <translation>Reanudar escribe los archivos que faltan una vez comprobado que la imagen no ha cambiado.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s), the first started %1: %2 in %3 of reading, %4 on average.</source>
        <translation>
            <numerusform>%n ejecución, la primera iniciada el %1: %2 en %3 de lectura, %4 de media.</numerusform>
            <numerusform>%n ejecuciones, la primera iniciada el %1: %2 en %3 de lectura, %4 de media.</numerusform>
        </translation>
    </message>
    <message>
        <source>COMPLETE</source>
        <translation>COMPLETADA</translation>
    </message>
    <message>
        <source>STOPPED</source>
        <translation>DETENIDA</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FALLIDA</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Save &amp;PDF report…</source>
        <translation>Guardar informe &amp;PDF…</translation>
    </message>
    <message>
        <source>not started: %1</source>
        <translation>no iniciada: %1</translation>
    </message>
    <message>
        <source>%1, but a file was not written</source>
        <translation>%1, pero un archivo no se escribió</translation>
    </message>
    <message>
        <source>Con&amp;vert to E01…</source>
        <translation>Con&amp;vertir a E01…</translation>
    </message>
    <message>
        <source>An interrupted E01 acquisition cannot be resumed: acquire again, or acquire to raw with the rescue preset and convert the result to E01.</source>
        <translation>Una adquisición E01 interrumpida no se puede reanudar: adquiera de nuevo, o adquiera en raw con el preajuste Rescate y convierta el resultado a E01.</translation>
    </message>
    <message>
        <source>Resuming: checking the %1 the earlier runs wrote against the digests their map kept: %2 done</source>
        <translation>Reanudando: comprobando los %1 que escribieron las ejecuciones anteriores con los resúmenes que guardó su mapa: %2 hecho</translation>
    </message>
    <message>
        <source>not signed</source>
        <translation>sin firmar</translation>
    </message>
    <message>
        <source>%1, not signed</source>
        <translation>%1, sin firmar</translation>
    </message>
    <message>
        <source>%1, write-block not lifted</source>
        <translation>%1, bloqueo de escritura no retirado</translation>
    </message>
    <message>
        <source>%1, write-block lifted during the run</source>
        <translation>%1, bloqueo de escritura retirado durante la ejecución</translation>
    </message>
    <message>
        <source>Write the image as an E01 beside it, checked against this acquisition&apos;s hashes in the same read. Asks for compression and segment size first.</source>
        <translation>Escribir la imagen como E01 junto a ella, comprobada con los hashes de esta adquisición en la misma lectura. Pide antes la compresión y el tamaño de segmento.</translation>
    </message>
    <message>
        <source>Converted: %1</source>
        <translation>Convertida: %1</translation>
    </message>
    <message>
        <source>Finished; converted to E01: %1</source>
        <translation>Terminada; convertida a E01: %1</translation>
    </message>
    <message>
        <source>E01 written.</source>
        <translation>E01 escrito.</translation>
    </message>
    <message>
        <source>%1 exists already.</source>
        <translation>%1 ya existe.</translation>
    </message>
    <message>
        <source>Verifying: %1, %2 at %3…</source>
        <translation>Verificando: %1, %2 a %3…</translation>
    </message>
    <message>
        <source>Not signed: the banner above says why</source>
        <translation>Sin firmar: el aviso de arriba indica el motivo</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionSource</name>
    <message>
        <source>The acquisition asks the drive again when it starts; its log and report say what it found.</source>
        <translation>La adquisición vuelve a consultar el disco al iniciarse; su registro y su informe indican lo que encontró.</translation>
    </message>
    <message>
        <source>Whether this drive hides sectors from the host (HPA, DCO, detached namespaces) is still being checked.</source>
        <translation>Todavía se está comprobando si este disco oculta sectores al host (HPA, DCO, espacios de nombres separados).</translation>
    </message>
    <message>
        <source>This drive hides sectors from the host: %1</source>
        <translation>Este disco oculta sectores al host: %1</translation>
    </message>
    <message>
        <source>Hidden areas: none. The drive shows all its %1.</source>
        <translation>Zonas ocultas: ninguna. El disco muestra todos sus %1.</translation>
    </message>
    <message>
        <source>Hidden areas unknown: %1</source>
        <translation>Zonas ocultas desconocidas: %1</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionSummary</name>
    <message>
        <source>Acquisition completed.</source>
        <translation>Adquisición completada.</translation>
    </message>
    <message>
        <source>Every area of the source was tried and the image is complete.</source>
        <translation>Se intentó leer cada zona del origen y la imagen está completa.</translation>
    </message>
    <message>
        <source>Acquisition FAILED.</source>
        <translation>La adquisición FALLÓ.</translation>
    </message>
    <message>
        <source>Acquisition STOPPED.</source>
        <translation>Adquisición DETENIDA.</translation>
    </message>
    <message>
        <source>The acquisition was stopped before the end. The image is incomplete and has no hash.</source>
        <translation>La adquisición se detuvo antes del final. La imagen está incompleta y no tiene hash.</translation>
    </message>
    <message>
        <source>Nothing read.</source>
        <translation>No se leyó nada.</translation>
    </message>
    <message>
        <source>The record holds no map: nothing of the source is known to have been read.</source>
        <translation>La ficha no contiene ningún mapa: no consta que se haya leído nada del origen.</translation>
    </message>
    <message>
        <source>No unreadable sector.</source>
        <translation>Ningún sector ilegible.</translation>
    </message>
    <message>
        <source>All %1 bytes of the source were read.</source>
        <translation>Se leyeron los %1 bytes del origen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 bytes (%n bad sector(s)) could NOT be read and are filled with %2 in the image.</source>
        <translation>
            <numerusform>%1 bytes (%n sector defectuoso) NO se pudieron leer y se rellenan con %2 en la imagen.</numerusform>
            <numerusform>%1 bytes (%n sectores defectuosos) NO se pudieron leer y se rellenan con %2 en la imagen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes were NEVER read: the acquisition stopped before it reached them.</source>
        <translation>%1 bytes NUNCA se leyeron: la adquisición se detuvo antes de llegar a ellos.</translation>
    </message>
    <message>
        <source>Not all of the source was read.</source>
        <translation>No se leyó todo el origen.</translation>
    </message>
    <message>
        <source>%1 of %2 bytes read (%3). </source>
        <translation>%1 de %2 bytes leídos (%3). </translation>
    </message>
    <message>
        <source>Write-block LIFTED during the acquisition.</source>
        <translation>Bloqueo de escritura RETIRADO durante la adquisición.</translation>
    </message>
    <message>
        <source>The kernel read-only flag was found cleared on %1 when it was read again after the last read of the source: the source was writable at some point during the acquisition.</source>
        <translation>Se encontró desactivado el indicador de solo lectura del kernel en %1 al volver a leerlo tras la última lectura del origen: el origen fue escribible en algún momento de la adquisición.</translation>
    </message>
    <message>
        <source>Write-block not checked at the end.</source>
        <translation>Bloqueo de escritura no comprobado al final.</translation>
    </message>
    <message>
        <source>Write-block NOT lifted.</source>
        <translation>Bloqueo de escritura NO retirado.</translation>
    </message>
    <message>
        <source>The kernel read-only flag could not be cleared on %1 after the acquisition, which may still be read-only: run blockdev --setrw on each of them, or unplug and re-plug the drive. This concerns the drive only, not the image or the acquisition&apos;s files.</source>
        <translation>No se pudo desactivar el indicador de solo lectura del kernel en %1 tras la adquisición, que pueden seguir siendo de solo lectura: ejecute blockdev --setrw en cada uno, o desconecte y vuelva a conectar el disco. Esto afecta solo al disco, no a la imagen ni a los archivos de la adquisición.</translation>
    </message>
    <message>
        <source>Verification: %1.</source>
        <translation>Verificación: %1.</translation>
    </message>
    <message>
        <source>A file was NOT written.</source>
        <translation>Un archivo NO se escribió.</translation>
    </message>
    <message>
        <source>%1 Resume the acquisition to write its files again.</source>
        <translation>%1 Reanude la adquisición para volver a escribir sus archivos.</translation>
    </message>
    <message>
        <source>Kept, as they are on disk now:</source>
        <translation>Conservados, tal como están ahora en el disco:</translation>
    </message>
    <message>
        <source>it was stopped</source>
        <translation>se detuvo</translation>
    </message>
    <message>
        <source>Another output NOT completed.</source>
        <translation>Otra salida NO completada.</translation>
    </message>
    <message>
        <source>%1 (%2): %3. Its files are an interrupted acquisition&apos;s: it resumes on its own (custody-cli acquire with its base, its format and --resume), reading the source again for what it lacks.</source>
        <translation>%1 (%2): %3. Sus archivos son los de una adquisición interrumpida: se reanuda por separado (custody-cli acquire con su base, su formato y --resume), volviendo a leer del origen lo que le falta.</translation>
    </message>
    <message>
        <source>%1 (%2): %3. An interrupted E01 acquisition cannot be resumed: acquire it again with --force (which replaces its files), or acquire to raw with --preset rescue, which resumes, and convert the result to E01.</source>
        <translation>%1 (%2): %3. Una adquisición E01 interrumpida no se puede reanudar: adquiérala de nuevo con --force (que reemplaza sus archivos), o adquiera en raw con --preset rescue, que sí se reanuda, y convierta el resultado a E01.</translation>
    </message>
</context>
<context>
    <name>Custody::CaseFieldsForm</name>
    <message>
        <source>Case</source>
        <translation>Caso</translation>
    </message>
    <message>
        <source>Case &amp;number:</source>
        <translation>Número de ca&amp;so:</translation>
    </message>
    <message>
        <source>&amp;Evidence number:</source>
        <translation>Número de &amp;evidencia:</translation>
    </message>
    <message>
        <source>E&amp;xaminer:</source>
        <translation>E&amp;xaminador:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Descripción:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>N&amp;otas:</translation>
    </message>
</context>
<context>
    <name>Custody::CaseHistory</name>
    <message>
        <source>Qt&apos;s SQLite driver is not installed (Debian: libqt6sql6-sqlite)</source>
        <translation>el controlador SQLite de Qt no está instalado (Debian: libqt6sql6-sqlite)</translation>
    </message>
    <message>
        <source>there is no history there yet</source>
        <translation>todavía no hay ningún historial ahí</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>no se puede crear la carpeta %1</translation>
    </message>
    <message>
        <source>open</source>
        <translation>abrir</translation>
    </message>
    <message>
        <source>not a readable SQLite database</source>
        <translation>no es una base de datos SQLite legible</translation>
    </message>
    <message>
        <source>newer schema</source>
        <translation>esquema más reciente</translation>
    </message>
    <message>
        <source>version %1, written by a later Custody; this one knows up to %2. Use the later version, or give another file</source>
        <translation>versión %1, escrita por un Custody posterior; este conoce hasta la %2. Use la versión posterior o indique otro archivo</translation>
    </message>
    <message>
        <source>read</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>the file is an SQLite database of something else</source>
        <translation>el archivo es una base de datos SQLite de otra cosa</translation>
    </message>
    <message>
        <source>set up</source>
        <translation>preparar</translation>
    </message>
    <message>
        <source>not a Custody history (no schema version)</source>
        <translation>no es un historial de Custody (sin versión de esquema)</translation>
    </message>
    <message>
        <source>SQLite keeps it out of WAL mode</source>
        <translation>SQLite lo mantiene fuera del modo WAL</translation>
    </message>
    <message>
        <source>upgrade</source>
        <translation>actualizar</translation>
    </message>
    <message>
        <source>upgrade from schema %1</source>
        <translation>actualizar desde el esquema %1</translation>
    </message>
    <message>
        <source>append</source>
        <translation>añadir</translation>
    </message>
    <message>
        <source>this history (schema %1) has no column %2</source>
        <translation>este historial (esquema %1) no tiene la columna %2</translation>
    </message>
    <message>
        <source>row %1 is the first row but does not start the chain: the rows before it were removed, or it was inserted</source>
        <translation>la fila %1 es la primera pero no inicia la cadena: se eliminaron las filas anteriores o se insertó</translation>
    </message>
    <message>
        <source>row %1 does not follow row %2: the rows between them were removed, or row %1 was inserted</source>
        <translation>la fila %1 no sigue a la fila %2: se eliminaron las filas intermedias o se insertó la fila %1</translation>
    </message>
    <message>
        <source>row %1 does not follow row %2: a row was inserted in its place, or its link to the row before was changed</source>
        <translation>la fila %1 no sigue a la fila %2: se insertó una fila en su lugar o se cambió su enlace con la fila anterior</translation>
    </message>
    <message>
        <source>row %1 was changed after it was written (or inserted): its columns do not give its hash</source>
        <translation>la fila %1 se modificó después de escribirse (o se insertó): sus columnas no dan su hash</translation>
    </message>
    <message>
        <source>row %1 and any after it were removed (the last row written was %2)</source>
        <translation>se eliminaron la fila %1 y las posteriores (la última fila escrita fue la %2)</translation>
    </message>
    <message>
        <source>the triggers that refuse changes to rows were removed</source>
        <translation>se eliminaron los disparadores que rechazan cambios en las filas</translation>
    </message>
    <message>
        <source>it is a symbolic link, which SQLite would follow to a file Custody cannot vouch for: give the path of the history itself</source>
        <translation>es un enlace simbólico, que SQLite seguiría hasta un archivo del que Custody no puede responder: indique la ruta del propio historial</translation>
    </message>
    <message>
        <source>it is a folder: give the path of a history file in it</source>
        <translation>es una carpeta: indique la ruta de un archivo de historial que contenga</translation>
    </message>
    <message>
        <source>it is not a regular file (a device, a FIFO or a socket): give the path of a Custody history or a new file name</source>
        <translation>no es un archivo normal (un dispositivo, una FIFO o un socket): indique la ruta de un historial de Custody o un nombre de archivo nuevo</translation>
    </message>
    <message>
        <source>cannot look at it</source>
        <translation>no se puede examinar</translation>
    </message>
    <message>
        <source>there is no database there but there is %1, which belongs to another database or to a history that was moved away: SQLite would delete or replay it. Move it away, or choose another file name</source>
        <translation>ahí no hay ninguna base de datos, pero hay %1, que pertenece a otra base de datos o a un historial que se movió a otro lugar: SQLite lo eliminaría o lo volvería a aplicar. Muévalo a otro lugar o elija otro nombre de archivo</translation>
    </message>
    <message>
        <source>it is an empty file, and Custody never leaves a history empty: it is not one. Choose a Custody history or a new file name, or remove the empty file if you made it</source>
        <translation>es un archivo vacío, y Custody nunca deja vacío un historial: no es uno. Elija un historial de Custody o un nombre de archivo nuevo, o elimine el archivo vacío si lo creó usted</translation>
    </message>
    <message>
        <source>cannot read it</source>
        <translation>no se puede leer</translation>
    </message>
    <message>
        <source>it is not a readable SQLite database, so not a Custody history, and Custody does not write it: choose a Custody history or a new file name</source>
        <translation>no es una base de datos SQLite legible, por tanto no es un historial de Custody, y Custody no escribe en él: elija un historial de Custody o un nombre de archivo nuevo</translation>
    </message>
    <message>
        <source>it is an SQLite database of something else (application id 0x%1, where a Custody history has 0x%2), and Custody never opens another program&apos;s database: choose a Custody history or a new file name</source>
        <translation>es una base de datos SQLite de otra cosa (id. de aplicación 0x%1, donde un historial de Custody tiene 0x%2), y Custody nunca abre la base de datos de otro programa: elija un historial de Custody o un nombre de archivo nuevo</translation>
    </message>
    <message>
        <source>%1 beside it is not a regular file, and SQLite would write through it: move it away</source>
        <translation>%1, a su lado, no es un archivo normal, y SQLite escribiría a través de él: muévalo a otro lugar</translation>
    </message>
    <message>
        <source>cannot create a file in its folder</source>
        <translation>no se puede crear un archivo en su carpeta</translation>
    </message>
    <message>
        <source>create: %1</source>
        <translation>crear: %1</translation>
    </message>
    <message>
        <source>cannot sync the new history</source>
        <translation>no se puede sincronizar el nuevo historial con el disco</translation>
    </message>
    <message>
        <source>cannot give the new history its name</source>
        <translation>no se puede dar su nombre al nuevo historial</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>no se puede leer %1</translation>
    </message>
    <message>
        <source>cannot make a private copy to read</source>
        <translation>no se puede hacer una copia privada para leerlo</translation>
    </message>
    <message>
        <source>cannot make a private copy to read: %1</source>
        <translation>no se puede hacer una copia privada para leerlo: %1</translation>
    </message>
    <message>
        <source>it was removed while it was being read</source>
        <translation>se eliminó mientras se leía</translation>
    </message>
    <message>
        <source>it kept changing while a private copy was made to read it: try again</source>
        <translation>no dejó de cambiar mientras se hacía una copia privada para leerlo: inténtelo de nuevo</translation>
    </message>
    <message>
        <source>it is not a readable SQLite database: it ends before its header does. Custody does not write it: keep it as found, and choose a Custody history or a new file name</source>
        <translation>no es una base de datos SQLite legible: termina antes que su cabecera. Custody no escribe en él: consérvelo tal como se encontró y elija un historial de Custody o un nombre de archivo nuevo</translation>
    </message>
    <message>
        <source>it was removed while it was being created</source>
        <translation>se eliminó mientras se creaba</translation>
    </message>
    <message>
        <source>the history was opened to be read only</source>
        <translation>el historial se abrió en solo lectura</translation>
    </message>
    <message>
        <source>the table chain_head has no row</source>
        <translation>la tabla chain_head no tiene ninguna fila</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver is not installed (Debian: libqt6sql6-psql)</source>
        <translation>el controlador PostgreSQL de Qt no está instalado (Debian: libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>connect</source>
        <translation>conectar</translation>
    </message>
    <message>
        <source>this login may not use the history: the database&apos;s owner grants it the role custody_station (%1)</source>
        <translation>este inicio de sesión no puede usar el historial: el propietario de la base de datos debe concederle el rol custody_station (%1)</translation>
    </message>
    <message>
        <source>this login may not read the history: the database&apos;s owner grants it the role custody_station (%1)</source>
        <translation>este inicio de sesión no puede leer el historial: el propietario de la base de datos debe concederle el rol custody_station (%1)</translation>
    </message>
    <message>
        <source>the database is not a Custody history (%1): its owner sets it up with &apos;custody-cli history init URL&apos;</source>
        <translation>la base de datos no es un historial de Custody (%1): su propietario la prepara con &apos;custody-cli history init URL&apos;</translation>
    </message>
    <message>
        <source>the database&apos;s custody_history table does not name a Custody history: Custody does not write it</source>
        <translation>la tabla custody_history de la base de datos no designa un historial de Custody: Custody no escribe en ella</translation>
    </message>
    <message>
        <source>version %1, written by a later Custody; this one knows up to %2. Use the later version, or give another history</source>
        <translation>versión %1, escrita por un Custody posterior; este conoce hasta la %2. Use la versión posterior o indique otro historial</translation>
    </message>
    <message>
        <source>the history has no events table, or this login may not read it (grant it the role custody_station)</source>
        <translation>el historial no tiene tabla events, o este inicio de sesión no puede leerla (concédale el rol custody_station)</translation>
    </message>
    <message>
        <source>the login may not create the role custody_station: run init as a login with CREATEROLE, or have the server&apos;s administrator create the role first (%1)</source>
        <translation>el inicio de sesión no puede crear el rol custody_station: ejecute init con un inicio de sesión con CREATEROLE, o pida antes al administrador del servidor que cree el rol (%1)</translation>
    </message>
    <message>
        <source>the schema was not made: %1</source>
        <translation>no se creó el esquema: %1</translation>
    </message>
    <message>
        <source>connect: %1</source>
        <translation>conectar: %1</translation>
    </message>
    <message>
        <source>it has a table named events that is not a Custody history&apos;s: set up the history in a database of its own</source>
        <translation>tiene una tabla llamada events que no es la de un historial de Custody: prepare el historial en una base de datos propia</translation>
    </message>
    <message>
        <source>its encoding is %1: a history keeps paths and names in any language, so make it with ENCODING &apos;UTF8&apos;</source>
        <translation>su codificación es %1: un historial guarda rutas y nombres en cualquier idioma, así que créela con ENCODING &apos;UTF8&apos;</translation>
    </message>
    <message>
        <source>set up: %1</source>
        <translation>preparar: %1</translation>
    </message>
    <message>
        <source>row %1 and any after it are not in the chain&apos;s head (chain_head, at row %2): they were inserted, or the head was changed</source>
        <translation>la fila %1 y las posteriores no están en la cabeza de la cadena (chain_head, en la fila %2): se insertaron o se cambió la cabeza</translation>
    </message>
    <message>
        <source>row %1 is not the row the chain&apos;s head (chain_head) was given: it was replaced</source>
        <translation>la fila %1 no es la fila que recibió la cabeza de la cadena (chain_head): se reemplazó</translation>
    </message>
    <message>
        <source>the chain&apos;s head (table chain_head) cannot be read: %1</source>
        <translation>no se puede leer la cabeza de la cadena (tabla chain_head): %1</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 was removed</source>
        <translation>se eliminó el disparador %1 de %2</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 is disabled</source>
        <translation>el disparador %1 de %2 está desactivado</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 was changed: %3</source>
        <translation>se cambió el disparador %1 de %2: %3</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 runs a function that was changed</source>
        <translation>el disparador %1 de %2 ejecuta una función que se cambió</translation>
    </message>
    <message>
        <source>a rule (%1) was added to the table %2: it can turn changes into something else</source>
        <translation>se añadió una regla (%1) a la tabla %2: puede convertir los cambios en otra cosa</translation>
    </message>
    <message>
        <source>row security was turned on for the table %1: it can hide rows from the check</source>
        <translation>se activó la seguridad de filas en la tabla %1: puede ocultar filas a la comprobación</translation>
    </message>
    <message>
        <source>the database did not store the row (%1 rows stored): a trigger that is not Custody&apos;s may be in the way</source>
        <translation>la base de datos no guardó la fila (%1 filas guardadas): puede que lo impida un disparador que no es de Custody</translation>
    </message>
    <message>
        <source>a trigger that is not Custody&apos;s was added: %1</source>
        <translation>se añadió un disparador que no es de Custody: %1</translation>
    </message>
    <message>
        <source>the server asks this login for a password: keep it in ~/.pgpass (or the file PGPASSFILE names), a service file&apos;s passfile, or PGPASSWORD, never in the URL</source>
        <translation>el servidor pide una contraseña para este inicio de sesión: guárdela en ~/.pgpass (o en el archivo que indique PGPASSFILE), en el passfile de un archivo de servicio o en PGPASSWORD, nunca en la URL</translation>
    </message>
    <message>
        <source>the server refused the password this station gave for the login: correct it where it is kept (~/.pgpass, the file PGPASSFILE names, a service file&apos;s passfile, or PGPASSWORD)</source>
        <translation>el servidor rechazó la contraseña que esta estación dio para el inicio de sesión: corríjala donde se guarda (~/.pgpass, el archivo que indique PGPASSFILE, el passfile de un archivo de servicio o PGPASSWORD)</translation>
    </message>
    <message>
        <source>the schema&apos;s steps left it at schema %1, not %2</source>
        <translation>los pasos del esquema lo dejaron en el esquema %1, no en el %2</translation>
    </message>
    <message>
        <source>as %1 from %2, %3</source>
        <translation>como %1 desde %2, %3</translation>
    </message>
    <message>
        <source>it is a Custody history (schema %1) already: nothing was changed</source>
        <translation>ya es un historial de casos de Custody (esquema %1): no se ha cambiado nada</translation>
    </message>
    <message>
        <source>upgrade: %1</source>
        <translation>actualizar: %1</translation>
    </message>
    <message>
        <source>it was upgraded to schema %1 meanwhile: nothing was changed</source>
        <translation>mientras tanto se actualizó al esquema %1: no se ha cambiado nada</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver did not say which sslmode the connection used</source>
        <translation>el controlador PostgreSQL de Qt no indicó qué sslmode usó la conexión</translation>
    </message>
    <message>
        <source>the history says it is schema %1, but its events table is schema %2&apos;s: the table custody_history was changed</source>
        <translation>el historial dice ser del esquema %1, pero su tabla events es la del esquema %2: la tabla custody_history fue modificada</translation>
    </message>
</context>
<context>
    <name>Custody::CloneDestination</name>
    <message>
        <source>it holds %1 bytes (%2 sectors of %3 bytes), %4 bytes (%5 sectors) fewer than the %6 bytes of the source</source>
        <translation>contiene %1 bytes (%2 sectores de %3 bytes), %4 bytes (%5 sectores) menos que los %6 bytes del origen</translation>
    </message>
    <message>
        <source>the source&apos;s %1 bytes are not whole sectors of the drive&apos;s %2 bytes: its last sector would be written only in part</source>
        <translation>los %1 bytes del origen no son sectores enteros de los %2 bytes del disco: su último sector solo se escribiría en parte</translation>
    </message>
    <message>
        <source>it reports the serial number &quot;%1&quot; and %2 bytes, but the drive confirmed was &quot;%3&quot; with %4 bytes: another drive under the same name? Choose it again</source>
        <translation>indica el número de serie &quot;%1&quot; y %2 bytes, pero el disco confirmado era &quot;%3&quot; con %4 bytes: ¿otro disco con el mismo nombre? Vuelva a elegirlo</translation>
    </message>
    <message>
        <source>no memory for a block</source>
        <translation>no hay memoria para un bloque</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>pwrite of sectors %1</source>
        <translation>pwrite de los sectores %1</translation>
    </message>
    <message>
        <source>%1 bytes of the excess sectors read back otherwise than written</source>
        <translation>%1 bytes de los sectores excedentes se releyeron distintos de como se escribieron</translation>
    </message>
</context>
<context>
    <name>Custody::CloneDriveDialog</name>
    <message>
        <source>%1 holds %2, the source %3: it is %4 bytes (%5 sectors of %6 bytes) too small. A clone needs a drive at least as large as the source; nothing is written to a smaller one.</source>
        <translation>%1 contiene %2 y el origen %3: le faltan %4 bytes (%5 sectores de %6 bytes). Un clon necesita un disco al menos tan grande como el origen; en uno más pequeño no se escribe nada.</translation>
    </message>
    <message>
        <source>Clone to a drive</source>
        <translation>Clonar a un disco</translation>
    </message>
    <message>
        <source>The drive chosen is overwritten with the source, sector for sector. Drives the write gate refuses (the source and what it stands on, system disks, mounted or read-only drives) and drives smaller than the source (%1) cannot be chosen.</source>
        <translation>El disco elegido se sobrescribe con el origen, sector a sector. No se pueden elegir los discos que rechaza el control de escritura (el origen y aquello en lo que se encuentra, los discos del sistema, los discos montados o de solo lectura) ni los discos más pequeños que el origen (%1).</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Disco</translation>
    </message>
    <message>
        <source>Model and serial</source>
        <translation>Modelo y número de serie</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Left as they are</source>
        <translation>Se dejan como están</translation>
    </message>
    <message>
        <source>Written with zeros</source>
        <translation>Se escriben con ceros</translation>
    </message>
    <message>
        <source>Written with a byte</source>
        <translation>Se escriben con un byte</translation>
    </message>
    <message>
        <source>The byte written past the source&apos;s last sector, as 0xHH.</source>
        <translation>El byte que se escribe tras el último sector del origen, en la forma 0xHH.</translation>
    </message>
    <message>
        <source>Sectors &amp;past the source:</source>
        <translation>Sectores &amp;posteriores al origen:</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <source>May be overwritten</source>
        <translation>Se puede sobrescribir</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Rechazado</translation>
    </message>
    <message>
        <source>The device list shows no drive.</source>
        <translation>La lista de dispositivos no muestra ningún disco.</translation>
    </message>
    <message>
        <source>Asking the write gate about each drive…</source>
        <translation>Consultando al control de escritura por cada disco…</translation>
    </message>
    <message>
        <source>Choose the drive to overwrite.</source>
        <translation>Elija el disco que sobrescribir.</translation>
    </message>
    <message>
        <source>Give the byte as 0x followed by two hex digits, e.g. 0xff.</source>
        <translation>Indique el byte como 0x seguido de dos dígitos hexadecimales, p. ej., 0xff.</translation>
    </message>
    <message>
        <source>Drives to clone onto</source>
        <translation>Discos en los que clonar</translation>
    </message>
    <message>
        <source>Choose this &amp;drive</source>
        <translation>&amp;Elegir este disco</translation>
    </message>
</context>
<context>
    <name>Custody::CloneText</name>
    <message>
        <source>sectors %1 to %2 (%3 bytes)</source>
        <translation>sectores %1 a %2 (%3 bytes)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>ceros</translation>
    </message>
    <message>
        <source>the byte %1</source>
        <translation>el byte %1</translation>
    </message>
    <message>
        <source>No excess sectors.</source>
        <translation>Sin sectores excedentes.</translation>
    </message>
    <message>
        <source>The drive holds as many bytes as the source.</source>
        <translation>El disco contiene tantos bytes como el origen.</translation>
    </message>
    <message>
        <source>Excess sectors left as they were.</source>
        <translation>Sectores excedentes dejados como estaban.</translation>
    </message>
    <message>
        <source>The drive&apos;s %1 past the source were neither written nor read: they hold what they held before.</source>
        <translation>Los %1 del disco posteriores al origen no se escribieron ni se leyeron: contienen lo que contenían antes.</translation>
    </message>
    <message>
        <source>Excess sectors NOT wiped.</source>
        <translation>Sectores excedentes NO borrados.</translation>
    </message>
    <message>
        <source>%1 of the %2 were written with %3. %4</source>
        <translation>%1 de los %2 se escribieron con %3. %4</translation>
    </message>
    <message>
        <source>Excess sectors wiped and verified.</source>
        <translation>Sectores excedentes borrados y verificados.</translation>
    </message>
    <message>
        <source>The drive&apos;s %1 past the source were written with %2 and read back equal to it.</source>
        <translation>Los %1 del disco posteriores al origen se escribieron con %2 y se releyeron iguales.</translation>
    </message>
    <message>
        <source>%1 of the %2 were written with %3: the clone stopped before the rest.</source>
        <translation>%1 de los %2 se escribieron con %3: el clonado se detuvo antes del resto.</translation>
    </message>
    <message>
        <source>Excess sectors wiped, not verified.</source>
        <translation>Sectores excedentes borrados, sin verificar.</translation>
    </message>
    <message>
        <source>The drive&apos;s %1 past the source were written with %2, and not read back (--verify reads them back).</source>
        <translation>Los %1 del disco posteriores al origen se escribieron con %2 y no se releyeron (--verify los relee).</translation>
    </message>
    <message>
        <source>serial %1</source>
        <translation>n.º de serie %1</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Read back from the drive with O_DIRECT, from the medium rather than the page cache: %1.</source>
        <translation>Releído del disco con O_DIRECT, del soporte y no de la caché de páginas: %1.</translation>
    </message>
    <message>
        <source>Read back from the drive through the page cache, perhaps from memory: writing out or dropping its cached pages failed (%1): %2.</source>
        <translation>Releído del disco a través de la caché de páginas, quizá desde la memoria: falló la escritura o el descarte de sus páginas en caché (%1): %2.</translation>
    </message>
    <message>
        <source>Read back from the drive through the page cache, written out and dropped first (the drive refused O_DIRECT): %1.</source>
        <translation>Releído del disco a través de la caché de páginas, escritas y descartadas antes (el disco rechazó O_DIRECT): %1.</translation>
    </message>
    <message>
        <source>Cloned onto %1.</source>
        <translation>Clonado en %1.</translation>
    </message>
    <message>
        <source>Its %1 hold the source, with the fill where the source could not be read.</source>
        <translation>Sus %1 contienen el origen, con el relleno donde no se pudo leer el origen.</translation>
    </message>
    <message>
        <source>Clone INCOMPLETE on %1.</source>
        <translation>Clon INCOMPLETO en %1.</translation>
    </message>
    <message>
        <source>Drive cache NOT flushed.</source>
        <translation>Caché del disco NO vaciada.</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Número de serie</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>%1 bytes = %2 sectors of %3 bytes (%4 bytes physical)</source>
        <translation>%1 bytes = %2 sectores de %3 bytes (%4 bytes físicos)</translation>
    </message>
    <message>
        <source>SMART before the write</source>
        <translation>SMART antes de la escritura</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Source written to</source>
        <translation>Origen escrito en</translation>
    </message>
    <message>
        <source>Read back</source>
        <translation>Relectura</translation>
    </message>
    <message>
        <source>with O_DIRECT, from the medium</source>
        <translation>con O_DIRECT, del soporte</translation>
    </message>
    <message>
        <source>through the page cache, written out and dropped first (the drive refused O_DIRECT)</source>
        <translation>a través de la caché de páginas, escritas y descartadas antes (el disco rechazó O_DIRECT)</translation>
    </message>
    <message>
        <source>Excess sectors</source>
        <translation>Sectores excedentes</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Destination drive</source>
        <translation>Disco de destino</translation>
    </message>
    <message>
        <source>none of the %1 sectors of the source (%2 bytes)</source>
        <translation>ninguno de los %1 sectores del origen (%2 bytes)</translation>
    </message>
    <message>
        <source>sectors 0 to %1 of the %2 sectors of the source (%3 of %4 bytes)</source>
        <translation>sectores 0 a %1 de los %2 sectores del origen (%3 de %4 bytes)</translation>
    </message>
    <message>
        <source>Written: %1. The drive is not a copy of the source. Clone again from the start (--force).</source>
        <translation>Escrito: %1. El disco no es una copia del origen. Clone de nuevo desde el principio (--force).</translation>
    </message>
</context>
<context>
    <name>Custody::ContentText</name>
    <message>
        <source>%1 of %2 sectors read (%3)</source>
        <translation>%1 de %2 sectores leídos (%3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 sectors: %2</source>
        <translation>%1 sectores: %2</translation>
    </message>
    <message>
        <source>sectors %1 to %2 (%3)</source>
        <translation>sectores %1 a %2 (%3)</translation>
    </message>
    <message>
        <source>Most of this drive reads as zeros (%1 of the sectors read), although SMART reports %2 power-on hours: a drive in use is rarely that empty. Before relying on the image, rule out a drive that answers with zeros instead of its data (a locked or self-encrypting drive, a failing controller or adapter, an SSD that discarded trimmed blocks, a host protected area or a DCO hiding the data).</source>
        <translation>La mayor parte de este disco se lee como ceros (%1 de los sectores leídos), aunque SMART indica %2 horas de funcionamiento: un disco en uso rara vez está tan vacío. Antes de confiar en la imagen, descarte un disco que responda con ceros en lugar de sus datos (un disco bloqueado o autocifrado, un controlador o adaptador que falla, un SSD que descartó bloques liberados con TRIM, un área protegida del host (HPA) o un DCO que oculta los datos).</translation>
    </message>
    <message>
        <source>All zeros: %1</source>
        <translation>Todo ceros: %1</translation>
    </message>
    <message>
        <source>One other byte repeated: %1</source>
        <translation>Otro byte repetido: %1</translation>
    </message>
    <message>
        <source>Unreadable, not counted: %1 sectors</source>
        <translation>Ilegibles, no contados: %1 sectores</translation>
    </message>
    <message>
        <source>Zero run %1: %2</source>
        <translation>Racha de ceros %1: %2</translation>
    </message>
    <message>
        <source>What the data looks like (%1-byte sectors):</source>
        <translation>Aspecto de los datos (sectores de %1 bytes):</translation>
    </message>
    <message>
        <source>What the data looks like</source>
        <translation>Aspecto de los datos</translation>
    </message>
    <message>
        <source>Sectors read</source>
        <translation>Sectores leídos</translation>
    </message>
    <message>
        <source>All zeros</source>
        <translation>Todo ceros</translation>
    </message>
    <message>
        <source>One other byte repeated</source>
        <translation>Otro byte repetido</translation>
    </message>
    <message>
        <source>Unreadable, not counted</source>
        <translation>Ilegibles, no contados</translation>
    </message>
    <message>
        <source>%1 sectors (the fill written in their place is not the drive&apos;s data)</source>
        <translation>%1 sectores (el relleno escrito en su lugar no son datos del disco)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>Primer sector</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>Último sector</translation>
    </message>
    <message>
        <source>Offset (bytes)</source>
        <translation>Desplazamiento (bytes)</translation>
    </message>
    <message>
        <source>Length (bytes)</source>
        <translation>Longitud (bytes)</translation>
    </message>
    <message>
        <source>The longest runs of sectors read as zeros, longest first:</source>
        <translation>Las rachas más largas de sectores leídos como ceros, de mayor a menor:</translation>
    </message>
    <message>
        <source>Mostly zeros</source>
        <translation>Mayormente ceros</translation>
    </message>
    <message>
        <source>Counted in the image as stored: a sector the acquisition could not read holds its fill here and counts as what the fill is (zeros by default); the acquisition&apos;s record tells the two apart.</source>
        <translation>Contado en la imagen tal como está guardada: un sector que la adquisición no pudo leer contiene aquí su relleno y cuenta como lo que sea el relleno (ceros por defecto); la ficha de la adquisición distingue ambos casos.</translation>
    </message>
    <message>
        <source>%1 sectors of %2 bytes</source>
        <translation>%1 sectores de %2 bytes</translation>
    </message>
    <message>
        <source>Counted in the image as stored, except the sectors that the acquisition&apos;s record calls unreadable (%1): they hold the fill and count as unreadable, not as what the fill is.</source>
        <translation>Contado en la imagen tal como está almacenada, salvo los sectores que la ficha de la adquisición declara ilegibles (%1): contienen el relleno y cuentan como ilegibles, no como lo que es el relleno.</translation>
    </message>
</context>
<context>
    <name>Custody::ConversionDialog</name>
    <message>
        <source>Convert to E01</source>
        <translation>Convertir a E01</translation>
    </message>
    <message>
        <source>No E01 was made: %1</source>
        <translation>No se creó ningún E01: %1</translation>
    </message>
    <message>
        <source>Written: %1. Every hash of the acquisition agrees with the image read for it:</source>
        <translation>Escrito: %1. Todos los hashes de la adquisición coinciden con la imagen leída para él:</translation>
    </message>
    <message>
        <source>Write the image of this acquisition as %1.E01 (and further segments as needed) beside it? The image is only read; the E01 is kept only when every hash of the acquisition is found again in the same read, and the acquisition log then names it.</source>
        <translation>¿Escribir la imagen de esta adquisición como %1.E01 (y más segmentos si hace falta) junto a ella? La imagen solo se lee; el E01 solo se conserva si todos los hashes de la adquisición se vuelven a obtener en la misma lectura, y entonces el registro de la adquisición lo nombra.</translation>
    </message>
    <message>
        <source>Com&amp;pression:</source>
        <translation>Com&amp;presión:</translation>
    </message>
    <message>
        <source>Se&amp;gment size:</source>
        <translation>Tamaño de se&amp;gmento:</translation>
    </message>
    <message>
        <source>Writing the E01 and checking the image against the acquisition&apos;s hashes in the same read…</source>
        <translation>Escribiendo el E01 y comprobando la imagen con los hashes de la adquisición en la misma lectura…</translation>
    </message>
    <message>
        <source>The acquisition log does not name it: %1</source>
        <translation>El registro de la adquisición no lo nombra: %1</translation>
    </message>
    <message>
        <source>Stopping: the E01 written so far is removed…</source>
        <translation>Deteniendo: se elimina el E01 escrito hasta ahora…</translation>
    </message>
    <message>
        <source>The acquisition log names it, but its signature, now stale, was not removed: %1</source>
        <translation>El registro de la adquisición lo nombra, pero su firma, ahora obsoleta, no se eliminó: %1</translation>
    </message>
    <message>
        <source>The acquisition log names it; its signature, now stale, was removed (the log is signed again when a signing identity is set).</source>
        <translation>El registro de la adquisición lo nombra; su firma, ahora obsoleta, se eliminó (el registro se vuelve a firmar si hay definida una identidad de firma).</translation>
    </message>
    <message>
        <source>Con&amp;vert</source>
        <translation>Con&amp;vertir</translation>
    </message>
    <message>
        <source>Queued: the conversion starts when the job queue&apos;s limits let it (Jobs table). Cancel takes it out of the queue.</source>
        <translation>En cola: la conversión empieza cuando los límites de la cola de trabajos lo permiten (tabla de trabajos). Cancelar la saca de la cola.</translation>
    </message>
    <message>
        <source>E01 written, the hashes agree</source>
        <translation>E01 escrito, los hashes coinciden</translation>
    </message>
    <message>
        <source>nothing kept</source>
        <translation>no se conserva nada</translation>
    </message>
    <message>
        <source>Taken out of the job queue: nothing was written.</source>
        <translation>Sacada de la cola de trabajos: no se escribió nada.</translation>
    </message>
</context>
<context>
    <name>Custody::DashboardStatus</name>
    <message>
        <source>The status file %1 is not kept: %2</source>
        <translation>El archivo de estado %1 no se mantiene: %2</translation>
    </message>
    <message>
        <source>The status file %1 is no longer written: %2</source>
        <translation>El archivo de estado %1 ya no se escribe: %2</translation>
    </message>
    <message>
        <source>The status file %1 is not kept: give its full path</source>
        <translation>El archivo de estado %1 no se mantiene: indique su ruta completa</translation>
    </message>
</context>
<context>
    <name>Custody::DestinationDrive</name>
    <message>
        <source>the device node changed while it was checked; check which drive it names and try again</source>
        <translation>el nodo de dispositivo cambió mientras se comprobaba; compruebe qué disco designa e inténtelo de nuevo</translation>
    </message>
    <message>
        <source>the drive %1</source>
        <translation>el disco %1</translation>
    </message>
    <message>
        <source>the kernel says it is in use (mounted or held by another program)</source>
        <translation>el kernel indica que está en uso (montado o retenido por otro programa)</translation>
    </message>
    <message>
        <source>its size cannot be read</source>
        <translation>no se puede leer su tamaño</translation>
    </message>
</context>
<context>
    <name>Custody::DestinationList</name>
    <message>
        <source>More destinations</source>
        <translation>Más destinos</translation>
    </message>
    <message>
        <source>Each destination is written from the same read, with the same hashes; double-click one to edit it.</source>
        <translation>Cada destino se escribe a partir de la misma lectura, con los mismos hashes; haga doble clic en uno para editarlo.</translation>
    </message>
    <message>
        <source>&amp;Add image…</source>
        <translation>&amp;Añadir imagen…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>%1 is the name of two outputs: give each its own name or folder.</source>
        <translation>%1 es el nombre de dos salidas: dé a cada una su propio nombre o carpeta.</translation>
    </message>
    <message>
        <source>E01</source>
        <translation>E01</translation>
    </message>
    <message>
        <source>split raw</source>
        <translation>raw dividida</translation>
    </message>
    <message>
        <source>raw</source>
        <translation>raw</translation>
    </message>
    <message>
        <source>Image %1 (%2)</source>
        <translation>Imagen %1 (%2)</translation>
    </message>
    <message>
        <source>Image %1 (%2, read back)</source>
        <translation>Imagen %1 (%2, releída)</translation>
    </message>
    <message>
        <source>Only the image above.</source>
        <translation>Solo la imagen de arriba.</translation>
    </message>
    <message>
        <source>Write the source onto a whole drive, sector for sector (a restore when the source is an image file).</source>
        <translation>Escribir el origen en todo un disco, sector a sector (una restauración cuando el origen es un archivo de imagen).</translation>
    </message>
    <message>
        <source>the sectors past the source left as they are</source>
        <translation>los sectores posteriores al origen se dejan como están</translation>
    </message>
    <message>
        <source>the sectors past the source written with zeros</source>
        <translation>los sectores posteriores al origen se escriben con ceros</translation>
    </message>
    <message>
        <source>the sectors past the source written with 0x%1</source>
        <translation>los sectores posteriores al origen se escriben con 0x%1</translation>
    </message>
    <message>
        <source>Clone onto %1: %2, %3; %4</source>
        <translation>Clonar en %1: %2, %3; %4</translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation>Destinos</translation>
    </message>
    <message>
        <source>Clone to dr&amp;ive…</source>
        <translation>Clonar a &amp;un disco…</translation>
    </message>
</context>
<context>
    <name>Custody::DetachedSignature</name>
    <message>
        <source>the validity of the certificate %1 cannot be read; nothing is signed with it</source>
        <translation>no se puede leer la validez del certificado %1; no se firma nada con él</translation>
    </message>
    <message>
        <source>the certificate %1 is not valid before %2 (it is %3 now); nothing is signed with it: sign with a certificate valid now</source>
        <translation>el certificado %1 no es válido antes de %2 (ahora es %3); no se firma nada con él: firme con un certificado válido ahora</translation>
    </message>
    <message>
        <source>the certificate %1 expired at %2 (it is %3 now); nothing is signed with it: sign with a certificate valid now</source>
        <translation>el certificado %1 caducó el %2 (ahora es %3); no se firma nada con él: firme con un certificado válido ahora</translation>
    </message>
    <message>
        <source>the trusted CA %1 cannot be read: %2</source>
        <translation>no se puede leer la CA de confianza %1: %2</translation>
    </message>
    <message>
        <source>the trusted CA %1 holds no PEM certificate: give the lab&apos;s CA certificate</source>
        <translation>la CA de confianza %1 no contiene ningún certificado PEM: indique el certificado de la CA del laboratorio</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceDetailsPane</name>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Drive details</source>
        <translation>Detalles del disco</translation>
    </message>
    <message>
        <source>Select a drive to see its identity, partitions and SMART data.</source>
        <translation>Seleccione un disco para ver su identidad, sus particiones y sus datos SMART.</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Stable name</source>
        <translation>Nombre estable</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricante</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Número de serie</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 bytes)</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Sector lógico</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Sector físico</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Soporte</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Extraíble</translation>
    </message>
    <message>
        <source>Kernel read-only flag</source>
        <translation>Indicador de solo lectura del kernel</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Archivo subyacente</translation>
    </message>
    <message>
        <source>Listed by</source>
        <translation>Listado por</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Particiones</translation>
    </message>
    <message>
        <source>None found.</source>
        <translation>No se encontró ninguna.</translation>
    </message>
    <message>
        <source>Mounted: the file systems below may change while the drive is imaged.</source>
        <translation>Montado: los sistemas de archivos de abajo pueden cambiar mientras se adquiere el disco.</translation>
    </message>
    <message>
        <source>File system</source>
        <translation>Sistema de archivos</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Montado en</translation>
    </message>
    <message>
        <source>%1 (%2) on %3</source>
        <translation>%1 (%2) en %3</translation>
    </message>
    <message>
        <source>SMART</source>
        <translation>SMART</translation>
    </message>
    <message>
        <source>Read at %1</source>
        <translation>Leído el %1</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>no indicado</translation>
    </message>
    <message>
        <source>Overall health self-assessment</source>
        <translation>Autoevaluación del estado general</translation>
    </message>
    <message>
        <source>Powered on</source>
        <translation>Tiempo encendido</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hora</numerusform>
            <numerusform>%n horas</numerusform>
        </translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Reallocated sectors</source>
        <translation>Sectores reasignados</translation>
    </message>
    <message>
        <source>Sectors waiting to be reallocated</source>
        <translation>Sectores en espera de reasignación</translation>
    </message>
    <message>
        <source>Sectors found unreadable offline</source>
        <translation>Sectores hallados ilegibles fuera de línea</translation>
    </message>
    <message>
        <source>Media and data integrity errors</source>
        <translation>Errores de soporte y de integridad de datos</translation>
    </message>
    <message>
        <source>Life used</source>
        <translation>Vida útil consumida</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Reserva disponible</translation>
    </message>
    <message>
        <source>%1 % (threshold %2 %)</source>
        <translation>%1 % (umbral %2 %)</translation>
    </message>
    <message>
        <source>Grown defects</source>
        <translation>Defectos adquiridos</translation>
    </message>
    <message>
        <source>Latest self-test</source>
        <translation>Última autoprueba</translation>
    </message>
    <message>
        <source>smartctl</source>
        <translation>smartctl</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Atributo</translation>
    </message>
    <message>
        <source>Value / worst / threshold</source>
        <translation>Valor / peor / umbral</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>Valor bruto</translation>
    </message>
    <message>
        <source>Assessment</source>
        <translation>Evaluación</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Correcto</translation>
    </message>
    <message>
        <source>FAILING NOW</source>
        <translation>FALLANDO AHORA</translation>
    </message>
    <message>
        <source>failed in the past</source>
        <translation>falló en el pasado</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>Áreas ocultas</translation>
    </message>
    <message>
        <source>Sectors the drive shows</source>
        <translation>Sectores que muestra el disco</translation>
    </message>
    <message>
        <source>Native size</source>
        <translation>Tamaño nativo</translation>
    </message>
    <message>
        <source>Other namespaces of this controller:</source>
        <translation>Otros espacios de nombres de este controlador:</translation>
    </message>
    <message>
        <source>Commands sent (read-only):</source>
        <translation>Comandos enviados (solo lectura):</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Estructura</translation>
    </message>
    <message>
        <source>Being read…</source>
        <translation>Leyendo…</translation>
    </message>
    <message>
        <source>Could not be read: %1</source>
        <translation>No se pudo leer: %1</translation>
    </message>
    <message>
        <source>Partition table: %1</source>
        <translation>Tabla de particiones: %1</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceInfo</name>
    <message>
        <source>loop</source>
        <translation>loop</translation>
    </message>
    <message>
        <source>platform</source>
        <translation>plataforma</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>rotacional (disco duro)</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>estado sólido (SSD)</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceMonitor</name>
    <message>
        <source>smartctl could not open the drive (permission, or a USB bridge it does not recognise).</source>
        <translation>smartctl no pudo abrir el disco (permisos, o un puente USB que no reconoce).</translation>
    </message>
    <message>
        <source>The drive reports no SMART data.</source>
        <translation>El disco no proporciona datos SMART.</translation>
    </message>
    <message>
        <source>%1 no longer exists: the drive was removed or renamed.</source>
        <translation>%1 ya no existe: el disco se retiró o se le cambió el nombre.</translation>
    </message>
    <message>
        <source>You may not read %1: imaging it needs root or membership of its group &quot;%2&quot;. Start Custody with &quot;Run as administrator&quot; from the desktop menu (or custody-pkexec), or ask an administrator to add your account to &quot;%2&quot;, then log in again.</source>
        <translation>No tiene permiso para leer %1: adquirirlo requiere root o pertenecer a su grupo &quot;%2&quot;. Inicie Custody con «Ejecutar como administrador» desde el menú del escritorio (o custody-pkexec), o pida a un administrador que añada su cuenta a &quot;%2&quot; y vuelva a iniciar sesión.</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceRow</name>
    <message>
        <source>A disk of this workstation: it holds %1. Imaging it reads a disk that changes while it is read; it is acquired only on an explicit, confirmed override and is never write-blocked.</source>
        <translation>Un disco de esta estación de trabajo: contiene %1. Adquirirlo significa leer un disco que cambia mientras se lee; solo se adquiere con una anulación explícita y confirmada, y nunca con bloqueo de escritura.</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceTableModel</name>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Serial</source>
        <translation>N.º de serie</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Extraíble</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Solo lectura</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>Montado</translation>
    </message>
    <message>
        <source>SMART</source>
        <translation>SMART</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>Mounted: %1. A file system on this drive may change while it is imaged. Unmount it first if you can.</source>
        <translation>Montado: %1. Un sistema de archivos de este disco puede cambiar mientras se adquiere. Desmóntelo antes si puede.</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Trabajo</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>inactivo</translation>
    </message>
    <message>
        <source>%1 (system)</source>
        <translation>%1 (sistema)</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sectores</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>SMART is not read over the network.</source>
        <translation>SMART no se lee a través de la red.</translation>
    </message>
    <message>
        <source>file %1</source>
        <translation>archivo %1</translation>
    </message>
    <message>
        <source>A loop device over the file %1</source>
        <translation>Un dispositivo loop sobre el archivo %1</translation>
    </message>
    <message>
        <source>Hidden areas: sectors the drive holds but does not show the host (an HPA, a DCO, a detached NVMe namespace), as read-only commands found them. Custody never removes them.</source>
        <translation>Áreas ocultas: sectores que el disco contiene pero no muestra al host (un HPA, un DCO, un espacio de nombres NVMe separado), tal como los encontraron comandos de solo lectura. Custody nunca los elimina.</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>Ocultas</translation>
    </message>
</context>
<context>
    <name>Custody::DriveIo</name>
    <message>
        <source>%1 of sectors %2 to %3</source>
        <translation>%1 de los sectores %2 a %3</translation>
    </message>
    <message>
        <source>the drive ends early</source>
        <translation>el disco termina antes de tiempo</translation>
    </message>
    <message>
        <source>no memory for a block of the pattern</source>
        <translation>no hay memoria para un bloque del patrón</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>%1, each of which was written when tried alone</source>
        <translation>%1, cada uno de los cuales se pudo escribir al probarlo por separado</translation>
    </message>
    <message>
        <source>pwrite of sectors %1</source>
        <translation>pwrite de los sectores %1</translation>
    </message>
</context>
<context>
    <name>Custody::DriveWipe</name>
    <message>
        <source>%1 refused a write at byte %2 (%3): the drive is not usable as a destination as it is.</source>
        <translation>%1 rechazó una escritura en el byte %2 (%3): el disco no se puede usar como destino tal como está.</translation>
    </message>
    <message>
        <source>%1 refused a read at byte %2 (%3): the drive is not usable as a destination as it is.</source>
        <translation>%1 rechazó una lectura en el byte %2 (%3): el disco no se puede usar como destino tal como está.</translation>
    </message>
    <message>
        <source>the certificate&apos;s folder %1 is not a folder you may write into: name a certificate base in another folder</source>
        <translation>la carpeta del certificado, %1, no es una carpeta en la que pueda escribir: indique una base de certificado en otra carpeta</translation>
    </message>
    <message>
        <source>--method zeroout writes zeros only: give --pattern zero, or --method write for another pattern</source>
        <translation>--method zeroout solo escribe ceros: indique --pattern zero, o --method write para otro patrón</translation>
    </message>
    <message>
        <source>a random pattern can be checked only with the key it was written with: give --pattern zero or 0xNN to --verify-only</source>
        <translation>un patrón aleatorio solo se puede comprobar con la clave con la que se escribió: indique --pattern zero o 0xNN para --verify-only</translation>
    </message>
    <message>
        <source>the block size must be a multiple of 4096 bytes and of the drive&apos;s sector</source>
        <translation>el tamaño de bloque debe ser múltiplo de 4096 bytes y del sector del disco</translation>
    </message>
</context>
<context>
    <name>Custody::EarlierOutputs</name>
    <message>
        <source>it is the report of the acquisition that starting over would replace, and would then describe an image that is no longer there; move it (and its signature, if any) away first</source>
        <translation>es el informe de la adquisición que empezar de nuevo reemplazaría, y entonces describiría una imagen que ya no existe; muévalo antes a otro lugar (junto con su firma, si la tiene)</translation>
    </message>
</context>
<context>
    <name>Custody::EndHookDialog</name>
    <message>
        <source>No program</source>
        <translation>Ningún programa</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Program to run</source>
        <translation>Programa que ejecutar</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>After this, the program is stopped with every process it started.</source>
        <translation>Pasado este tiempo, el programa se detiene junto con todos los procesos que inició.</translation>
    </message>
    <message>
        <source>&amp;Program:</source>
        <translation>&amp;Programa:</translation>
    </message>
    <message>
        <source>&amp;Stopped after:</source>
        <translation>&amp;Detenido tras:</translation>
    </message>
    <message>
        <source>Give the program&apos;s full path (it starts with /).</source>
        <translation>Indique la ruta completa del programa (empieza por /).</translation>
    </message>
    <message>
        <source>%1 is not a program that can be run: give the path of an executable file.</source>
        <translation>%1 no es un programa que se pueda ejecutar: indique la ruta de un archivo ejecutable.</translation>
    </message>
    <message>
        <source>Program when a job ends</source>
        <translation>Programa al terminar un trabajo</translation>
    </message>
    <message>
        <source>A program of the lab&apos;s that runs once each acquisition, verification or wipe has ended (to copy the image to an archive, to update a case system); for an acquisition, before the record and the log are signed. It is run without a shell or arguments and told the outcome, the verdict, the files and the digests in CUSTODY_ environment variables, as custody-cli acquire, verify and wipe --on-end tell them. Its exit status and output go into the acquisition log (a verification&apos;s or wipe&apos;s first line into its row of the case history); whatever it does, the job&apos;s outcome and verdict stay as they are. Leave it empty to run none.</source>
        <translation>Un programa del laboratorio que se ejecuta al terminar cada adquisición, verificación o borrado (para copiar la imagen a un archivo, para actualizar un sistema de casos); en una adquisición, antes de firmar la ficha y el registro. Se ejecuta sin shell ni argumentos y recibe el resultado, el veredicto, los archivos y los resúmenes en variables de entorno CUSTODY_, tal como los transmiten custody-cli acquire, verify y wipe --on-end. Su código de salida y su salida van al registro de la adquisición (en una verificación o un borrado, la primera línea va a su fila del historial de casos); haga lo que haga, el resultado y el veredicto del trabajo no cambian. Déjelo vacío para no ejecutar ninguno.</translation>
    </message>
</context>
<context>
    <name>Custody::Error</name>
    <message>
        <source>%1 at byte offset %2</source>
        <translation>%1 en el desplazamiento de byte %2</translation>
    </message>
    <message>
        <source>Invalid setting: %1.</source>
        <translation>Configuración no válida: %1.</translation>
    </message>
    <message>
        <source>Cannot open the source %1 for reading. Check that it exists and that you have read permission (root or the &apos;disk&apos; group for drives).</source>
        <translation>No se puede abrir el origen %1 para lectura. Compruebe que existe y que tiene permiso de lectura (root o el grupo &apos;disk&apos; para los discos).</translation>
    </message>
    <message>
        <source>The source %1 is neither a block device nor a regular file. Choose a drive, a partition or an image file.</source>
        <translation>El origen %1 no es un dispositivo de bloques ni un archivo normal. Elija un disco, una partición o un archivo de imagen.</translation>
    </message>
    <message>
        <source>The source device vanished while reading %1. Reconnect it and resume; the image and map written so far are kept.</source>
        <translation>El dispositivo de origen desapareció durante la lectura de %1. Vuelva a conectarlo y reanude; la imagen y el mapa escritos hasta ahora se conservan.</translation>
    </message>
    <message>
        <source>The source ended early: no data at %1, although its size was reported larger. The image and map written so far are kept.</source>
        <translation>El origen terminó antes de tiempo: no hay datos en %1, aunque indicaba un tamaño mayor. La imagen y el mapa escritos hasta ahora se conservan.</translation>
    </message>
    <message>
        <source>Reading the source failed at %1 in a way that is not a bad sector. The image and map written so far are kept.</source>
        <translation>La lectura del origen falló en %1 por un motivo que no es un sector defectuoso. La imagen y el mapa escritos hasta ahora se conservan.</translation>
    </message>
    <message>
        <source>The output %1 already exists. Choose another name, or allow overwriting (--force).</source>
        <translation>La salida %1 ya existe. Elija otro nombre o permita sobrescribir (--force).</translation>
    </message>
    <message>
        <source>Cannot create the output file %1. Check that the folder exists and is writable.</source>
        <translation>No se puede crear el archivo de salida %1. Compruebe que la carpeta existe y admite escritura.</translation>
    </message>
    <message>
        <source>Writing the image failed at %1. The data written so far is kept; check the destination drive.</source>
        <translation>La escritura de la imagen falló en %1. Los datos escritos hasta ahora se conservan; compruebe el disco de destino.</translation>
    </message>
    <message>
        <source>The destination is full: cannot write %1. Free space or choose another destination; the image and map written so far are kept.</source>
        <translation>El destino está lleno: no se puede escribir %1. Libere espacio o elija otro destino; la imagen y el mapa escritos hasta ahora se conservan.</translation>
    </message>
    <message>
        <source>Flushing the image %1 to disk failed. The destination drive may be failing.</source>
        <translation>Falló el volcado de la imagen %1 al disco. Puede que el disco de destino esté fallando.</translation>
    </message>
    <message>
        <source>Reading the image at %1 failed, so its hashes cannot be computed. Check that the image files are complete and readable.</source>
        <translation>Falló la lectura de la imagen en %1, por lo que no se pueden calcular sus hashes. Compruebe que los archivos de imagen están completos y son legibles.</translation>
    </message>
    <message>
        <source>The map file %1 is not a valid ddrescue mapfile: %2.</source>
        <translation>El archivo de mapa %1 no es un mapfile de ddrescue válido: %2.</translation>
    </message>
    <message>
        <source>The hash computation failed (%1).</source>
        <translation>Falló el cálculo del hash (%1).</translation>
    </message>
    <message>
        <source>The acquisition was cancelled. The image and map written so far are kept.</source>
        <translation>Se canceló la adquisición. La imagen y el mapa escritos hasta ahora se conservan.</translation>
    </message>
    <message>
        <source>Cannot list the drives of this computer (%1).</source>
        <translation>No se pueden listar los discos de este equipo (%1).</translation>
    </message>
    <message>
        <source>Not allowed to set the kernel read-only flag (software write-block) on %1: it needs root (CAP_SYS_ADMIN). Run as root, or image without software write-block behind a hardware write blocker.</source>
        <translation>No se permite activar el indicador de solo lectura del kernel (bloqueo de escritura por software) en %1: requiere root (CAP_SYS_ADMIN). Ejecute como root, o adquiera sin bloqueo de escritura por software detrás de un bloqueador de escritura por hardware.</translation>
    </message>
    <message>
        <source>Cannot change or verify the kernel read-only flag (software write-block) on %1.</source>
        <translation>No se puede cambiar ni verificar el indicador de solo lectura del kernel (bloqueo de escritura por software) en %1.</translation>
    </message>
    <message>
        <source>The program %1 is not installed. Install it (Debian package: %2).</source>
        <translation>El programa %1 no está instalado. Instálelo (paquete Debian: %2).</translation>
    </message>
    <message>
        <source>The program %1 could not be run.</source>
        <translation>No se pudo ejecutar el programa %1.</translation>
    </message>
    <message>
        <source>The program %1 did not finish in time and was stopped.</source>
        <translation>El programa %1 no terminó a tiempo y se detuvo.</translation>
    </message>
    <message>
        <source>The output of %1 could not be read: %2.</source>
        <translation>No se pudo leer la salida de %1: %2.</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>una carpeta</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>un dispositivo de caracteres</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>un dispositivo de bloques</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>no es un archivo normal</translation>
    </message>
    <message>
        <source>%1 bytes; the limit is %2 bytes</source>
        <translation>%1 bytes; el límite es %2 bytes</translation>
    </message>
    <message>
        <source>more than %1 bytes, the limit</source>
        <translation>más de %1 bytes, el límite</translation>
    </message>
    <message>
        <source>Refused to write %1: %2. Writing there would alter the evidence or a file of record, so overwriting (--force) does not allow it either; choose another destination or name.</source>
        <translation>Se rechazó escribir %1: %2. Escribir ahí alteraría la evidencia o un archivo de constancia, así que sobrescribir (--force) tampoco lo permite; elija otro destino u otro nombre.</translation>
    </message>
    <message>
        <source>Cannot save the map file %1. The map saved before is kept unchanged (it describes only image data already on disk), and so is the image. Make room or make the folder writable, then resume.</source>
        <translation>No se puede guardar el archivo de mapa %1. El mapa guardado antes se conserva sin cambios (solo describe datos de imagen que ya están en el disco), igual que la imagen. Libere espacio o haga la carpeta escribible y luego reanude.</translation>
    </message>
    <message>
        <source>Cannot save %1. Nothing was changed: the file is as it was before (or still absent).</source>
        <translation>No se puede guardar %1. No se cambió nada: el archivo está como antes (o sigue sin existir).</translation>
    </message>
    <message>
        <source>%1 is %2, not a file that can be read to its end. Give a regular file or a pipe.</source>
        <translation>%1 es %2, no un archivo que se pueda leer hasta el final. Indique un archivo normal o una tubería.</translation>
    </message>
    <message>
        <source>%1 is too large to read (%2).</source>
        <translation>%1 es demasiado grande para leerlo (%2).</translation>
    </message>
    <message>
        <source>Cannot resume the acquisition into %1: %2.</source>
        <translation>No se puede reanudar la adquisición en %1: %2.</translation>
    </message>
    <message>
        <source>Another acquisition is using %1 (%2). Wait until it ends, or choose another image name.</source>
        <translation>Otra adquisición está usando %1 (%2). Espere a que termine o elija otro nombre de imagen.</translation>
    </message>
    <message>
        <source>The image %1 is no longer the one this acquisition wrote: %2. The digests it was acquired with stay in its map; keep the image as found and acquire the source again into a new name.</source>
        <translation>La imagen %1 ya no es la que escribió esta adquisición: %2. Los resúmenes con los que se adquirió siguen en su mapa; conserve la imagen tal como se encontró y adquiera de nuevo el origen con un nombre nuevo.</translation>
    </message>
    <message>
        <source>an interrupted E01 acquisition cannot be resumed: acquire again, replacing its files, or acquire to raw with the rescue preset (which resumes) and convert the result to E01</source>
        <translation>una adquisición E01 interrumpida no se puede reanudar: adquiera de nuevo reemplazando sus archivos, o adquiera en raw con el preajuste rescue (que se puede reanudar) y convierta el resultado a E01</translation>
    </message>
    <message>
        <source>TLS credentials were given for a plaintext URI: write nbds:// (or nbds+unix://) to use TLS</source>
        <translation>se dieron credenciales TLS para una URI sin cifrar: escriba nbds:// (o nbds+unix://) para usar TLS</translation>
    </message>
    <message numerus="yes">
        <source>the NBD server did not answer within %n second(s)</source>
        <translation>
            <numerusform>el servidor NBD no respondió en %n segundo</numerusform>
            <numerusform>el servidor NBD no respondió en %n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot sign with %1. Check that the key (--sign-key) belongs to the certificate (--sign-cert), that both are PEM files, and the passphrase.</source>
        <translation>No se puede firmar con %1. Compruebe que la clave (--sign-key) corresponde al certificado (--sign-cert), que ambos son archivos PEM, y la frase de contraseña.</translation>
    </message>
    <message>
        <source>The signature %1 cannot be read as a detached CMS (PKCS#7) signature in DER. Keep it as found: it says nothing about the file beside it.</source>
        <translation>La firma %1 no se puede leer como firma CMS (PKCS#7) separada en DER. Consérvela tal como se encontró: no dice nada del archivo que tiene al lado.</translation>
    </message>
    <message>
        <source>The case history %1 cannot be used (%2).</source>
        <translation>No se puede usar el historial de casos %1 (%2).</translation>
    </message>
    <message>
        <source>Refused to remove %1: %2. Custody removes only files it can prove it wrote itself; move the file away or choose another name.</source>
        <translation>Se rechazó eliminar %1: %2. Custody solo elimina archivos que puede demostrar que escribió él mismo; mueva el archivo a otro lugar o elija otro nombre.</translation>
    </message>
    <message>
        <source>The signature of %1 fails (%2), so nothing made from it is signed over it. Keep the files as found and verify them (Verify image…, custody-cli verify).</source>
        <translation>La firma de %1 no es válida (%2), así que nada de lo que se obtenga de él se firma encima. Conserve los archivos tal como se encontraron y verifíquelos (Verificar imagen…, custody-cli verify).</translation>
    </message>
    <message>
        <source>Refused to overwrite the drive %1: %2. Nothing was written to it.</source>
        <translation>Se rechazó sobrescribir el disco %1: %2. No se escribió nada en él.</translation>
    </message>
    <message>
        <source>Cannot connect to the network source %1. Check the URI, that the server runs and exports it to this machine, and the credentials (NBD: nbds:// with --tls-psk and --tls-username, or --tls-certificates; iSCSI: --chap-file).</source>
        <translation>No se puede conectar al origen de red %1. Compruebe la URI, que el servidor está en marcha y lo exporta a este equipo, y las credenciales (NBD: nbds:// con --tls-psk y --tls-username, o --tls-certificates; iSCSI: --chap-file).</translation>
    </message>
    <message>
        <source>What describes the source %1 (its layout or identify data) could not be read.</source>
        <translation>No se pudo leer lo que describe el origen %1 (su estructura o sus datos de identificación).</translation>
    </message>
    <message>
        <source>The drive at %1 is not the one chosen for this acquisition: %2. Nothing was read or written; connect the drive chosen, or choose the drive again (its serial number and size as the device list shows them).</source>
        <translation>La unidad en %1 no es la elegida para esta adquisición: %2. No se leyó ni se escribió nada; conecte la unidad elegida o vuelva a elegir la unidad (su número de serie y tamaño como los muestra la lista de dispositivos).</translation>
    </message>
</context>
<context>
    <name>Custody::EvidenceGuard</name>
    <message>
        <source>the source %1</source>
        <translation>el origen %1</translation>
    </message>
    <message>
        <source>%1, which holds %2</source>
        <translation>%1, que contiene %2</translation>
    </message>
    <message>
        <source>%1, the file behind %2 (%3)</source>
        <translation>%1, el archivo detrás de %2 (%3)</translation>
    </message>
    <message>
        <source>it is a symbolic link, and writing it would write wherever it points; give the real path</source>
        <translation>es un enlace simbólico, y escribir en él escribiría allí adonde apunte; indique la ruta real</translation>
    </message>
    <message>
        <source>it exists and is not a regular file (a device, a folder, a pipe or a socket)</source>
        <translation>existe y no es un archivo normal (un dispositivo, una carpeta, una tubería o un socket)</translation>
    </message>
    <message>
        <source>it is %1</source>
        <translation>es %1</translation>
    </message>
    <message>
        <source>its folder %1 is on a file system that writes to %2</source>
        <translation>su carpeta %1 está en un sistema de archivos que escribe en %2</translation>
    </message>
    <message>
        <source>its folder %1 is on a file system inside %2</source>
        <translation>su carpeta %1 está en un sistema de archivos dentro de %2</translation>
    </message>
    <message>
        <source>overwriting it overwrites %1, which is %2</source>
        <translation>sobrescribirlo sobrescribe %1, que es %2</translation>
    </message>
    <message>
        <source>%1 stands on %2</source>
        <translation>%1 se encuentra en %2</translation>
    </message>
    <message>
        <source>%1 writes into %2</source>
        <translation>%1 escribe en %2</translation>
    </message>
</context>
<context>
    <name>Custody::FolderProbe</name>
    <message>
        <source>Refused to create %1: %2 is on a file system that writes to the source %3. Choose a folder on another drive.</source>
        <translation>Se rechazó crear %1: %2 está en un sistema de archivos que escribe en el origen %3. Elija una carpeta en otro disco.</translation>
    </message>
</context>
<context>
    <name>Custody::HashlogFormat</name>
    <message>
        <source>coreutils checksum list</source>
        <translation>lista de sumas de comprobación de coreutils</translation>
    </message>
    <message>
        <source>BSD-style checksum list</source>
        <translation>lista de sumas de comprobación de estilo BSD</translation>
    </message>
    <message>
        <source>dc3dd log</source>
        <translation>registro de dc3dd</translation>
    </message>
    <message>
        <source>dcfldd hashlog</source>
        <translation>registro de hashes de dcfldd</translation>
    </message>
    <message>
        <source>Guymager .info file</source>
        <translation>archivo .info de Guymager</translation>
    </message>
    <message>
        <source>libewf tool output (ewfacquire/ewfverify/ewfinfo)</source>
        <translation>salida de las herramientas de libewf (ewfacquire/ewfverify/ewfinfo)</translation>
    </message>
    <message>
        <source>FTK Imager summary</source>
        <translation>resumen de FTK Imager</translation>
    </message>
    <message>
        <source>Custody acquisition record</source>
        <translation>ficha de adquisición de Custody</translation>
    </message>
    <message>
        <source>digests stored in the E01 image</source>
        <translation>resúmenes guardados en la imagen E01</translation>
    </message>
</context>
<context>
    <name>Custody::HashlogText</name>
    <message>
        <source>the size &apos;%1&apos; is not a number</source>
        <translation>el tamaño &apos;%1&apos; no es un número</translation>
    </message>
    <message>
        <source>not a checksum line: expected &apos;&lt;hex&gt;  &lt;file name&gt;&apos; or &apos;ALGORITHM (&lt;file name&gt;) = &lt;hex&gt;&apos;</source>
        <translation>no es una línea de suma de comprobación: se esperaba &apos;&lt;hex&gt;  &lt;nombre de archivo&gt;&apos; o &apos;ALGORITMO (&lt;nombre de archivo&gt;) = &lt;hex&gt;&apos;</translation>
    </message>
    <message>
        <source>a digest of %1 hex digits, which is the length of no algorithm Custody knows</source>
        <translation>un resumen de %1 dígitos hexadecimales, longitud que no corresponde a ningún algoritmo que Custody conozca</translation>
    </message>
    <message>
        <source>no checksum lines</source>
        <translation>ninguna línea de suma de comprobación</translation>
    </message>
    <message>
        <source>a window without a valid offset and length</source>
        <translation>una ventana sin desplazamiento y longitud válidos</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>JSON no válido: %1</translation>
    </message>
    <message>
        <source>a JSON file, but not a Custody acquisition record (no &quot;format&quot;: &quot;custody-acquisition-record&quot;)</source>
        <translation>un archivo JSON, pero no una ficha de adquisición de Custody (sin &quot;format&quot;: &quot;custody-acquisition-record&quot;)</translation>
    </message>
    <message>
        <source>a hash without an algorithm</source>
        <translation>un hash sin algoritmo</translation>
    </message>
    <message>
        <source>the record has no hashes (the acquisition&apos;s status is &apos;%1&apos;)</source>
        <translation>la ficha no tiene hashes (el estado de la adquisición es &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>the device size is not a number</source>
        <translation>el tamaño del dispositivo no es un número</translation>
    </message>
    <message>
        <source>a piecewise hash before any total hash names its algorithm</source>
        <translation>un hash por partes antes de que un hash total nombre su algoritmo</translation>
    </message>
    <message>
        <source>the sector range is not valid</source>
        <translation>el rango de sectores no es válido</translation>
    </message>
    <message>
        <source>unexpected line in dc3dd&apos;s input results: expected &apos;&lt;hex&gt; (&lt;algorithm&gt;)&apos; or &apos;&lt;hex&gt;, sectors A - B&apos;</source>
        <translation>línea inesperada en los resultados de entrada de dc3dd: se esperaba &apos;&lt;hex&gt; (&lt;algoritmo&gt;)&apos; o &apos;&lt;hex&gt;, sectors A - B&apos;</translation>
    </message>
    <message>
        <source>a dc3dd log without hashes (was it run with hash=?)</source>
        <translation>un registro de dc3dd sin hashes (¿se ejecutó con hash=?)</translation>
    </message>
    <message>
        <source>the sector size is 0</source>
        <translation>el tamaño de sector es 0</translation>
    </message>
    <message>
        <source>the sector range is too large</source>
        <translation>el rango de sectores es demasiado grande</translation>
    </message>
    <message>
        <source>a window digest of %1 hex digits, which is the length of none of the log&apos;s algorithms (%2)</source>
        <translation>un resumen de ventana de %1 dígitos hexadecimales, longitud que no corresponde a ninguno de los algoritmos del registro (%2)</translation>
    </message>
    <message>
        <source>this is a dcfldd verify log: it holds match results, not hashes. Verify against the hashlog of the acquisition</source>
        <translation>es un registro de verificación de dcfldd: contiene resultados de comparación, no hashes. Verifique con el registro de hashes de la adquisición</translation>
    </message>
    <message>
        <source>not a dcfldd hashlog line: expected &apos;&lt;start&gt; - &lt;end&gt;: &lt;hex&gt;&apos; or &apos;Total (&lt;algorithm&gt;): &lt;hex&gt;&apos;</source>
        <translation>no es una línea de registro de hashes de dcfldd: se esperaba &apos;&lt;inicio&gt; - &lt;fin&gt;: &lt;hex&gt;&apos; o &apos;Total (&lt;algoritmo&gt;): &lt;hex&gt;&apos;</translation>
    </message>
    <message>
        <source>the window %1 - %2 is not a byte range</source>
        <translation>la ventana %1 - %2 no es un rango de bytes</translation>
    </message>
    <message>
        <source>a dcfldd log without hashes (was it run with hash=?)</source>
        <translation>un registro de dcfldd sin hashes (¿se ejecutó con hash=?)</translation>
    </message>
    <message>
        <source>no digest in the output of the libewf tool</source>
        <translation>ningún resumen en la salida de la herramienta de libewf</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; no es un número</translation>
    </message>
    <message>
        <source>the FTK Imager summary has no computed hashes</source>
        <translation>el resumen de FTK Imager no tiene hashes calculados</translation>
    </message>
    <message>
        <source>the .info file records no hash of the image</source>
        <translation>el archivo .info no registra ningún hash de la imagen</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <source>not a hashlog format Custody reads (coreutils or BSD checksum lists, dc3dd, dcfldd, Guymager, ewfacquire/ewfverify/ewfinfo, FTK Imager, Custody&apos;s JSON record)</source>
        <translation>no es un formato de registro de hashes que Custody lea (listas de sumas de comprobación de coreutils o BSD, dc3dd, dcfldd, Guymager, ewfacquire/ewfverify/ewfinfo, FTK Imager, ficha JSON de Custody)</translation>
    </message>
    <message>
        <source>the file starts with a UTF-16 byte-order mark but is not valid UTF-16</source>
        <translation>el archivo empieza con una marca de orden de bytes (BOM) UTF-16 pero no es UTF-16 válido</translation>
    </message>
    <message>
        <source>every other byte is NUL: this is UTF-16 text without a byte-order mark, or a binary file</source>
        <translation>uno de cada dos bytes es NUL: es texto UTF-16 sin marca de orden de bytes (BOM) o un archivo binario</translation>
    </message>
    <message>
        <source>a NUL byte: this is a binary file, or UTF-16 text without a byte-order mark</source>
        <translation>un byte NUL: es un archivo binario o texto UTF-16 sin marca de orden de bytes (BOM)</translation>
    </message>
    <message>
        <source>the line is longer than %1 bytes: not a hashlog</source>
        <translation>la línea tiene más de %1 bytes: no es un registro de hashes</translation>
    </message>
    <message>
        <source>line %1: </source>
        <translation>línea %1: </translation>
    </message>
    <message>
        <source>the %1 digest has %2 hex digits; %1 has %3</source>
        <translation>el resumen %1 tiene %2 dígitos hexadecimales; %1 tiene %3</translation>
    </message>
    <message>
        <source>the %1 digest has %2 hex digits, which is not the length of a digest</source>
        <translation>el resumen %1 tiene %2 dígitos hexadecimales, que no es la longitud de ningún resumen</translation>
    </message>
    <message>
        <source>the %1 digest is missing</source>
        <translation>falta el resumen %1</translation>
    </message>
    <message>
        <source>the %1 digest &apos;%2&apos; is not hexadecimal%3</source>
        <translation>el resumen %1 &apos;%2&apos; no es hexadecimal%3</translation>
    </message>
    <message>
        <source> nor base64 of the right length</source>
        <translation> ni base64 de la longitud correcta</translation>
    </message>
    <message>
        <source>an entry of result.%1 without a valid offset and length</source>
        <translation>una entrada de result.%1 sin desplazamiento ni longitud válidos</translation>
    </message>
</context>
<context>
    <name>Custody::HiddenAreaFinding</name>
    <message>
        <source>1 sector</source>
        <translation>1 sector</translation>
    </message>
    <message>
        <source>%1 sectors</source>
        <translation>%1 sectores</translation>
    </message>
    <message>
        <source>HPA of %1</source>
        <translation>HPA de %1</translation>
    </message>
    <message>
        <source>DCO of %1</source>
        <translation>DCO de %1</translation>
    </message>
    <message>
        <source>AMA of %1</source>
        <translation>AMA de %1</translation>
    </message>
    <message>
        <source>detached namespace %1 of %2</source>
        <translation>espacio de nombres separado %1 de %2</translation>
    </message>
    <message>
        <source>%1 unallocated</source>
        <translation>%1 sin asignar</translation>
    </message>
    <message>
        <source>A Host Protected Area (HPA) of %1 (%2) from sector %3.</source>
        <translation>Un área protegida del host (HPA) de %1 (%2) desde el sector %3.</translation>
    </message>
    <message>
        <source>A Device Configuration Overlay (DCO) of %1 (%2) from sector %3.</source>
        <translation>Una superposición de configuración del dispositivo (DCO) de %1 (%2) desde el sector %3.</translation>
    </message>
    <message>
        <source>An Accessible Max Address below the native one: %1 (%2) from sector %3.</source>
        <translation>Una dirección máxima accesible (AMA) inferior a la nativa: %1 (%2) desde el sector %3.</translation>
    </message>
    <message>
        <source>NVMe namespace %1 of %2 (%3) is allocated but not attached: the kernel shows no device for it.</source>
        <translation>El espacio de nombres NVMe %1 de %2 (%3) está asignado pero no conectado: el kernel no muestra ningún dispositivo para él.</translation>
    </message>
    <message>
        <source>%1 of the drive&apos;s capacity belongs to no NVMe namespace.</source>
        <translation>%1 de la capacidad del disco no pertenece a ningún espacio de nombres NVMe.</translation>
    </message>
    <message>
        <source>detached namespace %1 of unknown size</source>
        <translation>espacio de nombres separado %1 de tamaño desconocido</translation>
    </message>
    <message>
        <source>NVMe namespace %1, of unknown size, is allocated but not attached: the kernel shows no device for it.</source>
        <translation>El espacio de nombres NVMe %1, de tamaño desconocido, está asignado pero no conectado: el kernel no muestra ningún dispositivo para él.</translation>
    </message>
</context>
<context>
    <name>Custody::HiddenAreaStatus</name>
    <message>
        <source>checking…</source>
        <translation>comprobando…</translation>
    </message>
    <message>
        <source>Custody is asking the drive, with read-only commands, whether it hides sectors from the host (HPA, DCO, detached namespaces).</source>
        <translation>Custody está preguntando al disco, con comandos de solo lectura, si oculta sectores al host (HPA, DCO, espacios de nombres separados).</translation>
    </message>
    <message>
        <source>The drive hides no sectors from the host: it shows all %1.</source>
        <translation>El disco no oculta sectores al host: muestra los %1.</translation>
    </message>
</context>
<context>
    <name>Custody::HiddenAreas</name>
    <message>
        <source>not checked</source>
        <translation>sin comprobar</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>not a drive</source>
        <translation>no es un disco</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>%1; more unknown</source>
        <translation>%1; el resto, desconocido</translation>
    </message>
    <message>
        <source>Not a drive (a loop device, network export, mapped device or file): it has no hidden areas of its own. Check the drive it comes from.</source>
        <translation>No es un disco (un dispositivo loop, una exportación de red, un dispositivo mapeado o un archivo): no tiene áreas ocultas propias. Compruebe el disco del que procede.</translation>
    </message>
    <message>
        <source>The drive refused a command that reads its size (%1). Its hidden areas cannot be told; a hardware write-blocker or duplicator may read them.</source>
        <translation>El disco rechazó un comando que lee su tamaño (%1). No se pueden determinar sus áreas ocultas; puede que un bloqueador de escritura o un duplicador por hardware las lean.</translation>
    </message>
    <message>
        <source>The device could not be opened to ask it (%1). Run Custody as root, and check that the drive is still connected.</source>
        <translation>No se pudo abrir el dispositivo para consultarlo (%1). Ejecute Custody como root y compruebe que el disco sigue conectado.</translation>
    </message>
    <message>
        <source>The drive&apos;s identify data is not valid (%1): its sizes cannot be trusted. Connect it directly to SATA and check again.</source>
        <translation>Los datos de identificación del disco no son válidos (%1): no se puede confiar en sus tamaños. Conéctelo directamente por SATA y vuelva a comprobarlo.</translation>
    </message>
    <message>
        <source>The NVMe controller could not be asked (%1). Check the drive on a machine where the NVMe admin commands reach it.</source>
        <translation>No se pudo consultar el controlador NVMe (%1). Compruebe el disco en un equipo donde le lleguen los comandos de administración NVMe.</translation>
    </message>
    <message>
        <source>Hidden areas could not be checked (%1).</source>
        <translation>No se pudieron comprobar las áreas ocultas (%1).</translation>
    </message>
    <message>
        <source>The drive&apos;s Device Configuration Overlay is frozen (%1), as many computers leave it at start-up: whether a DCO hides sectors cannot be told. Connect the drive after the computer has started, or through a write-blocker that reads the DCO.</source>
        <translation>El Device Configuration Overlay del disco está congelado (%1), como lo dejan muchos equipos al arrancar: no se puede saber si un DCO oculta sectores. Conecte el disco después de que el equipo haya arrancado, o a través de un bloqueador de escritura que lea el DCO.</translation>
    </message>
    <message>
        <source>An ATA command did not reach the drive (%1). Connect the drive directly to SATA, or through a bridge that passes ATA commands (SAT), to look for an HPA or DCO.</source>
        <translation>Un comando ATA no llegó al disco (%1). Conecte el disco directamente por SATA, o mediante un puente que transmita comandos ATA (SAT), para buscar un HPA o un DCO.</translation>
    </message>
</context>
<context>
    <name>Custody::HiddenAreasText</name>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>unknown (%1)</source>
        <translation>desconocidas (%1)</translation>
    </message>
    <message>
        <source>Acquired sectors 0 to %1 of the %2 the drive shows; hidden areas: %3.</source>
        <translation>Se adquirieron los sectores 0 a %1 de los %2 que muestra el disco; áreas ocultas: %3.</translation>
    </message>
    <message>
        <source>Set out to acquire sectors 0 to %1 of the %2 the drive shows, and did not complete; hidden areas: %3.</source>
        <translation>Se intentó adquirir los sectores 0 a %1 de los %2 que muestra el disco, sin completarse; áreas ocultas: %3.</translation>
    </message>
    <message numerus="yes">
        <source>An image of this drive holds only the sectors it shows, not the %1 hidden sector(s).</source>
        <translation>
            <numerusform>Una imagen de este disco solo contiene los sectores que muestra, no el %1 sector oculto.</numerusform>
            <numerusform>Una imagen de este disco solo contiene los sectores que muestra, no los %1 sectores ocultos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Custody never removes an HPA or DCO: the examiner decides, for example with a hardware write-blocker&apos;s HPA/DCO handling, and then acquires the drive again.</source>
        <translation>Custody nunca elimina un HPA ni un DCO: decide el examinador, por ejemplo con la gestión de HPA/DCO de un bloqueador de escritura por hardware, y después adquiere de nuevo el disco.</translation>
    </message>
    <message>
        <source>A detached NVMe namespace is in no image of another namespace, and the kernel shows no device for it: it can be acquired only once attached, which the examiner decides.</source>
        <translation>Un espacio de nombres NVMe separado no está en ninguna imagen de otro espacio de nombres, y el kernel no muestra ningún dispositivo para él: solo se puede adquirir una vez conectado, lo que decide el examinador.</translation>
    </message>
    <message>
        <source>Capacity that belongs to no namespace is in no namespace&apos;s image.</source>
        <translation>La capacidad que no pertenece a ningún espacio de nombres no está en la imagen de ningún espacio de nombres.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>%1 sectors</source>
        <translation>%1 sectores</translation>
    </message>
    <message>
        <source>%1 sectors of %2 bytes (%3)</source>
        <translation>%1 sectores de %2 bytes (%3)</translation>
    </message>
    <message>
        <source>%1 Found by %2.</source>
        <translation>%1 Encontrado por %2.</translation>
    </message>
    <message>
        <source>Namespace %1: %2; the kernel shows no device for it.</source>
        <translation>Espacio de nombres %1: %2; el kernel no muestra ningún dispositivo para él.</translation>
    </message>
    <message>
        <source>Namespace %1: %2, its own device %3, which can be acquired on its own.</source>
        <translation>Espacio de nombres %1: %2, con su propio dispositivo %3, que se puede adquirir por separado.</translation>
    </message>
    <message>
        <source>Acquired sectors 0 to %1 of the %2 sectors of %3 bytes this source shows; the drive itself shows %4; hidden areas: %5.</source>
        <translation>Se adquirieron los sectores 0 a %1 de los %2 sectores de %3 bytes que muestra este origen; el propio disco muestra %4; áreas ocultas: %5.</translation>
    </message>
    <message>
        <source>Set out to acquire sectors 0 to %1 of the %2 sectors of %3 bytes this source shows, and did not complete; the drive itself shows %4; hidden areas: %5.</source>
        <translation>Se intentó adquirir los sectores 0 a %1 de los %2 sectores de %3 bytes que muestra este origen, sin completarse; el propio disco muestra %4; áreas ocultas: %5.</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryEvent</name>
    <message>
        <source>Acquisition</source>
        <translation>Adquisición</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudación</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Verificación</translation>
    </message>
    <message>
        <source>Conversion</source>
        <translation>Conversión</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Informe</translation>
    </message>
    <message>
        <source>MATCH</source>
        <translation>COINCIDE</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>NO COINCIDE</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>NO VERIFICADO</translation>
    </message>
    <message>
        <source>INCOMPLETE</source>
        <translation>INCOMPLETA</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FALLIDA</translation>
    </message>
    <message>
        <source>CANCELLED</source>
        <translation>CANCELADA</translation>
    </message>
    <message>
        <source>OUTPUT NOT WRITTEN</source>
        <translation>SALIDA NO ESCRITA</translation>
    </message>
    <message>
        <source>Drive wipe</source>
        <translation>Borrado de disco</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>SUPERADO</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryExport</name>
    <message>
        <source>its chain is broken at row %1 (%2): nothing is exported from it</source>
        <translation>su cadena está rota en la fila %1 (%2): no se exporta nada de él</translation>
    </message>
    <message>
        <source>row %1 cannot be written out as it is kept (a column this Custody does not know?): nothing is exported</source>
        <translation>la fila %1 no se puede escribir tal como está guardada (¿una columna que este Custody no conoce?): no se exporta nada</translation>
    </message>
    <message>
        <source>not a Custody case history export (version 1)</source>
        <translation>no es una exportación del historial de casos de Custody (versión 1)</translation>
    </message>
    <message>
        <source>row %1 is missing: the rows go from %2 to %3</source>
        <translation>falta la fila %1: las filas van de %2 a %3</translation>
    </message>
    <message>
        <source>row %1 does not follow row %2</source>
        <translation>la fila %1 no sigue a la fila %2</translation>
    </message>
    <message>
        <source>row %1 of the case was changed: its columns do not give its hash</source>
        <translation>la fila %1 del caso se modificó: sus columnas no dan su hash</translation>
    </message>
    <message>
        <source>row %1 is of another case</source>
        <translation>la fila %1 es de otro caso</translation>
    </message>
    <message>
        <source>the last row is not the head the export names</source>
        <translation>la última fila no es la cabeza que nombra la exportación</translation>
    </message>
    <message>
        <source>the export names %1 rows of the case, and holds %2</source>
        <translation>la exportación indica %1 filas del caso y contiene %2</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryImport</name>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 no es una carpeta</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: not a Custody acquisition record</source>
        <translation>%1: no es una ficha de adquisición de Custody</translation>
    </message>
    <message>
        <source>the file %1</source>
        <translation>el archivo %1</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryRecorder</name>
    <message>
        <source>Not recorded in the case history: %1 The files written are complete and unaffected; once the history can be written, Import records… in the History view adds acquisitions.</source>
        <translation>No registrado en el historial de casos: %1 Los archivos escritos están completos y no se ven afectados; cuando se pueda escribir en el historial, Importar fichas… en la vista Historial añade las adquisiciones.</translation>
    </message>
    <message numerus="yes">
        <source>Delivered %n event(s) that waited in this station&apos;s spool to the case history %1.</source>
        <translation>
            <numerusform>Entregado %n evento que esperaba en la cola local de esta estación al historial del caso %1.</numerusform>
            <numerusform>Entregados %n eventos que esperaban en la cola local de esta estación al historial del caso %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The spool is kept as %1.</source>
        <translation>La cola local se conserva como %1.</translation>
    </message>
    <message>
        <source>The case history %1 did not take the event (%2). It waits in this station&apos;s spool %3 and is delivered, in order, with the next event recorded or within a minute of the server taking events again.</source>
        <translation>El historial del caso %1 no aceptó el evento (%2). Espera en la cola local %3 de esta estación y se entrega, en orden, con el siguiente evento registrado o en el minuto siguiente a que el servidor vuelva a aceptar eventos.</translation>
    </message>
    <message>
        <source>The spool stays where it is and is read again: %1</source>
        <translation>La cola local se queda donde está y se vuelve a leer: %1</translation>
    </message>
    <message>
        <source>Events still wait in this station&apos;s spool for the case history %1: %2</source>
        <translation>Siguen esperando eventos en la cola local de esta estación para el historial del caso %1: %2</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryTableModel</name>
    <message>
        <source>Ended (UTC)</source>
        <translation>Fin (UTC)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Caso</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Evidencia</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Examinador</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Origen</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>Unreadable</source>
        <translation>Ilegible</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Imagen</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Fila</translation>
    </message>
    <message>
        <source>serial %1</source>
        <translation>n.º de serie %1</translation>
    </message>
    <message>
        <source>Arrived as %1 from %2, %3</source>
        <translation>Llegó como %1 desde %2, %3</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryTransfer</name>
    <message>
        <source>its chain is broken at row %1 (%2): nothing was copied. Keep it as found for examination</source>
        <translation>su cadena está rota en la fila %1 (%2): no se copió nada. Consérvelo tal como se encontró para su examen</translation>
    </message>
    <message>
        <source>%1; nor could it wait in the spool: %2</source>
        <translation>%1; tampoco pudo esperar en la cola local: %2</translation>
    </message>
    <message>
        <source>another Custody process of this station is delivering to the server</source>
        <translation>otro proceso de Custody de este puesto está entregando al servidor</translation>
    </message>
    <message>
        <source>the spool&apos;s folder cannot be locked: %1</source>
        <translation>no se puede bloquear la carpeta de la cola local: %1</translation>
    </message>
    <message>
        <source>cannot lock the spool</source>
        <translation>no se puede bloquear la cola local</translation>
    </message>
    <message>
        <source>SQLite&apos;s %1 is beside it: a process has it open</source>
        <translation>el %1 de SQLite está a su lado: un proceso lo tiene abierto</translation>
    </message>
    <message>
        <source>events kept arriving in it while it was delivered</source>
        <translation>siguieron llegando eventos mientras se entregaba</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryView</name>
    <message>
        <source>Case history</source>
        <translation>Historial de casos</translation>
    </message>
    <message>
        <source>Case number</source>
        <translation>Número de caso</translation>
    </message>
    <message>
        <source>Evidence number</source>
        <translation>Número de evidencia</translation>
    </message>
    <message>
        <source>Drive serial</source>
        <translation>N.º de serie del disco</translation>
    </message>
    <message>
        <source>Digest (hex)</source>
        <translation>Resumen (hex)</translation>
    </message>
    <message>
        <source>Any verdict</source>
        <translation>Cualquier veredicto</translation>
    </message>
    <message>
        <source>Any kind</source>
        <translation>Cualquier tipo</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>Until</source>
        <translation>Hasta</translation>
    </message>
    <message>
        <source>Open &amp;report</source>
        <translation>Abrir in&amp;forme</translation>
    </message>
    <message>
        <source>Open &amp;folder</source>
        <translation>Abrir &amp;carpeta</translation>
    </message>
    <message>
        <source>&amp;Verify again</source>
        <translation>&amp;Verificar de nuevo</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>Ac&amp;tualizar</translation>
    </message>
    <message>
        <source>&amp;Check chain</source>
        <translation>Comprobar ca&amp;dena</translation>
    </message>
    <message>
        <source>&amp;Import records…</source>
        <translation>&amp;Importar fichas…</translation>
    </message>
    <message>
        <source>History: %1</source>
        <translation>Historial: %1</translation>
    </message>
    <message>
        <source>Nothing recorded yet: Custody creates the history with its first event.</source>
        <translation>Aún no hay nada registrado: Custody crea el historial con su primer evento.</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) found.</source>
        <translation>
            <numerusform>%n evento encontrado.</numerusform>
            <numerusform>%n eventos encontrados.</numerusform>
        </translation>
    </message>
    <message>
        <source>The chain is broken at row %1: %2</source>
        <translation>La cadena está rota en la fila %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s); the chain holds. Last row&apos;s hash: %1</source>
        <translation>
            <numerusform>%n fila; la cadena es íntegra. Hash de la última fila: %1</numerusform>
            <numerusform>%n filas; la cadena es íntegra. Hash de la última fila: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Import the acquisition records found in a folder</source>
        <translation>Importar las fichas de adquisición que haya en una carpeta</translation>
    </message>
    <message>
        <source>Imported from the folder: %1 added, %2 already there, %3 skipped.</source>
        <translation>Importado de la carpeta: %1 añadidas, %2 ya presentes, %3 omitidas.</translation>
    </message>
    <message>
        <source>Case history to use</source>
        <translation>Historial de casos que usar</translation>
    </message>
    <message>
        <source>SQLite history (*.sqlite);;All files (*)</source>
        <translation>Historial SQLite (*.sqlite);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Nothing on this desktop opens %1.</source>
        <translation>Nada en este escritorio abre %1.</translation>
    </message>
    <message>
        <source>The report %1 is not there (any more).</source>
        <translation>El informe %1 no está (ya).</translation>
    </message>
    <message>
        <source>The folder %1 is not there (any more).</source>
        <translation>La carpeta %1 no está (ya).</translation>
    </message>
    <message>
        <source>%1 cannot be verified again: %2</source>
        <translation>No se puede verificar de nuevo %1: %2</translation>
    </message>
    <message>
        <source>Acquisition report</source>
        <translation>Informe de adquisición</translation>
    </message>
    <message>
        <source>Wipe certificate</source>
        <translation>Certificado de borrado</translation>
    </message>
    <message>
        <source>The report %1 cannot be read: %2</source>
        <translation>No se puede leer el informe %1: %2</translation>
    </message>
    <message>
        <source>The report cannot be drawn again from its record (%1): it is shown as it was saved.</source>
        <translation>No se puede volver a generar el informe a partir de su ficha (%1): se muestra tal como se guardó.</translation>
    </message>
    <message>
        <source>Custody keeps no record to draw this report again from: it is shown as it was saved.</source>
        <translation>Custody no conserva ninguna ficha a partir de la cual volver a generar este informe: se muestra tal como se guardó.</translation>
    </message>
    <message>
        <source>The record %1 is not there (any more): the report is shown as it was saved.</source>
        <translation>La ficha %1 no está (ya): el informe se muestra tal como se guardó.</translation>
    </message>
    <message>
        <source>A lab&apos;s case history</source>
        <translation>El historial de casos de un laboratorio</translation>
    </message>
    <message>
        <source>The lab&apos;s PostgreSQL history, as postgresql://[user@]host[:port]/database[?sslmode=verify-full]. The password is never part of it: keep it in ~/.pgpass or a service file. While the server cannot be reached, events wait in this station&apos;s spool and are delivered in order.</source>
        <translation>El historial PostgreSQL del laboratorio, en la forma postgresql://[usuario@]host[:puerto]/base_de_datos[?sslmode=verify-full]. La contraseña nunca forma parte de ella: guárdela en ~/.pgpass o en un archivo de servicio. Mientras no se pueda contactar con el servidor, los eventos esperan en la cola local de este puesto y se entregan en orden.</translation>
    </message>
    <message>
        <source>Use another &amp;history</source>
        <translation>Usar otro &amp;historial</translation>
    </message>
    <message>
        <source>A history &amp;file…</source>
        <translation>Un &amp;archivo de historial…</translation>
    </message>
    <message>
        <source>A &amp;lab&apos;s history on its server…</source>
        <translation>El historial de un &amp;laboratorio en su servidor…</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s); the chain holds, but its guards were changed: they may no longer refuse changes to rows. Last row&apos;s hash: %1</source>
        <translation>
            <numerusform>%n fila; la cadena se mantiene, pero sus protecciones se cambiaron: puede que ya no impidan cambios en las filas. Hash de la última fila: %1</numerusform>
            <numerusform>%n filas; la cadena se mantiene, pero sus protecciones se cambiaron: puede que ya no impidan cambios en las filas. Hash de la última fila: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Custody::ImageConversion</name>
    <message>
        <source>only conversion to E01 is offered</source>
        <translation>solo se ofrece la conversión a E01</translation>
    </message>
    <message>
        <source>give the acquisition&apos;s record, NAME.json</source>
        <translation>indique la ficha de la adquisición, NOMBRE.json</translation>
    </message>
    <message>
        <source>the acquisition is not finished (or has no hashes): resume it, then convert</source>
        <translation>la adquisición no ha terminado (o no tiene hashes): reanúdela y luego conviértala</translation>
    </message>
    <message>
        <source>Converted by Custody from the %1 image of an acquisition from %2 to %3 (%4).</source>
        <translation>Convertido por Custody desde la imagen %1 de una adquisición del %2 al %3 (%4).</translation>
    </message>
    <message>
        <source>the image holds %1 bytes, the record says %2</source>
        <translation>la imagen contiene %1 bytes y la ficha indica %2</translation>
    </message>
    <message>
        <source>%1 is %2, the record says %3</source>
        <translation>%1 es %2 y la ficha indica %3</translation>
    </message>
    <message>
        <source>the image no longer matches its record (%1); no E01 was made</source>
        <translation>la imagen ya no coincide con su ficha (%1); no se creó ningún E01</translation>
    </message>
    <message>
        <source>this acquisition is an E01 already; to recompress it, acquire its E01 as the source</source>
        <translation>esta adquisición ya es un E01; para recomprimirla, adquiera su E01 como origen</translation>
    </message>
    <message>
        <source>the image</source>
        <translation>la imagen</translation>
    </message>
    <message>
        <source>the E01 just made</source>
        <translation>el E01 recién creado</translation>
    </message>
    <message>
        <source>the record of the acquisition</source>
        <translation>la ficha de la adquisición</translation>
    </message>
    <message>
        <source>it is not a CMS signature (DER or PEM), so it is not removed with the signature of the log written anew</source>
        <translation>no es una firma CMS (DER o PEM), así que no se elimina junto con la firma del registro reescrito</translation>
    </message>
</context>
<context>
    <name>Custody::ImageFormatFields</name>
    <message>
        <source>Fast (deflate level 1)</source>
        <translation>Rápida (deflate nivel 1)</translation>
    </message>
    <message>
        <source>Best (deflate level 9, slower)</source>
        <translation>Máxima (deflate nivel 9, más lenta)</translation>
    </message>
    <message>
        <source>Empty chunks only</source>
        <translation>Solo fragmentos vacíos</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Raw image, one file (.dd)</source>
        <translation>Imagen raw, un solo archivo (.dd)</translation>
    </message>
    <message>
        <source>Split raw image (.001, .002, …)</source>
        <translation>Imagen raw dividida (.001, .002, …)</translation>
    </message>
    <message>
        <source>E01, Expert Witness (.E01, .E02, …)</source>
        <translation>E01, Expert Witness (.E01, .E02, …)</translation>
    </message>
    <message>
        <source>EnCase 6 layout, as ewfacquire writes it: FTK, X-Ways, Autopsy and ewf-tools open it. It stores the case details, the drive, the MD5 and SHA-1 and the unreadable ranges.</source>
        <translation>Estructura de EnCase 6, tal como la escribe ewfacquire: la abren FTK, X-Ways, Autopsy y ewf-tools. Guarda los datos del caso, el disco, el MD5 y el SHA-1 y los rangos ilegibles.</translation>
    </message>
</context>
<context>
    <name>Custody::ImageMount</name>
    <message>
        <source>%1 is not an empty directory: give one to mount on</source>
        <translation>%1 no es una carpeta vacía: indique una en la que montar</translation>
    </message>
    <message>
        <source>%1 is a mount point already: give an empty directory that is not</source>
        <translation>%1 ya es un punto de montaje: indique una carpeta vacía que no lo sea</translation>
    </message>
    <message>
        <source>mounting needs root (FUSE, loop devices and mounts)</source>
        <translation>el montaje requiere root (FUSE, dispositivos loop y montajes)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 “%2”</source>
        <translation>%1 “%2”</translation>
    </message>
    <message>
        <source>%1 (%2): not mounted: %3</source>
        <translation>%1 (%2): no montado: %3</translation>
    </message>
    <message>
        <source>%1 (%2): %3 (%4, through %5)</source>
        <translation>%1 (%2): %3 (%4, a través de %5)</translation>
    </message>
</context>
<context>
    <name>Custody::ImageNameTemplate</name>
    <message>
        <source>%case%: the case number
%evidence%: the evidence number
%serial%: the drive&apos;s serial number
%model%: the drive&apos;s model
%device%: the device or file name
%date%: the date of the acquisition (year-month-day)</source>
        <translation>%case%: el número de caso
%evidence%: el número de evidencia
%serial%: el número de serie del disco
%model%: el modelo del disco
%device%: el nombre del dispositivo o del archivo
%date%: la fecha de la adquisición (año-mes-día)</translation>
    </message>
</context>
<context>
    <name>Custody::ImageOutputDialog</name>
    <message>
        <source>Another image of the same read</source>
        <translation>Otra imagen de la misma lectura</translation>
    </message>
    <message>
        <source>Written from the same read as the main image, with the same hashes; if it fails (a full disk, a share gone) only it stops, and it can be resumed on its own.</source>
        <translation>Se escribe a partir de la misma lectura que la imagen principal, con los mismos hashes; si falla (un disco lleno, un recurso compartido que desaparece) solo se detiene ella, y se puede reanudar por separado.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>Ca&amp;rpeta:</translation>
    </message>
    <message>
        <source>&amp;Image name:</source>
        <translation>&amp;Nombre de la imagen:</translation>
    </message>
    <message>
        <source>For&amp;mat:</source>
        <translation>For&amp;mato:</translation>
    </message>
    <message>
        <source>Com&amp;pression:</source>
        <translation>Com&amp;presión:</translation>
    </message>
    <message>
        <source>Se&amp;gment size:</source>
        <translation>Tamaño de se&amp;gmento:</translation>
    </message>
    <message>
        <source>&amp;Read this image back and compare its hashes</source>
        <translation>Re&amp;leer esta imagen y comparar sus hashes</translation>
    </message>
    <message>
        <source>Choose a folder for this image.</source>
        <translation>Elija una carpeta para esta imagen.</translation>
    </message>
    <message>
        <source>Give the image a name.</source>
        <translation>Asigne un nombre a la imagen.</translation>
    </message>
    <message>
        <source>The image name must not contain &apos;/&apos;.</source>
        <translation>El nombre de la imagen no debe contener &apos;/&apos;.</translation>
    </message>
    <message>
        <source>%1 is the name of another output of this acquisition: choose another name or folder.</source>
        <translation>%1 es el nombre de otra salida de esta adquisición: elija otro nombre u otra carpeta.</translation>
    </message>
    <message>
        <source>%1 does not answer: is it a network share that is slow or gone? Wait, or choose another folder.</source>
        <translation>%1 no responde: ¿es un recurso compartido de red lento o desconectado? Espere o elija otra carpeta.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Comprobando %1…</translation>
    </message>
    <message>
        <source>The folder %1 does not exist: create it, or choose another.</source>
        <translation>La carpeta %1 no existe: créela o elija otra.</translation>
    </message>
    <message>
        <source>You may not write into %1.</source>
        <translation>No tiene permiso para escribir en %1.</translation>
    </message>
    <message>
        <source>Folder of this image</source>
        <translation>Carpeta de esta imagen</translation>
    </message>
</context>
<context>
    <name>Custody::ImageReadBack</name>
    <message>
        <source>%1 in %2 s, %3</source>
        <translation>%1 en %2 s, %3</translation>
    </message>
    <message numerus="yes">
        <source>Read back partly through the page cache: %n page(s) of the image stayed cached (the file system keeps them, or another program maps the file), and those were compared from memory: %1.</source>
        <translation>
            <numerusform>Releída en parte a través de la caché de páginas: %n página de la imagen permaneció en caché (el sistema de archivos la conserva, u otro programa tiene el archivo mapeado), y se comparó desde la memoria: %1.</numerusform>
            <numerusform>Releída en parte a través de la caché de páginas: %n páginas de la imagen permanecieron en caché (el sistema de archivos las conserva, u otro programa tiene el archivo mapeado), y se compararon desde la memoria: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Read back through the file system after the image&apos;s pages were written out and dropped from the page cache: %1.</source>
        <translation>Releída a través del sistema de archivos después de escribir las páginas de la imagen y descartarlas de la caché de páginas: %1.</translation>
    </message>
    <message>
        <source>Read back through the page cache, perhaps from memory: writing out, dropping or counting the image&apos;s cached pages failed (%1): %2.</source>
        <translation>Releída a través de la caché de páginas, quizá desde la memoria: falló la escritura, el descarte o el recuento de las páginas en caché de la imagen (%1): %2.</translation>
    </message>
</context>
<context>
    <name>Custody::InputLimits</name>
    <message>
        <source>%1 is %2: give a regular file of at most %3 bytes</source>
        <translation>%1 es %2: indique un archivo normal de %3 bytes como máximo</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>una carpeta</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>un dispositivo de caracteres</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>un dispositivo de bloques</translation>
    </message>
    <message>
        <source>a pipe</source>
        <translation>una tubería</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>no es un archivo normal</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: give a regular file of at most %3 bytes</source>
        <translation>%1 tiene %2 bytes: indique un archivo normal de %3 bytes como máximo</translation>
    </message>
</context>
<context>
    <name>Custody::IscsiSource</name>
    <message>
        <source>it does not start with iscsi://</source>
        <translation>no empieza por iscsi://</translation>
    </message>
    <message>
        <source>it holds a password; give the CHAP secret in a file (--chap-file), never on the command line</source>
        <translation>contiene una contraseña; indique el secreto CHAP en un archivo (--chap-file), nunca en la línea de comandos</translation>
    </message>
    <message>
        <source>the user before @ is empty</source>
        <translation>el usuario antes de @ está vacío</translation>
    </message>
    <message>
        <source>an IPv6 address without its closing ]</source>
        <translation>una dirección IPv6 sin su ] de cierre</translation>
    </message>
    <message>
        <source>text after the IPv6 address</source>
        <translation>texto después de la dirección IPv6</translation>
    </message>
    <message>
        <source>no host</source>
        <translation>ningún host</translation>
    </message>
    <message>
        <source>the LUN &quot;%1&quot; is not a number from 0 to 16383</source>
        <translation>el LUN &quot;%1&quot; no es un número de 0 a 16383</translation>
    </message>
    <message>
        <source>it names no target and LUN</source>
        <translation>no nombra ningún destino ni LUN</translation>
    </message>
    <message>
        <source>--chap-file: %1 has no secret for the user &quot;%2&quot;</source>
        <translation>--chap-file: %1 no tiene secreto para el usuario &quot;%2&quot;</translation>
    </message>
    <message>
        <source>INQUIRY failed: %1</source>
        <translation>INQUIRY falló: %1</translation>
    </message>
    <message>
        <source>LUN %1 is a %2, not a disk Custody can read</source>
        <translation>el LUN %1 es un %2, no un disco que Custody pueda leer</translation>
    </message>
    <message>
        <source>READ CAPACITY(16) failed: %1</source>
        <translation>READ CAPACITY(16) falló: %1</translation>
    </message>
    <message>
        <source>%1 names the CHAP user %2: give the secret with --chap-file</source>
        <translation>%1 nombra al usuario CHAP %2: indique el secreto con --chap-file</translation>
    </message>
    <message>
        <source>libiscsi could not make a context</source>
        <translation>libiscsi no pudo crear un contexto</translation>
    </message>
    <message>
        <source>discovery failed: %1</source>
        <translation>el descubrimiento falló: %1</translation>
    </message>
    <message>
        <source>the iSCSI URI is not one Custody can use: %1. Write iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN</source>
        <translation>la URI iSCSI no es una que Custody pueda usar: %1. Escriba iscsi://[USUARIO@]HOST[:PUERTO]/IQN-DESTINO/LUN</translation>
    </message>
    <message>
        <source>it holds %1, where libiscsi takes a password; give the CHAP secret in a file (--chap-file), never on the command line</source>
        <translation>contiene %1, donde libiscsi acepta una contraseña; indique el secreto CHAP en un archivo (--chap-file), nunca en la línea de comandos</translation>
    </message>
    <message>
        <source>the port &quot;%1&quot; is not a number from 1 to 65535</source>
        <translation>el puerto &quot;%1&quot; no es un número de 1 a 65535</translation>
    </message>
    <message>
        <source>the target name &quot;%1&quot; holds /</source>
        <translation>el nombre del destino &quot;%1&quot; contiene /</translation>
    </message>
    <message>
        <source>--chap-file: %1 can be read by others than its owner, or is not yours: chmod 600 it as its owner</source>
        <translation>--chap-file: %1 lo pueden leer otros usuarios además de su propietario, o no es suyo: aplíquele chmod 600 como propietario</translation>
    </message>
    <message>
        <source>--chap-file: %1 changed while it was read</source>
        <translation>--chap-file: %1 cambió mientras se leía</translation>
    </message>
    <message>
        <source>--chap-file: %1 has more than one target line: keep one file for each target</source>
        <translation>--chap-file: %1 tiene más de una línea target: use un archivo para cada destino</translation>
    </message>
    <message>
        <source>%1: the target did not prove itself as &quot;%2&quot; with the target secret of the CHAP file (mutual CHAP). It is not the target whose secret you hold, or it is not set up for mutual CHAP (tgt: an outgoing account; LIO: mutual_userid and mutual_password)</source>
        <translation>%1: el destino no se identificó como &quot;%2&quot; con el secreto de destino del archivo CHAP (CHAP mutuo). No es el destino cuyo secreto tiene usted, o no está configurado para CHAP mutuo (tgt: una cuenta saliente; LIO: mutual_userid y mutual_password)</translation>
    </message>
    <message>
        <source>%1. The target was also asked to prove itself as &quot;%2&quot; (mutual CHAP): a target not set up for mutual CHAP refuses the login, as it does a wrong secret of the workstation&apos;s user</source>
        <translation>%1. También se pidió al destino que se identificara como &quot;%2&quot; (CHAP mutuo): un destino no configurado para CHAP mutuo rechaza el inicio de sesión, igual que ante un secreto erróneo del usuario de la estación</translation>
    </message>
    <message>
        <source>--chap-file: %1 gives the target the user&apos;s own secret: mutual CHAP needs a secret of its own for each side</source>
        <translation>--chap-file: %1 da al destino el secreto propio del usuario: el CHAP mutuo necesita un secreto propio para cada lado</translation>
    </message>
    <message>
        <source>--chap-file: %1 has a line that is not username:secret or target username:secret (a name with &apos;:&apos; in it, such as an iSCSI name, in double quotes: &quot;iqn.…:host&quot;:secret)</source>
        <translation>--chap-file: %1 tiene una línea que no es usuario:secreto ni target usuario:secreto (un nombre con &apos;:&apos;, como un nombre iSCSI, entre comillas dobles: &quot;iqn.…:host&quot;:secreto)</translation>
    </message>
    <message numerus="yes">
        <source>--chap-file: %1 holds %n user(s): name the one to use in the URI (iscsi://USER@HOST/…), or keep one file per user (a name with &apos;:&apos; in it, such as an iSCSI name, cannot be written in a URI)</source>
        <translation>
            <numerusform>--chap-file: %1 contiene %n usuario: indique el que se usará en la URI (iscsi://USUARIO@HOST/…) o mantenga un archivo por usuario (un nombre con &apos;:&apos;, como un nombre iSCSI, no puede escribirse en una URI)</numerusform>
            <numerusform>--chap-file: %1 contiene %n usuarios: indique el que se usará en la URI (iscsi://USUARIO@HOST/…) o mantenga un archivo por usuario (un nombre con &apos;:&apos;, como un nombre iSCSI, no puede escribirse en una URI)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Custody::JobQueue</name>
    <message>
        <source>%1 is not connected; gives up at %2</source>
        <translation>%1 no está conectado; se abandona a las %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 was not connected within %n minute(s)</source>
        <translation>
            <numerusform>%1 no se conectó en %n minuto</numerusform>
            <numerusform>%1 no se conectó en %n minutos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 was not connected within %n second(s)</source>
        <translation>
            <numerusform>%1 no se conectó en %n segundo</numerusform>
            <numerusform>%1 no se conectó en %n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>it did not start</source>
        <translation>no se inició</translation>
    </message>
    <message>
        <source>the saved queue is not a JSON array (%1)</source>
        <translation>la cola guardada no es un array JSON (%1)</translation>
    </message>
    <message>
        <source>the saved queue</source>
        <translation>la cola guardada</translation>
    </message>
    <message>
        <source>%1 is not connected</source>
        <translation>%1 no está conectado</translation>
    </message>
    <message>
        <source>not one job</source>
        <translation>no es exactamente un trabajo</translation>
    </message>
</context>
<context>
    <name>Custody::JobStatus</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Preparing</source>
        <translation>Preparando</translation>
    </message>
    <message>
        <source>Acquiring</source>
        <translation>Adquiriendo</translation>
    </message>
    <message>
        <source>Verifying (reading back)</source>
        <translation>Verificando (relectura)</translation>
    </message>
    <message>
        <source>Verifying</source>
        <translation>Verificando</translation>
    </message>
    <message>
        <source>Writing outputs</source>
        <translation>Escribiendo salidas</translation>
    </message>
    <message>
        <source>Stopping</source>
        <translation>Deteniendo</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <source>Stopped (resumable)</source>
        <translation>Detenido (reanudable)</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Detenido</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fallido</translation>
    </message>
    <message>
        <source>Verifying (reading the source again)</source>
        <translation>Verificando (leyendo de nuevo el origen)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>preparing</source>
        <translation>preparando</translation>
    </message>
    <message>
        <source>reading back the image</source>
        <translation>releyendo la imagen</translation>
    </message>
    <message>
        <source>reading the image</source>
        <translation>leyendo la imagen</translation>
    </message>
    <message>
        <source>reading the source again</source>
        <translation>leyendo de nuevo el origen</translation>
    </message>
    <message>
        <source>writing outputs</source>
        <translation>escribiendo salidas</translation>
    </message>
    <message>
        <source>stopping</source>
        <translation>deteniendo</translation>
    </message>
    <message>
        <source>copying (pass %1)</source>
        <translation>copiando (pasada %1)</translation>
    </message>
    <message>
        <source>trimming</source>
        <translation>recortando</translation>
    </message>
    <message>
        <source>scraping</source>
        <translation>raspando</translation>
    </message>
    <message>
        <source>retrying (pass %1)</source>
        <translation>reintentando (pasada %1)</translation>
    </message>
    <message>
        <source>filling</source>
        <translation>rellenando</translation>
    </message>
    <message>
        <source>approximate</source>
        <translation>aproximado</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminado</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · step %2 of %3: %4</source>
        <translation>%1 · paso %2 de %3: %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 bytes)</source>
        <translation>%1 (%2 de %3 bytes)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Wiping</source>
        <translation>Borrando</translation>
    </message>
    <message>
        <source>Writing the certificate</source>
        <translation>Escribiendo el certificado</translation>
    </message>
    <message>
        <source>writing the pattern</source>
        <translation>escribiendo el patrón</translation>
    </message>
    <message>
        <source>reading the drive back</source>
        <translation>releyendo el disco</translation>
    </message>
    <message>
        <source>writing the certificate</source>
        <translation>escribiendo el certificado</translation>
    </message>
    <message>
        <source>%1 (priority %2)</source>
        <translation>%1 (prioridad %2)</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>En cola</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>Waiting for the drive</source>
        <translation>Esperando al disco</translation>
    </message>
    <message>
        <source>Not run</source>
        <translation>No ejecutado</translation>
    </message>
    <message>
        <source>Converting</source>
        <translation>Convirtiendo</translation>
    </message>
    <message>
        <source>writing the E01, checking the hashes</source>
        <translation>escribiendo el E01, comprobando los hashes</translation>
    </message>
</context>
<context>
    <name>Custody::JobTableModel</name>
    <message>
        <source>Job</source>
        <translation>Trabajo</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Origen</translation>
    </message>
    <message>
        <source>Image / hashlog</source>
        <translation>Imagen / registro de hashes</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Remaining</source>
        <translation>Restante</translation>
    </message>
    <message>
        <source>Bad / differing</source>
        <translation>Defectuosos / distintos</translation>
    </message>
    <message>
        <source>Acquisition</source>
        <translation>Adquisición</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Verificación</translation>
    </message>
    <message>
        <source>Unreadable sectors of an acquisition; windows that differ from the hashlog in a verification; sectors that failed in a wipe</source>
        <translation>Sectores ilegibles de una adquisición; ventanas que difieren del registro de hashes en una verificación; sectores que fallaron en un borrado</translation>
    </message>
    <message>
        <source>The image written (an acquisition), the hashlogs checked against (a verification) or the certificate written (a wipe)</source>
        <translation>La imagen escrita (una adquisición), los registros de hashes con los que se comprobó (una verificación) o el certificado escrito (un borrado)</translation>
    </message>
    <message>
        <source>Wipe</source>
        <translation>Borrado</translation>
    </message>
    <message>
        <source>Conversion</source>
        <translation>Conversión</translation>
    </message>
</context>
<context>
    <name>Custody::JobsView</name>
    <message>
        <source>Jobs</source>
        <translation>Trabajos</translation>
    </message>
</context>
<context>
    <name>Custody::LayoutText</name>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>the whole medium</source>
        <translation>todo el soporte</translation>
    </message>
    <message>
        <source>partition %1</source>
        <translation>partición %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>GPT</source>
        <translation>GPT</translation>
    </message>
    <message>
        <source>GPT, disk GUID %1</source>
        <translation>GPT, GUID de disco %1</translation>
    </message>
    <message>
        <source>MBR (DOS)</source>
        <translation>MBR (DOS)</translation>
    </message>
    <message>
        <source>MBR (DOS), disk identifier %1</source>
        <translation>MBR (DOS), identificador de disco %1</translation>
    </message>
    <message>
        <source>%1, identifier %2</source>
        <translation>%1, identificador %2</translation>
    </message>
    <message>
        <source>type %1</source>
        <translation>tipo %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>label %1</source>
        <translation>etiqueta %1</translation>
    </message>
    <message>
        <source>UUID %1</source>
        <translation>UUID %1</translation>
    </message>
    <message>
        <source>encrypted: %1</source>
        <translation>cifrado: %1</translation>
    </message>
    <message>
        <source>%1 (an APFS container: whether its volumes are FileVault-encrypted is not told by the container)</source>
        <translation>%1 (un contenedor APFS: el contenedor no indica si sus volúmenes están cifrados con FileVault)</translation>
    </message>
    <message>
        <source>no known signature, random-looking bytes (%1 bits per byte in %2 sampled): encrypted without a header (VeraCrypt, a LUKS volume with a detached header), compressed, or overwritten with random data</source>
        <translation>ninguna firma conocida, bytes de aspecto aleatorio (%1 bits por byte en %2 muestreados): cifrado sin cabecera (VeraCrypt, un volumen LUKS con cabecera separada), comprimido o sobrescrito con datos aleatorios</translation>
    </message>
    <message>
        <source>no known signature, only zeros in %1 sampled</source>
        <translation>ninguna firma conocida, solo ceros en %1 muestreados</translation>
    </message>
    <message>
        <source>no known signature</source>
        <translation>ninguna firma conocida</translation>
    </message>
    <message>
        <source>ambiguous: %1</source>
        <translation>ambiguo: %1</translation>
    </message>
    <message>
        <source>could not be read: %1</source>
        <translation>no se pudo leer: %1</translation>
    </message>
    <message>
        <source>Partition %1: sectors %2 to %3 (%4), %5</source>
        <translation>Partición %1: sectores %2 a %3 (%4), %5</translation>
    </message>
    <message>
        <source>, name %1</source>
        <translation>, nombre %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Whole medium (%1): %2</source>
        <translation>Todo el soporte (%1): %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>APFS</source>
        <translation>APFS</translation>
    </message>
    <message>
        <source>random-looking, no signature</source>
        <translation>de aspecto aleatorio, sin firma</translation>
    </message>
    <message>
        <source>Layout at acquisition</source>
        <translation>Estructura en la adquisición</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Estructura</translation>
    </message>
    <message>
        <source>Partition table</source>
        <translation>Tabla de particiones</translation>
    </message>
    <message>
        <source>Whole medium</source>
        <translation>Todo el soporte</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>Primer sector</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>Último sector</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Contenido</translation>
    </message>
    <message>
        <source>Encrypted volumes</source>
        <translation>Volúmenes cifrados</translation>
    </message>
    <message>
        <source>holds the logical partitions listed after it</source>
        <translation>contiene las particiones lógicas que se enumeran a continuación</translation>
    </message>
    <message>
        <source>not read: %1</source>
        <translation>no leído: %1</translation>
    </message>
    <message>
        <source>Encrypted: %1. The image will hold these volumes as they are on the medium, unreadable without their key or passphrase.</source>
        <translation>Cifrado: %1. La imagen contendrá estos volúmenes tal como están en el soporte, ilegibles sin su clave o frase de contraseña.</translation>
    </message>
    <message>
        <source>Possibly encrypted: %1. These may be encrypted (an APFS container&apos;s volumes by FileVault; random-looking bytes by a tool that writes no header), or compressed or wiped.</source>
        <translation>Posiblemente cifrado: %1. Pueden estar cifrados (los volúmenes de un contenedor APFS, con FileVault; los bytes de aspecto aleatorio, con una herramienta que no escribe cabecera), o comprimidos o borrados.</translation>
    </message>
    <message>
        <source>If the computer is running and the volumes are unlocked, consider capturing its memory and the unlocked volumes before turning it off.</source>
        <translation>Si el equipo está encendido y los volúmenes desbloqueados, considere capturar su memoria y los volúmenes desbloqueados antes de apagarlo.</translation>
    </message>
</context>
<context>
    <name>Custody::MainWindow</name>
    <message>
        <source>Custody — forensic disk imager</source>
        <translation>Custody — adquisición forense de discos</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Discos</translation>
    </message>
    <message>
        <source>Drives cannot be listed</source>
        <translation>No se pueden listar los discos</translation>
    </message>
    <message>
        <source>Drives listed by the %1 backend</source>
        <translation>Discos listados por el backend %1</translation>
    </message>
    <message>
        <source>&amp;Acquire…</source>
        <translation>&amp;Adquirir…</translation>
    </message>
    <message>
        <source>Image the selected drive (Ctrl+N)</source>
        <translation>Adquirir el disco seleccionado (Ctrl+N)</translation>
    </message>
    <message>
        <source>Add &amp;image or file as source…</source>
        <translation>Añadir &amp;imagen o archivo como origen…</translation>
    </message>
    <message>
        <source>Image an existing image file, a loop device or any other file (Ctrl+O)</source>
        <translation>Adquirir un archivo de imagen existente, un dispositivo loop o cualquier otro archivo (Ctrl+O)</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>Ac&amp;tualizar</translation>
    </message>
    <message>
        <source>A&amp;bout Custody</source>
        <translation>Acerca &amp;de Custody</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>No access to %1</source>
        <translation>Sin acceso a %1</translation>
    </message>
    <message>
        <source>Image or file to acquire</source>
        <translation>Imagen o archivo que adquirir</translation>
    </message>
    <message>
        <source>Acquisition running</source>
        <translation>Adquisición en curso</translation>
    </message>
    <message>
        <source>Cancel the acquisition before closing its tab.</source>
        <translation>Cancele la adquisición antes de cerrar su pestaña.</translation>
    </message>
    <message>
        <source>About Custody</source>
        <translation>Acerca de Custody</translation>
    </message>
    <message>
        <source>Acquisitions running</source>
        <translation>Adquisiciones en curso</translation>
    </message>
    <message numerus="yes">
        <source>%n acquisition(s) still running. Stop them and quit? Their images and maps are kept and can be resumed.</source>
        <translation>
            <numerusform>%n adquisición sigue en curso. ¿Detenerla y salir? Su imagen y su mapa se conservan y se pueden reanudar.</numerusform>
            <numerusform>%n adquisiciones siguen en curso. ¿Detenerlas y salir? Sus imágenes y sus mapas se conservan y se pueden reanudar.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is being acquired in another tab already.</source>
        <translation>%1 ya se está adquiriendo en otra pestaña.</translation>
    </message>
    <message>
        <source>Another acquisition is writing into %1 already.</source>
        <translation>Otra adquisición ya está escribiendo en %1.</translation>
    </message>
    <message>
        <source>Acquisition not started</source>
        <translation>Adquisición no iniciada</translation>
    </message>
    <message>
        <source>Stopping the acquisitions: saving their images, maps and records…</source>
        <translation>Deteniendo las adquisiciones: guardando sus imágenes, mapas y fichas…</translation>
    </message>
    <message>
        <source>Check an image against the hashlogs of Custody or another tool (Ctrl+Shift+V)</source>
        <translation>Comprobar una imagen con los registros de hashes de Custody o de otra herramienta (Ctrl+Mayús+V)</translation>
    </message>
    <message>
        <source>V&amp;erify image…</source>
        <translation>V&amp;erificar imagen…</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Custody %1&lt;/h3&gt;&lt;p&gt;A forensic disk imager.&lt;/p&gt;&lt;p&gt;%2&lt;br&gt;Git revision %3&lt;br&gt;Drives listed by the %4 backend&lt;/p&gt;&lt;p&gt;Custody is open-source software. It uses Qt, under the GNU Lesser General Public License version 3 (Qt Charts under the GNU General Public License version 3), and OpenSSL, under the Apache License 2.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Custody %1&lt;/h3&gt;&lt;p&gt;Herramienta forense de adquisición de discos.&lt;/p&gt;&lt;p&gt;%2&lt;br&gt;Revisión de Git %3&lt;br&gt;Discos listados por el backend %4&lt;/p&gt;&lt;p&gt;Custody es software de código abierto. Usa Qt, bajo la GNU Lesser General Public License versión 3 (Qt Charts bajo la GNU General Public License versión 3), y OpenSSL, bajo la Apache License 2.0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Close tab</source>
        <translation>&amp;Cerrar pestaña</translation>
    </message>
    <message>
        <source>&amp;Next tab</source>
        <translation>Pestaña &amp;siguiente</translation>
    </message>
    <message>
        <source>&amp;Previous tab</source>
        <translation>Pestaña &amp;anterior</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Drive &amp;details</source>
        <translation>&amp;Detalles del disco</translation>
    </message>
    <message>
        <source>Show the selected drive&apos;s details beside the list (F9)</source>
        <translation>Mostrar los detalles del disco seleccionado junto a la lista (F9)</translation>
    </message>
    <message>
        <source>Still looking at %1</source>
        <translation>Aún se está examinando %1</translation>
    </message>
    <message>
        <source>Custody is still checking whether this computer runs from %1. Try again in a moment.</source>
        <translation>Custody todavía está comprobando si este equipo se ejecuta desde %1. Inténtelo de nuevo en un momento.</translation>
    </message>
    <message>
        <source>Add &amp;network source…</source>
        <translation>Añadir origen de &amp;red…</translation>
    </message>
    <message>
        <source>Add a drive of another machine, exported read-only over NBD (nbdkit, qemu-nbd)</source>
        <translation>Añadir un disco de otro equipo, exportado en solo lectura mediante NBD (nbdkit, qemu-nbd)</translation>
    </message>
    <message>
        <source>Take the selected network drive off the list</source>
        <translation>Quitar de la lista el disco de red seleccionado</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historial</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>&amp;Signing identity…</source>
        <translation>Identidad de &amp;firma…</translation>
    </message>
    <message>
        <source>The key and certificate with which Custody signs what it writes</source>
        <translation>La clave y el certificado con los que Custody firma lo que escribe</translation>
    </message>
    <message>
        <source>Signed as %1: %2</source>
        <translation>Firmado como %1: %2</translation>
    </message>
    <message>
        <source>Not signed, although a signing identity is set (File → Signing identity…): %1. %2</source>
        <translation>Sin firmar, aunque hay definida una identidad de firma (Archivo → Identidad de firma…): %1. %2</translation>
    </message>
    <message>
        <source>The acquisition log %1 does not say so either: %2</source>
        <translation>El registro de la adquisición %1 tampoco lo indica: %2</translation>
    </message>
    <message>
        <source>The acquisition log %1 says so, but could not be signed again, so its signature was removed: %2</source>
        <translation>El registro de la adquisición %1 lo indica, pero no se pudo volver a firmar, así que se eliminó su firma: %2</translation>
    </message>
    <message>
        <source>the signed log says it was signed, but its signature is not there</source>
        <translation>el registro firmado dice que se firmó, pero su firma no está</translation>
    </message>
    <message>
        <source>the signed log says it was signed, but it is not there</source>
        <translation>el registro firmado dice que se firmó, pero el archivo no está</translation>
    </message>
    <message>
        <source>signed with another certificate than the signed log names</source>
        <translation>firmado con un certificado distinto del que nombra el registro firmado</translation>
    </message>
    <message>
        <source>changed since it was signed</source>
        <translation>modificado desde que se firmó</translation>
    </message>
    <message>
        <source>%1 does not answer: is it on a network share that is slow or gone? Wait, or choose another file.</source>
        <translation>%1 no responde: ¿está en un recurso compartido de red lento o desconectado? Espere o elija otro archivo.</translation>
    </message>
    <message>
        <source>Looking at %1…</source>
        <translation>Examinando %1…</translation>
    </message>
    <message>
        <source>Finishing writing signatures, reports and logs: Custody closes when they are written…</source>
        <translation>Terminando de escribir firmas, informes y registros: Custody se cerrará cuando estén escritos…</translation>
    </message>
    <message>
        <source>&amp;Drives</source>
        <translation>&amp;Discos</translation>
    </message>
    <message>
        <source>&amp;Jobs (%1, %2 running)</source>
        <translation>&amp;Trabajos (%1, %2 en curso)</translation>
    </message>
    <message>
        <source>&amp;Jobs (%1)</source>
        <translation>&amp;Trabajos (%1)</translation>
    </message>
    <message>
        <source>Close &amp;finished tabs</source>
        <translation>Cerrar pestañas &amp;terminadas</translation>
    </message>
    <message>
        <source>Close the tab of every acquisition and verification that has ended; their records, logs and reports stay on disk and in the history</source>
        <translation>Cerrar la pestaña de cada adquisición y verificación que haya terminado; sus fichas, registros e informes permanecen en el disco y en el historial</translation>
    </message>
    <message>
        <source>&amp;Tabs</source>
        <translation>&amp;Pestañas</translation>
    </message>
    <message>
        <source>All tabs</source>
        <translation>Todas las pestañas</translation>
    </message>
    <message>
        <source>Go to any tab, or close the finished ones</source>
        <translation>Ir a cualquier pestaña o cerrar las terminadas</translation>
    </message>
    <message>
        <source>Custody — History</source>
        <translation>Custody — Historial</translation>
    </message>
    <message>
        <source>The case history: every acquisition, verification, conversion and report, searchable, in a window of its own</source>
        <translation>El historial de casos: cada adquisición, verificación, conversión e informe, con búsqueda, en una ventana propia</translation>
    </message>
    <message>
        <source>Will not be signed: no signing identity is set (File → Signing identity…)</source>
        <translation>No se firmará: no hay ninguna identidad de firma definida (Archivo → Identidad de firma…)</translation>
    </message>
    <message>
        <source>Will be signed by %1</source>
        <translation>Lo firmará %1</translation>
    </message>
    <message>
        <source>Will not be signed: %1</source>
        <translation>No se firmará: %1</translation>
    </message>
    <message>
        <source>Will be signed once the signing key is opened</source>
        <translation>Se firmará una vez abierta la clave de firma</translation>
    </message>
    <message>
        <source>Signed by %1: %2</source>
        <translation>Firmado por %1: %2</translation>
    </message>
    <message>
        <source>Not signed: no signing identity is set (File → Signing identity…)</source>
        <translation>Sin firmar: no hay ninguna identidad de firma definida (Archivo → Identidad de firma…)</translation>
    </message>
    <message>
        <source>Not signed: not every file of the acquisition was written</source>
        <translation>Sin firmar: no se escribieron todos los archivos de la adquisición</translation>
    </message>
    <message>
        <source>Still writing</source>
        <translation>Escritura en curso</translation>
    </message>
    <message>
        <source>A conversion to E01 or a report of this acquisition is being written: let it finish before closing its tab.</source>
        <translation>Se está escribiendo una conversión a E01 o un informe de esta adquisición: deje que termine antes de cerrar su pestaña.</translation>
    </message>
    <message>
        <source>Read SMART and the hidden areas again for every drive of this workstation (F5)</source>
        <translation>Volver a leer SMART y las áreas ocultas de cada disco de esta estación de trabajo (F5)</translation>
    </message>
    <message>
        <source>&amp;Prepare drive…</source>
        <translation>&amp;Preparar disco…</translation>
    </message>
    <message>
        <source>Wipe running</source>
        <translation>Borrado en curso</translation>
    </message>
    <message>
        <source>Cancel the wipe, or let its certificate be written, before closing its tab.</source>
        <translation>Cancele el borrado, o deje que se escriba su certificado, antes de cerrar su pestaña.</translation>
    </message>
    <message>
        <source>Wipes running</source>
        <translation>Borrados en curso</translation>
    </message>
    <message numerus="yes">
        <source>%n wipe(s) still running. Stop them and quit? The drives will not be sterile; each certificate says how far its wipe got.</source>
        <translation>
            <numerusform>%n borrado sigue en curso. ¿Detenerlo y salir? El disco no quedará estéril; el certificado indica hasta dónde llegó el borrado.</numerusform>
            <numerusform>%n borrados siguen en curso. ¿Detenerlos y salir? Los discos no quedarán estériles; cada certificado indica hasta dónde llegó su borrado.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping the wipes: writing their certificates…</source>
        <translation>Deteniendo los borrados: escribiendo sus certificados…</translation>
    </message>
    <message>
        <source>%1 is being wiped in another tab.</source>
        <translation>%1 se está borrando en otra pestaña.</translation>
    </message>
    <message>
        <source>Wipe the selected drive and read it back, or check that it holds a pattern, with a certificate</source>
        <translation>Borrar el disco seleccionado y releerlo, o comprobar que contiene un patrón, con un certificado</translation>
    </message>
    <message>
        <source>Select a drive to prepare</source>
        <translation>Seleccione un disco que preparar</translation>
    </message>
    <message>
        <source>A drive of another machine is only ever read, never prepared</source>
        <translation>Un disco de otro equipo solo se lee, nunca se prepara</translation>
    </message>
    <message>
        <source>Checking whether %1 may be overwritten…</source>
        <translation>Comprobando si se puede sobrescribir %1…</translation>
    </message>
    <message>
        <source>%1 is being acquired in another tab.</source>
        <translation>%1 se está adquiriendo en otra pestaña.</translation>
    </message>
    <message>
        <source>Wipe not started</source>
        <translation>Borrado no iniciado</translation>
    </message>
    <message>
        <source>The wipe&apos;s certificate %1 does not say so either: %2</source>
        <translation>El certificado de borrado %1 tampoco lo indica: %2</translation>
    </message>
    <message>
        <source>The wipe&apos;s certificate %1 says so, but could not be signed again, so its signature was removed: %2</source>
        <translation>El certificado de borrado %1 lo indica, pero no se pudo volver a firmar, así que se eliminó su firma: %2</translation>
    </message>
    <message>
        <source>The program %1 ran after the acquisition into %2.</source>
        <translation>El programa %1 se ejecutó tras la adquisición en %2.</translation>
    </message>
    <message>
        <source>WARNING: the program %1 did not succeed after the acquisition into %2 (%3); the acquisition&apos;s outcome is as its tab shows.</source>
        <translation>ADVERTENCIA: el programa %1 no tuvo éxito tras la adquisición en %2 (%3); el resultado de la adquisición es el que muestra su pestaña.</translation>
    </message>
    <message>
        <source>Its run is not in the log: %1</source>
        <translation>Su ejecución no consta en el registro: %1</translation>
    </message>
    <message>
        <source>Its run is not in the log: the log there is an earlier run&apos;s (not every file of this run could be written).</source>
        <translation>Su ejecución no consta en el registro: el registro que hay ahí es de una ejecución anterior (no se pudieron escribir todos los archivos de esta ejecución).</translation>
    </message>
    <message>
        <source>Not signed: the program run when the acquisition ended put something else at %1.</source>
        <translation>Sin firmar: el programa ejecutado al terminar la adquisición puso otra cosa en %1.</translation>
    </message>
    <message>
        <source>the clone onto %1 carries no confirmed drive</source>
        <translation>el clon en %1 no lleva ningún disco confirmado</translation>
    </message>
    <message>
        <source>a %1 job is not kept by the window</source>
        <translation>la ventana no conserva un trabajo %1</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausar</translation>
    </message>
    <message>
        <source>Keep the selected job in the queue without starting it</source>
        <translation>Mantener el trabajo seleccionado en la cola sin iniciarlo</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>Let the selected paused job start when its turn comes</source>
        <translation>Dejar que el trabajo en pausa seleccionado se inicie cuando le llegue el turno</translation>
    </message>
    <message>
        <source>Raise p&amp;riority</source>
        <translation>S&amp;ubir prioridad</translation>
    </message>
    <message>
        <source>Start the selected job before the queued jobs of lower priority</source>
        <translation>Iniciar el trabajo seleccionado antes que los trabajos en cola de menor prioridad</translation>
    </message>
    <message>
        <source>&amp;Lower priority</source>
        <translation>&amp;Bajar prioridad</translation>
    </message>
    <message>
        <source>Start the selected job after the queued jobs of higher priority</source>
        <translation>Iniciar el trabajo seleccionado después de los trabajos en cola de mayor prioridad</translation>
    </message>
    <message>
        <source>Re&amp;move from queue</source>
        <translation>&amp;Quitar de la cola</translation>
    </message>
    <message>
        <source>Take the selected job out of the queue without running it</source>
        <translation>Sacar de la cola el trabajo seleccionado sin ejecutarlo</translation>
    </message>
    <message>
        <source>Jobs kept from the last run</source>
        <translation>Trabajos conservados de la última sesión</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) were waiting in the queue when Custody was closed:</source>
        <translation>
            <numerusform>%n trabajo esperaba en la cola cuando se cerró Custody:</numerusform>
            <numerusform>%n trabajos esperaban en la cola cuando se cerró Custody:</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Queue them to run</source>
        <translation>&amp;Ponerlos en cola para ejecutarlos</translation>
    </message>
    <message>
        <source>&amp;Keep them paused</source>
        <translation>&amp;Mantenerlos en pausa</translation>
    </message>
    <message>
        <source>&amp;Discard them</source>
        <translation>&amp;Descartarlos</translation>
    </message>
    <message>
        <source>Acquisition not queued</source>
        <translation>Adquisición no puesta en cola</translation>
    </message>
    <message>
        <source>%1 is not queued: %2</source>
        <translation>%1 no se puso en cola: %2</translation>
    </message>
    <message>
        <source>Queue not restored</source>
        <translation>Cola no restaurada</translation>
    </message>
    <message>
        <source>The jobs kept from the last run cannot be read: %1. They are discarded; nothing of them was started.</source>
        <translation>No se pueden leer los trabajos conservados de la última sesión: %1. Se descartan; no se inició ninguno.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Jobs not restored</source>
        <translation>Trabajos no restaurados</translation>
    </message>
    <message>
        <source>These kept jobs cannot be queued again and are discarded:
%1</source>
        <translation>Estos trabajos conservados no se pueden volver a poner en cola y se descartan:
%1</translation>
    </message>
    <message>
        <source>The jobs kept from the last run were discarded.</source>
        <translation>Se descartaron los trabajos conservados de la última sesión.</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) kept from the last run are in the queue.</source>
        <translation>
            <numerusform>%n trabajo conservado de la última sesión está en la cola.</numerusform>
            <numerusform>%n trabajos conservados de la última sesión están en la cola.</numerusform>
        </translation>
    </message>
    <message>
        <source>A running job writes these files or reads or writes this drive.</source>
        <translation>Un trabajo en curso escribe estos archivos o lee o escribe este disco.</translation>
    </message>
    <message>
        <source>A job in the queue writes these files or reads or writes this drive: %1.</source>
        <translation>Un trabajo de la cola escribe estos archivos o lee o escribe este disco: %1.</translation>
    </message>
    <message>
        <source>Wipe not queued</source>
        <translation>Borrado no puesto en cola</translation>
    </message>
    <message>
        <source>How many queued jobs run at once, on one disk, how long a job waits for its drive, and the status file for a lab&apos;s dashboard</source>
        <translation>Cuántos trabajos en cola se ejecutan a la vez, en un mismo disco, cuánto tiempo espera un trabajo a su disco, y el archivo de estado para el panel de un laboratorio</translation>
    </message>
    <message>
        <source>A program of the lab&apos;s that runs when each acquisition, verification or wipe has ended</source>
        <translation>Un programa del laboratorio que se ejecuta al terminar cada adquisición, verificación o borrado</translation>
    </message>
    <message>
        <source>Images still mounted</source>
        <translation>Imágenes aún montadas</translation>
    </message>
    <message>
        <source>Still mounted, in use: %1. Close what uses them (a file manager, a shell inside), then quit again.</source>
        <translation>Aún montadas, en uso: %1. Cierre lo que las usa (un gestor de archivos, un shell dentro) y vuelva a salir.</translation>
    </message>
    <message>
        <source>&amp;Mount image read-only…</source>
        <translation>&amp;Montar imagen en solo lectura…</translation>
    </message>
    <message>
        <source>Show an image (raw, split or E01) read-only in an empty folder, with each file system it holds mounted read-only</source>
        <translation>Mostrar una imagen (raw, dividida o E01) en solo lectura en una carpeta vacía, con cada sistema de archivos que contiene montado en solo lectura</translation>
    </message>
    <message>
        <source>Mounted &amp;images</source>
        <translation>&amp;Imágenes montadas</translation>
    </message>
    <message>
        <source>The images mounted read-only: open their folders, unmount</source>
        <translation>Las imágenes montadas en solo lectura: abrir sus carpetas, desmontar</translation>
    </message>
    <message>
        <source>A mount or an unmount is under way: quit again when it has ended.</source>
        <translation>Hay un montaje o desmontaje en curso: vuelva a salir cuando haya terminado.</translation>
    </message>
    <message>
        <source>Signal %1 received: quitting, as Quit does.</source>
        <translation>Señal %1 recibida: cerrando, como con Salir.</translation>
    </message>
    <message>
        <source>Quitting: a mount or an unmount is under way.</source>
        <translation>Saliendo: hay un montaje o un desmontaje en curso.</translation>
    </message>
    <message>
        <source>Quitting: still mounted, in use: %1. Custody quits once nothing uses them.</source>
        <translation>Saliendo: aún montado y en uso: %1. Custody se cierra en cuanto nada los use.</translation>
    </message>
    <message>
        <source>&amp;Remove network source</source>
        <translation>&amp;Quitar origen de red</translation>
    </message>
    <message>
        <source>Pro&amp;gram when a job ends…</source>
        <translation>Pro&amp;grama al terminar un trabajo…</translation>
    </message>
    <message>
        <source>&amp;Job queue…</source>
        <translation>&amp;Cola de trabajos…</translation>
    </message>
    <message>
        <source>Another Custody window keeps the job queue for the next start: the jobs queued in this window are not kept when it closes.</source>
        <translation>Otra ventana de Custody conserva la cola de trabajos para el próximo inicio: los trabajos puestos en cola en esta ventana no se conservan al cerrarla.</translation>
    </message>
    <message>
        <source>The job queue is not kept for the next start: this window cannot tell whether another keeps it. The jobs queued in this window are not kept when it closes.</source>
        <translation>La cola de trabajos no se conserva para el próximo inicio: esta ventana no puede saber si otra la conserva. Los trabajos puestos en cola en esta ventana no se conservan al cerrarla.</translation>
    </message>
    <message>
        <source>Conversions running</source>
        <translation>Conversiones en curso</translation>
    </message>
    <message numerus="yes">
        <source>%n conversion(s) to E01 still running. Stop them and quit? What each has written of its E01 is removed; the images they read are kept as they are.</source>
        <translation>
            <numerusform>%n conversión a E01 sigue en curso. ¿Detenerla y salir? Lo que haya escrito de su E01 se elimina; la imagen que lee se conserva tal cual.</numerusform>
            <numerusform>%n conversiones a E01 siguen en curso. ¿Detenerlas y salir? Lo que cada una haya escrito de su E01 se elimina; las imágenes que leen se conservan tal cual.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping the conversions to E01…</source>
        <translation>Deteniendo las conversiones a E01…</translation>
    </message>
</context>
<context>
    <name>Custody::MountImageDialog</name>
    <message>
        <source>Mount image read-only</source>
        <translation>Montar imagen en solo lectura</translation>
    </message>
    <message>
        <source>The image is shown read-only as image.raw in the folder, read through Custody&apos;s own readers (a damaged E01 chunk is a read error, never other bytes), and each file system it holds is mounted read-only below it without replaying a journal. Encrypted volumes are listed, not unlocked. The folder must be empty.</source>
        <translation>La imagen se muestra en solo lectura como image.raw en la carpeta, leída con los lectores propios de Custody (un fragmento E01 dañado es un error de lectura, nunca otros bytes), y cada sistema de archivos que contiene se monta en solo lectura debajo sin reproducir ningún diario. Los volúmenes cifrados se enumeran, no se desbloquean. La carpeta debe estar vacía.</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Imagen</translation>
    </message>
    <message>
        <source>Empty folder to mount on</source>
        <translation>Carpeta vacía en la que montar</translation>
    </message>
    <message>
        <source>&amp;Image:</source>
        <translation>&amp;Imagen:</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>Car&amp;peta:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <source>Image to mount</source>
        <translation>Imagen que montar</translation>
    </message>
    <message>
        <source>Images (*.dd *.raw *.img *.001 *.E01 *.e01);;All files (*)</source>
        <translation>Imágenes (*.dd *.raw *.img *.001 *.E01 *.e01);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Bro&amp;wse…</source>
        <translation>Examina&amp;r…</translation>
    </message>
    <message>
        <source>&amp;Mount</source>
        <translation>&amp;Montar</translation>
    </message>
</context>
<context>
    <name>Custody::MountsWindow</name>
    <message>
        <source>Image: %1 (read-only)</source>
        <translation>Imagen: %1 (solo lectura)</translation>
    </message>
    <message>
        <source>Layout: could not be read: %1</source>
        <translation>Estructura: no se pudo leer: %1</translation>
    </message>
    <message>
        <source>Partition table: %1</source>
        <translation>Tabla de particiones: %1</translation>
    </message>
    <message>
        <source>Mounted images</source>
        <translation>Imágenes montadas</translation>
    </message>
    <message>
        <source>Images mounted read-only</source>
        <translation>Imágenes montadas en solo lectura</translation>
    </message>
    <message>
        <source>&amp;Open folder</source>
        <translation>&amp;Abrir carpeta</translation>
    </message>
    <message>
        <source>&amp;Unmount</source>
        <translation>&amp;Desmontar</translation>
    </message>
    <message>
        <source>Wait until the mount or unmount under way has ended.</source>
        <translation>Espere a que termine el montaje o desmontaje en curso.</translation>
    </message>
    <message>
        <source>Mounting %1 on %2…</source>
        <translation>Montando %1 en %2…</translation>
    </message>
    <message>
        <source>Mounted %1 read-only on %2.</source>
        <translation>%1 montada en solo lectura en %2.</translation>
    </message>
    <message>
        <source>Not mounted: %1</source>
        <translation>No montada: %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>No image is mounted. File ▸ Mount image read-only… shows one.</source>
        <translation>No hay ninguna imagen montada. Archivo ▸ Montar imagen en solo lectura… muestra una.</translation>
    </message>
    <message>
        <source>Unmounting %1…</source>
        <translation>Desmontando %1…</translation>
    </message>
    <message>
        <source>Unmounted %1.</source>
        <translation>%1 desmontada.</translation>
    </message>
    <message>
        <source>Still mounted, in use: %1. Close what uses it, then unmount again.</source>
        <translation>Aún montada, en uso: %1. Cierre lo que la usa y vuelva a desmontar.</translation>
    </message>
</context>
<context>
    <name>Custody::NetworkDrive</name>
    <message>
        <source>NBD over TLS (%1)</source>
        <translation>NBD sobre TLS (%1)</translation>
    </message>
    <message>
        <source>NBD over TLS (%1, %2)</source>
        <translation>NBD sobre TLS (%1, %2)</translation>
    </message>
    <message>
        <source>NBD, this computer, not encrypted</source>
        <translation>NBD, este equipo, sin cifrar</translation>
    </message>
    <message>
        <source>NBD, NOT ENCRYPTED</source>
        <translation>NBD, SIN CIFRAR</translation>
    </message>
    <message>
        <source>The server offers the export writable: serve it read-only (nbdkit --readonly, qemu-nbd --read-only). Custody only ever reads it.</source>
        <translation>El servidor ofrece la exportación con escritura: sírvala en solo lectura (nbdkit --readonly, qemu-nbd --read-only). Custody solo la lee.</translation>
    </message>
    <message>
        <source>NBD export</source>
        <translation>Exportación NBD</translation>
    </message>
    <message>
        <source>NBD export %1</source>
        <translation>Exportación NBD %1</translation>
    </message>
    <message>
        <source>An NBD export reached through a local socket or loopback address (which may be a tunnel to another machine).</source>
        <translation>Una exportación NBD a la que se accede por un socket local o una dirección de bucle local (que puede ser un túnel a otro equipo).</translation>
    </message>
    <message>
        <source>A drive of another machine, read over NBD.</source>
        <translation>Un disco de otro equipo, leído mediante NBD.</translation>
    </message>
    <message>
        <source>%1 bytes in sectors of %2 bytes, as its server states them.</source>
        <translation>%1 bytes en sectores de %2 bytes, según los indica su servidor.</translation>
    </message>
    <message>
        <source>%1 bytes, as its server states them; it states no sector size, so sectors of 512 bytes are assumed.</source>
        <translation>%1 bytes, según los indica su servidor; no indica tamaño de sector, así que se suponen sectores de 512 bytes.</translation>
    </message>
    <message>
        <source>iSCSI has no encryption of its own: read the LUN through a VPN or IPsec, or on a network that is yours.</source>
        <translation>iSCSI no tiene cifrado propio: lea el LUN a través de una VPN o IPsec, o en una red propia.</translation>
    </message>
    <message>
        <source>Use nbds:// with TLS where you can.</source>
        <translation>Use nbds:// con TLS siempre que pueda.</translation>
    </message>
    <message>
        <source>iSCSI%1, this computer, not encrypted</source>
        <translation>iSCSI%1, este equipo, sin cifrar</translation>
    </message>
    <message>
        <source>iSCSI%1, NOT ENCRYPTED</source>
        <translation>iSCSI%1, SIN CIFRAR</translation>
    </message>
    <message>
        <source>LUN %1 of the iSCSI target %2: %3 %4 (serial %5), %6 bytes in sectors of %7 bytes (%8 physical), as the LUN states them.</source>
        <translation>LUN %1 del destino iSCSI %2: %3 %4 (n.º de serie %5), %6 bytes en sectores de %7 bytes (%8 físicos), según los indica el LUN.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>The transfer is not encrypted: anyone on the network path can read the evidence, and the record and report will say so.</source>
        <translation>La transferencia no está cifrada: cualquiera en el camino de red puede leer la evidencia, y la ficha y el informe lo indicarán.</translation>
    </message>
    <message>
        <source>The target offers the LUN writable: export it read-only (tgt: --params readonly=1; targetcli: readonly=true). Custody only ever reads it.</source>
        <translation>El destino ofrece el LUN con escritura: expórtelo en solo lectura (tgt: --params readonly=1; targetcli: readonly=true). Custody solo lo lee.</translation>
    </message>
    <message>
        <source>, CHAP offered as %1</source>
        <translation>, CHAP ofrecido como %1</translation>
    </message>
    <message>
        <source>Whether the target offers the LUN read-only is not known (it did not answer MODE SENSE). Custody only ever reads it.</source>
        <translation>No se sabe si el destino ofrece el LUN en solo lectura (no respondió a MODE SENSE). Custody solo lo lee.</translation>
    </message>
    <message>
        <source>, mutual CHAP as %1, the target as %2</source>
        <translation>, CHAP mutuo como %1, el destino como %2</translation>
    </message>
</context>
<context>
    <name>Custody::NetworkSourceDialog</name>
    <message>
        <source>Add network source</source>
        <translation>Añadir origen de red</translation>
    </message>
    <message>
        <source>&amp;URI:</source>
        <translation>&amp;URI:</translation>
    </message>
    <message>
        <source>TLS &amp;PSK file:</source>
        <translation>Archivo &amp;PSK de TLS:</translation>
    </message>
    <message>
        <source>your login name</source>
        <translation>su nombre de inicio de sesión</translation>
    </message>
    <message>
        <source>PSK &amp;identity:</source>
        <translation>&amp;Identidad PSK:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long the server may stay silent before it counts as gone. A bad sector on the remote drive can take minutes of retries.</source>
        <translation>Cuánto tiempo puede permanecer en silencio el servidor antes de darlo por perdido. Un sector defectuoso en el disco remoto puede llevar minutos de reintentos.</translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation>&amp;Tiempo de espera:</translation>
    </message>
    <message>
        <source>C&amp;onnect</source>
        <translation>C&amp;onectar</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>An empty field</source>
        <translation>Un campo vacío</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Conectando con %1…</translation>
    </message>
    <message>
        <source>After a lost connection, how many times to connect again before the acquisition stops (its map saved, to resume). A server back with another size or certificate is not taken.</source>
        <translation>Tras perder la conexión, cuántas veces volver a conectar antes de que se detenga la adquisición (con su mapa guardado, para reanudarla). No se acepta un servidor que vuelva con otro tamaño u otro certificado.</translation>
    </message>
    <message>
        <source>&amp;Reconnect attempts:</source>
        <translation>I&amp;ntentos de reconexión:</translation>
    </message>
    <message>
        <source>Wait &amp;before each:</source>
        <translation>Espera &amp;antes de cada uno:</translation>
    </message>
    <message>
        <source>Cannot connect now: no thread could be started (%1).</source>
        <translation>No se puede conectar ahora: no se pudo iniciar ningún hilo (%1).</translation>
    </message>
    <message>
        <source>nbd://HOST[:PORT]/EXPORT, nbds://… (TLS required), nbd+unix:///EXPORT?socket=PATH, or an iSCSI LUN: iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN</source>
        <translation>nbd://HOST[:PUERTO]/EXPORTACIÓN, nbds://… (requiere TLS), nbd+unix:///EXPORTACIÓN?socket=RUTA, o un LUN iSCSI: iscsi://[USUARIO@]HOST[:PUERTO]/IQN-DESTINO/LUN</translation>
    </message>
    <message>
        <source>iSCSI C&amp;HAP file:</source>
        <translation>Archivo C&amp;HAP de iSCSI:</translation>
    </message>
    <message>
        <source>Credentials are read from files, never typed in here. On the remote machine, serve the drive read-only (nbdkit --readonly, qemu-nbd --read-only, or an iSCSI target&apos;s read-only LUN), with TLS where the network is not yours (iSCSI has none: use a VPN).</source>
        <translation>Las credenciales se leen de archivos, nunca se escriben aquí. En el equipo remoto, sirva el disco en solo lectura (nbdkit --readonly, qemu-nbd --read-only, o el LUN de solo lectura de un destino iSCSI), con TLS cuando la red no sea propia (iSCSI no lo tiene: use una VPN).</translation>
    </message>
    <message>
        <source>%1 is not an NBD or iSCSI URI: give nbd://HOST[:PORT]/EXPORT, nbds://… for TLS, nbd+unix:///EXPORT?socket=PATH, or iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN.</source>
        <translation>%1 no es una URI NBD ni iSCSI: indique nbd://HOST[:PUERTO]/EXPORTACIÓN, nbds://… para TLS, nbd+unix:///EXPORTACIÓN?socket=RUTA o iscsi://[USUARIO@]HOST[:PUERTO]/IQN-DESTINO/LUN.</translation>
    </message>
    <message>
        <source>TLS certificates &amp;folder:</source>
        <translation>Ca&amp;rpeta de certificados TLS:</translation>
    </message>
    <message>
        <source>iSCSI: a file of username:secret lines, readable by its owner only; the user is the one the URI names, or the file&apos;s only one. A line &quot;target username:secret&quot; asks the target to prove itself with them (mutual CHAP).</source>
        <translation>iSCSI: un archivo de líneas username:secret, legible solo por su propietario; el usuario es el que nombra la URI, o el único del archivo. Una línea &quot;target username:secret&quot; pide al destino que se identifique con ellos (CHAP mutuo).</translation>
    </message>
</context>
<context>
    <name>Custody::OutputsView</name>
    <message>
        <source>E01</source>
        <translation>E01</translation>
    </message>
    <message>
        <source>split raw</source>
        <translation>raw dividida</translation>
    </message>
    <message>
        <source>raw</source>
        <translation>raw</translation>
    </message>
    <message>
        <source>Image %1 (%2)</source>
        <translation>Imagen %1 (%2)</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Destino</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Read back</source>
        <translation>Relectura</translation>
    </message>
    <message>
        <source>match</source>
        <translation>coincide</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>NO COINCIDE</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallida</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>incompleta</translation>
    </message>
    <message>
        <source>not read back</source>
        <translation>sin relectura</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>En espera</translation>
    </message>
    <message>
        <source>Writing: %1 written</source>
        <translation>Escribiendo: %1 escritos</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Escrita</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Cancelada</translation>
    </message>
    <message>
        <source>Failed after %1 written</source>
        <translation>Falló tras escribir %1</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Completada</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fallida: %1</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>error desconocido</translation>
    </message>
    <message>
        <source>Resume it alone with: %1</source>
        <translation>Reanudarla por separado con: %1</translation>
    </message>
    <message>
        <source>Clone onto %1 (%2)</source>
        <translation>Clonar en %1 (%2)</translation>
    </message>
    <message>
        <source>Clone onto %1: %2, %3</source>
        <translation>Clonar en %1: %2, %3</translation>
    </message>
    <message>
        <source>serial %1</source>
        <translation>n.º de serie %1</translation>
    </message>
    <message>
        <source>An interrupted E01 cannot be resumed: acquire it again with --force, which replaces its files.</source>
        <translation>Un E01 interrumpido no se puede reanudar: adquiéralo de nuevo con --force, que reemplaza sus archivos.</translation>
    </message>
</context>
<context>
    <name>Custody::OverwriteConfirmation</name>
    <message>
        <source>Overwrite %1?</source>
        <translation>¿Sobrescribir %1?</translation>
    </message>
    <message>
        <source>Everything on this drive will be lost. It cannot be undone.</source>
        <translation>Se perderá todo el contenido de este disco. No se puede deshacer.</translation>
    </message>
    <message>
        <source>(not reported)</source>
        <translation>(no indicado)</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>Dispositivo:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modelo:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>Número de serie:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Tamaño:</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 bytes)</translation>
    </message>
    <message>
        <source>This drive reports no serial number. To confirm, type its device name, %1:</source>
        <translation>Este disco no indica ningún número de serie. Para confirmar, escriba su nombre de dispositivo, %1:</translation>
    </message>
    <message>
        <source>To confirm, type the drive&apos;s serial number, %1:</source>
        <translation>Para confirmar, escriba el número de serie del disco, %1:</translation>
    </message>
    <message>
        <source>That is not this drive&apos;s device name.</source>
        <translation>Ese no es el nombre de dispositivo de este disco.</translation>
    </message>
    <message>
        <source>That is not this drive&apos;s serial number.</source>
        <translation>Ese no es el número de serie de este disco.</translation>
    </message>
</context>
<context>
    <name>Custody::OwnFileReplacement</name>
    <message>
        <source>something else appeared at the path</source>
        <translation>apareció otra cosa en la ruta</translation>
    </message>
    <message>
        <source>the file written last is gone</source>
        <translation>el último archivo escrito ha desaparecido</translation>
    </message>
    <message>
        <source>this file system cannot exchange two files in one step (RENAME_EXCHANGE): use a local file system</source>
        <translation>este sistema de archivos no puede intercambiar dos archivos en un solo paso (RENAME_EXCHANGE): use un sistema de archivos local</translation>
    </message>
    <message>
        <source>another file or a link was put in the place of the file written last; it is left as it is</source>
        <translation>se puso otro archivo o un enlace en el lugar del último archivo escrito; se deja como está</translation>
    </message>
</context>
<context>
    <name>Custody::PartitionTypes</name>
    <message>
        <source>EFI System</source>
        <translation>Sistema EFI</translation>
    </message>
    <message>
        <source>BIOS boot</source>
        <translation>Arranque BIOS</translation>
    </message>
    <message>
        <source>Microsoft reserved</source>
        <translation>Reservada de Microsoft</translation>
    </message>
    <message>
        <source>Microsoft basic data</source>
        <translation>Datos básicos de Microsoft</translation>
    </message>
    <message>
        <source>Windows recovery environment</source>
        <translation>Entorno de recuperación de Windows</translation>
    </message>
    <message>
        <source>Windows LDM metadata</source>
        <translation>Metadatos LDM de Windows</translation>
    </message>
    <message>
        <source>Windows LDM data</source>
        <translation>Datos LDM de Windows</translation>
    </message>
    <message>
        <source>Windows Storage Spaces</source>
        <translation>Espacios de almacenamiento de Windows</translation>
    </message>
    <message>
        <source>Linux filesystem</source>
        <translation>Sistema de archivos Linux</translation>
    </message>
    <message>
        <source>Linux swap</source>
        <translation>Swap de Linux</translation>
    </message>
    <message>
        <source>Linux LVM</source>
        <translation>LVM de Linux</translation>
    </message>
    <message>
        <source>Linux RAID</source>
        <translation>RAID de Linux</translation>
    </message>
    <message>
        <source>Linux LUKS</source>
        <translation>LUKS de Linux</translation>
    </message>
    <message>
        <source>Linux root (x86-64)</source>
        <translation>Raíz de Linux (x86-64)</translation>
    </message>
    <message>
        <source>Linux root (ARM64)</source>
        <translation>Raíz de Linux (ARM64)</translation>
    </message>
    <message>
        <source>Linux home</source>
        <translation>Home de Linux</translation>
    </message>
    <message>
        <source>Linux server data</source>
        <translation>Datos de servidor Linux</translation>
    </message>
    <message>
        <source>Linux extended boot</source>
        <translation>Arranque extendido de Linux</translation>
    </message>
    <message>
        <source>Apple APFS</source>
        <translation>Apple APFS</translation>
    </message>
    <message>
        <source>Apple HFS/HFS+</source>
        <translation>Apple HFS/HFS+</translation>
    </message>
    <message>
        <source>Apple boot</source>
        <translation>Arranque de Apple</translation>
    </message>
    <message>
        <source>Apple Core Storage</source>
        <translation>Apple Core Storage</translation>
    </message>
    <message>
        <source>FreeBSD data</source>
        <translation>Datos de FreeBSD</translation>
    </message>
    <message>
        <source>FreeBSD UFS</source>
        <translation>FreeBSD UFS</translation>
    </message>
    <message>
        <source>FreeBSD ZFS</source>
        <translation>FreeBSD ZFS</translation>
    </message>
    <message>
        <source>ZFS (Solaris /usr, Apple ZFS)</source>
        <translation>ZFS (Solaris /usr, Apple ZFS)</translation>
    </message>
    <message>
        <source>FAT12</source>
        <translation>FAT12</translation>
    </message>
    <message>
        <source>FAT16 &lt;32M</source>
        <translation>FAT16 &lt;32M</translation>
    </message>
    <message>
        <source>Extended</source>
        <translation>Extendida</translation>
    </message>
    <message>
        <source>FAT16</source>
        <translation>FAT16</translation>
    </message>
    <message>
        <source>NTFS/exFAT/HPFS</source>
        <translation>NTFS/exFAT/HPFS</translation>
    </message>
    <message>
        <source>W95 FAT32</source>
        <translation>W95 FAT32</translation>
    </message>
    <message>
        <source>W95 FAT32 (LBA)</source>
        <translation>W95 FAT32 (LBA)</translation>
    </message>
    <message>
        <source>W95 FAT16 (LBA)</source>
        <translation>W95 FAT16 (LBA)</translation>
    </message>
    <message>
        <source>W95 extended (LBA)</source>
        <translation>W95 extendida (LBA)</translation>
    </message>
    <message>
        <source>Hidden NTFS WinRE</source>
        <translation>NTFS WinRE oculta</translation>
    </message>
    <message>
        <source>Windows dynamic disk (LDM)</source>
        <translation>Disco dinámico de Windows (LDM)</translation>
    </message>
    <message>
        <source>Linux</source>
        <translation>Linux</translation>
    </message>
    <message>
        <source>HFS/HFS+</source>
        <translation>HFS/HFS+</translation>
    </message>
    <message>
        <source>GPT protective</source>
        <translation>Protección GPT</translation>
    </message>
    <message>
        <source>EFI (FAT-12/16/32)</source>
        <translation>EFI (FAT-12/16/32)</translation>
    </message>
</context>
<context>
    <name>Custody::PostgresLocation</name>
    <message>
        <source>not a PostgreSQL URL (postgresql://[user@]host[:port]/database)</source>
        <translation>no es una URL de PostgreSQL (postgresql://[usuario@]host[:puerto]/base_de_datos)</translation>
    </message>
    <message>
        <source>a password in the URL would be on the command line and in the record: keep it in ~/.pgpass (or PGPASSFILE), a service file or PGPASSWORD, and give the URL without it</source>
        <translation>una contraseña en la URL quedaría en la línea de comandos y en la ficha: guárdela en ~/.pgpass (o PGPASSFILE), en un archivo de servicio o en PGPASSWORD, e indique la URL sin ella</translation>
    </message>
    <message>
        <source>not a valid URL: check its spelling (postgresql://[user@]host[:port]/database[?key=value])</source>
        <translation>no es una URL válida: compruebe cómo está escrita (postgresql://[usuario@]host[:puerto]/base_de_datos[?clave=valor])</translation>
    </message>
    <message>
        <source>give the database after the host: postgresql://[user@]host[:port]/database</source>
        <translation>indique la base de datos después del host: postgresql://[usuario@]host[:puerto]/base_de_datos</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a libpq connection parameter</source>
        <translation>&apos;%1&apos; no es un parámetro de conexión de libpq</translation>
    </message>
    <message>
        <source>the value of %1 holds a &apos;;&apos;, which Qt&apos;s PostgreSQL driver cannot pass on: use a service file</source>
        <translation>el valor de %1 contiene un &apos;;&apos;, que el controlador PostgreSQL de Qt no puede transmitir: use un archivo de servicio</translation>
    </message>
</context>
<context>
    <name>Custody::PrepareDriveDialog</name>
    <message>
        <source>Prepare drive %1</source>
        <translation>Preparar el disco %1</translation>
    </message>
    <message>
        <source>%1: %2, serial number %3, %4 (%5 bytes)</source>
        <translation>%1: %2, número de serie %3, %4 (%5 bytes)</translation>
    </message>
    <message>
        <source>model not reported</source>
        <translation>modelo no indicado</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>no indicado</translation>
    </message>
    <message>
        <source>Zeros</source>
        <translation>Ceros</translation>
    </message>
    <message>
        <source>One byte value</source>
        <translation>Un valor de byte</translation>
    </message>
    <message>
        <source>Random (AES-256-CTR, its key in the certificate)</source>
        <translation>Aleatorio (AES-256-CTR, con su clave en el certificado)</translation>
    </message>
    <message>
        <source>Byte value</source>
        <translation>Valor de byte</translation>
    </message>
    <message>
        <source>&amp;Pattern:</source>
        <translation>&amp;Patrón:</translation>
    </message>
    <message>
        <source>Write the pattern (O_DIRECT)</source>
        <translation>Escribir el patrón (O_DIRECT)</translation>
    </message>
    <message>
        <source>Zero-out by the drive (BLKZEROOUT), then read back</source>
        <translation>Puesta a cero por el disco (BLKZEROOUT) y luego relectura</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>&amp;Método:</translation>
    </message>
    <message>
        <source>Only chec&amp;k that the drive holds the pattern (write nothing)</source>
        <translation>Comprobar so&amp;lo que el disco contiene el patrón (no escribir nada)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Examina&amp;r…</translation>
    </message>
    <message>
        <source>Certificate &amp;folder:</source>
        <translation>Carpe&amp;ta del certificado:</translation>
    </message>
    <message>
        <source>NAME.json, NAME.txt and NAME.pdf are written: new files, never on the drive prepared</source>
        <translation>Se escriben NOMBRE.json, NOMBRE.txt y NOMBRE.pdf: archivos nuevos, nunca en el disco preparado</translation>
    </message>
    <message>
        <source>Cer&amp;tificate name:</source>
        <translation>&amp;Nombre del certificado:</translation>
    </message>
    <message>
        <source>&amp;Start…</source>
        <translation>&amp;Iniciar…</translation>
    </message>
    <message>
        <source>%1 exists already: a certificate is never replaced. Choose another name.</source>
        <translation>%1 ya existe: un certificado nunca se reemplaza. Elija otro nombre.</translation>
    </message>
    <message>
        <source>Folder for the certificate</source>
        <translation>Carpeta para el certificado</translation>
    </message>
    <message>
        <source>Give the byte as 0x and two hexadecimal digits, such as 0xff.</source>
        <translation>Indique el byte como 0x y dos dígitos hexadecimales, por ejemplo 0xff.</translation>
    </message>
    <message>
        <source>A random pattern can be checked only with the key it was written with: check for zeros or a byte value.</source>
        <translation>Un patrón aleatorio solo se puede comprobar con la clave con la que se escribió: compruebe ceros o un valor de byte.</translation>
    </message>
    <message>
        <source>Choose a folder for the certificate.</source>
        <translation>Elija una carpeta para el certificado.</translation>
    </message>
    <message>
        <source>Give the certificate a name (without a folder).</source>
        <translation>Asigne un nombre al certificado (sin carpeta).</translation>
    </message>
    <message>
        <source>%1 is not a folder.</source>
        <translation>%1 no es una carpeta.</translation>
    </message>
    <message>
        <source>%1 is not writable.</source>
        <translation>%1 no admite escritura.</translation>
    </message>
    <message>
        <source>Zero-out is offered for the zero pattern when the drive is written</source>
        <translation>La puesta a cero se ofrece para el patrón de ceros cuando se escribe el disco</translation>
    </message>
    <message>
        <source>%1 does not answer: is it on a network share that is slow or gone?</source>
        <translation>%1 no responde: ¿está en un recurso compartido de red lento o desconectado?</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Comprobando %1…</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Comprobar</translation>
    </message>
    <message>
        <source>&amp;Wipe…</source>
        <translation>&amp;Borrar…</translation>
    </message>
    <message>
        <source>a random stream (AES-256-CTR)</source>
        <translation>un flujo aleatorio (AES-256-CTR)</translation>
    </message>
    <message>
        <source>The drive will be asked to zero every sector (BLKZEROOUT), and every sector read back. The certificate goes to %1.</source>
        <translation>Se pedirá al disco que ponga a cero cada sector (BLKZEROOUT), y se releerá cada sector. El certificado se guarda en %1.</translation>
    </message>
    <message>
        <source>Every sector will be overwritten with %1 and read back. The certificate goes to %2.</source>
        <translation>Cada sector se sobrescribirá con %1 y se releerá. El certificado se guarda en %2.</translation>
    </message>
    <message>
        <source>Wipe %1</source>
        <translation>Borrar %1</translation>
    </message>
</context>
<context>
    <name>Custody::QueueLimitsDialog</name>
    <message numerus="yes">
        <source>Automatic: %n at once</source>
        <translation>
            <numerusform>Automático: %n a la vez</numerusform>
            <numerusform>Automático: %n a la vez</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Automatic is half of this computer&apos;s %n core(s), at least one: the hashes of one acquisition keep about two cores busy.</source>
        <translation>
            <numerusform>Automático es la mitad del %n núcleo de este equipo, al menos uno: los hashes de una adquisición mantienen ocupados unos dos núcleos.</numerusform>
            <numerusform>Automático es la mitad de los %n núcleos de este equipo, al menos uno: los hashes de una adquisición mantienen ocupados unos dos núcleos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Automatic: one at a time on a spinning disk</source>
        <translation>Automático: uno a la vez en un disco giratorio</translation>
    </message>
    <message>
        <source>How many jobs at once may write to (or read images from) one destination disk or file system.</source>
        <translation>Cuántos trabajos a la vez pueden escribir en (o leer imágenes de) un mismo disco o sistema de archivos de destino.</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Do not wait</source>
        <translation>No esperar</translation>
    </message>
    <message>
        <source>A job whose drive or file is not connected when its turn comes waits this long for it, then is not run; nothing of it is touched, a stopped acquisition&apos;s image and map stay resumable.</source>
        <translation>Un trabajo cuyo disco o archivo no esté conectado cuando le llegue el turno lo espera este tiempo y después no se ejecuta; no se toca nada de él, y la imagen y el mapa de una adquisición detenida siguen siendo reanudables.</translation>
    </message>
    <message>
        <source>Jobs at once:</source>
        <translation>Trabajos a la vez:</translation>
    </message>
    <message>
        <source>Jobs at once on one disk:</source>
        <translation>Trabajos a la vez en un disco:</translation>
    </message>
    <message>
        <source>Wait for a disconnected drive:</source>
        <translation>Esperar a un disco desconectado:</translation>
    </message>
    <message>
        <source>One job at a time reads a drive, and a job that reads or writes what an earlier job writes waits for it, whatever the limits.</source>
        <translation>Un disco lo lee un solo trabajo a la vez, y un trabajo que lee o escribe lo que escribe un trabajo anterior lo espera, sean cuales sean los límites.</translation>
    </message>
    <message>
        <source>Job queue</source>
        <translation>Cola de trabajos</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>A JSON file, replaced whole every two seconds, with every job&apos;s state, progress, rate, time left and bad sectors, for a lab&apos;s dashboard. It must be new or an earlier status file.</source>
        <translation>Un archivo JSON, reemplazado entero cada dos segundos, con el estado, el progreso, la velocidad, el tiempo restante y los sectores defectuosos de cada trabajo, para el panel de un laboratorio. Debe ser nuevo o un archivo de estado anterior.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <source>Status file for a dashboard</source>
        <translation>Archivo de estado para un panel</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Status file for a dashboard:</source>
        <translation>Archivo de estado para un panel:</translation>
    </message>
    <message>
        <source>Disks with a limit of their own:</source>
        <translation>Discos con un límite propio:</translation>
    </message>
    <message>
        <source>Disks with a limit of their own</source>
        <translation>Discos con un límite propio</translation>
    </message>
    <message>
        <source>Folder on the disk</source>
        <translation>Carpeta en el disco</translation>
    </message>
    <message>
        <source>Jobs at once</source>
        <translation>Trabajos a la vez</translation>
    </message>
    <message>
        <source>&amp;Add folder…</source>
        <translation>Aña&amp;dir carpeta…</translation>
    </message>
    <message>
        <source>A folder on the disk to limit</source>
        <translation>Una carpeta en el disco que se limita</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Jobs at once on the disk of %1</source>
        <translation>Trabajos a la vez en el disco de %1</translation>
    </message>
    <message>
        <source>A disk that takes fewer or more jobs at once than the others (a USB disk one at a time, a NAS three), named by a folder on it; its limit holds over the one for each disk. While its folder is not there, or is on the root file system (its disk not mounted), the limit is for no disk; the root file system is limited as /.</source>
        <translation>Un disco que admite menos o más trabajos a la vez que los demás (un disco USB de uno en uno, un NAS tres), designado por una carpeta en él; su límite prevalece sobre el de cada disco. Mientras su carpeta no esté o esté en el sistema de archivos raíz (su disco sin montar), el límite no se aplica a ningún disco; el sistema de archivos raíz se limita como /.</translation>
    </message>
    <message>
        <source>%1 names no disk of its own: it is not there, or it is on the root file system because its disk is not mounted. Mount the disk and choose a folder on it, or / for the root file system.</source>
        <translation>%1 no designa un disco propio: no está, o está en el sistema de archivos raíz porque su disco no está montado. Monte el disco y elija una carpeta en él, o / para el sistema de archivos raíz.</translation>
    </message>
    <message>
        <source>%1 is on the same disk as %2, which has a limit already: change that row&apos;s number instead.</source>
        <translation>%1 está en el mismo disco que %2, que ya tiene un límite: cambie en su lugar el número de esa fila.</translation>
    </message>
    <message>
        <source>%1 and %2 are on the same disk: the queue takes the lower of their limits. Remove one of them.</source>
        <translation>%1 y %2 están en el mismo disco: la cola toma el menor de sus límites. Quite uno de ellos.</translation>
    </message>
</context>
<context>
    <name>Custody::ReportActions</name>
    <message>
        <source>Print the acquisition report</source>
        <translation>Imprimir el informe de adquisición</translation>
    </message>
    <message>
        <source>Save the acquisition report</source>
        <translation>Guardar el informe de adquisición</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Acquisition report</source>
        <translation>Informe de adquisición</translation>
    </message>
    <message>
        <source>%1 exists already: save the report under another name.</source>
        <translation>%1 ya existe: guarde el informe con otro nombre.</translation>
    </message>
    <message>
        <source>No printer is set up on this computer: save the report as a PDF and print that file where a printer is.</source>
        <translation>No hay ninguna impresora configurada en este equipo: guarde el informe como PDF e imprima ese archivo donde haya una impresora.</translation>
    </message>
</context>
<context>
    <name>Custody::ReportDocumentBuilder</name>
    <message>
        <source>Acquisition report</source>
        <translation>Informe de adquisición</translation>
    </message>
    <message>
        <source>Custody acquisition report · case %1 · evidence %2</source>
        <translation>Informe de adquisición de Custody · caso %1 · evidencia %2</translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>creado el %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>Examiner&apos;s initials:</source>
        <translation>Iniciales del examinador:</translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation>(no indicado)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Informe</translation>
    </message>
    <message>
        <source>Created (UTC)</source>
        <translation>Creado (UTC)</translation>
    </message>
    <message>
        <source>Created (local time)</source>
        <translation>Creado (hora local)</translation>
    </message>
    <message>
        <source>Created by</source>
        <translation>Creado por</translation>
    </message>
    <message>
        <source>From the record</source>
        <translation>Según la ficha</translation>
    </message>
    <message>
        <source>Record SHA-256</source>
        <translation>SHA-256 de la ficha</translation>
    </message>
    <message>
        <source>Acquired with</source>
        <translation>Adquirido con</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Compilación</translation>
    </message>
    <message>
        <source>Qt %1, %2</source>
        <translation>Qt %1, %2</translation>
    </message>
    <message>
        <source>Host name</source>
        <translation>Nombre de host</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>Sistema operativo</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Línea de comandos</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Caso</translation>
    </message>
    <message>
        <source>Case number</source>
        <translation>Número de caso</translation>
    </message>
    <message>
        <source>Evidence number</source>
        <translation>Número de evidencia</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Examinador</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Software write-block</source>
        <translation>Bloqueo de escritura por software</translation>
    </message>
    <message>
        <source>not requested: the kernel read-only flag was not set (the source was opened read-only)</source>
        <translation>no solicitado: no se activó el indicador de solo lectura del kernel (el origen se abrió en solo lectura)</translation>
    </message>
    <message>
        <source>requested, but the kernel read-only flag could NOT be set</source>
        <translation>solicitado, pero NO se pudo activar el indicador de solo lectura del kernel</translation>
    </message>
    <message>
        <source>kernel read-only flag set, but NOT verified</source>
        <translation>indicador de solo lectura del kernel activado, pero NO verificado</translation>
    </message>
    <message>
        <source>kernel read-only flag set and verified</source>
        <translation>indicador de solo lectura del kernel activado y verificado</translation>
    </message>
    <message>
        <source>Device or file</source>
        <translation>Dispositivo o archivo</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Número de serie</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>%1 bytes = %2 sectors of %3 bytes (%4)</source>
        <translation>%1 bytes = %2 sectores de %3 bytes (%4)</translation>
    </message>
    <message>
        <source>Sector size</source>
        <translation>Tamaño de sector</translation>
    </message>
    <message>
        <source>%1 bytes logical, %2 bytes physical</source>
        <translation>%1 bytes lógicos, %2 bytes físicos</translation>
    </message>
    <message>
        <source>SMART at start</source>
        <translation>SMART al inicio</translation>
    </message>
    <message>
        <source>SMART at end</source>
        <translation>SMART al final</translation>
    </message>
    <message>
        <source>Mounted partitions</source>
        <translation>Particiones montadas</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>WARNING: mounted during the acquisition: %1</source>
        <translation>ADVERTENCIA: montado durante la adquisición: %1</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Origen</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Preajuste</translation>
    </message>
    <message>
        <source>Passes run</source>
        <translation>Pasadas ejecutadas</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Tamaño de bloque</translation>
    </message>
    <message>
        <source>Retries</source>
        <translation>Reintentos</translation>
    </message>
    <message>
        <source>Fill of bad sectors</source>
        <translation>Relleno de los sectores defectuosos</translation>
    </message>
    <message>
        <source>First reads</source>
        <translation>Primeras lecturas</translation>
    </message>
    <message>
        <source>direct I/O (O_DIRECT)</source>
        <translation>E/S directa (O_DIRECT)</translation>
    </message>
    <message>
        <source>through the page cache</source>
        <translation>a través de la caché de páginas</translation>
    </message>
    <message>
        <source>Re-reads of failed blocks</source>
        <translation>Relecturas de bloques fallidos</translation>
    </message>
    <message>
        <source>none were needed</source>
        <translation>no fue necesaria ninguna</translation>
    </message>
    <message>
        <source>%1 bytes at a time, %2</source>
        <translation>%1 bytes cada vez, %2</translation>
    </message>
    <message>
        <source>through the page cache (direct I/O unavailable)</source>
        <translation>a través de la caché de páginas (E/S directa no disponible)</translation>
    </message>
    <message>
        <source>Hash algorithms</source>
        <translation>Algoritmos de hash</translation>
    </message>
    <message>
        <source>Hash windows</source>
        <translation>Ventanas de hash</translation>
    </message>
    <message>
        <source>every %1</source>
        <translation>cada %1</translation>
    </message>
    <message>
        <source>not given: the run was resumed, and the time of the earlier runs is not recorded</source>
        <translation>no indicado: la ejecución se reanudó y no consta la duración de las ejecuciones anteriores</translation>
    </message>
    <message>
        <source>%1 (%2 bytes read or found unreadable in %3 s)</source>
        <translation>%1 (%2 bytes leídos o hallados ilegibles en %3 s)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duración</translation>
    </message>
    <message>
        <source>Average rate</source>
        <translation>Velocidad media</translation>
    </message>
    <message>
        <source>Resumed</source>
        <translation>Reanudada</translation>
    </message>
    <message>
        <source>yes: continued from an earlier run&apos;s map</source>
        <translation>sí: continuó a partir del mapa de una ejecución anterior</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasada</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Cronología</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Qué ocurrió</translation>
    </message>
    <message>
        <source>Error code</source>
        <translation>Código de error</translation>
    </message>
    <message>
        <source>System error</source>
        <translation>Error del sistema</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>Byte offset</source>
        <translation>Desplazamiento en bytes</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Firmas</translation>
    </message>
    <message>
        <source>The undersigned confirm that this report describes the acquisition they performed or witnessed.</source>
        <translation>Los abajo firmantes confirman que este informe describe la adquisición que realizaron o presenciaron.</translation>
    </message>
    <message>
        <source>Witness</source>
        <translation>Testigo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>match</source>
        <translation>coincide</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>NO COINCIDE</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>no comparado</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmo</translation>
    </message>
    <message>
        <source>Hash of</source>
        <translation>Hash de</translation>
    </message>
    <message>
        <source>Digest</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>Comparación</translation>
    </message>
    <message>
        <source>acquisition</source>
        <translation>adquisición</translation>
    </message>
    <message>
        <source>none recorded</source>
        <translation>ninguno registrado</translation>
    </message>
    <message>
        <source>image re-read</source>
        <translation>imagen releída</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>no calculado</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>no verificado</translation>
    </message>
    <message>
        <source>source re-read</source>
        <translation>origen releído</translation>
    </message>
    <message>
        <source>not re-read</source>
        <translation>no releído</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>Verified at</source>
        <translation>Verificado el</translation>
    </message>
    <message>
        <source>Source re-read</source>
        <translation>Origen releído</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>Verification error</source>
        <translation>Error de verificación</translation>
    </message>
    <message>
        <source>Acquisition hashes</source>
        <translation>Hashes de la adquisición</translation>
    </message>
    <message>
        <source>of the image file, fill included: %1 bytes hashed as they were read, %2 bytes read back from the image</source>
        <translation>del archivo de imagen, relleno incluido: %1 bytes con hash calculado al leerlos, %2 bytes releídos de la imagen</translation>
    </message>
    <message>
        <source>none: no hash algorithm was chosen</source>
        <translation>ninguno: no se eligió ningún algoritmo de hash</translation>
    </message>
    <message>
        <source>none: the image is incomplete</source>
        <translation>ninguno: la imagen está incompleta</translation>
    </message>
    <message>
        <source>From byte</source>
        <translation>Desde el byte</translation>
    </message>
    <message>
        <source>To byte</source>
        <translation>Hasta el byte</translation>
    </message>
    <message>
        <source>Hash windows: %1 digests of consecutive windows, listed in Appendix %2, locate a later mismatch.</source>
        <translation>Ventanas de hash: %1 resúmenes de ventanas consecutivas, enumerados en el apéndice %2, permiten localizar una discrepancia posterior.</translation>
    </message>
    <message>
        <source>Appendix %1: %2</source>
        <translation>Apéndice %1: %2</translation>
    </message>
    <message>
        <source>hash windows</source>
        <translation>ventanas de hash</translation>
    </message>
    <message>
        <source>From byte (included) to byte (excluded), as dcfldd&apos;s hash windows.</source>
        <translation>Desde el byte (incluido) hasta el byte (excluido), como las ventanas de hash de dcfldd.</translation>
    </message>
    <message>
        <source>Hashes and verification</source>
        <translation>Hashes y verificación</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>Primer sector</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>Último sector</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sectores</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>The first %1 of %2 ranges are shown; Appendix %3 lists all %2.</source>
        <translation>Se muestran los primeros %1 de %2 rangos; el apéndice %3 enumera los %2.</translation>
    </message>
    <message>
        <source>%1 ranges, in sectors of %2 bytes (byte offset = sector × %2); first and last sector included.</source>
        <translation>%1 rangos, en sectores de %2 bytes (desplazamiento en bytes = sector × %2); primer y último sector incluidos.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>leído</translation>
    </message>
    <message>
        <source>never tried</source>
        <translation>nunca intentado</translation>
    </message>
    <message>
        <source>not trimmed</source>
        <translation>sin recortar</translation>
    </message>
    <message>
        <source>not scraped</source>
        <translation>sin raspar</translation>
    </message>
    <message>
        <source>bad sector</source>
        <translation>sector defectuoso</translation>
    </message>
    <message>
        <source>Source size</source>
        <translation>Tamaño del origen</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Leído</translation>
    </message>
    <message>
        <source>%1 bytes (%2 of the source)</source>
        <translation>%1 bytes (%2 del origen)</translation>
    </message>
    <message>
        <source>Unreadable, filled</source>
        <translation>Ilegible, rellenado</translation>
    </message>
    <message>
        <source>Bad-sector ranges</source>
        <translation>Rangos de sectores defectuosos</translation>
    </message>
    <message>
        <source>%1 bytes: %2</source>
        <translation>%1 bytes: %2</translation>
    </message>
    <message>
        <source>0 bytes</source>
        <translation>0 bytes</translation>
    </message>
    <message>
        <source>Never tried</source>
        <translation>Nunca intentado</translation>
    </message>
    <message>
        <source>NOT read, the acquisition stopped first</source>
        <translation>NO leído, la adquisición se detuvo antes</translation>
    </message>
    <message>
        <source>Not trimmed</source>
        <translation>Sin recortar</translation>
    </message>
    <message>
        <source>NOT read, in failed blocks not yet read sector by sector</source>
        <translation>NO leído, en bloques fallidos aún no leídos sector a sector</translation>
    </message>
    <message>
        <source>Not scraped</source>
        <translation>Sin raspar</translation>
    </message>
    <message>
        <source>Bad-sector ranges (sectors of %1 bytes):</source>
        <translation>Rangos de sectores defectuosos (sectores de %1 bytes):</translation>
    </message>
    <message>
        <source>bad-sector ranges</source>
        <translation>rangos de sectores defectuosos</translation>
    </message>
    <message>
        <source>Areas NOT read (sectors of %1 bytes):</source>
        <translation>Zonas NO leídas (sectores de %1 bytes):</translation>
    </message>
    <message>
        <source>areas not read</source>
        <translation>zonas no leídas</translation>
    </message>
    <message>
        <source>The record does not say where the %1 bytes that were not read lie; the map below cannot show them.</source>
        <translation>La ficha no indica dónde están los %1 bytes que no se leyeron; el mapa de abajo no puede mostrarlos.</translation>
    </message>
    <message>
        <source>%1: %2 bytes</source>
        <translation>%1: %2 bytes</translation>
    </message>
    <message>
        <source>Sector map: the source from its first sector (top left) to its last, row by row; each cell shows the worst state of the sectors in it.</source>
        <translation>Mapa de sectores: el origen desde su primer sector (arriba a la izquierda) hasta el último, fila a fila; cada celda muestra el peor estado de los sectores que contiene.</translation>
    </message>
    <message>
        <source>Throughput: rate of progress (read or found unreadable) between consecutive samples.</source>
        <translation>Rendimiento: velocidad de avance (leído o hallado ilegible) entre muestras consecutivas.</translation>
    </message>
    <message>
        <source>Resumed run: the first interval is left out, as the counter starts with the earlier runs&apos; bytes.</source>
        <translation>Ejecución reanudada: se omite el primer intervalo, ya que el contador empieza con los bytes de las ejecuciones anteriores.</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Cobertura</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Función</translation>
    </message>
    <message>
        <source>Image file</source>
        <translation>Archivo de imagen</translation>
    </message>
    <message>
        <source>Digest in the checksum file</source>
        <translation>Resumen en el archivo de sumas de comprobación</translation>
    </message>
    <message>
        <source>No checksum files: the image has no hash.</source>
        <translation>Sin archivos de sumas de comprobación: la imagen no tiene hash.</translation>
    </message>
    <message>
        <source>Output files</source>
        <translation>Archivos de salida</translation>
    </message>
    <message>
        <source>block device</source>
        <translation>dispositivo de bloques</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>simulado</translation>
    </message>
    <message>
        <source>forensic</source>
        <translation>forense</translation>
    </message>
    <message>
        <source>rescue</source>
        <translation>rescate</translation>
    </message>
    <message>
        <source>Hash windows (%1): %2 digests of consecutive windows of %3 bytes, in %4 (dcfldd&apos;s hashlog layout), to locate a later mismatch.</source>
        <translation>Ventanas de hash (%1): %2 resúmenes de ventanas consecutivas de %3 bytes, en %4 (formato del registro de hashes de dcfldd), para localizar una discrepancia posterior.</translation>
    </message>
    <message>
        <source>not comparable: unreadable sectors</source>
        <translation>no comparable: sectores ilegibles</translation>
    </message>
    <message>
        <source>Image format</source>
        <translation>Formato de imagen</translation>
    </message>
    <message>
        <source>split raw, files of %1</source>
        <translation>raw dividida, archivos de %1</translation>
    </message>
    <message>
        <source>raw, one file</source>
        <translation>raw, un solo archivo</translation>
    </message>
    <message>
        <source>network</source>
        <translation>red</translation>
    </message>
    <message numerus="yes">
        <source>%1 bytes in %n bad sector(s), filled with %2 in the image</source>
        <translation>
            <numerusform>%1 bytes en %n sector defectuoso, rellenados con %2 en la imagen</numerusform>
            <numerusform>%1 bytes en %n sectores defectuosos, rellenados con %2 en la imagen</numerusform>
        </translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>completada</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelada</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallida</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Archivo subyacente</translation>
    </message>
    <message>
        <source>Drive identity</source>
        <translation>Identidad del disco</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>desconocida: %1</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Custody acquisition log</source>
        <translation>Registro de adquisición de Custody</translation>
    </message>
    <message>
        <source>Custody acquisition log · case %1 · evidence %2</source>
        <translation>Registro de adquisición de Custody · caso %1 · evidencia %2</translation>
    </message>
    <message>
        <source>[asked %1]</source>
        <translation>[consultado el %1]</translation>
    </message>
    <message>
        <source>kernel read-only flag set, but NOT verified: %1</source>
        <translation>indicador de solo lectura del kernel activado, pero NO verificado: %1</translation>
    </message>
    <message numerus="yes">
        <source>kernel read-only flag set and verified on %n node(s) (the disk and its partitions)</source>
        <translation>
            <numerusform>indicador de solo lectura del kernel activado y verificado en %n nodo (el disco y sus particiones)</numerusform>
            <numerusform>indicador de solo lectura del kernel activado y verificado en %n nodos (el disco y sus particiones)</numerusform>
        </translation>
    </message>
    <message>
        <source>Image read back</source>
        <translation>Imagen releída</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>Ejecución %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>yes: %n run(s) in all, listed below</source>
        <translation>
            <numerusform>sí: %n ejecución en total, enumerada abajo</numerusform>
            <numerusform>sí: %n ejecuciones en total, enumeradas abajo</numerusform>
        </translation>
    </message>
    <message>
        <source>Running time</source>
        <translation>Tiempo de ejecución</translation>
    </message>
    <message>
        <source>fill</source>
        <translation>relleno</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>copia</translation>
    </message>
    <message>
        <source>sweep</source>
        <translation>barrido</translation>
    </message>
    <message>
        <source>trim</source>
        <translation>recorte</translation>
    </message>
    <message>
        <source>scrape</source>
        <translation>raspado</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>SUPERADO</translation>
    </message>
    <message>
        <source>DEGRADED</source>
        <translation>DEGRADADO</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FALLIDO</translation>
    </message>
    <message>
        <source>NOT REPORTED</source>
        <translation>NO INDICADO</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>no disponible</translation>
    </message>
    <message>
        <source>retry %1</source>
        <translation>reintento %1</translation>
    </message>
    <message>
        <source>no compression</source>
        <translation>sin compresión</translation>
    </message>
    <message>
        <source>only uniform chunks compressed</source>
        <translation>solo se comprimen los fragmentos uniformes</translation>
    </message>
    <message>
        <source>fast compression</source>
        <translation>compresión rápida</translation>
    </message>
    <message>
        <source>best compression</source>
        <translation>compresión máxima</translation>
    </message>
    <message>
        <source>E01 (EnCase 6), %1, chunks of %2, segment files of at most %3</source>
        <translation>E01 (EnCase 6), %1, fragmentos de %2, archivos de segmento de %3 como máximo</translation>
    </message>
    <message>
        <source>Segment file</source>
        <translation>Archivo de segmento</translation>
    </message>
    <message>
        <source>MD5 of the file</source>
        <translation>MD5 del archivo</translation>
    </message>
    <message>
        <source>NBD over TLS (%1%2), export &quot;%3&quot;</source>
        <translation>NBD sobre TLS (%1%2), exportación &quot;%3&quot;</translation>
    </message>
    <message>
        <source>NBD, NOT ENCRYPTED across the network, export &quot;%1&quot;</source>
        <translation>NBD, SIN CIFRAR a través de la red, exportación &quot;%1&quot;</translation>
    </message>
    <message>
        <source>; the server offered the export writable (Custody sent reads only)</source>
        <translation>; el servidor ofrecía la exportación con escritura (Custody solo envió lecturas)</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>Transferencia</translation>
    </message>
    <message>
        <source>NBD through a local socket or loopback address, not encrypted, export &quot;%1&quot;</source>
        <translation>NBD a través de un socket local o una dirección de bucle local, sin cifrar, exportación &quot;%1&quot;</translation>
    </message>
    <message numerus="yes">
        <source>at most %n at once</source>
        <translation>
            <numerusform>como máximo %n a la vez</numerusform>
            <numerusform>como máximo %n a la vez</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (adaptive)</source>
        <translation>%1 (adaptativo)</translation>
    </message>
    <message>
        <source>%1 (%2 asked for)</source>
        <translation>%1 (se pidieron %2)</translation>
    </message>
    <message>
        <source>Block reads in flight</source>
        <translation>Lecturas de bloques en curso</translation>
    </message>
    <message>
        <source>; server certificate %1, SHA-256 %2</source>
        <translation>; certificado del servidor %1, SHA-256 %2</translation>
    </message>
    <message numerus="yes">
        <source>; the connection was lost and made again %n time(s) (the same size%1)</source>
        <translation>
            <numerusform>; la conexión se perdió y se restableció %n vez (el mismo tamaño%1)</numerusform>
            <numerusform>; la conexión se perdió y se restableció %n veces (el mismo tamaño%1)</numerusform>
        </translation>
    </message>
    <message>
        <source> and server certificate</source>
        <translation> y el mismo certificado de servidor</translation>
    </message>
    <message>
        <source>Transfer (last run)</source>
        <translation>Transferencia (última ejecución)</translation>
    </message>
    <message>
        <source>; earlier runs reached the server otherwise: see each run under Timeline</source>
        <translation>; las ejecuciones anteriores llegaron al servidor de otro modo: véase cada ejecución en Cronología</translation>
    </message>
    <message>
        <source>Run %1 transfer: %2</source>
        <translation>Transferencia de la ejecución %1: %2</translation>
    </message>
    <message>
        <source>Run %1 block reads in flight: %2</source>
        <translation>Lecturas de bloques en curso de la ejecución %1: %2</translation>
    </message>
    <message>
        <source>bytes %1 to %2</source>
        <translation>bytes %1 a %2</translation>
    </message>
    <message>
        <source>%1 more ranges</source>
        <translation>%1 rangos más</translation>
    </message>
    <message>
        <source>the earlier runs had finished no whole window, so nothing could be checked</source>
        <translation>las ejecuciones anteriores no habían terminado ninguna ventana completa, así que no se pudo comprobar nada</translation>
    </message>
    <message>
        <source>%1 window(s) of %2 (%3 bytes), finished by the earlier runs, hashed again and unchanged</source>
        <translation>%1 ventana(s) de %2 (%3 bytes), terminadas por las ejecuciones anteriores, con hash recalculado y sin cambios</translation>
    </message>
    <message>
        <source>Run %1 checked the image first: %2</source>
        <translation>La ejecución %1 comprobó primero la imagen: %2</translation>
    </message>
    <message>
        <source>Run %1 wrote %2</source>
        <translation>La ejecución %1 escribió %2</translation>
    </message>
    <message>
        <source>not possible: the earlier map kept no window digests (GNU ddrescue&apos;s, or an older Custody&apos;s), so the bytes the earlier runs wrote were taken as they were</source>
        <translation>no es posible: el mapa anterior no guardaba resúmenes de ventanas (el de GNU ddrescue o el de un Custody más antiguo), así que los bytes que escribieron las ejecuciones anteriores se tomaron tal como estaban</translation>
    </message>
    <message>
        <source>LIFTED during the acquisition: found writable on %1 when read again after the last read of the source, so the source was writable at some point.</source>
        <translation>RETIRADO durante la adquisición: se encontró escribible en %1 al volver a leerlo tras la última lectura del origen, así que el origen fue escribible en algún momento.</translation>
    </message>
    <message>
        <source>Could not be read again at the end: %1</source>
        <translation>No se pudo volver a leer al final: %1</translation>
    </message>
    <message>
        <source>Still set on every node when read again after the last read of the source.</source>
        <translation>Seguía activado en todos los nodos al volver a leerlo tras la última lectura del origen.</translation>
    </message>
    <message>
        <source>Could NOT be lifted on %1 after the acquisition (%2): it may still be read-only; run blockdev --setrw on each, or unplug and re-plug the drive.</source>
        <translation>NO se pudo retirar en %1 tras la adquisición (%2): puede seguir en solo lectura; ejecute blockdev --setrw en cada uno, o desconecte y vuelva a conectar el disco.</translation>
    </message>
    <message>
        <source>Lifted after the acquisition.</source>
        <translation>Retirado tras la adquisición.</translation>
    </message>
    <message>
        <source>smartctl says: &quot;%1&quot;</source>
        <translation>smartctl indica: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>Áreas ocultas</translation>
    </message>
    <message>
        <source>Sectors the drive shows</source>
        <translation>Sectores que muestra el disco</translation>
    </message>
    <message>
        <source>Native size</source>
        <translation>Tamaño nativo</translation>
    </message>
    <message>
        <source>Hidden area</source>
        <translation>Área oculta</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>Qué significa</translation>
    </message>
    <message>
        <source>Other namespaces</source>
        <translation>Otros espacios de nombres</translation>
    </message>
    <message>
        <source>Commands sent</source>
        <translation>Comandos enviados</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Salida</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Verificación</translation>
    </message>
    <message>
        <source>%1 (this record)</source>
        <translation>%1 (esta ficha)</translation>
    </message>
    <message numerus="yes">
        <source>One read wrote %n image(s), each with its own files and record:</source>
        <translation>
            <numerusform>Una lectura escribió %n imagen, con sus propios archivos y su ficha:</numerusform>
            <numerusform>Una lectura escribió %n imágenes, cada una con sus propios archivos y su ficha:</numerusform>
        </translation>
    </message>
    <message>
        <source>iSCSI target %1, LUN %2 at %3 (initiator %4)</source>
        <translation>destino iSCSI %1, LUN %2 en %3 (iniciador %4)</translation>
    </message>
    <message>
        <source>no CHAP</source>
        <translation>sin CHAP</translation>
    </message>
    <message>
        <source>through a loopback address, not encrypted</source>
        <translation>a través de una dirección de bucle local, sin cifrar</translation>
    </message>
    <message>
        <source>NOT ENCRYPTED across the network</source>
        <translation>SIN CIFRAR a través de la red</translation>
    </message>
    <message>
        <source>; the target offered the LUN writable (Custody sent reads only)</source>
        <translation>; el destino ofrecía el LUN con escritura (Custody solo envió lecturas)</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricante</translation>
    </message>
    <message>
        <source>LUN designators</source>
        <translation>Designadores del LUN</translation>
    </message>
    <message>
        <source>over the network (%1), no page cache here</source>
        <translation>a través de la red (%1), sin caché de páginas aquí</translation>
    </message>
    <message>
        <source>CHAP credentials offered as %1</source>
        <translation>credenciales CHAP ofrecidas como %1</translation>
    </message>
    <message>
        <source>; whether the target offered the LUN read-only is not known (it did not answer MODE SENSE; Custody sent reads only)</source>
        <translation>; no se sabe si el destino ofrecía el LUN en solo lectura (no respondió a MODE SENSE; Custody solo envió lecturas)</translation>
    </message>
    <message>
        <source>read, all zeros: %1 bytes</source>
        <translation>leído, todo ceros: %1 bytes</translation>
    </message>
    <message>
        <source>A finished cell whose sectors were all read as zeros is drawn apart (&quot;read, all zeros&quot;).</source>
        <translation>Una celda terminada cuyos sectores se leyeron todos como ceros se dibuja aparte (&quot;leído, todo ceros&quot;).</translation>
    </message>
    <message>
        <source>mutual CHAP: logged in as %1, the target proved itself as %2</source>
        <translation>CHAP mutuo: sesión iniciada como %1, el destino se identificó como %2</translation>
    </message>
</context>
<context>
    <name>Custody::ReportFileView</name>
    <message>
        <source>it is encrypted</source>
        <translation>está cifrado</translation>
    </message>
    <message>
        <source>it is not a valid PDF</source>
        <translation>no es un PDF válido</translation>
    </message>
    <message>
        <source>Qt PDF cannot read it</source>
        <translation>Qt PDF no puede leerlo</translation>
    </message>
    <message>
        <source>Report %1</source>
        <translation>Informe %1</translation>
    </message>
    <message>
        <source>Open with &amp;another application</source>
        <translation>Abrir con &amp;otra aplicación</translation>
    </message>
    <message>
        <source>%1 cannot be shown: %2. Open it with another application to see what it holds.</source>
        <translation>No se puede mostrar %1: %2. Ábralo con otra aplicación para ver lo que contiene.</translation>
    </message>
    <message>
        <source>(%1 more bytes of the file are not shown here: open it with another application to read them.)</source>
        <translation>(Aquí no se muestran %1 bytes más del archivo: ábralo con otra aplicación para leerlos).</translation>
    </message>
</context>
<context>
    <name>Custody::ReportFormat</name>
    <message>
        <source>not recorded</source>
        <translation>no registrado</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>%1 bytes (%2)</source>
        <translation>%1 bytes (%2)</translation>
    </message>
    <message>
        <source>%1 bytes, %2 sectors</source>
        <translation>%1 bytes, %2 sectores</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 h </source>
        <translation>%1 h </translation>
    </message>
    <message>
        <source>%1 (%2%3 min %4 s)</source>
        <translation>%1 (%2%3 min %4 s)</translation>
    </message>
</context>
<context>
    <name>Custody::ReportPdfWriter</name>
    <message>
        <source>Each cell is %1 sectors (%2 bytes); %3 cells a row.</source>
        <translation>Cada celda equivale a %1 sectores (%2 bytes); %3 celdas por fila.</translation>
    </message>
</context>
<context>
    <name>Custody::ReportPublisher</name>
    <message>
        <source>%1 is named for two reports</source>
        <translation>%1 se indica para dos informes</translation>
    </message>
    <message>
        <source>cannot read the record %1: %2</source>
        <translation>no se puede leer la ficha %1: %2</translation>
    </message>
    <message>
        <source>the record %1 is not valid: %2</source>
        <translation>la ficha %1 no es válida: %2</translation>
    </message>
    <message>
        <source>the acquisition log %1 is missing: the report&apos;s SHA-256 could not be recorded in it</source>
        <translation>falta el registro de la adquisición %1: no se pudo anotar en él el SHA-256 del informe</translation>
    </message>
    <message>
        <source>cannot read back the report %1 to hash it: %2</source>
        <translation>no se puede releer el informe %1 para calcular su hash: %2</translation>
    </message>
    <message>
        <source>the report %1 is written, but its SHA-256 could not be appended to the acquisition log %2: %3</source>
        <translation>el informe %1 está escrito, pero no se pudo añadir su SHA-256 al registro de la adquisición %2: %3</translation>
    </message>
    <message>
        <source>the record of the acquisition</source>
        <translation>la ficha de la adquisición</translation>
    </message>
    <message>
        <source>the acquisition log</source>
        <translation>el registro de la adquisición</translation>
    </message>
    <message>
        <source>%1, a file of the acquisition (%2)</source>
        <translation>%1, un archivo de la adquisición (%2)</translation>
    </message>
    <message>
        <source>the signature %1</source>
        <translation>la firma %1</translation>
    </message>
    <message>
        <source>it is not a CMS signature (DER or PEM), so it is not removed with the signature of the file written anew</source>
        <translation>no es una firma CMS (DER o PEM), así que no se elimina junto con la firma del archivo reescrito</translation>
    </message>
</context>
<context>
    <name>Custody::ReportTextWriter</name>
    <message>
        <source>Each character is %1 sectors (%2 bytes); a row is %3 characters.</source>
        <translation>Cada carácter equivale a %1 sectores (%2 bytes); una fila tiene %3 caracteres.</translation>
    </message>
    <message>
        <source>Throughput: no samples recorded.</source>
        <translation>Rendimiento: no se registró ninguna muestra.</translation>
    </message>
    <message>
        <source>%1 samples over %2 s; the graph is in the PDF report.</source>
        <translation>%1 muestras en %2 s; el gráfico está en el informe PDF.</translation>
    </message>
</context>
<context>
    <name>Custody::ResumeCheck</name>
    <message>
        <source>image format</source>
        <translation>formato de imagen</translation>
    </message>
    <message>
        <source>segment size in bytes (--split)</source>
        <translation>tamaño de segmento en bytes (--split)</translation>
    </message>
    <message>
        <source>fill byte (--fill)</source>
        <translation>byte de relleno (--fill)</translation>
    </message>
    <message>
        <source>re-read unit (--reread-unit)</source>
        <translation>unidad de relectura (--reread-unit)</translation>
    </message>
    <message>
        <source>%1: was %2, is now %3</source>
        <translation>%1: era %2, ahora es %3</translation>
    </message>
    <message>
        <source>the map says the image holds %1 bytes, but the image files hold only %2 (%3 is missing or shorter than that): the image was truncated, or the map belongs to another image. Acquire again into a new name</source>
        <translation>según el mapa la imagen contiene %1 bytes, pero los archivos de imagen solo contienen %2 (%3 falta o es más corto): la imagen se truncó o el mapa pertenece a otra imagen. Adquiera de nuevo con un nombre nuevo</translation>
    </message>
</context>
<context>
    <name>Custody::ResumePlan</name>
    <message>
        <source>the image was started from the drive with serial number %1, but %2 is the drive with serial number %3: resume only from the same drive</source>
        <translation>la imagen se empezó desde el disco con número de serie %1, pero %2 es el disco con número de serie %3: reanude solo desde el mismo disco</translation>
    </message>
    <message>
        <source>there is no map %1, but the image %2 holds data: what of it was copied cannot be known. Acquire again into a new name</source>
        <translation>no existe el mapa %1, pero la imagen %2 contiene datos: no se puede saber qué parte se copió. Adquiera de nuevo con un nombre nuevo</translation>
    </message>
    <message>
        <source>this is not the acquisition the map describes (%1). Resume with the same source and settings, or acquire into a new name</source>
        <translation>esta no es la adquisición que describe el mapa (%1). Reanude con el mismo origen y la misma configuración, o adquiera con un nombre nuevo</translation>
    </message>
    <message>
        <source>that acquisition is finished: its map leaves nothing to read from the source, so resuming would only hash the image again and replace the hashes it recorded. Verify the image instead, or acquire into another name</source>
        <translation>esa adquisición ha terminado: su mapa no deja nada por leer del origen, así que reanudarla solo volvería a calcular el hash de la imagen y reemplazaría los hashes que registró. Verifique la imagen en su lugar, o adquiera con otro nombre</translation>
    </message>
</context>
<context>
    <name>Custody::ResumeWindows</name>
    <message>
        <source>window %1 (bytes %2 to %3) of the image no longer holds what the earlier run wrote: its SHA-256 was %4 when the map was saved and is now %5</source>
        <translation>la ventana %1 (bytes %2 a %3) de la imagen ya no contiene lo que escribió la ejecución anterior: su SHA-256 era %4 cuando se guardó el mapa y ahora es %5</translation>
    </message>
    <message>
        <source>the map keeps a digest of window %1, which ends beyond the image&apos;s %2 bytes</source>
        <translation>el mapa guarda un resumen de la ventana %1, que termina más allá de los %2 bytes de la imagen</translation>
    </message>
    <message>
        <source>the part of window %1 that the earlier run wrote (bytes %2 to %3) no longer holds what it wrote: its SHA-256 was %4 when the map was saved and is now %5</source>
        <translation>la parte de la ventana %1 que escribió la ejecución anterior (bytes %2 a %3) ya no contiene lo que escribió: su SHA-256 era %4 cuando se guardó el mapa y ahora es %5</translation>
    </message>
</context>
<context>
    <name>Custody::SectorMapView</name>
    <message>
        <source>Finished</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <source>Non-tried</source>
        <translation>Sin intentar</translation>
    </message>
    <message>
        <source>Non-trimmed</source>
        <translation>Sin recortar</translation>
    </message>
    <message>
        <source>Non-scraped</source>
        <translation>Sin raspar</translation>
    </message>
    <message>
        <source>Bad sector</source>
        <translation>Sector defectuoso</translation>
    </message>
    <message>
        <source>Sector map</source>
        <translation>Mapa de sectores</translation>
    </message>
    <message>
        <source>Bytes %1 to %2 (%3)</source>
        <translation>Bytes %1 a %2 (%3)</translation>
    </message>
    <message>
        <source>Sectors %1 to %2 (%3 bytes each)</source>
        <translation>Sectores %1 a %2 (%3 bytes cada uno)</translation>
    </message>
    <message>
        <source>%1: %2 bytes (%3)</source>
        <translation>%1: %2 bytes (%3)</translation>
    </message>
    <message>
        <source>No map yet.</source>
        <translation>Aún no hay mapa.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 cells of %2 each, coloured by the worst state inside. %3.</source>
        <translation>%1 celdas de %2 cada una, coloreadas según el peor estado que contienen. %3.</translation>
    </message>
    <message>
        <source>Read, all zeros</source>
        <translation>Leído, todo ceros</translation>
    </message>
    <message numerus="yes">
        <source>read, all zeros: %n cell(s)</source>
        <translation>
            <numerusform>leído, todo ceros: %n celda</numerusform>
            <numerusform>leído, todo ceros: %n celdas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Custody::SigningDialog</name>
    <message>
        <source>Signing identity</source>
        <translation>Identidad de firma</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.key *.crt);;All files (*)</source>
        <translation>Archivos PEM (*.pem *.key *.crt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Private &amp;key (PEM):</source>
        <translation>C&amp;lave privada (PEM):</translation>
    </message>
    <message>
        <source>The examiner&apos;s private key</source>
        <translation>La clave privada del examinador</translation>
    </message>
    <message>
        <source>The examiner&apos;s certificate</source>
        <translation>El certificado del examinador</translation>
    </message>
    <message>
        <source>With a key and certificate, Custody writes a detached CMS signature (FILE.p7s) beside the record and log of each acquisition and beside each report it saves, and notes the signer in the log and the case history. A key protected by a passphrase is asked for once per session. Leave both empty to sign nothing.</source>
        <translation>Con una clave y un certificado, Custody escribe una firma CMS separada (ARCHIVO.p7s) junto a la ficha y el registro de cada adquisición y junto a cada informe que guarda, y anota el firmante en el registro y en el historial de casos. La frase de contraseña de una clave protegida se pide una vez por sesión. Deje ambos vacíos para no firmar nada.</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Probar</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Frase de contraseña</translation>
    </message>
    <message>
        <source>Passphrase of the signing key %1:</source>
        <translation>Frase de contraseña de la clave de firma %1:</translation>
    </message>
    <message>
        <source>Give both the key and the certificate.</source>
        <translation>Indique tanto la clave como el certificado.</translation>
    </message>
    <message>
        <source>Loading the key and the certificate…</source>
        <translation>Cargando la clave y el certificado…</translation>
    </message>
    <message>
        <source>Signs as %1</source>
        <translation>Firma como %1</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Nombre: %1</translation>
    </message>
    <message>
        <source>Organisation: %1</source>
        <translation>Organización: %1</translation>
    </message>
    <message>
        <source>E-mail: %1</source>
        <translation>Correo electrónico: %1</translation>
    </message>
    <message>
        <source>Issued by: itself (a self-signed certificate)</source>
        <translation>Emitido por: sí mismo (un certificado autofirmado)</translation>
    </message>
    <message>
        <source>Issued by: %1</source>
        <translation>Emitido por: %1</translation>
    </message>
    <message>
        <source>Valid from %1 until %2</source>
        <translation>Válido desde %1 hasta %2</translation>
    </message>
    <message>
        <source>Certificate SHA-256: %1</source>
        <translation>SHA-256 del certificado: %1</translation>
    </message>
    <message>
        <source>Ce&amp;rtificate (PEM):</source>
        <translation>C&amp;ertificado (PEM):</translation>
    </message>
</context>
<context>
    <name>Custody::SmartReport</name>
    <message>
        <source>The drive&apos;s SMART self-assessment says it is failing.</source>
        <translation>La autoevaluación SMART del disco indica que está fallando.</translation>
    </message>
    <message>
        <source>Attribute %1 %2 is at or below its threshold now.</source>
        <translation>El atributo %1 %2 está ahora en su umbral o por debajo.</translation>
    </message>
    <message>
        <source>Attribute %1 %2 was at or below its threshold in the past.</source>
        <translation>El atributo %1 %2 estuvo en su umbral o por debajo en el pasado.</translation>
    </message>
    <message>
        <source>NVMe critical warning: %1.</source>
        <translation>Advertencia crítica de NVMe: %1.</translation>
    </message>
    <message>
        <source>The latest self-test failed at LBA %1.</source>
        <translation>La última autoprueba falló en el LBA %1.</translation>
    </message>
    <message>
        <source>The NVMe endurance estimate is used up (%1%).</source>
        <translation>La estimación de resistencia de NVMe está agotada (%1%).</translation>
    </message>
    <message>
        <source>Reallocated sectors: %1.</source>
        <translation>Sectores reasignados: %1.</translation>
    </message>
    <message>
        <source>Sectors pending reallocation (unreadable now): %1.</source>
        <translation>Sectores pendientes de reasignación (ilegibles ahora): %1.</translation>
    </message>
    <message>
        <source>Offline uncorrectable sectors: %1.</source>
        <translation>Sectores no corregibles fuera de línea: %1.</translation>
    </message>
    <message>
        <source>NVMe media and data integrity errors: %1.</source>
        <translation>Errores de soporte y de integridad de datos de NVMe: %1.</translation>
    </message>
    <message>
        <source>Defects in the grown defect list: %1.</source>
        <translation>Defectos en la lista de defectos adquiridos (grown defect list): %1.</translation>
    </message>
    <message>
        <source>Uncorrected read, write or verify errors: %1.</source>
        <translation>Errores de lectura, escritura o verificación no corregidos: %1.</translation>
    </message>
</context>
<context>
    <name>Custody::SmartSnapshot</name>
    <message>
        <source>reallocated sectors %1</source>
        <translation>sectores reasignados %1</translation>
    </message>
    <message>
        <source>pending sectors %1</source>
        <translation>sectores pendientes %1</translation>
    </message>
    <message>
        <source>offline uncorrectable %1</source>
        <translation>no corregibles fuera de línea %1</translation>
    </message>
    <message>
        <source>media errors %1</source>
        <translation>errores de soporte %1</translation>
    </message>
    <message>
        <source>percentage used %1%</source>
        <translation>porcentaje usado %1%</translation>
    </message>
    <message>
        <source>grown defects %1</source>
        <translation>defectos adquiridos %1</translation>
    </message>
    <message>
        <source>power-on hours %1</source>
        <translation>horas de funcionamiento %1</translation>
    </message>
    <message>
        <source>temperature %1 °C</source>
        <translation>temperatura %1 °C</translation>
    </message>
    <message>
        <source>smartctl reported no SMART data for this device.</source>
        <translation>smartctl no proporcionó datos SMART para este dispositivo.</translation>
    </message>
    <message>
        <source>condition %1</source>
        <translation>condición %1</translation>
    </message>
    <message>
        <source>data incomplete (smartctl exit status bit 2)</source>
        <translation>datos incompletos (bit 2 del código de salida de smartctl)</translation>
    </message>
</context>
<context>
    <name>Custody::SmartStatus</name>
    <message>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bueno</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>Fallando</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <translation>No disponible</translation>
    </message>
    <message>
        <source>smartctl is reading the drive&apos;s SMART data.</source>
        <translation>smartctl está leyendo los datos SMART del disco.</translation>
    </message>
    <message>
        <source>SMART reports no problem.</source>
        <translation>SMART no indica ningún problema.</translation>
    </message>
</context>
<context>
    <name>Custody::SourceFingerprint</name>
    <message>
        <source>%1: was %2, is now %3</source>
        <translation>%1: era %2, ahora es %3</translation>
    </message>
    <message>
        <source>kind of source</source>
        <translation>tipo de origen</translation>
    </message>
    <message>
        <source>size in bytes</source>
        <translation>tamaño en bytes</translation>
    </message>
    <message>
        <source>logical sector size</source>
        <translation>tamaño de sector lógico</translation>
    </message>
    <message>
        <source>physical sector size</source>
        <translation>tamaño de sector físico</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modelo</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>número de serie</translation>
    </message>
    <message>
        <source>file (device and inode): was %1:%2, is now %3:%4</source>
        <translation>archivo (dispositivo e inodo): era %1:%2, ahora es %3:%4</translation>
    </message>
    <message>
        <source>SHA-256 of the first MiB</source>
        <translation>SHA-256 del primer MiB</translation>
    </message>
    <message>
        <source>SHA-256 of the last MiB</source>
        <translation>SHA-256 del último MiB</translation>
    </message>
    <message>
        <source>SHA-256 of the server&apos;s certificate</source>
        <translation>SHA-256 del certificado del servidor</translation>
    </message>
    <message>
        <source>designators of the iSCSI LUN</source>
        <translation>designadores del LUN iSCSI</translation>
    </message>
</context>
<context>
    <name>Custody::SourceLayout</name>
    <message>
        <source>the layout of an E01, split or network source is read through a FUSE view, which needs root</source>
        <translation>la estructura de un origen E01, dividido o de red se lee a través de una vista FUSE, que requiere root</translation>
    </message>
    <message>
        <source>the layout was not read within %1 s: the source answers slowly or not at all, and nothing waits for it longer</source>
        <translation>la estructura no se leyó en %1 s: el origen responde despacio o no responde, y nada lo espera más</translation>
    </message>
</context>
<context>
    <name>Custody::SystemDisks</name>
    <message>
        <source>the running system (/)</source>
        <translation>el sistema en ejecución (/)</translation>
    </message>
    <message>
        <source>swap (%1)</source>
        <translation>swap (%1)</translation>
    </message>
    <message>
        <source>the destination folder %1</source>
        <translation>la carpeta de destino %1</translation>
    </message>
</context>
<context>
    <name>Custody::ThroughputChart</name>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>No throughput samples recorded.</source>
        <translation>No se registró ninguna muestra de rendimiento.</translation>
    </message>
    <message>
        <source>Rate (MB/s)</source>
        <translation>Velocidad (MB/s)</translation>
    </message>
    <message>
        <source>Time since the start (%1)</source>
        <translation>Tiempo desde el inicio (%1)</translation>
    </message>
</context>
<context>
    <name>Custody::ThroughputChartView</name>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Throughput graph</source>
        <translation>Gráfico de rendimiento</translation>
    </message>
    <message>
        <source>No throughput samples yet.</source>
        <translation>Aún no hay muestras de rendimiento.</translation>
    </message>
    <message>
        <source>Time since the start (%1)</source>
        <translation>Tiempo desde el inicio (%1)</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Imaging</source>
        <translation>Adquisición</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>Relectura</translation>
    </message>
    <message>
        <source>Source read again</source>
        <translation>Origen leído de nuevo</translation>
    </message>
    <message>
        <source>%1: current rate %2, average %3.</source>
        <translation>%1: velocidad actual %2, media %3.</translation>
    </message>
</context>
<context>
    <name>Custody::Units</name>
    <message>
        <source>C</source>
        <comment>The locale of this translation&apos;s numbers (de_DE, fr_FR): decimal commas in reports</comment>
        <translation>es_ES</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationChecksView</name>
    <message>
        <source>%1, line %2</source>
        <translation>%1, línea %2</translation>
    </message>
    <message>
        <source>whole image</source>
        <translation>imagen completa</translation>
    </message>
    <message>
        <source>segment</source>
        <translation>segmento</translation>
    </message>
    <message>
        <source>segment %1</source>
        <translation>segmento %1</translation>
    </message>
    <message>
        <source>window</source>
        <translation>ventana</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Of</source>
        <translation>De</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmo</translation>
    </message>
    <message>
        <source>Logged</source>
        <translation>Registrado</translation>
    </message>
    <message>
        <source>Computed</source>
        <translation>Calculado</translation>
    </message>
    <message>
        <source>Where logged</source>
        <translation>Dónde se registró</translation>
    </message>
    <message>
        <source>bytes %1</source>
        <translation>bytes %1</translation>
    </message>
    <message>
        <source>all %1 bytes</source>
        <translation>los %1 bytes</translation>
    </message>
    <message>
        <source>size</source>
        <translation>tamaño</translation>
    </message>
    <message>
        <source>size of %1</source>
        <translation>tamaño de %1</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>chunk</source>
        <translation>fragmento</translation>
    </message>
    <message>
        <source>chunk checksum</source>
        <translation>suma de comprobación del fragmento</translation>
    </message>
    <message>
        <source>does not match the chunk</source>
        <translation>no coincide con el fragmento</translation>
    </message>
    <message>
        <source>signature of %1</source>
        <translation>firma de %1</translation>
    </message>
    <message>
        <source>CMS signature</source>
        <translation>firma CMS</translation>
    </message>
    <message>
        <source>unchanged since signed</source>
        <translation>sin cambios desde que se firmó</translation>
    </message>
    <message>
        <source>unchanged since signed, by a certificate of the trusted CA %1</source>
        <translation>sin cambios desde que se firmó, por un certificado de la CA de confianza %1</translation>
    </message>
    <message>
        <source>the signed log %1 says it was signed, but its signature %2.p7s is not there</source>
        <translation>el registro firmado %1 dice que se firmó, pero su firma %2.p7s no está</translation>
    </message>
    <message>
        <source>the signed log %1 says it was signed, but neither it nor its signature is there</source>
        <translation>el registro firmado %1 dice que se firmó, pero no están ni el archivo ni su firma</translation>
    </message>
    <message>
        <source>unchanged since signed, but with another certificate than the one the signed log %1 names (SHA-256 %2)</source>
        <translation>sin cambios desde que se firmó, pero con un certificado distinto del que nombra el registro firmado %1 (SHA-256 %2)</translation>
    </message>
    <message>
        <source>%1
certificate SHA-256 %2, signed %3</source>
        <translation>%1
certificado SHA-256 %2, firmado el %3</translation>
    </message>
    <message>
        <source>not a signature: %1.p7s is not a detached CMS signature of one signer, so it vouches for nothing</source>
        <translation>no es una firma: %1.p7s no es una firma CMS separada de un solo firmante, así que no garantiza nada</translation>
    </message>
    <message>
        <source>the signature does not match the file: the file changed since it was signed</source>
        <translation>la firma no coincide con el archivo: el archivo cambió desde que se firmó</translation>
    </message>
    <message>
        <source>the signature is damaged: it does not verify with the certificate it carries, so it vouches for nothing</source>
        <translation>la firma está dañada: no se verifica con el certificado que lleva, así que no garantiza nada</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate has expired: the trusted CA %1 does not vouch for it at the time of this verification</source>
        <translation>sin cambios desde que se firmó, pero el certificado del firmante ha caducado: la CA de confianza %1 no lo avala en el momento de esta verificación</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate is not valid yet: the trusted CA %1 does not vouch for it at the time of this verification</source>
        <translation>sin cambios desde que se firmó, pero el certificado del firmante aún no es válido: la CA de confianza %1 no lo avala en el momento de esta verificación</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate is not trusted: it was not issued under the trusted CA %1</source>
        <translation>sin cambios desde que se firmó, pero el certificado del firmante no es de confianza: no lo emitió la CA de confianza %1</translation>
    </message>
    <message>
        <source>the signature does not match the file: the file or its signature changed since it was signed</source>
        <translation>la firma no coincide con el archivo: el archivo o su firma cambiaron desde que se firmó</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate is not trusted by the CA %1</source>
        <translation>sin cambios desde que se firmó, pero la CA %1 no confía en el certificado del firmante</translation>
    </message>
    <message>
        <source>OpenSSL: %1</source>
        <translation>OpenSSL: %1</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationDocument</name>
    <message>
        <source>%1, line %2</source>
        <translation>%1, línea %2</translation>
    </message>
    <message>
        <source>match</source>
        <translation>coincide</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>NO COINCIDE</translation>
    </message>
    <message>
        <source>not checked: %1</source>
        <translation>no comprobado: %1</translation>
    </message>
    <message>
        <source>whole image</source>
        <translation>imagen completa</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmo</translation>
    </message>
    <message>
        <source>Of</source>
        <translation>De</translation>
    </message>
    <message>
        <source>Logged</source>
        <translation>Registrado</translation>
    </message>
    <message>
        <source>Computed</source>
        <translation>Calculado</translation>
    </message>
    <message>
        <source>Where logged</source>
        <translation>Dónde se registró</translation>
    </message>
    <message>
        <source>Created (UTC)</source>
        <translation>Creado (UTC)</translation>
    </message>
    <message>
        <source>Created (local time)</source>
        <translation>Creado (hora local)</translation>
    </message>
    <message>
        <source>Created by</source>
        <translation>Creado por</translation>
    </message>
    <message>
        <source>Verification started</source>
        <translation>Verificación iniciada</translation>
    </message>
    <message>
        <source>Verification ended</source>
        <translation>Verificación terminada</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Línea de comandos</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Informe</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Imagen</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Leído</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>Segmento</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Hashlog</source>
        <translation>Registro de hashes</translation>
    </message>
    <message>
        <source>Written by</source>
        <translation>Escrito por</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Hashlogs</source>
        <translation>Registros de hashes</translation>
    </message>
    <message>
        <source>Logged bytes</source>
        <translation>Bytes registrados</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>Tamaños</translation>
    </message>
    <message numerus="yes">
        <source>%n window or segment digest(s) match; the appendix lists every window and segment digest.</source>
        <translation>
            <numerusform>%n resumen de ventana o segmento coincide; el apéndice enumera todos los resúmenes de ventanas y segmentos.</numerusform>
            <numerusform>%n resúmenes de ventanas o segmentos coinciden; el apéndice enumera todos los resúmenes de ventanas y segmentos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Digests</source>
        <translation>Resúmenes</translation>
    </message>
    <message>
        <source>Appendix: every window and segment digest</source>
        <translation>Apéndice: todos los resúmenes de ventanas y segmentos</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Firmas</translation>
    </message>
    <message>
        <source>The undersigned confirm that this report describes the verification they performed or witnessed.</source>
        <translation>Los abajo firmantes confirman que este informe describe la verificación que realizaron o presenciaron.</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Examinador</translation>
    </message>
    <message>
        <source>Witness</source>
        <translation>Testigo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Verification report</source>
        <translation>Informe de verificación</translation>
    </message>
    <message>
        <source>Custody verification report · %1</source>
        <translation>Informe de verificación de Custody · %1</translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>creado el %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>Examiner&apos;s initials:</source>
        <translation>Iniciales del examinador:</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Qué ocurrió</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>each as computed</source>
        <translation>cada uno según se calculó</translation>
    </message>
    <message>
        <source>%1 to line %2</source>
        <translation>%1 hasta la línea %2</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>segment, bytes %1</source>
        <translation>segmento, bytes %1</translation>
    </message>
    <message>
        <source>segment %1, bytes %2</source>
        <translation>segmento %1, bytes %2</translation>
    </message>
    <message>
        <source>window, bytes %1</source>
        <translation>ventana, bytes %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pieces, bytes %1</source>
        <translation>
            <numerusform>%n parte, bytes %1</numerusform>
            <numerusform>%n partes, bytes %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sectores</translation>
    </message>
    <message>
        <source>Segment file</source>
        <translation>Archivo de segmento</translation>
    </message>
    <message>
        <source>Chunks that fail their checksum</source>
        <translation>Fragmentos que no superan su suma de comprobación</translation>
    </message>
    <message>
        <source>Signed by</source>
        <translation>Firmado por</translation>
    </message>
    <message>
        <source>Signed at</source>
        <translation>Firmado el</translation>
    </message>
    <message>
        <source>Certificate SHA-256</source>
        <translation>SHA-256 del certificado</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>sin cambios</translation>
    </message>
    <message>
        <source>CHANGED</source>
        <translation>MODIFICADO</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>no registrado</translation>
    </message>
    <message>
        <source>SIGNATURE MISSING: the signed log %1 says it was signed</source>
        <translation>FALTA LA FIRMA: el registro firmado %1 dice que se firmó</translation>
    </message>
    <message>
        <source>MISSING: the signed log %1 says it was signed</source>
        <translation>FALTA: el registro firmado %1 dice que se firmó</translation>
    </message>
    <message>
        <source>SIGNATURE INVALID</source>
        <translation>FIRMA NO VÁLIDA</translation>
    </message>
    <message>
        <source>OTHER SIGNER than the signed log %1 names</source>
        <translation>FIRMANTE DISTINTO del que nombra el registro firmado %1</translation>
    </message>
    <message>
        <source>UNTRUSTED at the verification time %1</source>
        <translation>NO DE CONFIANZA en el momento de la verificación (%1)</translation>
    </message>
    <message>
        <source>unchanged, CA-issued, valid at the verification time %1</source>
        <translation>sin cambios, emitido por la CA, válido en el momento de la verificación (%1)</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationPanel</name>
    <message>
        <source>&amp;Cancel verification</source>
        <translation>&amp;Cancelar verificación</translation>
    </message>
    <message>
        <source>&amp;Save report…</source>
        <translation>&amp;Guardar informe…</translation>
    </message>
    <message>
        <source>&amp;Print report…</source>
        <translation>&amp;Imprimir informe…</translation>
    </message>
    <message>
        <source>Verify %1</source>
        <translation>Verificar %1</translation>
    </message>
    <message>
        <source>Verifying %1 against %2</source>
        <translation>Verificando %1 con %2</translation>
    </message>
    <message>
        <source>FAILED: %1</source>
        <translation>FALLIDA: %1</translation>
    </message>
    <message>
        <source>Verified %1</source>
        <translation>%1 verificada</translation>
    </message>
    <message>
        <source>Save the verification report</source>
        <translation>Guardar el informe de verificación</translation>
    </message>
    <message>
        <source>Report not saved</source>
        <translation>Informe no guardado</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;Text and JSON (*.txt)</source>
        <translation>PDF (*.pdf);;Texto y JSON (*.txt)</translation>
    </message>
    <message>
        <source>Report not printed</source>
        <translation>Informe no impreso</translation>
    </message>
    <message>
        <source>MATCH</source>
        <translation>COINCIDE</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>NO COINCIDE</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>NO VERIFICADO</translation>
    </message>
    <message>
        <source>INCOMPLETE</source>
        <translation>INCOMPLETA</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FALLIDA</translation>
    </message>
    <message>
        <source>Verify %1: %2</source>
        <translation>Verificar %1: %2</translation>
    </message>
    <message>
        <source>Report saved: %1 (SHA-256 %2)</source>
        <translation>Informe guardado: %1 (SHA-256 %2)</translation>
    </message>
    <message>
        <source>Report saved: %1</source>
        <translation>Informe guardado: %1</translation>
    </message>
    <message>
        <source>the hashlog %1</source>
        <translation>el registro de hashes %1</translation>
    </message>
    <message>
        <source>Vie&amp;w report</source>
        <translation>&amp;Ver informe</translation>
    </message>
    <message>
        <source>Print the verification report</source>
        <translation>Imprimir el informe de verificación</translation>
    </message>
    <message>
        <source>Verification report</source>
        <translation>Informe de verificación</translation>
    </message>
    <message>
        <source>Report not shown</source>
        <translation>Informe no mostrado</translation>
    </message>
    <message>
        <source>Signature of %1: %2</source>
        <translation>Firma de %1: %2</translation>
    </message>
    <message>
        <source>The first window or segment that differs covers bytes %1.</source>
        <translation>La primera ventana o el primer segmento que difiere abarca los bytes %1.</translation>
    </message>
    <message>
        <source>Saving the report to %1…</source>
        <translation>Guardando el informe en %1…</translation>
    </message>
    <message>
        <source>%1: %2 at %3</source>
        <translation>%1: %2 a %3</translation>
    </message>
    <message>
        <source>Not signed: no signature (FILE.p7s) beside the image or its hashlogs</source>
        <translation>Sin firmar: no hay ninguna firma (ARCHIVO.p7s) junto a la imagen ni junto a sus registros de hashes</translation>
    </message>
    <message>
        <source>Signed by %1: %2</source>
        <translation>Firmado por %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n signature(s) fail: see above and the signature rows below.</source>
        <translation>
            <numerusform>%n firma no es válida: véase arriba y las filas de firma de abajo.</numerusform>
            <numerusform>%n firmas no son válidas: véase arriba y las filas de firma de abajo.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: read as %2</source>
        <translation>%1: leído como %2</translation>
    </message>
    <message>
        <source>Report not saved: %1</source>
        <translation>Informe no guardado: %1</translation>
    </message>
    <message>
        <source>Not signed: %1</source>
        <translation>Sin firmar: %1</translation>
    </message>
    <message>
        <source>Signed by %1.</source>
        <translation>Firmado por %1.</translation>
    </message>
    <message>
        <source>Not signed: no signing identity is set (File → Signing identity…).</source>
        <translation>Sin firmar: no hay ninguna identidad de firma definida (Archivo → Identidad de firma…).</translation>
    </message>
    <message>
        <source>%1 is beside the report and is no CMS signature: move it away or save the report under another name.</source>
        <translation>%1 está junto al informe y no es una firma CMS: muévalo a otro lugar o guarde el informe con otro nombre.</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationPlan</name>
    <message>
        <source>%1 more</source>
        <translation>%1 más</translation>
    </message>
    <message>
        <source>it holds hashes of %1 different files or runs (%2), and none is named like the image %3 or one of its segments</source>
        <translation>contiene hashes de %1 archivos o ejecuciones distintos (%2), y ninguno se llama como la imagen %3 ni como uno de sus segmentos</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, not the image %3: its hashes are taken as the image&apos;s</source>
        <translation>%1 nombra &apos;%2&apos;, no la imagen %3: sus hashes se toman como los de la imagen</translation>
    </message>
    <message>
        <source>algorithm %1 is not supported</source>
        <translation>el algoritmo %1 no es compatible</translation>
    </message>
    <message numerus="yes">
        <source>%1 also lists %n other file(s), not checked</source>
        <translation>
            <numerusform>%1 también enumera %n archivo más, no comprobado</numerusform>
            <numerusform>%1 también enumera %n archivos más, no comprobados</numerusform>
        </translation>
    </message>
    <message>
        <source>the log&apos;s hash windows are checked instead</source>
        <translation>en su lugar se comprueban las ventanas de hash del registro</translation>
    </message>
    <message>
        <source>the pieces are not windows of one size from the start of the image, which one read can check</source>
        <translation>las partes no son ventanas de un mismo tamaño desde el inicio de la imagen, que una sola lectura pueda comprobar</translation>
    </message>
    <message>
        <source>windows of %1 bytes; this read checks windows of %2 bytes</source>
        <translation>ventanas de %1 bytes; esta lectura comprueba ventanas de %2 bytes</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationReport</name>
    <message>
        <source>%1, line %2</source>
        <translation>%1, línea %2</translation>
    </message>
    <message>
        <source>The verification was cancelled before the end of the image.</source>
        <translation>La verificación se canceló antes del final de la imagen.</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Imagen</translation>
    </message>
    <message>
        <source>%1, %2 bytes</source>
        <translation>%1, %2 bytes</translation>
    </message>
    <message>
        <source>Hashlog</source>
        <translation>Registro de hashes</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>nota: %1</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>%1%2 bytes, as logged (%3)</source>
        <translation>%1%2 bytes, tal como se registró (%3)</translation>
    </message>
    <message>
        <source>MISMATCH  %1%2 bytes, the log records %3 (%4)</source>
        <translation>NO COINCIDE %1%2 bytes, el registro indica %3 (%4)</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>MISMATCH  %1: logged %2, image %3 (%4)</source>
        <translation>NO COINCIDE %1: registrado %2, imagen %3 (%4)</translation>
    </message>
    <message>
        <source>not checked: %1: %2 (%3)</source>
        <translation>no comprobado: %1: %2 (%3)</translation>
    </message>
    <message>
        <source>match     %1 (%2)</source>
        <translation>coincide    %1 (%2)</translation>
    </message>
    <message>
        <source>MISMATCH  logged %1, image %2 (%3)</source>
        <translation>NO COINCIDE registrado %1, imagen %2 (%3)</translation>
    </message>
    <message>
        <source>not checked: %1 (%2)</source>
        <translation>no comprobado: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n image or file digest(s)</source>
        <translation>
            <numerusform>%n resumen de imagen o archivo</numerusform>
            <numerusform>%n resúmenes de imagen o archivo</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: MATCH. %1 checked: all agree with the image.%2</source>
        <translation>Veredicto: COINCIDE. Comprobados %1: todos coinciden con la imagen.%2</translation>
    </message>
    <message numerus="yes">
        <source>Verdict: NOT VERIFIED. None of the %n digest(s) the hashlog records could be checked (see above); nothing is proven.</source>
        <translation>
            <numerusform>Veredicto: NO VERIFICADO. No se pudo comprobar el %n resumen que contiene el registro de hashes (véase arriba); no se demuestra nada.</numerusform>
            <numerusform>Veredicto: NO VERIFICADO. No se pudo comprobar ninguno de los %n resúmenes que contiene el registro de hashes (véase arriba); no se demuestra nada.</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: INCOMPLETE. The %1 checked agree with the image, but no digest covers %2 (the first such range): the image as a whole is not verified.</source>
        <translation>Veredicto: INCOMPLETO. Los %1 comprobados coinciden con la imagen, pero ningún resumen abarca %2 (el primero de esos rangos): la imagen en su conjunto no está verificada.</translation>
    </message>
    <message>
        <source>Verdict: FAILED. The image was not read to the end; nothing is proven.</source>
        <translation>Veredicto: FALLIDO. La imagen no se leyó hasta el final; no se demuestra nada.</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>no calculado</translation>
    </message>
    <message>
        <source>the image ends before this piece</source>
        <translation>la imagen termina antes de esta parte</translation>
    </message>
    <message>
        <source>the image was not read to the end</source>
        <translation>la imagen no se leyó hasta el final</translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) (windows or segments): %1 match, %2 mismatch, %3 not checked</source>
        <translation>
            <numerusform>%n parte (ventanas o segmentos): %1 coinciden, %2 no coinciden, %3 sin comprobar</numerusform>
            <numerusform>%n partes (ventanas o segmentos): %1 coinciden, %2 no coinciden, %3 sin comprobar</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>two counts of digests</comment>
        <translation>%1 y %2</translation>
    </message>
    <message numerus="yes">
        <source>%n window or segment digest(s)</source>
        <translation>
            <numerusform>%n resumen de ventana o segmento</numerusform>
            <numerusform>%n resúmenes de ventanas o segmentos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n logged digest(s) could not be checked (see above).</source>
        <translation>
            <numerusform>%n resumen registrado no se pudo comprobar (véase arriba).</numerusform>
            <numerusform>%n resúmenes registrados no se pudieron comprobar (véase arriba).</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: MISMATCH. The image differs from what the hashlog records (%1 checked; %2 differ, and so does the size).</source>
        <translation>Veredicto: NO COINCIDE. La imagen difiere de lo que registra el registro de hashes (%1 comprobados; %2 difieren, y también el tamaño).</translation>
    </message>
    <message>
        <source>Verdict: MISMATCH. The image differs from what the hashlog records (%1 checked; %2 differ).</source>
        <translation>Veredicto: NO COINCIDE. La imagen difiere de lo que registra el registro de hashes (%1 comprobados; %2 difieren).</translation>
    </message>
    <message>
        <source>bytes %1</source>
        <translation>bytes %1</translation>
    </message>
    <message>
        <source>Windows or segments that differ: %1.</source>
        <translation>Ventanas o segmentos que difieren: %1.</translation>
    </message>
    <message>
        <source>segment %1 of the E01 image is missing</source>
        <translation>falta el segmento %1 de la imagen E01</translation>
    </message>
    <message>
        <source>Chunk</source>
        <translation>Fragmento</translation>
    </message>
    <message>
        <source>CHECKSUM ERROR  %1 (sectors %2) in %3</source>
        <translation>ERROR DE SUMA DE COMPROBACIÓN  %1 (sectores %2) en %3</translation>
    </message>
    <message numerus="yes">
        <source>Verdict: MISMATCH. %n chunk(s) of the image fail their checksum (see above); %1 checked, %2 differ.</source>
        <translation>
            <numerusform>Veredicto: NO COINCIDE. %n fragmento de la imagen no supera su suma de comprobación (véase arriba); %1 comprobados, %2 difieren.</numerusform>
            <numerusform>Veredicto: NO COINCIDE. %n fragmentos de la imagen no superan su suma de comprobación (véase arriba); %1 comprobados, %2 difieren.</numerusform>
        </translation>
    </message>
    <message>
        <source>the E01 image stores no MD5 or SHA-1 of its media data, and no hashlog was given: there is nothing to check it against</source>
        <translation>la imagen E01 no guarda ningún MD5 ni SHA-1 de sus datos del soporte, y no se indicó ningún registro de hashes: no hay nada con lo que comprobarla</translation>
    </message>
    <message>
        <source>%1 stores no MD5 or SHA-1 of its media data</source>
        <translation>%1 no guarda ningún MD5 ni SHA-1 de sus datos del soporte</translation>
    </message>
    <message>
        <source>%1 hashes the E01&apos;s segment files themselves, not its media data: not checked here (md5sum -c or sha256sum -c checks them)</source>
        <translation>%1 contiene los hashes de los propios archivos de segmento del E01, no de sus datos del soporte: no se comprueban aquí (los comprueba md5sum -c o sha256sum -c)</translation>
    </message>
    <message>
        <source>%1 is segment %2 of an E01 image, not segment %3: it was renamed or belongs to another image</source>
        <translation>%1 es el segmento %2 de una imagen E01, no el segmento %3: se le cambió el nombre o pertenece a otra imagen</translation>
    </message>
    <message>
        <source>%1 and %2 belong to different E01 images: their set identifiers are %3 and %4</source>
        <translation>%1 y %2 pertenecen a imágenes E01 distintas: sus identificadores de conjunto son %3 y %4</translation>
    </message>
    <message>
        <source>an unrecorded time</source>
        <translation>una hora no registrada</translation>
    </message>
    <message>
        <source>Signed</source>
        <translation>Firmado</translation>
    </message>
    <message>
        <source>CHANGED  %1 since it was signed by %2 at %3, or its signature is damaged (%4)</source>
        <translation>MODIFICADO  %1 desde que lo firmó %2 el %3, o su firma está dañada (%4)</translation>
    </message>
    <message>
        <source>%1: unchanged since signed at %2 with a certificate naming %3 (SHA-256 %4; not checked against a CA)</source>
        <translation>%1: sin cambios desde que se firmó el %2 con un certificado a nombre de %3 (SHA-256 %4; no comprobado con ninguna CA)</translation>
    </message>
    <message>
        <source>SIGNATURE MISSING  %1: the signed log %2 says it was signed at %3 with a certificate naming %4 (SHA-256 %5), but its signature %1.p7s is not there</source>
        <translation>FALTA LA FIRMA  %1: el registro firmado %2 dice que se firmó el %3 con un certificado a nombre de %4 (SHA-256 %5), pero su firma %1.p7s no está</translation>
    </message>
    <message>
        <source>MISSING  %1: the signed log %2 says it was signed at %3 with a certificate naming %4 (SHA-256 %5), but neither it nor its signature is there</source>
        <translation>FALTA  %1: el registro firmado %2 dice que se firmó el %3 con un certificado a nombre de %4 (SHA-256 %5), pero no están ni el archivo ni su firma</translation>
    </message>
    <message>
        <source>SIGNATURE INVALID  %1: %1.p7s is not a detached CMS signature of one signer (%2)</source>
        <translation>FIRMA NO VÁLIDA  %1: %1.p7s no es una firma CMS separada de un solo firmante (%2)</translation>
    </message>
    <message>
        <source>OTHER SIGNER  %1: unchanged since signed at %2 with a certificate naming %3 (SHA-256 %4), but the signed log %5 says it was signed with the certificate SHA-256 %6</source>
        <translation>FIRMANTE DISTINTO  %1: sin cambios desde que se firmó el %2 con un certificado a nombre de %3 (SHA-256 %4), pero el registro firmado %5 dice que se firmó con el certificado SHA-256 %6</translation>
    </message>
    <message>
        <source>UNTRUSTED  %1: signed (at %2, as the signer states) with a certificate naming %3 (SHA-256 %4) that the CA %5 does not vouch for at the time of this verification, %6: %7</source>
        <translation>NO DE CONFIANZA  %1: firmado (el %2, según declara el firmante) con un certificado a nombre de %3 (SHA-256 %4) que la CA %5 no avala en el momento de esta verificación, %6: %7</translation>
    </message>
    <message>
        <source>%1: unchanged since signed (at %2, as the signer states) with a certificate naming %3 (SHA-256 %4), issued under the CA %5 and valid at the time of this verification, %6</source>
        <translation>%1: sin cambios desde que se firmó (el %2, según declara el firmante) con un certificado a nombre de %3 (SHA-256 %4), emitido por la CA %5 y válido en el momento de esta verificación, %6</translation>
    </message>
    <message numerus="yes">
        <source>Verdict: MISMATCH. %n signed file(s) changed since they were signed, lack the signature the signed log says they have, or were signed under no trusted CA (see above); %1 checked, %2 differ from the image.</source>
        <translation>
            <numerusform>Veredicto: NO COINCIDE. %n archivo firmado cambió desde que se firmó, no tiene la firma que el registro firmado dice que tiene, o se firmó sin ninguna CA de confianza (véase arriba); %1 comprobados, %2 difieren de la imagen.</numerusform>
            <numerusform>Veredicto: NO COINCIDE. %n archivos firmados cambiaron desde que se firmaron, no tienen la firma que el registro firmado dice que tienen, o se firmaron sin ninguna CA de confianza (véase arriba); %1 comprobados, %2 difieren de la imagen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Caso</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Evidencia</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Examinador</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationVerdict</name>
    <message>
        <source>MATCH</source>
        <translation>COINCIDE</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>NO COINCIDE</translation>
    </message>
    <message>
        <source>VERIFICATION FAILED</source>
        <translation>VERIFICACIÓN FALLIDA</translation>
    </message>
    <message>
        <source>INCOMPLETE: NOT A MATCH</source>
        <translation>INCOMPLETA: SIN COINCIDENCIA</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>NO VERIFICADO</translation>
    </message>
    <message>
        <source>The image read-back was cancelled before it finished.</source>
        <translation>La relectura de la imagen se canceló antes de terminar.</translation>
    </message>
    <message>
        <source>The image could not be read back: %1</source>
        <translation>No se pudo releer la imagen: %1</translation>
    </message>
    <message>
        <source>%1 of the image read back differs from the acquisition hash: the image is not what was acquired.</source>
        <translation>%1 de la imagen releída difiere del hash de la adquisición: la imagen no es lo que se adquirió.</translation>
    </message>
    <message>
        <source>No hash of the image differs, but %1 was not computed again, so the image is not shown to be what was acquired.</source>
        <translation>Ningún hash de la imagen difiere, pero %1 no se volvió a calcular, así que no se demuestra que la imagen sea lo que se adquirió.</translation>
    </message>
    <message>
        <source>Every hash (%1) of the image read back equals the acquisition hash.</source>
        <translation>Todos los hashes (%1) de la imagen releída son iguales al hash de la adquisición.</translation>
    </message>
    <message>
        <source>The second read of the source was cancelled before it finished.</source>
        <translation>La segunda lectura del origen se canceló antes de terminar.</translation>
    </message>
    <message>
        <source>The source could not be read again: %1</source>
        <translation>No se pudo volver a leer el origen: %1</translation>
    </message>
    <message>
        <source>The source read again has the acquisition hashes.</source>
        <translation>El origen leído de nuevo tiene los hashes de la adquisición.</translation>
    </message>
    <message>
        <source>The source read again has other hashes over unreadable sectors; this record predates the sector-by-sector comparison, so the source was not compared with the image.</source>
        <translation>El origen leído de nuevo tiene otros hashes debido a sectores ilegibles; esta ficha es anterior a la comparación sector a sector, así que el origen no se comparó con la imagen.</translation>
    </message>
    <message>
        <source>The source read again does not have the acquisition hashes, although no sector was unreadable.</source>
        <translation>El origen leído de nuevo no tiene los hashes de la adquisición, aunque ningún sector fue ilegible.</translation>
    </message>
    <message>
        <source>The source read again differs from the image: %1 bytes in sectors read both times, the first at byte offset %2.</source>
        <translation>El origen leído de nuevo difiere de la imagen: %1 bytes en sectores leídos ambas veces, el primero en el desplazamiento de byte %2.</translation>
    </message>
    <message>
        <source>No sector of the source could be read both times, so the source was not compared with the image.</source>
        <translation>Ningún sector del origen se pudo leer ambas veces, así que el origen no se comparó con la imagen.</translation>
    </message>
    <message>
        <source>The source read again equals the image in every sector read both times (%1 bytes).</source>
        <translation>El origen leído de nuevo es igual a la imagen en todos los sectores leídos ambas veces (%1 bytes).</translation>
    </message>
    <message>
        <source>%1 bytes unreadable in one of the two reads were not compared.</source>
        <translation>No se compararon %1 bytes ilegibles en una de las dos lecturas.</translation>
    </message>
    <message>
        <source>Of those, %1 bytes were unreadable during the acquisition and read now: their content is not in the image.</source>
        <translation>De ellos, %1 bytes fueron ilegibles durante la adquisición y se leyeron ahora: su contenido no está en la imagen.</translation>
    </message>
    <message>
        <source>No verification is recorded: the image has not been read back and compared with the acquisition hashes.</source>
        <translation>No consta ninguna verificación: la imagen no se ha releído ni comparado con los hashes de la adquisición.</translation>
    </message>
    <message>
        <source>The acquisition has no hash to compare the verification with.</source>
        <translation>La adquisición no tiene ningún hash con el que comparar la verificación.</translation>
    </message>
    <message>
        <source>The source was not read again.</source>
        <translation>El origen no se volvió a leer.</translation>
    </message>
    <message>
        <source>The image could not be read for the comparison with the source: %1</source>
        <translation>No se pudo leer la imagen para compararla con el origen: %1</translation>
    </message>
    <message>
        <source>The software write-block was found lifted on %1 before the end of the acquisition: the source was writable at some point during it.</source>
        <translation>Se encontró retirado el bloqueo de escritura por software en %1 antes del final de la adquisición: el origen fue escribible en algún momento durante ella.</translation>
    </message>
</context>
<context>
    <name>Custody::VerifyDialog</name>
    <message>
        <source>Verify an image</source>
        <translation>Verificar una imagen</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Exami&amp;nar…</translation>
    </message>
    <message>
        <source>&amp;Image:</source>
        <translation>&amp;Imagen:</translation>
    </message>
    <message>
        <source>&amp;Hashlogs:</source>
        <translation>&amp;Registros de hashes:</translation>
    </message>
    <message>
        <source>&amp;Add hashlog…</source>
        <translation>&amp;Añadir registro de hashes…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>&amp;Verificar</translation>
    </message>
    <message>
        <source>Image to verify</source>
        <translation>Imagen que verificar</translation>
    </message>
    <message>
        <source>Hashlog</source>
        <translation>Registro de hashes</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 no es un archivo.</translation>
    </message>
    <message>
        <source>No hashlog found next to the image: add one.</source>
        <translation>No se encontró ningún registro de hashes junto a la imagen: añada uno.</translation>
    </message>
    <message>
        <source>Looking for hashlogs next to the image…</source>
        <translation>Buscando registros de hashes junto a la imagen…</translation>
    </message>
    <message>
        <source>Choose the image (for a split or E01 image, any of its segments).</source>
        <translation>Elija la imagen (para una imagen dividida o E01, cualquiera de sus segmentos).</translation>
    </message>
    <message>
        <source>optional: signatures must come from this CA (PEM)</source>
        <translation>opcional: las firmas deben proceder de esta CA (PEM)</translation>
    </message>
    <message>
        <source>Brow&amp;se…</source>
        <translation>Exa&amp;minar…</translation>
    </message>
    <message>
        <source>The CA certificate signers must chain to</source>
        <translation>El certificado de la CA con el que deben encadenarse los firmantes</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.crt);;All files (*)</source>
        <translation>Archivos PEM (*.pem *.crt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Still looking at %1 and for hashlogs next to it: its folder does not answer (a share that is slow or gone?).</source>
        <translation>Aún se está examinando %1 y buscando registros de hashes a su lado: su carpeta no responde (¿un recurso compartido lento o desconectado?).</translation>
    </message>
    <message>
        <source>Read as</source>
        <translation>Leído como</translation>
    </message>
    <message>
        <source>its folder does not answer</source>
        <translation>su carpeta no responde</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>leyendo…</translation>
    </message>
    <message>
        <source>not readable</source>
        <translation>ilegible</translation>
    </message>
    <message>
        <source>%1 cannot be read as a hashlog: %2
Remove it, or add another.</source>
        <translation>%1 no se puede leer como registro de hashes: %2
Quítelo o añada otro.</translation>
    </message>
    <message>
        <source>Hashlogs</source>
        <translation>Registros de hashes</translation>
    </message>
    <message>
        <source>&amp;Trusted CA:</source>
        <translation>CA de con&amp;fianza:</translation>
    </message>
</context>
<context>
    <name>Custody::VolumeMounts</name>
    <message>
        <source>encrypted: listed, not unlocked</source>
        <translation>cifrado: enumerado, no desbloqueado</translation>
    </message>
    <message>
        <source>not a file system (%1)</source>
        <translation>no es un sistema de archivos (%1)</translation>
    </message>
    <message>
        <source>this kernel has no %1 driver</source>
        <translation>este kernel no tiene controlador para %1</translation>
    </message>
    <message>
        <source>no loop device: %1</source>
        <translation>ningún dispositivo loop: %1</translation>
    </message>
    <message>
        <source>the mount failed: %1</source>
        <translation>el montaje falló: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: in use by %2, set up on a file in it; detach it (losetup -d), then unmount again</source>
        <translation>%1: en uso por %2, configurado sobre un archivo que contiene; desvincúlelo (losetup -d) y vuelva a desmontar</translation>
    </message>
</context>
<context>
    <name>Custody::WipeCertificateActions</name>
    <message>
        <source>Save a copy of the wipe certificate</source>
        <translation>Guardar una copia del certificado de borrado</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Wipe certificate</source>
        <translation>Certificado de borrado</translation>
    </message>
    <message>
        <source>Print the wipe certificate</source>
        <translation>Imprimir el certificado de borrado</translation>
    </message>
</context>
<context>
    <name>Custody::WipeCertificateDocument</name>
    <message>
        <source>PASSED</source>
        <translation>SUPERADO</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FALLIDO</translation>
    </message>
    <message>
        <source>CANCELLED</source>
        <translation>CANCELADO</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>NO VERIFICADO</translation>
    </message>
    <message>
        <source>Sterile: every one of the %1 sectors the drive shows was read back from the medium holding the pattern %2. Nothing was written.</source>
        <translation>Estéril: cada uno de los %1 sectores que muestra el disco se releyó del soporte y contiene el patrón %2. No se escribió nada.</translation>
    </message>
    <message>
        <source>Sterile: every one of the %1 sectors the drive shows was written with the pattern %2 and read back from the medium holding it.</source>
        <translation>Estéril: cada uno de los %1 sectores que muestra el disco se escribió con el patrón %2 y se releyó del soporte, que lo contiene.</translation>
    </message>
    <message numerus="yes">
        <source>Not sterile: %n sector(s) do not hold the pattern (listed under Failed sectors).</source>
        <translation>
            <numerusform>No estéril: %n sector no contiene el patrón (enumerado en Sectores fallidos).</numerusform>
            <numerusform>No estéril: %n sectores no contienen el patrón (enumerados en Sectores fallidos).</numerusform>
        </translation>
    </message>
    <message>
        <source>Not sterile: the wipe stopped before its end, after %1 of the %2 sectors were written and %3 read back: %4</source>
        <translation>No estéril: el borrado se detuvo antes de terminar, después de escribir %1 de los %2 sectores y releer %3: %4</translation>
    </message>
    <message>
        <source>Not sterile: cancelled by the examiner after %1 of the %2 sectors were written and %3 read back.</source>
        <translation>No estéril: cancelado por el examinador después de escribir %1 de los %2 sectores y releer %3.</translation>
    </message>
    <message>
        <source>Not proven sterile: the sectors were not all read back from the medium (%1 of %2 read back, %3).</source>
        <translation>Esterilidad no demostrada: no todos los sectores se releyeron del soporte (%1 de %2 releídos, %3).</translation>
    </message>
    <message>
        <source>%1 Not wiped: the host cannot write there.</source>
        <translation>%1 No borrado: el host no puede escribir ahí.</translation>
    </message>
    <message>
        <source>Drive wipe certificate</source>
        <translation>Certificado de borrado de disco</translation>
    </message>
    <message>
        <source>Custody wipe certificate · %1 · serial %2</source>
        <translation>Certificado de borrado de Custody · %1 · n.º de serie %2</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>no registrado</translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>creado el %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>Examiner&apos;s initials:</source>
        <translation>Iniciales del examinador:</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>%1 sectors (%2 bytes)</source>
        <translation>%1 sectores (%2 bytes)</translation>
    </message>
    <message>
        <source>zeros (0x00)</source>
        <translation>ceros (0x00)</translation>
    </message>
    <message>
        <source>random: the %1 keystream of the key and initial counter below, which make it again</source>
        <translation>aleatorio: el flujo de clave %1 de la clave y el contador inicial siguientes, que permiten volver a generarlo</translation>
    </message>
    <message>
        <source>the byte %1 in every position</source>
        <translation>el byte %1 en todas las posiciones</translation>
    </message>
    <message>
        <source>verify only: nothing was written</source>
        <translation>solo verificar: no se escribió nada</translation>
    </message>
    <message>
        <source>BLKZEROOUT: the drive (or the kernel for it) wrote zeros; a range it refused was written with O_DIRECT</source>
        <translation>BLKZEROOUT: el disco (o el kernel por él) escribió ceros; un rango que rechazó se escribió con O_DIRECT</translation>
    </message>
    <message>
        <source>written in aligned blocks with O_DIRECT, then the drive&apos;s cache flushed</source>
        <translation>escrito en bloques alineados con O_DIRECT y después vaciada la caché del disco</translation>
    </message>
    <message>
        <source>every sector read from the medium with O_DIRECT</source>
        <translation>cada sector leído del soporte con O_DIRECT</translation>
    </message>
    <message>
        <source>O_DIRECT refused by the device: read through the page cache after dropping it (BLKFLSBUF, POSIX_FADV_DONTNEED)</source>
        <translation>O_DIRECT rechazado por el dispositivo: leído a través de la caché de páginas tras descartarla (BLKFLSBUF, POSIX_FADV_DONTNEED)</translation>
    </message>
    <message>
        <source>O_DIRECT refused by the device and the page cache could not be dropped: the read-back may have come from memory</source>
        <translation>O_DIRECT rechazado por el dispositivo y no se pudo descartar la caché de páginas: la relectura puede proceder de la memoria</translation>
    </message>
    <message>
        <source>first byte not the pattern at offset %1 (sector %2, byte %3): %4</source>
        <translation>el primer byte que no es el patrón está en el desplazamiento %1 (sector %2, byte %3): %4</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>error de escritura</translation>
    </message>
    <message>
        <source>read error</source>
        <translation>error de lectura</translation>
    </message>
    <message>
        <source>not the pattern</source>
        <translation>no es el patrón</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>Certificado</translation>
    </message>
    <message>
        <source>Created (UTC)</source>
        <translation>Creado (UTC)</translation>
    </message>
    <message>
        <source>Created (local time)</source>
        <translation>Creado (hora local)</translation>
    </message>
    <message>
        <source>Created by</source>
        <translation>Creado por</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Línea de comandos</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>Sistema operativo</translation>
    </message>
    <message>
        <source>%1, kernel %2</source>
        <translation>%1, kernel %2</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Número de serie</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>%1 bytes = %2 sectors of %3 bytes (%4)</source>
        <translation>%1 bytes = %2 sectores de %3 bytes (%4)</translation>
    </message>
    <message>
        <source>Sector size</source>
        <translation>Tamaño de sector</translation>
    </message>
    <message>
        <source>%1 bytes logical, %2 bytes physical</source>
        <translation>%1 bytes lógicos, %2 bytes físicos</translation>
    </message>
    <message>
        <source>SMART at start</source>
        <translation>SMART al inicio</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not asked for</source>
        <translation>no solicitado</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>Áreas ocultas</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Disco</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Patrón</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clave</translation>
    </message>
    <message>
        <source>Initial counter</source>
        <translation>Contador inicial</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Método</translation>
    </message>
    <message>
        <source>Read-back</source>
        <translation>Relectura</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duración</translation>
    </message>
    <message>
        <source>Sectors written</source>
        <translation>Sectores escritos</translation>
    </message>
    <message>
        <source>Sectors verified</source>
        <translation>Sectores verificados</translation>
    </message>
    <message>
        <source>Sectors failed</source>
        <translation>Sectores fallidos</translation>
    </message>
    <message>
        <source>Stopped by</source>
        <translation>Detenido por</translation>
    </message>
    <message>
        <source>Wipe</source>
        <translation>Borrado</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>Primer sector</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>Último sector</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sectores</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detalle</translation>
    </message>
    <message>
        <source>Failed sectors</source>
        <translation>Sectores fallidos</translation>
    </message>
    <message>
        <source>holds the pattern, read back</source>
        <translation>contiene el patrón, releído</translation>
    </message>
    <message>
        <source>written, not read back</source>
        <translation>escrito, sin releer</translation>
    </message>
    <message>
        <source>not written</source>
        <translation>no escrito</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>no leído</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallido</translation>
    </message>
    <message>
        <source>The drive&apos;s sectors, from the first to the last.</source>
        <translation>Los sectores del disco, del primero al último.</translation>
    </message>
    <message>
        <source>Writing: bytes written over time.</source>
        <translation>Escritura: bytes escritos a lo largo del tiempo.</translation>
    </message>
    <message>
        <source>Reading back: bytes read over time.</source>
        <translation>Relectura: bytes leídos a lo largo del tiempo.</translation>
    </message>
    <message>
        <source>Sector map and throughput</source>
        <translation>Mapa de sectores y rendimiento</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Firmas</translation>
    </message>
    <message>
        <source>The undersigned confirm that this certificate describes the preparation of the drive they performed or witnessed.</source>
        <translation>Los abajo firmantes confirman que este certificado describe la preparación del disco que realizaron o presenciaron.</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Examinador</translation>
    </message>
    <message>
        <source>Witness</source>
        <translation>Testigo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>BLKZEROOUT: the drive (or the kernel for it) wrote zeros; a range it refused was written through the page cache (the device refuses O_DIRECT), then flushed</source>
        <translation>BLKZEROOUT: el disco (o el kernel por él) escribió ceros; un rango que rechazó se escribió a través de la caché de páginas (el dispositivo rechaza O_DIRECT) y después se volcó</translation>
    </message>
    <message>
        <source>written through the page cache (the device refuses O_DIRECT), then flushed to the drive and the drive&apos;s cache flushed</source>
        <translation>escrito a través de la caché de páginas (el dispositivo rechaza O_DIRECT), después volcado al disco y vaciada la caché del disco</translation>
    </message>
</context>
<context>
    <name>Custody::WipeOutputs</name>
    <message>
        <source>a PDF needs the graphical libraries, which this process did not load</source>
        <translation>un PDF necesita las bibliotecas gráficas, que este proceso no cargó</translation>
    </message>
</context>
<context>
    <name>Custody::WipePanel</name>
    <message>
        <source>Stop the wipe?</source>
        <translation>¿Detener el borrado?</translation>
    </message>
    <message>
        <source>Wipe progress</source>
        <translation>Progreso del borrado</translation>
    </message>
    <message>
        <source>Done:</source>
        <translation>Hecho:</translation>
    </message>
    <message>
        <source>Rate (now / average):</source>
        <translation>Velocidad (actual / media):</translation>
    </message>
    <message>
        <source>Elapsed / remaining:</source>
        <translation>Transcurrido / restante:</translation>
    </message>
    <message>
        <source>Phase:</source>
        <translation>Fase:</translation>
    </message>
    <message>
        <source>Failed sectors:</source>
        <translation>Sectores fallidos:</translation>
    </message>
    <message>
        <source>Writing</source>
        <translation>Escribiendo</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>Verificado</translation>
    </message>
    <message>
        <source>Not written</source>
        <translation>No escrito</translation>
    </message>
    <message>
        <source>Written, not read back</source>
        <translation>Escrito, sin releer</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fallido</translation>
    </message>
    <message>
        <source>&amp;Cancel wipe</source>
        <translation>&amp;Cancelar el borrado</translation>
    </message>
    <message>
        <source>Vie&amp;w certificate</source>
        <translation>&amp;Ver certificado</translation>
    </message>
    <message>
        <source>Save &amp;PDF…</source>
        <translation>Guardar &amp;PDF…</translation>
    </message>
    <message>
        <source>Save a copy of the certificate&apos;s PDF, byte for byte, elsewhere</source>
        <translation>Guardar en otro lugar una copia del PDF del certificado, byte a byte</translation>
    </message>
    <message>
        <source>Pri&amp;nt certificate…</source>
        <translation>Imp&amp;rimir certificado…</translation>
    </message>
    <message>
        <source>Check %1</source>
        <translation>Comprobar %1</translation>
    </message>
    <message>
        <source>Wipe %1</source>
        <translation>Borrar %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>NOT STARTED</source>
        <translation>NO INICIADO</translation>
    </message>
    <message>
        <source>Preparing: checking the drive and the certificate&apos;s folder, reading SMART…</source>
        <translation>Preparando: comprobando el disco y la carpeta del certificado, leyendo SMART…</translation>
    </message>
    <message>
        <source>not started: %1</source>
        <translation>no iniciado: %1</translation>
    </message>
    <message>
        <source>%1, but a certificate file was not written</source>
        <translation>%1, pero un archivo del certificado no se escribió</translation>
    </message>
    <message>
        <source>%1, not signed</source>
        <translation>%1, sin firmar</translation>
    </message>
    <message>
        <source>Flushing the drive&apos;s cache to its medium…</source>
        <translation>Volcando la caché del disco a su soporte…</translation>
    </message>
    <message>
        <source>Writing %1 on every sector of %2</source>
        <translation>Escribiendo %1 en cada sector de %2</translation>
    </message>
    <message>
        <source>Reading every sector of %1 back and comparing it with %2</source>
        <translation>Releyendo cada sector de %1 y comparándolo con %2</translation>
    </message>
    <message>
        <source>Writing the certificate…</source>
        <translation>Escribiendo el certificado…</translation>
    </message>
    <message>
        <source>Stop the check? The drive will not be called sterile; %1 of %2 sectors were read back.</source>
        <translation>¿Detener la comprobación? El disco no se declarará estéril; se han releído %1 de %2 sectores.</translation>
    </message>
    <message>
        <source>Stop the wipe? The drive will not be sterile; %1 of %2 sectors were written.</source>
        <translation>¿Detener el borrado? El disco no quedará estéril; se han escrito %1 de %2 sectores.</translation>
    </message>
    <message>
        <source>Stopping: the certificate will say how far the wipe got…</source>
        <translation>Deteniendo: el certificado indicará hasta dónde llegó el borrado…</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>No iniciado</translation>
    </message>
    <message>
        <source>The wipe could not start: %1</source>
        <translation>No se pudo iniciar el borrado: %1</translation>
    </message>
    <message>
        <source>Ended; not every certificate file was written</source>
        <translation>Terminado; no se escribieron todos los archivos del certificado</translation>
    </message>
    <message>
        <source>Ended; certificate: %1</source>
        <translation>Terminado; certificado: %1</translation>
    </message>
    <message>
        <source>Sectors read back: %1 of %2; failed: %3.</source>
        <translation>Sectores releídos: %1 de %2; fallidos: %3.</translation>
    </message>
    <message>
        <source>Sectors written: %1 of %2; read back: %3; failed: %4.</source>
        <translation>Sectores escritos: %1 de %2; releídos: %3; fallidos: %4.</translation>
    </message>
    <message>
        <source>Sectors %1 to %2: %3</source>
        <translation>Sectores %1 a %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more range(s) of failed sectors: the certificate lists them all.</source>
        <translation>
            <numerusform>… y %n rango más de sectores fallidos: el certificado los enumera todos.</numerusform>
            <numerusform>… y %n rangos más de sectores fallidos: el certificado los enumera todos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hidden areas:</source>
        <translation>Áreas ocultas:</translation>
    </message>
    <message>
        <source>Certificate not complete:</source>
        <translation>Certificado incompleto:</translation>
    </message>
    <message>
        <source>A copy of the certificate was saved: %1</source>
        <translation>Se guardó una copia del certificado: %1</translation>
    </message>
    <message>
        <source>Wipe certificate</source>
        <translation>Certificado de borrado</translation>
    </message>
    <message>
        <source>Not signed: the banner above says why</source>
        <translation>Sin firmar: el aviso de arriba indica el motivo</translation>
    </message>
</context>
<context>
    <name>Custody::WipePattern</name>
    <message>
        <source>--pattern: &apos;%1&apos; is not zero, random or a byte written 0xNN (two hexadecimal digits, such as 0xff)</source>
        <translation>--pattern: &apos;%1&apos; no es zero, random ni un byte escrito como 0xNN (dos dígitos hexadecimales, como 0xff)</translation>
    </message>
    <message>
        <source>RAND_bytes failed: no random key</source>
        <translation>RAND_bytes falló: no hay clave aleatoria</translation>
    </message>
    <message>
        <source>an AES-256-CTR key has 32 bytes and its counter 16</source>
        <translation>una clave AES-256-CTR tiene 32 bytes y su contador 16</translation>
    </message>
</context>
<context>
    <name>Custody::WipeRunner</name>
    <message>
        <source>it reports the serial number &quot;%1&quot;, but the drive confirmed was &quot;%2&quot;</source>
        <translation>indica el número de serie &quot;%1&quot;, pero el disco confirmado era &quot;%2&quot;</translation>
    </message>
    <message>
        <source>it holds %1 bytes, but the drive confirmed held %2</source>
        <translation>contiene %1 bytes, pero el disco confirmado contenía %2</translation>
    </message>
    <message>
        <source>%1: another drive under the same name? Choose it again in the drive list</source>
        <translation>%1: ¿otro disco con el mismo nombre? Vuelva a elegirlo en la lista de discos</translation>
    </message>
</context>
<context>
    <name>Custody::WriteBlockSession</name>
    <message>
        <source>refused: it holds %1 of this computer, which would stop if it were made read-only; image it without software write-block</source>
        <translation>rechazado: contiene %1 de este equipo, que se detendría si pasara a solo lectura; adquiéralo sin bloqueo de escritura por software</translation>
    </message>
</context>
<context>
    <name>Custody::WriteGate</name>
    <message>
        <source>%1, a segment of the source %2</source>
        <translation>%1, un segmento del origen %2</translation>
    </message>
    <message>
        <source>the source %1</source>
        <translation>el origen %1</translation>
    </message>
    <message>
        <source>it is an SQLite database (a case history or another program&apos;s)</source>
        <translation>es una base de datos SQLite (un historial de casos o la de otro programa)</translation>
    </message>
    <message>
        <source>it is a segment of an E01 image</source>
        <translation>es un segmento de una imagen E01</translation>
    </message>
    <message>
        <source>it is the map of an acquisition</source>
        <translation>es el mapa de una adquisición</translation>
    </message>
    <message>
        <source>it is the record of an acquisition</source>
        <translation>es la ficha de una adquisición</translation>
    </message>
    <message>
        <source>its name says it is an image (%1)</source>
        <translation>su nombre indica que es una imagen (%1)</translation>
    </message>
    <message>
        <source>it belongs to the SQLite database %1</source>
        <translation>pertenece a la base de datos SQLite %1</translation>
    </message>
    <message>
        <source>nothing proves it is a file this operation wrote</source>
        <translation>nada demuestra que sea un archivo escrito por esta operación</translation>
    </message>
    <message>
        <source>it was replaced by another file while it was being checked</source>
        <translation>se reemplazó por otro archivo mientras se comprobaba</translation>
    </message>
    <message>
        <source>it exists, and nothing proves it is a report this operation may replace; give a new file name, or move the file away</source>
        <translation>existe, y nada demuestra que sea un informe que esta operación pueda reemplazar; indique un nombre de archivo nuevo o mueva el archivo a otro lugar</translation>
    </message>
    <message>
        <source>it is not a CMS signature (DER or PEM), so it is not removed with the signature of the file written anew</source>
        <translation>no es una firma CMS (DER o PEM), así que no se elimina junto con la firma del archivo reescrito</translation>
    </message>
    <message>
        <source>it is an image file of the acquisition %1</source>
        <translation>es un archivo de imagen de la adquisición %1</translation>
    </message>
    <message>
        <source>it is the map of the acquisition %1</source>
        <translation>es el mapa de la adquisición %1</translation>
    </message>
    <message>
        <source>it is the record of the acquisition %1</source>
        <translation>es la ficha de la adquisición %1</translation>
    </message>
    <message>
        <source>it is the log of the acquisition %1</source>
        <translation>es el registro de la adquisición %1</translation>
    </message>
    <message>
        <source>it is a checksum file of the acquisition %1</source>
        <translation>es un archivo de sumas de comprobación de la adquisición %1</translation>
    </message>
    <message>
        <source>it holds the window digests of the acquisition %1</source>
        <translation>contiene los resúmenes de ventanas de la adquisición %1</translation>
    </message>
    <message>
        <source>it is a signature of a file of the acquisition %1</source>
        <translation>es una firma de un archivo de la adquisición %1</translation>
    </message>
    <message>
        <source>it is the lock of the acquisition %1</source>
        <translation>es el bloqueo de la adquisición %1</translation>
    </message>
    <message>
        <source>it is the report of the acquisition %1</source>
        <translation>es el informe de la adquisición %1</translation>
    </message>
    <message>
        <source>the name belongs to an image file of the acquisition %1</source>
        <translation>el nombre pertenece a un archivo de imagen de la adquisición %1</translation>
    </message>
    <message>
        <source>the name belongs to the map of the acquisition %1</source>
        <translation>el nombre pertenece al mapa de la adquisición %1</translation>
    </message>
    <message>
        <source>the name belongs to the record of the acquisition %1</source>
        <translation>el nombre pertenece a la ficha de la adquisición %1</translation>
    </message>
    <message>
        <source>the name belongs to the log of the acquisition %1</source>
        <translation>el nombre pertenece al registro de la adquisición %1</translation>
    </message>
    <message>
        <source>the name belongs to a checksum file of the acquisition %1</source>
        <translation>el nombre pertenece a un archivo de sumas de comprobación de la adquisición %1</translation>
    </message>
    <message>
        <source>the name belongs to the window digests of the acquisition %1</source>
        <translation>el nombre pertenece a los resúmenes de ventanas de la adquisición %1</translation>
    </message>
    <message>
        <source>the name belongs to a signature of a file of the acquisition %1</source>
        <translation>el nombre pertenece a una firma de un archivo de la adquisición %1</translation>
    </message>
    <message>
        <source>the name belongs to the lock of the acquisition %1</source>
        <translation>el nombre pertenece al bloqueo de la adquisición %1</translation>
    </message>
    <message>
        <source>the name belongs to the report of the acquisition %1</source>
        <translation>el nombre pertenece al informe de la adquisición %1</translation>
    </message>
    <message>
        <source>it does not exist (%1)</source>
        <translation>no existe (%1)</translation>
    </message>
    <message>
        <source>it is not a block device; name a whole drive such as /dev/sdb</source>
        <translation>no es un dispositivo de bloques; indique un disco entero, como /dev/sdb</translation>
    </message>
    <message>
        <source>the kernel does not list it in sysfs, so what is on it and what uses it cannot be checked</source>
        <translation>el kernel no lo enumera en sysfs, así que no se puede comprobar qué contiene ni qué lo usa</translation>
    </message>
    <message>
        <source>it is a partition of /dev/%1; name the whole drive</source>
        <translation>es una partición de /dev/%1; indique el disco entero</translation>
    </message>
    <message>
        <source>it has no medium (its size is 0)</source>
        <translation>no tiene soporte (su tamaño es 0)</translation>
    </message>
    <message>
        <source>this workstation uses it: %1</source>
        <translation>esta estación de trabajo lo usa: %1</translation>
    </message>
    <message>
        <source>%1 is mounted on %2; unmount it first</source>
        <translation>%1 está montado en %2; desmóntelo primero</translation>
    </message>
    <message>
        <source>/dev/%1 (device-mapper, md or a similar device) is stacked on it; stop that device first</source>
        <translation>/dev/%1 (device-mapper, md o un dispositivo similar) está apilado sobre él; detenga primero ese dispositivo</translation>
    </message>
    <message>
        <source>it is read-only (write-blocked); Custody never lifts a write-block to write, lift it yourself if this is the right drive</source>
        <translation>es de solo lectura (con bloqueo de escritura); Custody nunca retira un bloqueo de escritura para escribir: retírelo usted mismo si es el disco correcto</translation>
    </message>
    <message>
        <source>it is not the folder this operation created there as it was created: something was put in it or mounted on it, or it was replaced</source>
        <translation>no es la carpeta que esta operación creó allí tal como la creó: se puso o se montó algo en ella, o se reemplazó</translation>
    </message>
    <message>
        <source>a private folder is made only in a folder given by its absolute path</source>
        <translation>una carpeta privada solo se crea en una carpeta indicada por su ruta absoluta</translation>
    </message>
    <message>
        <source>writing in it writes to the source or to what the source stands on</source>
        <translation>escribir en ella escribe en el origen o en aquello sobre lo que se apoya el origen</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Custody</source>
        <translation>Custody</translation>
    </message>
</context>
</TS>
