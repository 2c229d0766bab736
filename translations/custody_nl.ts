<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>Custody::AcquireOptions</name>
    <message>
        <source>--%1 %2 is not a size of at least %3 bytes (examples: 4096, 256K, 1M, 2G)</source>
        <translation>--%1 %2 is geen grootte van ten minste %3 bytes (voorbeelden: 4096, 256K, 1M, 2G)</translation>
    </message>
    <message>
        <source>Hash algorithms, comma-separated: md5, sha1, sha256, sha384, sha512, or none.</source>
        <translation>Hash-algoritmen, door komma&apos;s gescheiden: md5, sha1, sha256, sha384, sha512 of none.</translation>
    </message>
    <message>
        <source>--hash %1: use md5, sha1, sha256, sha384, sha512 (comma-separated) or none</source>
        <translation>--hash %1: gebruik md5, sha1, sha256, sha384, sha512 (door komma&apos;s gescheiden) of none</translation>
    </message>
    <message>
        <source>Bytes per read (K, M suffixes are binary).</source>
        <translation>Bytes per leesbewerking (de achtervoegsels K en M zijn binair).</translation>
    </message>
    <message>
        <source>Error handling: forensic (bad blocks resolved on the spot) or rescue (good areas first, then trim, scrape and retry, for failing drives).</source>
        <translation>Foutafhandeling: forensic (defecte blokken ter plekke afhandelen) of rescue (eerst de goede gebieden, dan trimmen, schrapen en opnieuw proberen, voor falende schijven).</translation>
    </message>
    <message>
        <source>--preset %1: use forensic or rescue</source>
        <translation>--preset %1: gebruik forensic of rescue</translation>
    </message>
    <message>
        <source>Forensic: extra attempts at each unreadable sector (default 1). Rescue: retry passes over the bad sectors (default 0).</source>
        <translation>Forensic: extra pogingen per onleesbare sector (standaard 1). Rescue: herhaalrondes over de defecte sectoren (standaard 0).</translation>
    </message>
    <message>
        <source>--retries %1: give a whole number from 0 to 100</source>
        <translation>--retries %1: geef een geheel getal van 0 tot 100</translation>
    </message>
    <message>
        <source>Unit of sector-by-sector re-reads: physical or logical sectors.</source>
        <translation>Eenheid voor het sector voor sector opnieuw lezen: physical of logical sectoren.</translation>
    </message>
    <message>
        <source>--reread-unit %1: use physical or logical</source>
        <translation>--reread-unit %1: gebruik physical of logical</translation>
    </message>
    <message>
        <source>Seconds between saves of the map (after flushing the image).</source>
        <translation>Seconden tussen het opslaan van de sectorkaart (na het wegschrijven van het image).</translation>
    </message>
    <message>
        <source>--map-interval %1: give seconds from 0 to 3600</source>
        <translation>--map-interval %1: geef seconden van 0 tot 3600</translation>
    </message>
    <message>
        <source>Also hash every window of this size.</source>
        <translation>Ook elk venster van deze grootte hashen.</translation>
    </message>
    <message>
        <source>Keep the SHA-256 of every finished window of this size in the map, which a resume checks the image against (default 64M; a resume keeps its earlier run&apos;s).</source>
        <translation>De SHA-256 van elk voltooid venster van deze grootte in de sectorkaart bewaren; bij hervatten wordt het image daaraan getoetst (standaard 64M; een hervatting behoudt die van de eerdere run).</translation>
    </message>
    <message>
        <source>Fill for unreadable sectors: zero or a byte, 0xHH.</source>
        <translation>Opvulling voor onleesbare sectoren: zero of een byte, 0xHH.</translation>
    </message>
    <message>
        <source>--fill %1: use zero or a byte as 0xHH (e.g. 0xFF)</source>
        <translation>--fill %1: gebruik zero of een byte als 0xHH (bijv. 0xFF)</translation>
    </message>
    <message>
        <source>First reads around the page cache (direct, the default: faster, and after an error the page cache shrinks reads to 4 KiB and reads ahead into bad areas) or through it (buffered).</source>
        <translation>Eerste leesbewerkingen langs de paginacache heen (direct, de standaard: sneller, en na een fout verkleint de paginacache leesbewerkingen tot 4 KiB en leest hij vooruit in defecte gebieden) of via de cache (buffered).</translation>
    </message>
    <message>
        <source>--copy-reads %1: use direct or buffered</source>
        <translation>--copy-reads %1: gebruik direct of buffered</translation>
    </message>
    <message>
        <source>Block reads kept in flight at once: auto (the default: as many as make the source faster, up to 16) or a number from 1 (one at a time) to 64.</source>
        <translation>Aantal gelijktijdig lopende blokleesbewerkingen: auto (de standaard: zoveel als de bron sneller maken, tot 16) of een getal van 1 (één tegelijk) tot 64.</translation>
    </message>
    <message>
        <source>--reads-in-flight %1: use auto or a number from 1 to 64</source>
        <translation>--reads-in-flight %1: gebruik auto of een getal van 1 tot 64</translation>
    </message>
    <message>
        <source>Image format: raw (BASE.dd, or BASE.001, … with --split) or e01 (Expert Witness, EnCase 6 layout: BASE.E01, BASE.E02, …; the rescue preset writes raw, then `custody-cli convert` makes the E01). E01 stores the MD5 and SHA-1: its default hashes are md5,sha1,sha256.</source>
        <translation>Imageformaat: raw (BASE.dd, of BASE.001, … met --split) of e01 (Expert Witness, EnCase 6-indeling: BASE.E01, BASE.E02, …; de voorinstelling rescue schrijft raw, waarna `custody-cli convert` het E01 maakt). E01 slaat de MD5 en SHA-1 op: de standaardhashes zijn md5,sha1,sha256.</translation>
    </message>
    <message>
        <source>--format %1: use raw or e01</source>
        <translation>--format %1: gebruik raw of e01</translation>
    </message>
    <message>
        <source>Split the raw image into files of this size (.001, …).</source>
        <translation>Het raw-image splitsen in bestanden van deze grootte (.001, …).</translation>
    </message>
    <message>
        <source>--split is for raw images; an E01 is split with --segment-size</source>
        <translation>--split is voor raw-images; een E01 wordt gesplitst met --segment-size</translation>
    </message>
    <message>
        <source>E01: none, empty (only chunks of one repeated byte), fast or best.</source>
        <translation>E01: none, empty (alleen chunks van één herhaalde byte), fast of best.</translation>
    </message>
    <message>
        <source>--compression %1: use none, empty, fast or best</source>
        <translation>--compression %1: gebruik none, empty, fast of best</translation>
    </message>
    <message>
        <source>E01: the largest segment file (.E01, .E02, …, .E99, .EAA, …).</source>
        <translation>E01: het grootste segmentbestand (.E01, .E02, …, .E99, .EAA, …).</translation>
    </message>
    <message>
        <source>E01: bytes per chunk, a power of two from 16 to 32768 sectors (default 64 sectors, 32K of 512-byte sectors, as EnCase writes; X-Ways reads chunks of up to 256K only).</source>
        <translation>E01: bytes per chunk, een macht van twee van 16 tot 32768 sectoren (standaard 64 sectoren, 32K bij sectoren van 512 bytes, zoals EnCase schrijft; X-Ways leest alleen chunks tot 256K).</translation>
    </message>
    <message>
        <source>E01: threads compressing chunks (default: one per core).</source>
        <translation>E01: threads die chunks comprimeren (standaard: één per kern).</translation>
    </message>
    <message>
        <source>--compression-threads %1: give a whole number from 1 to 256</source>
        <translation>--compression-threads %1: geef een geheel getal van 1 tot 256</translation>
    </message>
    <message>
        <source>Case number.</source>
        <translation>Zaaknummer.</translation>
    </message>
    <message>
        <source>Evidence number.</source>
        <translation>Bewijsstuknummer.</translation>
    </message>
    <message>
        <source>Examiner&apos;s name.</source>
        <translation>Naam van de onderzoeker.</translation>
    </message>
    <message>
        <source>Description of the evidence.</source>
        <translation>Beschrijving van het bewijsmateriaal.</translation>
    </message>
    <message>
        <source>Notes.</source>
        <translation>Notities.</translation>
    </message>
    <message>
        <source>After the acquisition, read the image back and check its hashes.</source>
        <translation>Na de veiligstelling het image teruglezen en de hashes ervan controleren.</translation>
    </message>
    <message>
        <source>As --verify, then read the whole source again and record its hashes (they match only if the source reads back exactly as it did: not where sectors are bad).</source>
        <translation>Als --verify, en daarna de hele bron opnieuw lezen en de hashes ervan vastleggen (die komen alleen overeen als de bron precies zo terugleest als eerder: niet waar sectoren defect zijn).</translation>
    </message>
    <message>
        <source>Do not record the drive&apos;s SMART data (smartctl, read-only) at the start and end of a block device acquisition.</source>
        <translation>De SMART-gegevens van de schijf (smartctl, alleen-lezen) niet vastleggen aan het begin en einde van de veiligstelling van een blokapparaat.</translation>
    </message>
    <message>
        <source>Set the kernel read-only flag on a block device source and its partitions for the acquisition (needs root), and restore it afterwards.</source>
        <translation>De alleen-lezenvlag van de kernel op een blokapparaat als bron en de partities ervan zetten tijdens de veiligstelling (vereist root), en deze daarna herstellen.</translation>
    </message>
    <message>
        <source>NBD over TLS (nbds://): the pre-shared keys file (username:hexkey lines, as nbdkit --tls-psk reads it).</source>
        <translation>NBD via TLS (nbds://): het bestand met vooraf gedeelde sleutels (regels username:hexkey, zoals nbdkit --tls-psk het leest).</translation>
    </message>
    <message>
        <source>--tls-psk: %1</source>
        <translation>--tls-psk: %1</translation>
    </message>
    <message>
        <source>NBD over TLS: the PSK identity to use (default: the login name).</source>
        <translation>NBD via TLS: de te gebruiken PSK-identiteit (standaard: de inlognaam).</translation>
    </message>
    <message>
        <source>NBD over TLS: a directory with the CA certificate (ca-cert.pem) that signed the server&apos;s, and a client certificate if the server asks for one.</source>
        <translation>NBD via TLS: een map met het CA-certificaat (ca-cert.pem) dat dat van de server heeft ondertekend, en een clientcertificaat als de server daarom vraagt.</translation>
    </message>
    <message>
        <source>--tls-certificates: %1 is not a folder: give the folder that holds ca-cert.pem (and client-cert.pem, client-key.pem)</source>
        <translation>--tls-certificates: %1 is geen map: geef de map die ca-cert.pem bevat (en client-cert.pem, client-key.pem)</translation>
    </message>
    <message>
        <source>--tls-certificates: %1</source>
        <translation>--tls-certificates: %1</translation>
    </message>
    <message>
        <source>Overwrite existing output files.</source>
        <translation>Bestaande uitvoerbestanden overschrijven.</translation>
    </message>
    <message>
        <source>Continue an interrupted acquisition from OUTPUT_BASE.map (ours or GNU ddrescue&apos;s) and its image.</source>
        <translation>Een onderbroken veiligstelling voortzetten vanuit OUTPUT_BASE.map (van Custody of van GNU ddrescue) en het bijbehorende image.</translation>
    </message>
    <message>
        <source>--force starts over and --resume continues: give only one</source>
        <translation>--force begint opnieuw en --resume gaat verder: geef er maar één</translation>
    </message>
    <message>
        <source>--%1 needs at least one hash (--hash)</source>
        <translation>--%1 vereist ten minste één hash (--hash)</translation>
    </message>
    <message>
        <source>--%1 is for E01 images: add --format e01</source>
        <translation>--%1 is voor E01-images: voeg --format e01 toe</translation>
    </message>
    <message>
        <source>--also %1 must name the image, not a folder</source>
        <translation>--also %1 moet het image noemen, geen map</translation>
    </message>
    <message>
        <source>--also-format %1: use raw, split or e01</source>
        <translation>--also-format %1: gebruik raw, split of e01</translation>
    </message>
    <message>
        <source>--also-segment-size is for --also-format split or e01</source>
        <translation>--also-segment-size is voor --also-format split of e01</translation>
    </message>
    <message>
        <source>--also-segment-size %1 is not a size of at least %2 bytes (examples: 1M, 650M, 2G)</source>
        <translation>--also-segment-size %1 is geen grootte van ten minste %2 bytes (voorbeelden: 1M, 650M, 2G)</translation>
    </message>
    <message>
        <source>--also-format split needs --also-segment-size (each file&apos;s size)</source>
        <translation>--also-format split vereist --also-segment-size (de grootte van elk bestand)</translation>
    </message>
    <message>
        <source>--also-compression is for --also-format e01</source>
        <translation>--also-compression is voor --also-format e01</translation>
    </message>
    <message>
        <source>--also-compression %1: use none, empty, fast or best</source>
        <translation>--also-compression %1: gebruik none, empty, fast of best</translation>
    </message>
    <message>
        <source>--also-verify %1: use image or none</source>
        <translation>--also-verify %1: gebruik image of none</translation>
    </message>
    <message>
        <source>--%1 needs a value</source>
        <translation>--%1 vereist een waarde</translation>
    </message>
    <message>
        <source>--%1: unknown option (the options of --also are --also-format, --also-segment-size, --also-compression and --also-verify)</source>
        <translation>--%1: onbekende optie (de opties van --also zijn --also-format, --also-segment-size, --also-compression en --also-verify)</translation>
    </message>
    <message>
        <source>--%1 applies to the --also before it: give --also BASE first</source>
        <translation>--%1 hoort bij de --also ervoor: geef eerst --also BASE</translation>
    </message>
    <message>
        <source>--%1 is given twice for --also %2</source>
        <translation>--%1 is twee keer opgegeven voor --also %2</translation>
    </message>
    <message>
        <source>%1 is given as an output twice: each output needs a base of its own</source>
        <translation>%1 is twee keer als uitvoer opgegeven: elke uitvoer heeft een eigen basis nodig</translation>
    </message>
    <message>
        <source>--resume continues one output: resume each on its own, each reading the source again for what it lacks:
%1</source>
        <translation>--resume zet één uitvoer voort: hervat ze elk afzonderlijk, waarbij elk de bron opnieuw leest voor wat ontbreekt:
%1</translation>
    </message>
    <message>
        <source>Write another image of the same read, with its own files (image, map, checksums, log, record) at this base; repeatable. The --also-* options after it are its own.</source>
        <translation>Nog een image van dezelfde leesbewerking schrijven, met eigen bestanden (image, sectorkaart, controlesommen, logboek, registratie) op deze basis; herhaalbaar. De --also-*-opties erna horen daarbij.</translation>
    </message>
    <message>
        <source>That output&apos;s format: raw, split (files of --also-segment-size) or e01 (64-sector chunks).</source>
        <translation>Formaat van die uitvoer: raw, split (bestanden van --also-segment-size) of e01 (chunks van 64 sectoren).</translation>
    </message>
    <message>
        <source>That output&apos;s file size (split) or largest segment (e01, default 2G).</source>
        <translation>Bestandsgrootte (split) of grootste segment (e01, standaard 2G) van die uitvoer.</translation>
    </message>
    <message>
        <source>That E01 output&apos;s compression: none, empty, fast or best.</source>
        <translation>Compressie van die E01-uitvoer: none, empty, fast of best.</translation>
    </message>
    <message>
        <source>Read that output back and hash it again: image or none (default: image with --verify or --verify-source).</source>
        <translation>Die uitvoer teruglezen en opnieuw hashen: image of none (standaard: image bij --verify of --verify-source).</translation>
    </message>
    <message>
        <source>Write the source onto this whole drive instead of image files (a clone; a restore when the source is an image: raw, split .001 or E01). Refused when the drive is smaller than the source, is the source or holds it, is a partition, a system disk, mounted or read-only. OUTPUT_BASE names the map, the log and the record. Asks for the drive&apos;s serial on a terminal (or --yes).</source>
        <translation>De bron naar deze hele schijf schrijven in plaats van naar imagebestanden (een kloon; terugzetten als de bron een image is: raw, split .001 of E01). Geweigerd als de schijf kleiner is dan de bron, de bron is of bevat, een partitie is, een systeemschijf, aangekoppeld of alleen-lezen. OUTPUT_BASE geeft de naam van de sectorkaart, het logboek en de registratie. Vraagt op een terminal om het serienummer van de schijf (of --yes).</translation>
    </message>
    <message>
        <source>--clone: the drive&apos;s sectors past the source&apos;s last are left as they are (leave, the default), or written with zeros or a byte 0xHH (and read back with --verify).</source>
        <translation>--clone: de sectoren van de schijf na de laatste van de bron blijven zoals ze zijn (leave, de standaard), of worden beschreven met nullen of een byte 0xHH (en teruggelezen met --verify).</translation>
    </message>
    <message>
        <source>--excess is for clones: add --clone DEVICE</source>
        <translation>--excess is voor klonen: voeg --clone DEVICE toe</translation>
    </message>
    <message>
        <source>--excess %1: use leave, zero or a byte as 0xHH</source>
        <translation>--excess %1: gebruik leave, zero of een byte als 0xHH</translation>
    </message>
    <message>
        <source>--clone writes a drive, not image files: leave out --format and --split</source>
        <translation>--clone schrijft een schijf, geen imagebestanden: laat --format en --split weg</translation>
    </message>
    <message>
        <source>--chap-file: %1</source>
        <translation>--chap-file: %1</translation>
    </message>
    <message>
        <source>NBD and iSCSI: seconds the server may stay silent (connecting, or with reads waiting) before the source counts as gone (the map is saved; --resume continues).</source>
        <translation>NBD en iSCSI: seconden dat de server stil mag blijven (bij verbinden, of terwijl leesbewerkingen wachten) voordat de bron als verdwenen geldt (de sectorkaart wordt opgeslagen; --resume gaat verder).</translation>
    </message>
    <message>
        <source>--network-timeout %1: give seconds from 1 to 86400</source>
        <translation>--network-timeout %1: geef seconden van 1 tot 86400</translation>
    </message>
    <message>
        <source>NBD and iSCSI: after a lost connection, connect again up to this many times before the source counts as gone (0: never).</source>
        <translation>NBD en iSCSI: na een verbroken verbinding maximaal zo vaak opnieuw verbinden voordat de bron als verdwenen geldt (0: nooit).</translation>
    </message>
    <message>
        <source>--network-reconnect %1: give a number from 0 to 1000</source>
        <translation>--network-reconnect %1: geef een getal van 0 tot 1000</translation>
    </message>
    <message>
        <source>NBD and iSCSI: seconds to wait before each attempt to connect again.</source>
        <translation>NBD en iSCSI: seconden wachten vóór elke nieuwe verbindingspoging.</translation>
    </message>
    <message>
        <source>--network-reconnect-delay %1: give seconds from 0 to 3600</source>
        <translation>--network-reconnect-delay %1: geef seconden van 0 tot 3600</translation>
    </message>
    <message>
        <source>--tls-* are for NBD sources (nbd://, nbds://, nbd+unix://), not %1</source>
        <translation>--tls-* zijn voor NBD-bronnen (nbd://, nbds://, nbd+unix://), niet %1</translation>
    </message>
    <message>
        <source>--chap-file is for iSCSI sources (iscsi://), not %1</source>
        <translation>--chap-file is voor iSCSI-bronnen (iscsi://), niet %1</translation>
    </message>
    <message>
        <source>--network-* are for network sources (nbd://, nbds://, nbd+unix://, iscsi://), not %1</source>
        <translation>--network-* zijn voor netwerkbronnen (nbd://, nbds://, nbd+unix://, iscsi://), niet %1</translation>
    </message>
    <message>
        <source>Do not read the source&apos;s partition table, partitions and file systems at the start (a failing drive: not one read more than imaging needs).</source>
        <translation>De partitietabel, partities en bestandssystemen van de bron aan het begin niet lezen (een falende schijf: geen enkele leesbewerking meer dan het image nodig heeft).</translation>
    </message>
    <message>
        <source>Do not count all-zero and repeated-byte sectors while imaging (the record, log and report then say nothing of what the data looks like).</source>
        <translation>Tijdens het maken van het image geen sectoren tellen die geheel uit nullen of een herhaalde byte bestaan (de registratie, het logboek en het rapport zeggen dan niets over hoe de gegevens eruitzien).</translation>
    </message>
    <message>
        <source>iSCSI: the CHAP secrets file (username:secret lines, readable by its owner only); the user is the one the URI names (iscsi://USER@HOST/…), or the file&apos;s only one. A line &quot;target username:secret&quot; asks the target to prove itself with them (mutual CHAP).</source>
        <translation>iSCSI: het bestand met CHAP-geheimen (regels username:secret, alleen leesbaar voor de eigenaar); de gebruiker is die uit de URI (iscsi://GEBRUIKER@HOST/…), of de enige in het bestand. Een regel &quot;target username:secret&quot; vraagt het doel zich daarmee te bewijzen (wederzijdse CHAP).</translation>
    </message>
    <message>
        <source>Acquire the source only while the drive holding it reports this serial number and size in bytes (as &apos;custody-cli devices&apos; shows them; nothing before the &apos;:&apos; for a drive without a serial), and refuse any other drive at that path before anything is read or written: for scripts and queue files, where a device name may name another drive by the time the job runs.</source>
        <translation>De bron alleen verwerven zolang de schijf die haar bevat dit serienummer en deze grootte in bytes meldt (zoals &apos;custody-cli devices&apos; ze toont; niets vóór de &apos;:&apos; voor een schijf zonder serienummer), en elke andere schijf op dat pad weigeren voordat er iets gelezen of geschreven wordt: voor scripts en wachtrijbestanden, waarin een apparaatnaam tegen de tijd dat de taak loopt een andere schijf kan aanduiden.</translation>
    </message>
    <message>
        <source>--expect-drive %1: give the drive&apos;s serial number and its size in bytes as SERIAL:BYTES (for example WD-WX12A3456789:1000204886016), as &apos;custody-cli devices&apos; shows them</source>
        <translation>--expect-drive %1: geef het serienummer van de schijf en haar grootte in bytes als SERIENUMMER:BYTES (bijvoorbeeld WD-WX12A3456789:1000204886016), zoals &apos;custody-cli devices&apos; ze toont</translation>
    </message>
    <message>
        <source>--expect-drive is for a drive of this computer (/dev/…), not %1: a network source&apos;s identity is checked from its own pages</source>
        <translation>--expect-drive is voor een schijf van deze computer (/dev/…), niet voor %1: de identiteit van een netwerkbron wordt aan haar eigen pagina&apos;s gecontroleerd</translation>
    </message>
</context>
<context>
    <name>Custody::Acquisition</name>
    <message>
        <source>the destination folder does not exist</source>
        <translation>de doelmap bestaat niet</translation>
    </message>
    <message>
        <source>an earlier acquisition into this name was interrupted or has finished: resume it, or choose to start over</source>
        <translation>een eerdere veiligstelling onder deze naam is onderbroken of voltooid: hervat die, of kies ervoor opnieuw te beginnen</translation>
    </message>
    <message>
        <source>the output %1</source>
        <translation>de uitvoer %1</translation>
    </message>
    <message>
        <source>the source %1</source>
        <translation>de bron %1</translation>
    </message>
    <message>
        <source>an interrupted E01 acquisition cannot be resumed: acquire again, replacing its files, or acquire to raw with the rescue preset (which resumes) and convert the result to E01</source>
        <translation>een onderbroken E01-veiligstelling kan niet worden hervat: stel opnieuw veilig en vervang de bestanden, of stel veilig naar raw met de voorinstelling rescue (die wel hervat) en converteer het resultaat naar E01</translation>
    </message>
    <message>
        <source>a resume continues one output: resume each output on its own, each reading the source again for what it lacks</source>
        <translation>een hervatting zet één uitvoer voort: hervat elke uitvoer afzonderlijk, waarbij elk de bron opnieuw leest voor wat ontbreekt</translation>
    </message>
    <message>
        <source>a clone onto a drive is not resumed: clone again with --force, which writes the drive from its first sector</source>
        <translation>een kloon naar een schijf wordt niet hervat: kloon opnieuw met --force, dat de schijf vanaf de eerste sector beschrijft</translation>
    </message>
    <message>
        <source>its identity cannot be read (%1)</source>
        <translation>de identiteit ervan kan niet worden gelezen (%1)</translation>
    </message>
    <message>
        <source>%1, but the drive chosen has %2: another drive under the same name, or this one changed</source>
        <translation>%1, maar de gekozen schijf heeft %2: een andere schijf onder dezelfde naam, of deze is veranderd</translation>
    </message>
    <message>
        <source>it is not a drive</source>
        <translation>het is geen schijf</translation>
    </message>
    <message>
        <source>it reports %1</source>
        <translation>het meldt %1</translation>
    </message>
    <message>
        <source>no serial number and %1 bytes</source>
        <translation>geen serienummer en %1 bytes</translation>
    </message>
    <message>
        <source>the serial number &quot;%1&quot; and %2 bytes</source>
        <translation>het serienummer &quot;%1&quot; en %2 bytes</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionDialog</name>
    <message>
        <source>Acquire %1</source>
        <translation>%1 veiligstellen</translation>
    </message>
    <message>
        <source>Source: %1 — %2 (%3 bytes)</source>
        <translation>Bron: %1 — %2 (%3 bytes)</translation>
    </message>
    <message>
        <source>Mounted on %1: the file systems may change while they are imaged. Unmount them first if you can.</source>
        <translation>Aangekoppeld op %1: de bestandssystemen kunnen veranderen terwijl het image wordt gemaakt. Ontkoppel ze eerst als dat kan.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Doel</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Bladeren…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Map:</translation>
    </message>
    <message>
        <source>The image is written as NAME.dd (or NAME.001, NAME.002, … when split), with NAME.map, NAME.txt, NAME.json and checksum files beside it.</source>
        <translation>Het image wordt geschreven als NAAM.dd (of NAAM.001, NAAM.002, … bij splitsen), met NAAM.map, NAAM.txt, NAAM.json en controlesombestanden ernaast.</translation>
    </message>
    <message>
        <source>Acquisition</source>
        <translation>Veiligstelling</translation>
    </message>
    <message>
        <source>Hashes:</source>
        <translation>Hashes:</translation>
    </message>
    <message>
        <source>Forensic: resolve bad blocks on the spot, hash in one pass</source>
        <translation>Forensisch: defecte blokken ter plekke afhandelen, hashen in één doorgang</translation>
    </message>
    <message>
        <source>Rescue: good areas first, then trim, scrape, retry (failing drives)</source>
        <translation>Redding: eerst goede gebieden, dan trimmen, schrapen, opnieuw proberen (falende schijven)</translation>
    </message>
    <message>
        <source>&amp;Verify: read the image back and compare its hashes</source>
        <translation>&amp;Verifiëren: het image teruglezen en de hashes vergelijken</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Geavanceerd</translation>
    </message>
    <message>
        <source>&amp;Retries:</source>
        <translation>&amp;Pogingen:</translation>
    </message>
    <message>
        <source>The byte written in place of unreadable sectors, as 0xHH.</source>
        <translation>De byte die in plaats van onleesbare sectoren wordt geschreven, als 0xHH.</translation>
    </message>
    <message>
        <source>Suggested by SMART: %1</source>
        <translation>Voorgesteld door SMART: %1</translation>
    </message>
    <message>
        <source>SMART suggests the rescue preset for this drive: %1</source>
        <translation>SMART stelt de voorinstelling Redding voor deze schijf voor: %1</translation>
    </message>
    <message>
        <source>Destination folder</source>
        <translation>Doelmap</translation>
    </message>
    <message>
        <source>Choose a destination folder.</source>
        <translation>Kies een doelmap.</translation>
    </message>
    <message>
        <source>You may not write into %1.</source>
        <translation>U mag niet schrijven in %1.</translation>
    </message>
    <message>
        <source>Give the image a name.</source>
        <translation>Geef het image een naam.</translation>
    </message>
    <message>
        <source>The image name must not contain &apos;/&apos;.</source>
        <translation>De imagenaam mag geen &apos;/&apos; bevatten.</translation>
    </message>
    <message>
        <source>Only %1 free at the destination, the source holds %2: the acquisition will stop when the disk is full.</source>
        <translation>Slechts %1 vrij op het doel, de bron bevat %2: de veiligstelling stopt wanneer de schijf vol is.</translation>
    </message>
    <message>
        <source>Choose at least one hash.</source>
        <translation>Kies ten minste één hash.</translation>
    </message>
    <message>
        <source>Give the fill byte as 0x followed by two hex digits, e.g. 0x00.</source>
        <translation>Geef de opvulbyte op als 0x gevolgd door twee hexadecimale cijfers, bijv. 0x00.</translation>
    </message>
    <message>
        <source>Use 0x followed by two hex digits, e.g. 0x00.</source>
        <translation>Gebruik 0x gevolgd door twee hexadecimale cijfers, bijv. 0x00.</translation>
    </message>
    <message>
        <source>Files exist</source>
        <translation>Bestanden bestaan al</translation>
    </message>
    <message>
        <source>These files exist already:
%1</source>
        <translation>Deze bestanden bestaan al:
%1</translation>
    </message>
    <message>
        <source>&amp;Resume that acquisition</source>
        <translation>Die veiligstelling &amp;hervatten</translation>
    </message>
    <message>
        <source>&amp;Overwrite them</source>
        <translation>&amp;Overschrijven</translation>
    </message>
    <message>
        <source>For&amp;mat:</source>
        <translation>Fo&amp;rmaat:</translation>
    </message>
    <message>
        <source>Bloc&amp;k size:</source>
        <translation>Blo&amp;kgrootte:</translation>
    </message>
    <message>
        <source>Error polic&amp;y:</source>
        <translation>&amp;Foutbeleid:</translation>
    </message>
    <message>
        <source>Soft&amp;ware write-block (kernel read-only flag)</source>
        <translation>Soft&amp;ware-schrijfbeveiliging (alleen-lezenvlag van de kernel)</translation>
    </message>
    <message>
        <source>Sets the kernel read-only flag on the drive and all its partitions while imaging, and restores the previous flags afterwards. Needs root.</source>
        <translation>Zet tijdens het maken van het image de alleen-lezenvlag van de kernel op de schijf en al haar partities, en herstelt daarna de vorige vlaggen. Vereist root.</translation>
    </message>
    <message>
        <source>Fi&amp;ll unreadable sectors with:</source>
        <translation>Onleesbare sectoren &amp;opvullen met:</translation>
    </message>
    <message>
        <source>Direct I/O: read around the page cache</source>
        <translation>Directe I/O: langs de paginacache heen lezen</translation>
    </message>
    <message>
        <source>Also re-read the so&amp;urce and compare its hashes</source>
        <translation>Ook de bron opnieuw lezen en de hashes verge&amp;lijken</translation>
    </message>
    <message>
        <source>Reads the whole source a second time after the acquisition and compares its hashes. On a failing drive the extra read adds wear.</source>
        <translation>Leest na de veiligstelling de hele bron een tweede keer en vergelijkt de hashes ervan. Bij een falende schijf zorgt de extra leesbewerking voor meer slijtage.</translation>
    </message>
    <message>
        <source>Only root may set the kernel read-only flag: start Custody as root to write-block the drive, or use a hardware write blocker.</source>
        <translation>Alleen root mag de alleen-lezenvlag van de kernel zetten: start Custody als root om de schijf te schrijfbeveiligen, of gebruik een hardware-schrijfblokker.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>%1 controleren…</translation>
    </message>
    <message>
        <source>%1 does not answer: is it a network share that is slow or gone? Wait, or choose another folder.</source>
        <translation>%1 antwoordt niet: is het een netwerkshare die traag of verdwenen is? Wacht, of kies een andere map.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <source>Also hash every window of this size, so that a later verification can say where an image changed, not only that it did.</source>
        <translation>Ook elk venster van deze grootte hashen, zodat een latere verificatie kan aangeven waar een image is veranderd, niet alleen dat het is veranderd.</translation>
    </message>
    <message>
        <source>&amp;Hash windows:</source>
        <translation>&amp;Hashvensters:</translation>
    </message>
    <message>
        <source>Acquire a disk of this workstation?</source>
        <translation>Een schijf van dit werkstation veiligstellen?</translation>
    </message>
    <message>
        <source>%1 holds %2. It changes while it is read, so its image will not be a consistent copy of any moment, and it is not write-blocked. Acquire it anyway?</source>
        <translation>%1 bevat %2. Deze verandert terwijl hij wordt gelezen, dus het image is geen consistente kopie van enig moment, en hij is niet schrijfbeveiligd. Toch veiligstellen?</translation>
    </message>
    <message>
        <source>%1 is a disk of this workstation: it holds %2. It is acquired only on an explicit override, and never write-blocked (that would stop the system).</source>
        <translation>%1 is een schijf van dit werkstation: hij bevat %2. Hij wordt alleen na een uitdrukkelijke overschrijving veiliggesteld, en nooit schrijfbeveiligd (dat zou het systeem stilleggen).</translation>
    </message>
    <message>
        <source>Acquire this &amp;workstation disk anyway</source>
        <translation>Deze &amp;werkstationschijf toch veiligstellen</translation>
    </message>
    <message>
        <source>Tick the override to acquire a disk of this workstation.</source>
        <translation>Vink de overschrijving aan om een schijf van dit werkstation veilig te stellen.</translation>
    </message>
    <message>
        <source>%1.001, .002, … (%2 each)</source>
        <translation>%1.001, .002, … (elk %2)</translation>
    </message>
    <message>
        <source>no hash</source>
        <translation>geen hash</translation>
    </message>
    <message>
        <source>windows of %1</source>
        <translation>vensters van %1</translation>
    </message>
    <message>
        <source>rescue</source>
        <translation>redding</translation>
    </message>
    <message>
        <source>forensic</source>
        <translation>forensisch</translation>
    </message>
    <message>
        <source>image and source read back</source>
        <translation>image en bron teruggelezen</translation>
    </message>
    <message>
        <source>image read back</source>
        <translation>image teruggelezen</translation>
    </message>
    <message>
        <source>not read back</source>
        <translation>niet teruggelezen</translation>
    </message>
    <message>
        <source>write-blocked</source>
        <translation>schrijfbeveiligd</translation>
    </message>
    <message>
        <source>not write-blocked</source>
        <translation>niet schrijfbeveiligd</translation>
    </message>
    <message>
        <source>Start images %1 (%2) into %3
%4</source>
        <translation>Starten stelt %1 (%2) veilig in %3
%4</translation>
    </message>
    <message>
        <source>The image name is built from this pattern as the case fields are typed, until the name is edited by hand:
%1</source>
        <translation>De imagenaam wordt tijdens het invullen van de zaakgegevens uit dit patroon opgebouwd, totdat de naam met de hand wordt bewerkt:
%1</translation>
    </message>
    <message>
        <source>Name &amp;template:</source>
        <translation>Naamsja&amp;bloon:</translation>
    </message>
    <message>
        <source>%1 could not be created: check the path and your permissions, or choose another folder.</source>
        <translation>%1 kon niet worden aangemaakt: controleer het pad en uw rechten, of kies een andere map.</translation>
    </message>
    <message>
        <source>%1 free at the destination; the image needs %2.</source>
        <translation>%1 vrij op het doel; het image heeft %2 nodig.</translation>
    </message>
    <message>
        <source>Files written: %1</source>
        <translation>Geschreven bestanden: %1</translation>
    </message>
    <message>
        <source>The folder %1 does not exist: create it, or choose another.</source>
        <translation>De map %1 bestaat niet: maak deze aan, of kies een andere.</translation>
    </message>
    <message>
        <source>An E01 image stores the MD5 and SHA-1 of the media.</source>
        <translation>Een E01-image slaat de MD5 en SHA-1 van het medium op.</translation>
    </message>
    <message>
        <source>An E01 is written in order, and the rescue preset reads out of order: acquire to raw with it, then convert the finished acquisition to E01 from its tab.</source>
        <translation>Een E01 wordt op volgorde geschreven, en de voorinstelling Redding leest niet op volgorde: stel er veilig mee naar raw en converteer de voltooide veiligstelling daarna vanaf het tabblad naar E01.</translation>
    </message>
    <message>
        <source>%1.E01, .E02, … (%2 at most each, %3)</source>
        <translation>%1.E01, .E02, … (elk hoogstens %2, %3)</translation>
    </message>
    <message>
        <source>Com&amp;pression:</source>
        <translation>&amp;Compressie:</translation>
    </message>
    <message>
        <source>%1 does not answer: is it on a network share that is slow or gone? Wait, or cancel.</source>
        <translation>%1 antwoordt niet: staat het op een netwerkshare die traag of verdwenen is? Wacht, of annuleer.</translation>
    </message>
    <message>
        <source>Looking for earlier files of %1…</source>
        <translation>Zoeken naar eerdere bestanden van %1…</translation>
    </message>
    <message>
        <source>Creating %1…</source>
        <translation>%1 aanmaken…</translation>
    </message>
    <message numerus="yes">
        <source>Files written: %1 … %2 (%n files; all of them in the tooltip)</source>
        <translation>
            <numerusform>Geschreven bestanden: %1 … %2 (%n bestand; alle in de tooltip)</numerusform>
            <numerusform>Geschreven bestanden: %1 … %2 (%n bestanden; alle in de tooltip)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Files written: %n file(s), named in the tooltip</source>
        <translation>
            <numerusform>Geschreven bestanden: %n bestand, genoemd in de tooltip</numerusform>
            <numerusform>Geschreven bestanden: %n bestanden, genoemd in de tooltip</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more image(s)</source>
        <translation>
            <numerusform>nog %n image</numerusform>
            <numerusform>nog %n images</numerusform>
        </translation>
    </message>
    <message>
        <source>Overwrite %1</source>
        <translation>%1 overschrijven</translation>
    </message>
    <message>
        <source>Start clones %1 (%2) onto %3, overwriting it
%4</source>
        <translation>Starten kloont %1 (%2) naar %3 en overschrijft die
%4</translation>
    </message>
    <message>
        <source>Start restores %1 (%2) onto %3, overwriting it
%4</source>
        <translation>Starten zet %1 (%2) terug op %3 en overschrijft die
%4</translation>
    </message>
    <message>
        <source>%1 takes the main image&apos;s place: the folder and name above hold only the map, the log and the record of the clone.</source>
        <translation>%1 neemt de plaats in van het hoofdimage: de map en naam hierboven bevatten alleen de sectorkaart, het logboek en de registratie van de kloon.</translation>
    </message>
    <message>
        <source>Its sectors past the source are left as they are.</source>
        <translation>De sectoren voorbij de bron blijven zoals ze zijn.</translation>
    </message>
    <message>
        <source>Its sectors past the source are written with zeros.</source>
        <translation>De sectoren voorbij de bron worden met nullen beschreven.</translation>
    </message>
    <message>
        <source>Its sectors past the source are written with 0x%1.</source>
        <translation>De sectoren voorbij de bron worden met 0x%1 beschreven.</translation>
    </message>
    <message>
        <source>Its first %1 are overwritten with the drive %2, sector for sector.</source>
        <translation>De eerste %1 worden sector voor sector overschreven met de schijf %2.</translation>
    </message>
    <message>
        <source>Its first %1 are overwritten with the image %2, sector for sector.</source>
        <translation>De eerste %1 worden sector voor sector overschreven met het image %2.</translation>
    </message>
    <message>
        <source>Not encrypted: the evidence crosses the network in plaintext, readable by anyone on the way; the record and the report will say so.</source>
        <translation>Niet versleuteld: het bewijsmateriaal gaat onversleuteld over het netwerk, leesbaar voor iedereen onderweg; de registratie en het rapport vermelden dit.</translation>
    </message>
    <message>
        <source>Create this folder</source>
        <translation>Deze map aanmaken</translation>
    </message>
    <message>
        <source>Ima&amp;ge name:</source>
        <translation>Image&amp;naam:</translation>
    </message>
    <message>
        <source>Segment si&amp;ze:</source>
        <translation>Se&amp;gmentgrootte:</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionLock</name>
    <message>
        <source>another process</source>
        <translation>een ander proces</translation>
    </message>
    <message>
        <source>held by %1; lock file %2</source>
        <translation>in gebruik door %1; vergrendelingsbestand %2</translation>
    </message>
    <message>
        <source>its lock file %1 keeps changing</source>
        <translation>het vergrendelingsbestand %1 blijft veranderen</translation>
    </message>
    <message>
        <source>a file of that name is there that is not a Custody lock file, and taking the lock would overwrite it; move it away</source>
        <translation>er staat een bestand met die naam dat geen vergrendelingsbestand van Custody is, en de vergrendeling nemen zou het overschrijven; verplaats het</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionOutputs</name>
    <message>
        <source>Earlier runs of this acquisition, as the log recorded them:</source>
        <translation>Eerdere runs van deze veiligstelling, zoals het logboek ze heeft vastgelegd:</translation>
    </message>
    <message>
        <source>%1: not written</source>
        <translation>%1: niet geschreven</translation>
    </message>
    <message>
        <source>%1: %2 of %3 bytes copied, %4 bytes unreadable, saved %5</source>
        <translation>%1: %2 van %3 bytes gekopieerd, %4 bytes onleesbaar, opgeslagen %5</translation>
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
        <translation>Veiligstelling annuleren?</translation>
    </message>
    <message>
        <source>Stop imaging %1? The image and its map are kept: you can resume later.</source>
        <translation>Het maken van het image van %1 stoppen? Het image en de sectorkaart blijven bewaard: u kunt later hervatten.</translation>
    </message>
    <message>
        <source>Acquisition progress</source>
        <translation>Voortgang van de veiligstelling</translation>
    </message>
    <message>
        <source>Done:</source>
        <translation>Gereed:</translation>
    </message>
    <message>
        <source>Rate (now / average):</source>
        <translation>Snelheid (nu / gemiddeld):</translation>
    </message>
    <message>
        <source>Elapsed / remaining:</source>
        <translation>Verstreken / resterend:</translation>
    </message>
    <message>
        <source>Pass:</source>
        <translation>Doorgang:</translation>
    </message>
    <message>
        <source>Bad sectors:</source>
        <translation>Defecte sectoren:</translation>
    </message>
    <message>
        <source>&amp;Cancel acquisition</source>
        <translation>Veiligstelling &amp;annuleren</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Hervatten</translation>
    </message>
    <message>
        <source>Imaging %1 into %2</source>
        <translation>Image van %1 maken in %2</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 bytes)</translation>
    </message>
    <message>
        <source>Stopping: flushing the image and saving the map…</source>
        <translation>Stoppen: het image wegschrijven en de sectorkaart opslaan…</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Niet gestart</translation>
    </message>
    <message>
        <source>The acquisition could not start: %1</source>
        <translation>De veiligstelling kon niet starten: %1</translation>
    </message>
    <message>
        <source>The image and the map are kept: Resume continues where it stopped.</source>
        <translation>Het image en de sectorkaart blijven bewaard: Hervatten gaat verder waar het stopte.</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Voltooid</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Gestopt</translation>
    </message>
    <message>
        <source>Pri&amp;nt report…</source>
        <translation>Rapport af&amp;drukken…</translation>
    </message>
    <message>
        <source>Report saved: %1 (its SHA-256 is in the acquisition log)</source>
        <translation>Rapport opgeslagen: %1 (de SHA-256 ervan staat in het logboek van de veiligstelling)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>Preparing: checking the source and the destination, reading SMART…</source>
        <translation>Voorbereiden: de bron en het doel controleren, SMART lezen…</translation>
    </message>
    <message>
        <source>Writing the checksum files, the log and the record…</source>
        <translation>De controlesombestanden, het logboek en de registratie schrijven…</translation>
    </message>
    <message>
        <source>Output folder</source>
        <translation>Uitvoermap</translation>
    </message>
    <message>
        <source>No file manager is set up on this desktop. The outputs are in %1.</source>
        <translation>Er is op dit bureaublad geen bestandsbeheerder ingesteld. De uitvoer staat in %1.</translation>
    </message>
    <message>
        <source>Open output f&amp;older</source>
        <translation>Uitvoer&amp;map openen</translation>
    </message>
    <message>
        <source>Vie&amp;w report</source>
        <translation>Rapport &amp;weergeven</translation>
    </message>
    <message>
        <source>Resume writes the missing files once the image is found unchanged.</source>
        <translation>Hervatten schrijft de ontbrekende bestanden zodra blijkt dat het image ongewijzigd is.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s), the first started %1: %2 in %3 of reading, %4 on average.</source>
        <translation>
            <numerusform>%n run, de eerste gestart %1: %2 in %3 leestijd, gemiddeld %4.</numerusform>
            <numerusform>%n runs, de eerste gestart %1: %2 in %3 leestijd, gemiddeld %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>COMPLETE</source>
        <translation>VOLTOOID</translation>
    </message>
    <message>
        <source>STOPPED</source>
        <translation>GESTOPT</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>MISLUKT</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Save &amp;PDF report…</source>
        <translation>&amp;PDF-rapport opslaan…</translation>
    </message>
    <message>
        <source>not started: %1</source>
        <translation>niet gestart: %1</translation>
    </message>
    <message>
        <source>%1, but a file was not written</source>
        <translation>%1, maar een bestand is niet geschreven</translation>
    </message>
    <message>
        <source>Con&amp;vert to E01…</source>
        <translation>Con&amp;verteren naar E01…</translation>
    </message>
    <message>
        <source>An interrupted E01 acquisition cannot be resumed: acquire again, or acquire to raw with the rescue preset and convert the result to E01.</source>
        <translation>Een onderbroken E01-veiligstelling kan niet worden hervat: stel opnieuw veilig, of stel veilig naar raw met de voorinstelling Redding en converteer het resultaat naar E01.</translation>
    </message>
    <message>
        <source>Resuming: checking the %1 the earlier runs wrote against the digests their map kept: %2 done</source>
        <translation>Hervatten: de %1 die de eerdere runs schreven, worden getoetst aan de hashwaarden die hun sectorkaart bewaarde: %2 gereed</translation>
    </message>
    <message>
        <source>not signed</source>
        <translation>niet ondertekend</translation>
    </message>
    <message>
        <source>%1, not signed</source>
        <translation>%1, niet ondertekend</translation>
    </message>
    <message>
        <source>%1, write-block not lifted</source>
        <translation>%1, schrijfbeveiliging niet opgeheven</translation>
    </message>
    <message>
        <source>%1, write-block lifted during the run</source>
        <translation>%1, schrijfbeveiliging opgeheven tijdens de run</translation>
    </message>
    <message>
        <source>Write the image as an E01 beside it, checked against this acquisition&apos;s hashes in the same read. Asks for compression and segment size first.</source>
        <translation>Het image als E01 ernaast schrijven, in dezelfde leesbewerking getoetst aan de hashes van deze veiligstelling. Vraagt eerst om compressie en segmentgrootte.</translation>
    </message>
    <message>
        <source>Converted: %1</source>
        <translation>Geconverteerd: %1</translation>
    </message>
    <message>
        <source>Finished; converted to E01: %1</source>
        <translation>Voltooid; geconverteerd naar E01: %1</translation>
    </message>
    <message>
        <source>E01 written.</source>
        <translation>E01 geschreven.</translation>
    </message>
    <message>
        <source>%1 exists already.</source>
        <translation>%1 bestaat al.</translation>
    </message>
    <message>
        <source>Verifying: %1, %2 at %3…</source>
        <translation>Verifiëren: %1, %2 met %3…</translation>
    </message>
    <message>
        <source>Not signed: the banner above says why</source>
        <translation>Niet ondertekend: de balk hierboven vermeldt waarom</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionSource</name>
    <message>
        <source>The acquisition asks the drive again when it starts; its log and report say what it found.</source>
        <translation>De veiligstelling vraagt het de schijf opnieuw bij de start; het logboek en het rapport vermelden wat er werd gevonden.</translation>
    </message>
    <message>
        <source>Whether this drive hides sectors from the host (HPA, DCO, detached namespaces) is still being checked.</source>
        <translation>Of deze schijf sectoren voor de host verbergt (HPA, DCO, losgekoppelde namespaces) wordt nog gecontroleerd.</translation>
    </message>
    <message>
        <source>This drive hides sectors from the host: %1</source>
        <translation>Deze schijf verbergt sectoren voor de host: %1</translation>
    </message>
    <message>
        <source>Hidden areas: none. The drive shows all its %1.</source>
        <translation>Verborgen gebieden: geen. De schijf toont al haar %1.</translation>
    </message>
    <message>
        <source>Hidden areas unknown: %1</source>
        <translation>Verborgen gebieden onbekend: %1</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionSummary</name>
    <message>
        <source>Acquisition completed.</source>
        <translation>Veiligstelling voltooid.</translation>
    </message>
    <message>
        <source>Every area of the source was tried and the image is complete.</source>
        <translation>Elk gebied van de bron is geprobeerd en het image is volledig.</translation>
    </message>
    <message>
        <source>Acquisition FAILED.</source>
        <translation>Veiligstelling MISLUKT.</translation>
    </message>
    <message>
        <source>Acquisition STOPPED.</source>
        <translation>Veiligstelling GESTOPT.</translation>
    </message>
    <message>
        <source>The acquisition was stopped before the end. The image is incomplete and has no hash.</source>
        <translation>De veiligstelling is voor het einde gestopt. Het image is onvolledig en heeft geen hash.</translation>
    </message>
    <message>
        <source>Nothing read.</source>
        <translation>Niets gelezen.</translation>
    </message>
    <message>
        <source>The record holds no map: nothing of the source is known to have been read.</source>
        <translation>De registratie bevat geen sectorkaart: van geen enkel deel van de bron is bekend dat het is gelezen.</translation>
    </message>
    <message>
        <source>No unreadable sector.</source>
        <translation>Geen onleesbare sector.</translation>
    </message>
    <message>
        <source>All %1 bytes of the source were read.</source>
        <translation>Alle %1 bytes van de bron zijn gelezen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 bytes (%n bad sector(s)) could NOT be read and are filled with %2 in the image.</source>
        <translation>
            <numerusform>%1 bytes (%n defecte sector) konden NIET worden gelezen en zijn in het image opgevuld met %2.</numerusform>
            <numerusform>%1 bytes (%n defecte sectoren) konden NIET worden gelezen en zijn in het image opgevuld met %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes were NEVER read: the acquisition stopped before it reached them.</source>
        <translation>%1 bytes zijn NOOIT gelezen: de veiligstelling stopte voordat ze werden bereikt.</translation>
    </message>
    <message>
        <source>Not all of the source was read.</source>
        <translation>Niet de hele bron is gelezen.</translation>
    </message>
    <message>
        <source>%1 of %2 bytes read (%3). </source>
        <translation>%1 van %2 bytes gelezen (%3). </translation>
    </message>
    <message>
        <source>Write-block LIFTED during the acquisition.</source>
        <translation>Schrijfbeveiliging OPGEHEVEN tijdens de veiligstelling.</translation>
    </message>
    <message>
        <source>The kernel read-only flag was found cleared on %1 when it was read again after the last read of the source: the source was writable at some point during the acquisition.</source>
        <translation>De alleen-lezenvlag van de kernel bleek gewist op %1 toen deze na de laatste leesbewerking van de bron opnieuw werd gelezen: de bron was op enig moment tijdens de veiligstelling beschrijfbaar.</translation>
    </message>
    <message>
        <source>Write-block not checked at the end.</source>
        <translation>Schrijfbeveiliging aan het einde niet gecontroleerd.</translation>
    </message>
    <message>
        <source>Write-block NOT lifted.</source>
        <translation>Schrijfbeveiliging NIET opgeheven.</translation>
    </message>
    <message>
        <source>The kernel read-only flag could not be cleared on %1 after the acquisition, which may still be read-only: run blockdev --setrw on each of them, or unplug and re-plug the drive. This concerns the drive only, not the image or the acquisition&apos;s files.</source>
        <translation>De alleen-lezenvlag van de kernel kon na de veiligstelling niet worden gewist op %1, die mogelijk nog alleen-lezen is: voer blockdev --setrw uit op elk ervan, of koppel de schijf los en sluit hem opnieuw aan. Dit betreft alleen de schijf, niet het image of de bestanden van de veiligstelling.</translation>
    </message>
    <message>
        <source>Verification: %1.</source>
        <translation>Verificatie: %1.</translation>
    </message>
    <message>
        <source>A file was NOT written.</source>
        <translation>Een bestand is NIET geschreven.</translation>
    </message>
    <message>
        <source>%1 Resume the acquisition to write its files again.</source>
        <translation>%1 Hervat de veiligstelling om de bestanden opnieuw te schrijven.</translation>
    </message>
    <message>
        <source>Kept, as they are on disk now:</source>
        <translation>Bewaard, zoals ze nu op schijf staan:</translation>
    </message>
    <message>
        <source>it was stopped</source>
        <translation>ze is gestopt</translation>
    </message>
    <message>
        <source>Another output NOT completed.</source>
        <translation>Een andere uitvoer NIET voltooid.</translation>
    </message>
    <message>
        <source>%1 (%2): %3. Its files are an interrupted acquisition&apos;s: it resumes on its own (custody-cli acquire with its base, its format and --resume), reading the source again for what it lacks.</source>
        <translation>%1 (%2): %3. De bestanden zijn die van een onderbroken veiligstelling: deze wordt afzonderlijk hervat (custody-cli acquire met de eigen basis, het eigen formaat en --resume), waarbij de bron opnieuw wordt gelezen voor wat ontbreekt.</translation>
    </message>
    <message>
        <source>%1 (%2): %3. An interrupted E01 acquisition cannot be resumed: acquire it again with --force (which replaces its files), or acquire to raw with --preset rescue, which resumes, and convert the result to E01.</source>
        <translation>%1 (%2): %3. Een onderbroken E01-veiligstelling kan niet worden hervat: stel deze opnieuw veilig met --force (dat de bestanden vervangt), of stel veilig naar raw met --preset rescue, dat wel hervat, en converteer het resultaat naar E01.</translation>
    </message>
</context>
<context>
    <name>Custody::CaseFieldsForm</name>
    <message>
        <source>Case</source>
        <translation>Zaak</translation>
    </message>
    <message>
        <source>Case &amp;number:</source>
        <translation>&amp;Zaaknummer:</translation>
    </message>
    <message>
        <source>&amp;Evidence number:</source>
        <translation>Bewijsst&amp;uknummer:</translation>
    </message>
    <message>
        <source>E&amp;xaminer:</source>
        <translation>On&amp;derzoeker:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>B&amp;eschrijving:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>No&amp;tities:</translation>
    </message>
</context>
<context>
    <name>Custody::CaseHistory</name>
    <message>
        <source>Qt&apos;s SQLite driver is not installed (Debian: libqt6sql6-sqlite)</source>
        <translation>Het SQLite-stuurprogramma van Qt is niet geïnstalleerd (Debian: libqt6sql6-sqlite)</translation>
    </message>
    <message>
        <source>there is no history there yet</source>
        <translation>daar is nog geen geschiedenis</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>kan de map %1 niet aanmaken</translation>
    </message>
    <message>
        <source>open</source>
        <translation>openen</translation>
    </message>
    <message>
        <source>not a readable SQLite database</source>
        <translation>geen leesbare SQLite-database</translation>
    </message>
    <message>
        <source>newer schema</source>
        <translation>nieuwer schema</translation>
    </message>
    <message>
        <source>version %1, written by a later Custody; this one knows up to %2. Use the later version, or give another file</source>
        <translation>versie %1, geschreven door een latere Custody; deze kent tot en met %2. Gebruik de latere versie, of geef een ander bestand</translation>
    </message>
    <message>
        <source>read</source>
        <translation>lezen</translation>
    </message>
    <message>
        <source>the file is an SQLite database of something else</source>
        <translation>het bestand is een SQLite-database van iets anders</translation>
    </message>
    <message>
        <source>set up</source>
        <translation>inrichten</translation>
    </message>
    <message>
        <source>not a Custody history (no schema version)</source>
        <translation>geen Custody-geschiedenis (geen schemaversie)</translation>
    </message>
    <message>
        <source>SQLite keeps it out of WAL mode</source>
        <translation>SQLite houdt het buiten de WAL-modus</translation>
    </message>
    <message>
        <source>upgrade</source>
        <translation>bijwerken</translation>
    </message>
    <message>
        <source>upgrade from schema %1</source>
        <translation>bijwerken vanaf schema %1</translation>
    </message>
    <message>
        <source>append</source>
        <translation>toevoegen</translation>
    </message>
    <message>
        <source>this history (schema %1) has no column %2</source>
        <translation>deze geschiedenis (schema %1) heeft geen kolom %2</translation>
    </message>
    <message>
        <source>row %1 is the first row but does not start the chain: the rows before it were removed, or it was inserted</source>
        <translation>rij %1 is de eerste rij maar begint de keten niet: de rijen ervoor zijn verwijderd, of de rij is ingevoegd</translation>
    </message>
    <message>
        <source>row %1 does not follow row %2: the rows between them were removed, or row %1 was inserted</source>
        <translation>rij %1 volgt niet op rij %2: de rijen ertussen zijn verwijderd, of rij %1 is ingevoegd</translation>
    </message>
    <message>
        <source>row %1 does not follow row %2: a row was inserted in its place, or its link to the row before was changed</source>
        <translation>rij %1 volgt niet op rij %2: er is een rij op de plaats ervan ingevoegd, of de koppeling met de vorige rij is gewijzigd</translation>
    </message>
    <message>
        <source>row %1 was changed after it was written (or inserted): its columns do not give its hash</source>
        <translation>rij %1 is gewijzigd nadat deze is geschreven (of ingevoegd): de kolommen leveren niet de hash ervan op</translation>
    </message>
    <message>
        <source>row %1 and any after it were removed (the last row written was %2)</source>
        <translation>rij %1 en alle volgende zijn verwijderd (de laatst geschreven rij was %2)</translation>
    </message>
    <message>
        <source>the triggers that refuse changes to rows were removed</source>
        <translation>de triggers die wijzigingen aan rijen weigeren, zijn verwijderd</translation>
    </message>
    <message>
        <source>it is a symbolic link, which SQLite would follow to a file Custody cannot vouch for: give the path of the history itself</source>
        <translation>het is een symbolische koppeling, die SQLite zou volgen naar een bestand waarvoor Custody niet kan instaan: geef het pad van de geschiedenis zelf</translation>
    </message>
    <message>
        <source>it is a folder: give the path of a history file in it</source>
        <translation>het is een map: geef het pad van een geschiedenisbestand daarin</translation>
    </message>
    <message>
        <source>it is not a regular file (a device, a FIFO or a socket): give the path of a Custody history or a new file name</source>
        <translation>het is geen gewoon bestand (een apparaat, een FIFO of een socket): geef het pad van een Custody-geschiedenis of een nieuwe bestandsnaam</translation>
    </message>
    <message>
        <source>cannot look at it</source>
        <translation>kan het niet bekijken</translation>
    </message>
    <message>
        <source>there is no database there but there is %1, which belongs to another database or to a history that was moved away: SQLite would delete or replay it. Move it away, or choose another file name</source>
        <translation>daar staat geen database maar wel %1, dat bij een andere database hoort of bij een geschiedenis die is verplaatst: SQLite zou het verwijderen of opnieuw afspelen. Verplaats het, of kies een andere bestandsnaam</translation>
    </message>
    <message>
        <source>it is an empty file, and Custody never leaves a history empty: it is not one. Choose a Custody history or a new file name, or remove the empty file if you made it</source>
        <translation>het is een leeg bestand, en Custody laat een geschiedenis nooit leeg: het is er geen. Kies een Custody-geschiedenis of een nieuwe bestandsnaam, of verwijder het lege bestand als u het zelf hebt gemaakt</translation>
    </message>
    <message>
        <source>cannot read it</source>
        <translation>kan het niet lezen</translation>
    </message>
    <message>
        <source>it is not a readable SQLite database, so not a Custody history, and Custody does not write it: choose a Custody history or a new file name</source>
        <translation>het is geen leesbare SQLite-database, dus geen Custody-geschiedenis, en Custody schrijft er niet in: kies een Custody-geschiedenis of een nieuwe bestandsnaam</translation>
    </message>
    <message>
        <source>it is an SQLite database of something else (application id 0x%1, where a Custody history has 0x%2), and Custody never opens another program&apos;s database: choose a Custody history or a new file name</source>
        <translation>het is een SQLite-database van iets anders (applicatie-id 0x%1, waar een Custody-geschiedenis 0x%2 heeft), en Custody opent nooit de database van een ander programma: kies een Custody-geschiedenis of een nieuwe bestandsnaam</translation>
    </message>
    <message>
        <source>%1 beside it is not a regular file, and SQLite would write through it: move it away</source>
        <translation>%1 ernaast is geen gewoon bestand, en SQLite zou erdoorheen schrijven: verplaats het</translation>
    </message>
    <message>
        <source>cannot create a file in its folder</source>
        <translation>kan geen bestand aanmaken in de map ervan</translation>
    </message>
    <message>
        <source>create: %1</source>
        <translation>aanmaken: %1</translation>
    </message>
    <message>
        <source>cannot sync the new history</source>
        <translation>kan de nieuwe geschiedenis niet naar schijf synchroniseren</translation>
    </message>
    <message>
        <source>cannot give the new history its name</source>
        <translation>kan de nieuwe geschiedenis haar naam niet geven</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>kan %1 niet lezen</translation>
    </message>
    <message>
        <source>cannot make a private copy to read</source>
        <translation>kan geen privékopie maken om te lezen</translation>
    </message>
    <message>
        <source>cannot make a private copy to read: %1</source>
        <translation>kan geen privékopie maken om te lezen: %1</translation>
    </message>
    <message>
        <source>it was removed while it was being read</source>
        <translation>het is verwijderd terwijl het werd gelezen</translation>
    </message>
    <message>
        <source>it kept changing while a private copy was made to read it: try again</source>
        <translation>het bleef veranderen terwijl er een privékopie werd gemaakt om het te lezen: probeer het opnieuw</translation>
    </message>
    <message>
        <source>it is not a readable SQLite database: it ends before its header does. Custody does not write it: keep it as found, and choose a Custody history or a new file name</source>
        <translation>het is geen leesbare SQLite-database: het houdt op voordat de header ophoudt. Custody schrijft er niet in: bewaar het zoals aangetroffen, en kies een Custody-geschiedenis of een nieuwe bestandsnaam</translation>
    </message>
    <message>
        <source>it was removed while it was being created</source>
        <translation>het is verwijderd terwijl het werd aangemaakt</translation>
    </message>
    <message>
        <source>the history was opened to be read only</source>
        <translation>de geschiedenis is alleen-lezen geopend</translation>
    </message>
    <message>
        <source>the table chain_head has no row</source>
        <translation>de tabel chain_head heeft geen rij</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver is not installed (Debian: libqt6sql6-psql)</source>
        <translation>Het PostgreSQL-stuurprogramma van Qt is niet geïnstalleerd (Debian: libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>connect</source>
        <translation>verbinden</translation>
    </message>
    <message>
        <source>this login may not use the history: the database&apos;s owner grants it the role custody_station (%1)</source>
        <translation>deze login mag de geschiedenis niet gebruiken: de eigenaar van de database kent hem de rol custody_station toe (%1)</translation>
    </message>
    <message>
        <source>this login may not read the history: the database&apos;s owner grants it the role custody_station (%1)</source>
        <translation>deze login mag de geschiedenis niet lezen: de eigenaar van de database kent hem de rol custody_station toe (%1)</translation>
    </message>
    <message>
        <source>the database is not a Custody history (%1): its owner sets it up with &apos;custody-cli history init URL&apos;</source>
        <translation>de database is geen Custody-geschiedenis (%1): de eigenaar richt hem in met &apos;custody-cli history init URL&apos;</translation>
    </message>
    <message>
        <source>the database&apos;s custody_history table does not name a Custody history: Custody does not write it</source>
        <translation>de tabel custody_history van de database noemt geen Custody-geschiedenis: Custody schrijft er niet in</translation>
    </message>
    <message>
        <source>version %1, written by a later Custody; this one knows up to %2. Use the later version, or give another history</source>
        <translation>versie %1, geschreven door een latere Custody; deze kent tot en met %2. Gebruik de latere versie, of geef een andere geschiedenis</translation>
    </message>
    <message>
        <source>the history has no events table, or this login may not read it (grant it the role custody_station)</source>
        <translation>de geschiedenis heeft geen tabel events, of deze login mag die niet lezen (ken hem de rol custody_station toe)</translation>
    </message>
    <message>
        <source>the login may not create the role custody_station: run init as a login with CREATEROLE, or have the server&apos;s administrator create the role first (%1)</source>
        <translation>de login mag de rol custody_station niet aanmaken: voer init uit als een login met CREATEROLE, of laat de beheerder van de server de rol eerst aanmaken (%1)</translation>
    </message>
    <message>
        <source>the schema was not made: %1</source>
        <translation>het schema is niet aangemaakt: %1</translation>
    </message>
    <message>
        <source>connect: %1</source>
        <translation>verbinden: %1</translation>
    </message>
    <message>
        <source>it has a table named events that is not a Custody history&apos;s: set up the history in a database of its own</source>
        <translation>er is een tabel met de naam events die niet van een Custody-geschiedenis is: richt de geschiedenis in in een eigen database</translation>
    </message>
    <message>
        <source>its encoding is %1: a history keeps paths and names in any language, so make it with ENCODING &apos;UTF8&apos;</source>
        <translation>de codering is %1: een geschiedenis bewaart paden en namen in elke taal, dus maak hem aan met ENCODING &apos;UTF8&apos;</translation>
    </message>
    <message>
        <source>set up: %1</source>
        <translation>inrichten: %1</translation>
    </message>
    <message>
        <source>row %1 and any after it are not in the chain&apos;s head (chain_head, at row %2): they were inserted, or the head was changed</source>
        <translation>rij %1 en alle volgende staan niet in de kop van de keten (chain_head, bij rij %2): ze zijn ingevoegd, of de kop is gewijzigd</translation>
    </message>
    <message>
        <source>row %1 is not the row the chain&apos;s head (chain_head) was given: it was replaced</source>
        <translation>rij %1 is niet de rij die aan de kop van de keten (chain_head) is gegeven: hij is vervangen</translation>
    </message>
    <message>
        <source>the chain&apos;s head (table chain_head) cannot be read: %1</source>
        <translation>de kop van de keten (tabel chain_head) kan niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 was removed</source>
        <translation>de trigger %1 op %2 is verwijderd</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 is disabled</source>
        <translation>de trigger %1 op %2 is uitgeschakeld</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 was changed: %3</source>
        <translation>de trigger %1 op %2 is gewijzigd: %3</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 runs a function that was changed</source>
        <translation>de trigger %1 op %2 voert een functie uit die is gewijzigd</translation>
    </message>
    <message>
        <source>a rule (%1) was added to the table %2: it can turn changes into something else</source>
        <translation>er is een regel (%1) aan de tabel %2 toegevoegd: die kan wijzigingen in iets anders veranderen</translation>
    </message>
    <message>
        <source>row security was turned on for the table %1: it can hide rows from the check</source>
        <translation>beveiliging op rijniveau is ingeschakeld voor de tabel %1: die kan rijen verbergen voor de controle</translation>
    </message>
    <message>
        <source>the database did not store the row (%1 rows stored): a trigger that is not Custody&apos;s may be in the way</source>
        <translation>de database heeft de rij niet opgeslagen (%1 rijen opgeslagen): mogelijk zit een trigger die niet van Custody is in de weg</translation>
    </message>
    <message>
        <source>a trigger that is not Custody&apos;s was added: %1</source>
        <translation>er is een trigger toegevoegd die niet van Custody is: %1</translation>
    </message>
    <message>
        <source>the server asks this login for a password: keep it in ~/.pgpass (or the file PGPASSFILE names), a service file&apos;s passfile, or PGPASSWORD, never in the URL</source>
        <translation>de server vraagt voor deze login een wachtwoord: bewaar het in ~/.pgpass (of het bestand dat PGPASSFILE noemt), de passfile van een servicebestand of PGPASSWORD, nooit in de URL</translation>
    </message>
    <message>
        <source>the server refused the password this station gave for the login: correct it where it is kept (~/.pgpass, the file PGPASSFILE names, a service file&apos;s passfile, or PGPASSWORD)</source>
        <translation>de server weigerde het wachtwoord dat dit station voor de login gaf: verbeter het waar het bewaard wordt (~/.pgpass, het bestand dat PGPASSFILE noemt, de passfile van een servicebestand of PGPASSWORD)</translation>
    </message>
    <message>
        <source>the schema&apos;s steps left it at schema %1, not %2</source>
        <translation>de stappen van het schema lieten het op schema %1, niet %2</translation>
    </message>
    <message>
        <source>as %1 from %2, %3</source>
        <translation>als %1 vanaf %2, %3</translation>
    </message>
    <message>
        <source>it is a Custody history (schema %1) already: nothing was changed</source>
        <translation>het is al een zaakgeschiedenis van Custody (schema %1): er is niets gewijzigd</translation>
    </message>
    <message>
        <source>upgrade: %1</source>
        <translation>bijwerken: %1</translation>
    </message>
    <message>
        <source>it was upgraded to schema %1 meanwhile: nothing was changed</source>
        <translation>het is intussen bijgewerkt naar schema %1: er is niets gewijzigd</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver did not say which sslmode the connection used</source>
        <translation>het PostgreSQL-stuurprogramma van Qt zei niet welke sslmode de verbinding gebruikte</translation>
    </message>
    <message>
        <source>the history says it is schema %1, but its events table is schema %2&apos;s: the table custody_history was changed</source>
        <translation>de geschiedenis zegt schema %1 te zijn, maar haar tabel events is die van schema %2: de tabel custody_history is gewijzigd</translation>
    </message>
</context>
<context>
    <name>Custody::CloneDestination</name>
    <message>
        <source>it holds %1 bytes (%2 sectors of %3 bytes), %4 bytes (%5 sectors) fewer than the %6 bytes of the source</source>
        <translation>hij bevat %1 bytes (%2 sectoren van %3 bytes), %4 bytes (%5 sectoren) minder dan de %6 bytes van de bron</translation>
    </message>
    <message>
        <source>the source&apos;s %1 bytes are not whole sectors of the drive&apos;s %2 bytes: its last sector would be written only in part</source>
        <translation>de %1 bytes van de bron zijn geen hele sectoren van de %2 bytes van de schijf: de laatste sector zou slechts gedeeltelijk worden beschreven</translation>
    </message>
    <message>
        <source>it reports the serial number &quot;%1&quot; and %2 bytes, but the drive confirmed was &quot;%3&quot; with %4 bytes: another drive under the same name? Choose it again</source>
        <translation>hij meldt het serienummer &quot;%1&quot; en %2 bytes, maar de bevestigde schijf was &quot;%3&quot; met %4 bytes: een andere schijf onder dezelfde naam? Kies hem opnieuw</translation>
    </message>
    <message>
        <source>no memory for a block</source>
        <translation>geen geheugen voor een blok</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 tot %2</translation>
    </message>
    <message>
        <source>pwrite of sectors %1</source>
        <translation>pwrite van sectoren %1</translation>
    </message>
    <message>
        <source>%1 bytes of the excess sectors read back otherwise than written</source>
        <translation>%1 bytes van de overtollige sectoren lazen anders terug dan geschreven</translation>
    </message>
</context>
<context>
    <name>Custody::CloneDriveDialog</name>
    <message>
        <source>%1 holds %2, the source %3: it is %4 bytes (%5 sectors of %6 bytes) too small. A clone needs a drive at least as large as the source; nothing is written to a smaller one.</source>
        <translation>%1 bevat %2, de bron %3: hij is %4 bytes (%5 sectoren van %6 bytes) te klein. Een kloon vereist een schijf die minstens zo groot is als de bron; naar een kleinere wordt niets geschreven.</translation>
    </message>
    <message>
        <source>Clone to a drive</source>
        <translation>Klonen naar een schijf</translation>
    </message>
    <message>
        <source>The drive chosen is overwritten with the source, sector for sector. Drives the write gate refuses (the source and what it stands on, system disks, mounted or read-only drives) and drives smaller than the source (%1) cannot be chosen.</source>
        <translation>De gekozen schijf wordt sector voor sector overschreven met de bron. Schijven die de schrijfpoort weigert (de bron en waar die op staat, systeemschijven, aangekoppelde of alleen-lezen schijven) en schijven die kleiner zijn dan de bron (%1) kunnen niet worden gekozen.</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Schijf</translation>
    </message>
    <message>
        <source>Model and serial</source>
        <translation>Model en serienummer</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Grootte</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Left as they are</source>
        <translation>Blijven zoals ze zijn</translation>
    </message>
    <message>
        <source>Written with zeros</source>
        <translation>Met nullen beschreven</translation>
    </message>
    <message>
        <source>Written with a byte</source>
        <translation>Met een byte beschreven</translation>
    </message>
    <message>
        <source>The byte written past the source&apos;s last sector, as 0xHH.</source>
        <translation>De byte die na de laatste sector van de bron wordt geschreven, als 0xHH.</translation>
    </message>
    <message>
        <source>Sectors &amp;past the source:</source>
        <translation>Sectoren &amp;voorbij de bron:</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Controleren…</translation>
    </message>
    <message>
        <source>May be overwritten</source>
        <translation>Mag worden overschreven</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Geweigerd</translation>
    </message>
    <message>
        <source>The device list shows no drive.</source>
        <translation>De apparatenlijst toont geen schijf.</translation>
    </message>
    <message>
        <source>Asking the write gate about each drive…</source>
        <translation>De schrijfpoort raadplegen over elke schijf…</translation>
    </message>
    <message>
        <source>Choose the drive to overwrite.</source>
        <translation>Kies de schijf die moet worden overschreven.</translation>
    </message>
    <message>
        <source>Give the byte as 0x followed by two hex digits, e.g. 0xff.</source>
        <translation>Geef de byte op als 0x gevolgd door twee hexadecimale cijfers, bijv. 0xff.</translation>
    </message>
    <message>
        <source>Drives to clone onto</source>
        <translation>Schijven om naar te klonen</translation>
    </message>
    <message>
        <source>Choose this &amp;drive</source>
        <translation>Deze schijf &amp;kiezen</translation>
    </message>
</context>
<context>
    <name>Custody::CloneText</name>
    <message>
        <source>sectors %1 to %2 (%3 bytes)</source>
        <translation>sectoren %1 tot %2 (%3 bytes)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>nullen</translation>
    </message>
    <message>
        <source>the byte %1</source>
        <translation>de byte %1</translation>
    </message>
    <message>
        <source>No excess sectors.</source>
        <translation>Geen overtollige sectoren.</translation>
    </message>
    <message>
        <source>The drive holds as many bytes as the source.</source>
        <translation>De schijf bevat evenveel bytes als de bron.</translation>
    </message>
    <message>
        <source>Excess sectors left as they were.</source>
        <translation>Overtollige sectoren gelaten zoals ze waren.</translation>
    </message>
    <message>
        <source>The drive&apos;s %1 past the source were neither written nor read: they hold what they held before.</source>
        <translation>De %1 van de schijf voorbij de bron zijn niet beschreven en niet gelezen: ze bevatten wat ze eerder bevatten.</translation>
    </message>
    <message>
        <source>Excess sectors NOT wiped.</source>
        <translation>Overtollige sectoren NIET gewist.</translation>
    </message>
    <message>
        <source>%1 of the %2 were written with %3. %4</source>
        <translation>%1 van de %2 zijn beschreven met %3. %4</translation>
    </message>
    <message>
        <source>Excess sectors wiped and verified.</source>
        <translation>Overtollige sectoren gewist en geverifieerd.</translation>
    </message>
    <message>
        <source>The drive&apos;s %1 past the source were written with %2 and read back equal to it.</source>
        <translation>De %1 van de schijf voorbij de bron zijn beschreven met %2 en teruggelezen als gelijk daaraan.</translation>
    </message>
    <message>
        <source>%1 of the %2 were written with %3: the clone stopped before the rest.</source>
        <translation>%1 van de %2 zijn beschreven met %3: het klonen stopte voor de rest.</translation>
    </message>
    <message>
        <source>Excess sectors wiped, not verified.</source>
        <translation>Overtollige sectoren gewist, niet geverifieerd.</translation>
    </message>
    <message>
        <source>The drive&apos;s %1 past the source were written with %2, and not read back (--verify reads them back).</source>
        <translation>De %1 van de schijf voorbij de bron zijn beschreven met %2, en niet teruggelezen (--verify leest ze terug).</translation>
    </message>
    <message>
        <source>serial %1</source>
        <translation>serienummer %1</translation>
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
        <translation>Teruggelezen van de schijf met O_DIRECT, van het medium in plaats van uit de paginacache: %1.</translation>
    </message>
    <message>
        <source>Read back from the drive through the page cache, perhaps from memory: writing out or dropping its cached pages failed (%1): %2.</source>
        <translation>Teruggelezen van de schijf via de paginacache, mogelijk uit het geheugen: het wegschrijven of vrijgeven van de gecachete pagina&apos;s is mislukt (%1): %2.</translation>
    </message>
    <message>
        <source>Read back from the drive through the page cache, written out and dropped first (the drive refused O_DIRECT): %1.</source>
        <translation>Teruggelezen van de schijf via de paginacache, na eerst wegschrijven en vrijgeven (de schijf weigerde O_DIRECT): %1.</translation>
    </message>
    <message>
        <source>Cloned onto %1.</source>
        <translation>Gekloond naar %1.</translation>
    </message>
    <message>
        <source>Its %1 hold the source, with the fill where the source could not be read.</source>
        <translation>De %1 ervan bevatten de bron, met de opvulling waar de bron niet kon worden gelezen.</translation>
    </message>
    <message>
        <source>Clone INCOMPLETE on %1.</source>
        <translation>Kloon op %1 ONVOLLEDIG.</translation>
    </message>
    <message>
        <source>Drive cache NOT flushed.</source>
        <translation>Schijfcache NIET weggeschreven.</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Apparaat</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Serienummer</translation>
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
        <translation>Grootte</translation>
    </message>
    <message>
        <source>%1 bytes = %2 sectors of %3 bytes (%4 bytes physical)</source>
        <translation>%1 bytes = %2 sectoren van %3 bytes (%4 bytes fysiek)</translation>
    </message>
    <message>
        <source>SMART before the write</source>
        <translation>SMART vóór het schrijven</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Source written to</source>
        <translation>Bron geschreven naar</translation>
    </message>
    <message>
        <source>Read back</source>
        <translation>Teruggelezen</translation>
    </message>
    <message>
        <source>with O_DIRECT, from the medium</source>
        <translation>met O_DIRECT, van het medium</translation>
    </message>
    <message>
        <source>through the page cache, written out and dropped first (the drive refused O_DIRECT)</source>
        <translation>via de paginacache, na eerst wegschrijven en vrijgeven (de schijf weigerde O_DIRECT)</translation>
    </message>
    <message>
        <source>Excess sectors</source>
        <translation>Overtollige sectoren</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fout</translation>
    </message>
    <message>
        <source>Destination drive</source>
        <translation>Doelschijf</translation>
    </message>
    <message>
        <source>none of the %1 sectors of the source (%2 bytes)</source>
        <translation>geen van de %1 sectoren van de bron (%2 bytes)</translation>
    </message>
    <message>
        <source>sectors 0 to %1 of the %2 sectors of the source (%3 of %4 bytes)</source>
        <translation>sectoren 0 tot %1 van de %2 sectoren van de bron (%3 van %4 bytes)</translation>
    </message>
    <message>
        <source>Written: %1. The drive is not a copy of the source. Clone again from the start (--force).</source>
        <translation>Geschreven: %1. De schijf is geen kopie van de bron. Kloon opnieuw vanaf het begin (--force).</translation>
    </message>
</context>
<context>
    <name>Custody::ContentText</name>
    <message>
        <source>%1 of %2 sectors read (%3)</source>
        <translation>%1 van %2 sectoren gelezen (%3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 sectors: %2</source>
        <translation>%1 sectoren: %2</translation>
    </message>
    <message>
        <source>sectors %1 to %2 (%3)</source>
        <translation>sectoren %1 tot %2 (%3)</translation>
    </message>
    <message>
        <source>Most of this drive reads as zeros (%1 of the sectors read), although SMART reports %2 power-on hours: a drive in use is rarely that empty. Before relying on the image, rule out a drive that answers with zeros instead of its data (a locked or self-encrypting drive, a failing controller or adapter, an SSD that discarded trimmed blocks, a host protected area or a DCO hiding the data).</source>
        <translation>Het grootste deel van deze schijf leest als nullen (%1 van de gelezen sectoren), terwijl SMART %2 bedrijfsuren meldt: een schijf die in gebruik is, is zelden zo leeg. Sluit, voordat u op het image vertrouwt, een schijf uit die nullen geeft in plaats van haar gegevens (een vergrendelde of zelfversleutelende schijf, een falende controller of adapter, een SSD die getrimde blokken heeft verworpen, een host protected area of een DCO die de gegevens verbergt).</translation>
    </message>
    <message>
        <source>All zeros: %1</source>
        <translation>Alleen nullen: %1</translation>
    </message>
    <message>
        <source>One other byte repeated: %1</source>
        <translation>Eén andere byte herhaald: %1</translation>
    </message>
    <message>
        <source>Unreadable, not counted: %1 sectors</source>
        <translation>Onleesbaar, niet geteld: %1 sectoren</translation>
    </message>
    <message>
        <source>Zero run %1: %2</source>
        <translation>Nulreeks %1: %2</translation>
    </message>
    <message>
        <source>What the data looks like (%1-byte sectors):</source>
        <translation>Hoe de gegevens eruitzien (sectoren van %1 bytes):</translation>
    </message>
    <message>
        <source>What the data looks like</source>
        <translation>Hoe de gegevens eruitzien</translation>
    </message>
    <message>
        <source>Sectors read</source>
        <translation>Gelezen sectoren</translation>
    </message>
    <message>
        <source>All zeros</source>
        <translation>Alleen nullen</translation>
    </message>
    <message>
        <source>One other byte repeated</source>
        <translation>Eén andere byte herhaald</translation>
    </message>
    <message>
        <source>Unreadable, not counted</source>
        <translation>Onleesbaar, niet geteld</translation>
    </message>
    <message>
        <source>%1 sectors (the fill written in their place is not the drive&apos;s data)</source>
        <translation>%1 sectoren (de opvulling die op hun plaats is geschreven, zijn niet de gegevens van de schijf)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>Eerste sector</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>Laatste sector</translation>
    </message>
    <message>
        <source>Offset (bytes)</source>
        <translation>Offset (bytes)</translation>
    </message>
    <message>
        <source>Length (bytes)</source>
        <translation>Lengte (bytes)</translation>
    </message>
    <message>
        <source>The longest runs of sectors read as zeros, longest first:</source>
        <translation>De langste reeksen sectoren die als nullen lezen, langste eerst:</translation>
    </message>
    <message>
        <source>Mostly zeros</source>
        <translation>Grotendeels nullen</translation>
    </message>
    <message>
        <source>Counted in the image as stored: a sector the acquisition could not read holds its fill here and counts as what the fill is (zeros by default); the acquisition&apos;s record tells the two apart.</source>
        <translation>Geteld in het image zoals opgeslagen: een sector die de veiligstelling niet kon lezen, bevat hier de opvulling en telt als wat de opvulling is (standaard nullen); de registratie van de veiligstelling houdt die twee uit elkaar.</translation>
    </message>
    <message>
        <source>%1 sectors of %2 bytes</source>
        <translation>%1 sectoren van %2 bytes</translation>
    </message>
    <message>
        <source>Counted in the image as stored, except the sectors that the acquisition&apos;s record calls unreadable (%1): they hold the fill and count as unreadable, not as what the fill is.</source>
        <translation>Geteld in het image zoals opgeslagen, behalve de sectoren die de registratie van de veiligstelling onleesbaar noemt (%1): die bevatten de opvulling en tellen als onleesbaar, niet als wat de opvulling is.</translation>
    </message>
</context>
<context>
    <name>Custody::ConversionDialog</name>
    <message>
        <source>Convert to E01</source>
        <translation>Converteren naar E01</translation>
    </message>
    <message>
        <source>No E01 was made: %1</source>
        <translation>Er is geen E01 gemaakt: %1</translation>
    </message>
    <message>
        <source>Written: %1. Every hash of the acquisition agrees with the image read for it:</source>
        <translation>Geschreven: %1. Elke hash van de veiligstelling komt overeen met het image dat ervoor is gelezen:</translation>
    </message>
    <message>
        <source>Write the image of this acquisition as %1.E01 (and further segments as needed) beside it? The image is only read; the E01 is kept only when every hash of the acquisition is found again in the same read, and the acquisition log then names it.</source>
        <translation>Het image van deze veiligstelling als %1.E01 (en zo nodig verdere segmenten) ernaast schrijven? Het image wordt alleen gelezen; het E01 blijft alleen bewaard als elke hash van de veiligstelling in dezelfde leesbewerking wordt teruggevonden, en het logboek van de veiligstelling vermeldt het dan.</translation>
    </message>
    <message>
        <source>Com&amp;pression:</source>
        <translation>Com&amp;pressie:</translation>
    </message>
    <message>
        <source>Se&amp;gment size:</source>
        <translation>Se&amp;gmentgrootte:</translation>
    </message>
    <message>
        <source>Writing the E01 and checking the image against the acquisition&apos;s hashes in the same read…</source>
        <translation>Het E01 schrijven en het image in dezelfde leesbewerking toetsen aan de hashes van de veiligstelling…</translation>
    </message>
    <message>
        <source>The acquisition log does not name it: %1</source>
        <translation>Het logboek van de veiligstelling vermeldt het niet: %1</translation>
    </message>
    <message>
        <source>Stopping: the E01 written so far is removed…</source>
        <translation>Stoppen: het tot nu toe geschreven E01 wordt verwijderd…</translation>
    </message>
    <message>
        <source>The acquisition log names it, but its signature, now stale, was not removed: %1</source>
        <translation>Het logboek van de veiligstelling vermeldt het, maar de handtekening ervan, nu verouderd, is niet verwijderd: %1</translation>
    </message>
    <message>
        <source>The acquisition log names it; its signature, now stale, was removed (the log is signed again when a signing identity is set).</source>
        <translation>Het logboek van de veiligstelling vermeldt het; de handtekening ervan, nu verouderd, is verwijderd (het logboek wordt opnieuw ondertekend wanneer een ondertekeningsidentiteit is ingesteld).</translation>
    </message>
    <message>
        <source>Con&amp;vert</source>
        <translation>&amp;Converteren</translation>
    </message>
    <message>
        <source>Queued: the conversion starts when the job queue&apos;s limits let it (Jobs table). Cancel takes it out of the queue.</source>
        <translation>In de wachtrij: de conversie begint zodra de grenzen van de takenwachtrij het toelaten (takentabel). Annuleren haalt haar uit de wachtrij.</translation>
    </message>
    <message>
        <source>E01 written, the hashes agree</source>
        <translation>E01 geschreven, de hashes komen overeen</translation>
    </message>
    <message>
        <source>nothing kept</source>
        <translation>niets bewaard</translation>
    </message>
    <message>
        <source>Taken out of the job queue: nothing was written.</source>
        <translation>Uit de takenwachtrij gehaald: er is niets geschreven.</translation>
    </message>
</context>
<context>
    <name>Custody::DashboardStatus</name>
    <message>
        <source>The status file %1 is not kept: %2</source>
        <translation>Het statusbestand %1 wordt niet bijgehouden: %2</translation>
    </message>
    <message>
        <source>The status file %1 is no longer written: %2</source>
        <translation>Het statusbestand %1 wordt niet meer geschreven: %2</translation>
    </message>
    <message>
        <source>The status file %1 is not kept: give its full path</source>
        <translation>Het statusbestand %1 wordt niet bijgehouden: geef het volledige pad</translation>
    </message>
</context>
<context>
    <name>Custody::DestinationDrive</name>
    <message>
        <source>the device node changed while it was checked; check which drive it names and try again</source>
        <translation>het apparaatknooppunt is veranderd tijdens de controle; controleer welke schijf het aanduidt en probeer het opnieuw</translation>
    </message>
    <message>
        <source>the drive %1</source>
        <translation>de schijf %1</translation>
    </message>
    <message>
        <source>the kernel says it is in use (mounted or held by another program)</source>
        <translation>de kernel meldt dat hij in gebruik is (aangekoppeld of in gebruik door een ander programma)</translation>
    </message>
    <message>
        <source>its size cannot be read</source>
        <translation>de grootte ervan kan niet worden gelezen</translation>
    </message>
</context>
<context>
    <name>Custody::DestinationList</name>
    <message>
        <source>More destinations</source>
        <translation>Meer doelen</translation>
    </message>
    <message>
        <source>Each destination is written from the same read, with the same hashes; double-click one to edit it.</source>
        <translation>Elk doel wordt uit dezelfde leesbewerking geschreven, met dezelfde hashes; dubbelklik op een doel om het te bewerken.</translation>
    </message>
    <message>
        <source>&amp;Add image…</source>
        <translation>&amp;Image toevoegen…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bewerken…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>%1 is the name of two outputs: give each its own name or folder.</source>
        <translation>%1 is de naam van twee uitvoeren: geef elk een eigen naam of map.</translation>
    </message>
    <message>
        <source>E01</source>
        <translation>E01</translation>
    </message>
    <message>
        <source>split raw</source>
        <translation>gesplitst raw</translation>
    </message>
    <message>
        <source>raw</source>
        <translation>raw</translation>
    </message>
    <message>
        <source>Image %1 (%2)</source>
        <translation>Image %1 (%2)</translation>
    </message>
    <message>
        <source>Image %1 (%2, read back)</source>
        <translation>Image %1 (%2, teruggelezen)</translation>
    </message>
    <message>
        <source>Only the image above.</source>
        <translation>Alleen het image hierboven.</translation>
    </message>
    <message>
        <source>Write the source onto a whole drive, sector for sector (a restore when the source is an image file).</source>
        <translation>De bron sector voor sector naar een hele schijf schrijven (terugzetten als de bron een imagebestand is).</translation>
    </message>
    <message>
        <source>the sectors past the source left as they are</source>
        <translation>de sectoren voorbij de bron gelaten zoals ze zijn</translation>
    </message>
    <message>
        <source>the sectors past the source written with zeros</source>
        <translation>de sectoren voorbij de bron beschreven met nullen</translation>
    </message>
    <message>
        <source>the sectors past the source written with 0x%1</source>
        <translation>de sectoren voorbij de bron beschreven met 0x%1</translation>
    </message>
    <message>
        <source>Clone onto %1: %2, %3; %4</source>
        <translation>Kloon naar %1: %2, %3; %4</translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation>Bestemmingen</translation>
    </message>
    <message>
        <source>Clone to dr&amp;ive…</source>
        <translation>Klonen naar schi&amp;jf…</translation>
    </message>
</context>
<context>
    <name>Custody::DetachedSignature</name>
    <message>
        <source>the validity of the certificate %1 cannot be read; nothing is signed with it</source>
        <translation>de geldigheid van het certificaat %1 kan niet worden gelezen; er wordt niets mee ondertekend</translation>
    </message>
    <message>
        <source>the certificate %1 is not valid before %2 (it is %3 now); nothing is signed with it: sign with a certificate valid now</source>
        <translation>het certificaat %1 is niet geldig vóór %2 (het is nu %3); er wordt niets mee ondertekend: onderteken met een certificaat dat nu geldig is</translation>
    </message>
    <message>
        <source>the certificate %1 expired at %2 (it is %3 now); nothing is signed with it: sign with a certificate valid now</source>
        <translation>het certificaat %1 is verlopen op %2 (het is nu %3); er wordt niets mee ondertekend: onderteken met een certificaat dat nu geldig is</translation>
    </message>
    <message>
        <source>the trusted CA %1 cannot be read: %2</source>
        <translation>de vertrouwde CA %1 kan niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>the trusted CA %1 holds no PEM certificate: give the lab&apos;s CA certificate</source>
        <translation>de vertrouwde CA %1 bevat geen PEM-certificaat: geef het CA-certificaat van het lab</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceDetailsPane</name>
    <message>
        <source>unknown</source>
        <translation>onbekend</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>Drive details</source>
        <translation>Schijfdetails</translation>
    </message>
    <message>
        <source>Select a drive to see its identity, partitions and SMART data.</source>
        <translation>Selecteer een schijf om de identiteit, partities en SMART-gegevens ervan te zien.</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Apparaat</translation>
    </message>
    <message>
        <source>Stable name</source>
        <translation>Stabiele naam</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Leverancier</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Serienummer</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Grootte</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 bytes)</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Logische sector</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Fysieke sector</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Verwisselbaar</translation>
    </message>
    <message>
        <source>Kernel read-only flag</source>
        <translation>Alleen-lezenvlag van de kernel</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Onderliggend bestand</translation>
    </message>
    <message>
        <source>Listed by</source>
        <translation>Gevonden door</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partities</translation>
    </message>
    <message>
        <source>None found.</source>
        <translation>Geen gevonden.</translation>
    </message>
    <message>
        <source>Mounted: the file systems below may change while the drive is imaged.</source>
        <translation>Aangekoppeld: de bestandssystemen hieronder kunnen veranderen terwijl het image van de schijf wordt gemaakt.</translation>
    </message>
    <message>
        <source>File system</source>
        <translation>Bestandssysteem</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Aangekoppeld op</translation>
    </message>
    <message>
        <source>%1 (%2) on %3</source>
        <translation>%1 (%2) op %3</translation>
    </message>
    <message>
        <source>SMART</source>
        <translation>SMART</translation>
    </message>
    <message>
        <source>Read at %1</source>
        <translation>Gelezen op %1</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>niet gemeld</translation>
    </message>
    <message>
        <source>Overall health self-assessment</source>
        <translation>Algehele zelfbeoordeling van de gezondheid</translation>
    </message>
    <message>
        <source>Powered on</source>
        <translation>Ingeschakeld</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n uur</numerusform>
            <numerusform>%n uur</numerusform>
        </translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatuur</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Reallocated sectors</source>
        <translation>Opnieuw toegewezen sectoren</translation>
    </message>
    <message>
        <source>Sectors waiting to be reallocated</source>
        <translation>Sectoren die wachten op hertoewijzing</translation>
    </message>
    <message>
        <source>Sectors found unreadable offline</source>
        <translation>Offline als onleesbaar gevonden sectoren</translation>
    </message>
    <message>
        <source>Media and data integrity errors</source>
        <translation>Fouten in medium- en gegevensintegriteit</translation>
    </message>
    <message>
        <source>Life used</source>
        <translation>Verbruikte levensduur</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Beschikbare reserve</translation>
    </message>
    <message>
        <source>%1 % (threshold %2 %)</source>
        <translation>%1 % (drempel %2 %)</translation>
    </message>
    <message>
        <source>Grown defects</source>
        <translation>Bijgekomen defecten</translation>
    </message>
    <message>
        <source>Latest self-test</source>
        <translation>Laatste zelftest</translation>
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
        <translation>Attribuut</translation>
    </message>
    <message>
        <source>Value / worst / threshold</source>
        <translation>Waarde / slechtste / drempel</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>Ruw</translation>
    </message>
    <message>
        <source>Assessment</source>
        <translation>Beoordeling</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>FAILING NOW</source>
        <translation>FAALT NU</translation>
    </message>
    <message>
        <source>failed in the past</source>
        <translation>eerder gefaald</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>Verborgen gebieden</translation>
    </message>
    <message>
        <source>Sectors the drive shows</source>
        <translation>Sectoren die de schijf toont</translation>
    </message>
    <message>
        <source>Native size</source>
        <translation>Oorspronkelijke grootte</translation>
    </message>
    <message>
        <source>Other namespaces of this controller:</source>
        <translation>Andere namespaces van deze controller:</translation>
    </message>
    <message>
        <source>Commands sent (read-only):</source>
        <translation>Verzonden opdrachten (alleen-lezen):</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Indeling</translation>
    </message>
    <message>
        <source>Being read…</source>
        <translation>Wordt gelezen…</translation>
    </message>
    <message>
        <source>Could not be read: %1</source>
        <translation>Kon niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>Partition table: %1</source>
        <translation>Partitietabel: %1</translation>
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
        <translation>platform</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>onbekend</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>roterend</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>solid state</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceMonitor</name>
    <message>
        <source>smartctl could not open the drive (permission, or a USB bridge it does not recognise).</source>
        <translation>smartctl kon de schijf niet openen (rechten, of een USB-brug die het niet herkent).</translation>
    </message>
    <message>
        <source>The drive reports no SMART data.</source>
        <translation>De schijf meldt geen SMART-gegevens.</translation>
    </message>
    <message>
        <source>%1 no longer exists: the drive was removed or renamed.</source>
        <translation>%1 bestaat niet meer: de schijf is verwijderd of hernoemd.</translation>
    </message>
    <message>
        <source>You may not read %1: imaging it needs root or membership of its group &quot;%2&quot;. Start Custody with &quot;Run as administrator&quot; from the desktop menu (or custody-pkexec), or ask an administrator to add your account to &quot;%2&quot;, then log in again.</source>
        <translation>U mag %1 niet lezen: een image ervan maken vereist root of lidmaatschap van de groep &quot;%2&quot;. Start Custody met &quot;Als beheerder uitvoeren&quot; vanuit het bureaubladmenu (of custody-pkexec), of vraag een beheerder om uw account aan &quot;%2&quot; toe te voegen en meld u daarna opnieuw aan.</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceRow</name>
    <message>
        <source>A disk of this workstation: it holds %1. Imaging it reads a disk that changes while it is read; it is acquired only on an explicit, confirmed override and is never write-blocked.</source>
        <translation>Een schijf van dit werkstation: hij bevat %1. Een image ervan maken leest een schijf die verandert terwijl hij wordt gelezen; hij wordt alleen na een uitdrukkelijke, bevestigde overschrijving veiliggesteld en wordt nooit schrijfbeveiligd.</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceTableModel</name>
    <message>
        <source>Device</source>
        <translation>Apparaat</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Serial</source>
        <translation>Serienr.</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Grootte</translation>
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
        <translation>Uitneemb.</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Alleen-lezen</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>Aangekoppeld</translation>
    </message>
    <message>
        <source>SMART</source>
        <translation>SMART</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>Mounted: %1. A file system on this drive may change while it is imaged. Unmount it first if you can.</source>
        <translation>Aangekoppeld: %1. Een bestandssysteem op deze schijf kan veranderen terwijl het image wordt gemaakt. Ontkoppel het eerst als dat kan.</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Taak</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>inactief</translation>
    </message>
    <message>
        <source>%1 (system)</source>
        <translation>%1 (systeem)</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sectoren</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>niet bekend</translation>
    </message>
    <message>
        <source>SMART is not read over the network.</source>
        <translation>SMART wordt niet via het netwerk gelezen.</translation>
    </message>
    <message>
        <source>file %1</source>
        <translation>bestand %1</translation>
    </message>
    <message>
        <source>A loop device over the file %1</source>
        <translation>Een loop-apparaat boven het bestand %1</translation>
    </message>
    <message>
        <source>Hidden areas: sectors the drive holds but does not show the host (an HPA, a DCO, a detached NVMe namespace), as read-only commands found them. Custody never removes them.</source>
        <translation>Verborgen gebieden: sectoren die de schijf bevat maar niet aan de host toont (een HPA, een DCO, een losgekoppelde NVMe-namespace), zoals alleen-lezenopdrachten ze vonden. Custody verwijdert ze nooit.</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>Verborgen</translation>
    </message>
</context>
<context>
    <name>Custody::DriveIo</name>
    <message>
        <source>%1 of sectors %2 to %3</source>
        <translation>%1 van sectoren %2 tot %3</translation>
    </message>
    <message>
        <source>the drive ends early</source>
        <translation>de schijf houdt voortijdig op</translation>
    </message>
    <message>
        <source>no memory for a block of the pattern</source>
        <translation>geen geheugen voor een blok van het patroon</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 tot %2</translation>
    </message>
    <message>
        <source>%1, each of which was written when tried alone</source>
        <translation>%1, die elk wel werden geschreven wanneer ze afzonderlijk werden geprobeerd</translation>
    </message>
    <message>
        <source>pwrite of sectors %1</source>
        <translation>pwrite van sectoren %1</translation>
    </message>
</context>
<context>
    <name>Custody::DriveWipe</name>
    <message>
        <source>%1 refused a write at byte %2 (%3): the drive is not usable as a destination as it is.</source>
        <translation>%1 weigerde een schrijfbewerking bij byte %2 (%3): de schijf is in deze staat niet bruikbaar als doel.</translation>
    </message>
    <message>
        <source>%1 refused a read at byte %2 (%3): the drive is not usable as a destination as it is.</source>
        <translation>%1 weigerde een leesbewerking bij byte %2 (%3): de schijf is in deze staat niet bruikbaar als doel.</translation>
    </message>
    <message>
        <source>the certificate&apos;s folder %1 is not a folder you may write into: name a certificate base in another folder</source>
        <translation>de map van het certificaat %1 is geen map waarin u mag schrijven: geef een certificaatbasis in een andere map</translation>
    </message>
    <message>
        <source>--method zeroout writes zeros only: give --pattern zero, or --method write for another pattern</source>
        <translation>--method zeroout schrijft alleen nullen: geef --pattern zero, of --method write voor een ander patroon</translation>
    </message>
    <message>
        <source>a random pattern can be checked only with the key it was written with: give --pattern zero or 0xNN to --verify-only</source>
        <translation>een willekeurig patroon kan alleen worden gecontroleerd met de sleutel waarmee het is geschreven: geef --pattern zero of 0xNN bij --verify-only</translation>
    </message>
    <message>
        <source>the block size must be a multiple of 4096 bytes and of the drive&apos;s sector</source>
        <translation>de blokgrootte moet een veelvoud zijn van 4096 bytes en van de sector van de schijf</translation>
    </message>
</context>
<context>
    <name>Custody::EarlierOutputs</name>
    <message>
        <source>it is the report of the acquisition that starting over would replace, and would then describe an image that is no longer there; move it (and its signature, if any) away first</source>
        <translation>het is het rapport van de veiligstelling die opnieuw beginnen zou vervangen, en zou dan een image beschrijven dat er niet meer is; verplaats het (en de handtekening ervan, als die er is) eerst</translation>
    </message>
</context>
<context>
    <name>Custody::EndHookDialog</name>
    <message>
        <source>No program</source>
        <translation>Geen programma</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Kiezen…</translation>
    </message>
    <message>
        <source>Program to run</source>
        <translation>Uit te voeren programma</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>After this, the program is stopped with every process it started.</source>
        <translation>Hierna wordt het programma gestopt, samen met elk proces dat het heeft gestart.</translation>
    </message>
    <message>
        <source>&amp;Program:</source>
        <translation>&amp;Programma:</translation>
    </message>
    <message>
        <source>&amp;Stopped after:</source>
        <translation>&amp;Gestopt na:</translation>
    </message>
    <message>
        <source>Give the program&apos;s full path (it starts with /).</source>
        <translation>Geef het volledige pad van het programma (het begint met /).</translation>
    </message>
    <message>
        <source>%1 is not a program that can be run: give the path of an executable file.</source>
        <translation>%1 is geen programma dat kan worden uitgevoerd: geef het pad van een uitvoerbaar bestand.</translation>
    </message>
    <message>
        <source>Program when a job ends</source>
        <translation>Programma wanneer een taak eindigt</translation>
    </message>
    <message>
        <source>A program of the lab&apos;s that runs once each acquisition, verification or wipe has ended (to copy the image to an archive, to update a case system); for an acquisition, before the record and the log are signed. It is run without a shell or arguments and told the outcome, the verdict, the files and the digests in CUSTODY_ environment variables, as custody-cli acquire, verify and wipe --on-end tell them. Its exit status and output go into the acquisition log (a verification&apos;s or wipe&apos;s first line into its row of the case history); whatever it does, the job&apos;s outcome and verdict stay as they are. Leave it empty to run none.</source>
        <translation>Een programma van het lab dat eenmaal wordt uitgevoerd nadat elke veiligstelling, verificatie of wisbewerking is beëindigd (om het image naar een archief te kopiëren, om een zaaksysteem bij te werken); bij een veiligstelling vóórdat de registratie en het logboek worden ondertekend. Het wordt uitgevoerd zonder shell of argumenten en krijgt de uitkomst, het oordeel, de bestanden en de hashwaarden door in CUSTODY_-omgevingsvariabelen, zoals custody-cli acquire, verify en wipe --on-end ze doorgeven. De afsluitstatus en uitvoer ervan komen in het logboek van de veiligstelling (bij een verificatie of wisbewerking de eerste regel in de rij ervan in de zaakgeschiedenis); wat het ook doet, de uitkomst en het oordeel van de taak blijven zoals ze zijn. Laat het leeg om geen programma uit te voeren.</translation>
    </message>
</context>
<context>
    <name>Custody::Error</name>
    <message>
        <source>%1 at byte offset %2</source>
        <translation>%1 bij byte-offset %2</translation>
    </message>
    <message>
        <source>Invalid setting: %1.</source>
        <translation>Ongeldige instelling: %1.</translation>
    </message>
    <message>
        <source>Cannot open the source %1 for reading. Check that it exists and that you have read permission (root or the &apos;disk&apos; group for drives).</source>
        <translation>Kan de bron %1 niet openen om te lezen. Controleer of deze bestaat en of u leesrechten hebt (root of de groep &apos;disk&apos; voor schijven).</translation>
    </message>
    <message>
        <source>The source %1 is neither a block device nor a regular file. Choose a drive, a partition or an image file.</source>
        <translation>De bron %1 is geen blokapparaat en geen gewoon bestand. Kies een schijf, een partitie of een imagebestand.</translation>
    </message>
    <message>
        <source>The source device vanished while reading %1. Reconnect it and resume; the image and map written so far are kept.</source>
        <translation>Het bronapparaat is verdwenen tijdens het lezen van %1. Sluit het opnieuw aan en hervat; het image en de sectorkaart die tot nu toe zijn geschreven, blijven bewaard.</translation>
    </message>
    <message>
        <source>The source ended early: no data at %1, although its size was reported larger. The image and map written so far are kept.</source>
        <translation>De bron hield voortijdig op: geen gegevens bij %1, hoewel een grotere omvang was gemeld. Het image en de sectorkaart die tot nu toe zijn geschreven, blijven bewaard.</translation>
    </message>
    <message>
        <source>Reading the source failed at %1 in a way that is not a bad sector. The image and map written so far are kept.</source>
        <translation>Het lezen van de bron is bij %1 mislukt op een manier die geen defecte sector is. Het image en de sectorkaart die tot nu toe zijn geschreven, blijven bewaard.</translation>
    </message>
    <message>
        <source>The output %1 already exists. Choose another name, or allow overwriting (--force).</source>
        <translation>De uitvoer %1 bestaat al. Kies een andere naam, of sta overschrijven toe (--force).</translation>
    </message>
    <message>
        <source>Cannot create the output file %1. Check that the folder exists and is writable.</source>
        <translation>Kan het uitvoerbestand %1 niet aanmaken. Controleer of de map bestaat en beschrijfbaar is.</translation>
    </message>
    <message>
        <source>Writing the image failed at %1. The data written so far is kept; check the destination drive.</source>
        <translation>Het schrijven van het image is mislukt bij %1. De tot nu toe geschreven gegevens blijven bewaard; controleer de doelschijf.</translation>
    </message>
    <message>
        <source>The destination is full: cannot write %1. Free space or choose another destination; the image and map written so far are kept.</source>
        <translation>Het doel is vol: kan %1 niet schrijven. Maak ruimte vrij of kies een ander doel; het image en de sectorkaart die tot nu toe zijn geschreven, blijven bewaard.</translation>
    </message>
    <message>
        <source>Flushing the image %1 to disk failed. The destination drive may be failing.</source>
        <translation>Het wegschrijven van het image %1 naar schijf is mislukt. De doelschijf is mogelijk aan het falen.</translation>
    </message>
    <message>
        <source>Reading the image at %1 failed, so its hashes cannot be computed. Check that the image files are complete and readable.</source>
        <translation>Het lezen van het image bij %1 is mislukt, dus de hashes ervan kunnen niet worden berekend. Controleer of de imagebestanden volledig en leesbaar zijn.</translation>
    </message>
    <message>
        <source>The map file %1 is not a valid ddrescue mapfile: %2.</source>
        <translation>Het sectorkaartbestand %1 is geen geldig ddrescue-mapfile: %2.</translation>
    </message>
    <message>
        <source>The hash computation failed (%1).</source>
        <translation>De hashberekening is mislukt (%1).</translation>
    </message>
    <message>
        <source>The acquisition was cancelled. The image and map written so far are kept.</source>
        <translation>De veiligstelling is geannuleerd. Het image en de sectorkaart die tot nu toe zijn geschreven, blijven bewaard.</translation>
    </message>
    <message>
        <source>Cannot list the drives of this computer (%1).</source>
        <translation>Kan de schijven van deze computer niet weergeven (%1).</translation>
    </message>
    <message>
        <source>Not allowed to set the kernel read-only flag (software write-block) on %1: it needs root (CAP_SYS_ADMIN). Run as root, or image without software write-block behind a hardware write blocker.</source>
        <translation>Niet toegestaan de alleen-lezenvlag van de kernel (software-schrijfbeveiliging) op %1 te zetten: dit vereist root (CAP_SYS_ADMIN). Voer uit als root, of maak het image zonder software-schrijfbeveiliging achter een hardware-schrijfblokker.</translation>
    </message>
    <message>
        <source>Cannot change or verify the kernel read-only flag (software write-block) on %1.</source>
        <translation>Kan de alleen-lezenvlag van de kernel (software-schrijfbeveiliging) op %1 niet wijzigen of controleren.</translation>
    </message>
    <message>
        <source>The program %1 is not installed. Install it (Debian package: %2).</source>
        <translation>Het programma %1 is niet geïnstalleerd. Installeer het (Debian-pakket: %2).</translation>
    </message>
    <message>
        <source>The program %1 could not be run.</source>
        <translation>Het programma %1 kon niet worden uitgevoerd.</translation>
    </message>
    <message>
        <source>The program %1 did not finish in time and was stopped.</source>
        <translation>Het programma %1 was niet op tijd klaar en is gestopt.</translation>
    </message>
    <message>
        <source>The output of %1 could not be read: %2.</source>
        <translation>De uitvoer van %1 kon niet worden gelezen: %2.</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>een map</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>een tekenapparaat</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>een blokapparaat</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>een socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>geen gewoon bestand</translation>
    </message>
    <message>
        <source>%1 bytes; the limit is %2 bytes</source>
        <translation>%1 bytes; de limiet is %2 bytes</translation>
    </message>
    <message>
        <source>more than %1 bytes, the limit</source>
        <translation>meer dan %1 bytes, de limiet</translation>
    </message>
    <message>
        <source>Refused to write %1: %2. Writing there would alter the evidence or a file of record, so overwriting (--force) does not allow it either; choose another destination or name.</source>
        <translation>Schrijven naar %1 geweigerd: %2. Schrijven daarnaartoe zou het bewijsmateriaal of een vastgelegd bestand wijzigen, dus ook overschrijven (--force) staat het niet toe; kies een ander doel of een andere naam.</translation>
    </message>
    <message>
        <source>Cannot save the map file %1. The map saved before is kept unchanged (it describes only image data already on disk), and so is the image. Make room or make the folder writable, then resume.</source>
        <translation>Kan het sectorkaartbestand %1 niet opslaan. De eerder opgeslagen sectorkaart blijft ongewijzigd (die beschrijft alleen imagegegevens die al op schijf staan), evenals het image. Maak ruimte vrij of maak de map beschrijfbaar, en hervat daarna.</translation>
    </message>
    <message>
        <source>Cannot save %1. Nothing was changed: the file is as it was before (or still absent).</source>
        <translation>Kan %1 niet opslaan. Er is niets gewijzigd: het bestand is zoals het eerder was (of ontbreekt nog steeds).</translation>
    </message>
    <message>
        <source>%1 is %2, not a file that can be read to its end. Give a regular file or a pipe.</source>
        <translation>%1 is %2, geen bestand dat tot het einde kan worden gelezen. Geef een gewoon bestand of een pipe.</translation>
    </message>
    <message>
        <source>%1 is too large to read (%2).</source>
        <translation>%1 is te groot om te lezen (%2).</translation>
    </message>
    <message>
        <source>Cannot resume the acquisition into %1: %2.</source>
        <translation>Kan de veiligstelling naar %1 niet hervatten: %2.</translation>
    </message>
    <message>
        <source>Another acquisition is using %1 (%2). Wait until it ends, or choose another image name.</source>
        <translation>Een andere veiligstelling gebruikt %1 (%2). Wacht tot die klaar is, of kies een andere imagenaam.</translation>
    </message>
    <message>
        <source>The image %1 is no longer the one this acquisition wrote: %2. The digests it was acquired with stay in its map; keep the image as found and acquire the source again into a new name.</source>
        <translation>Het image %1 is niet meer het image dat deze veiligstelling heeft geschreven: %2. De hashwaarden waarmee het is veiliggesteld, blijven in de sectorkaart; bewaar het image zoals aangetroffen en stel de bron opnieuw veilig onder een nieuwe naam.</translation>
    </message>
    <message>
        <source>an interrupted E01 acquisition cannot be resumed: acquire again, replacing its files, or acquire to raw with the rescue preset (which resumes) and convert the result to E01</source>
        <translation>een onderbroken E01-veiligstelling kan niet worden hervat: stel opnieuw veilig en vervang de bestanden, of stel veilig naar raw met de voorinstelling rescue (die wel hervat) en converteer het resultaat naar E01</translation>
    </message>
    <message>
        <source>TLS credentials were given for a plaintext URI: write nbds:// (or nbds+unix://) to use TLS</source>
        <translation>Er zijn TLS-referenties opgegeven voor een onversleutelde URI: schrijf nbds:// (of nbds+unix://) om TLS te gebruiken</translation>
    </message>
    <message numerus="yes">
        <source>the NBD server did not answer within %n second(s)</source>
        <translation>
            <numerusform>de NBD-server antwoordde niet binnen %n seconde</numerusform>
            <numerusform>de NBD-server antwoordde niet binnen %n seconden</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot sign with %1. Check that the key (--sign-key) belongs to the certificate (--sign-cert), that both are PEM files, and the passphrase.</source>
        <translation>Kan niet ondertekenen met %1. Controleer of de sleutel (--sign-key) bij het certificaat (--sign-cert) hoort, of beide PEM-bestanden zijn, en de wachtwoordzin.</translation>
    </message>
    <message>
        <source>The signature %1 cannot be read as a detached CMS (PKCS#7) signature in DER. Keep it as found: it says nothing about the file beside it.</source>
        <translation>De handtekening %1 kan niet worden gelezen als een losse CMS-handtekening (PKCS#7) in DER. Bewaar haar zoals aangetroffen: ze zegt niets over het bestand ernaast.</translation>
    </message>
    <message>
        <source>The case history %1 cannot be used (%2).</source>
        <translation>De zaakgeschiedenis %1 kan niet worden gebruikt (%2).</translation>
    </message>
    <message>
        <source>Refused to remove %1: %2. Custody removes only files it can prove it wrote itself; move the file away or choose another name.</source>
        <translation>Verwijderen van %1 geweigerd: %2. Custody verwijdert alleen bestanden waarvan het kan aantonen dat het ze zelf heeft geschreven; verplaats het bestand of kies een andere naam.</translation>
    </message>
    <message>
        <source>The signature of %1 fails (%2), so nothing made from it is signed over it. Keep the files as found and verify them (Verify image…, custody-cli verify).</source>
        <translation>De handtekening van %1 klopt niet (%2), dus niets wat ervan is gemaakt, wordt eroverheen ondertekend. Bewaar de bestanden zoals aangetroffen en verifieer ze (Image verifiëren…, custody-cli verify).</translation>
    </message>
    <message>
        <source>Refused to overwrite the drive %1: %2. Nothing was written to it.</source>
        <translation>Overschrijven van de schijf %1 geweigerd: %2. Er is niets naar geschreven.</translation>
    </message>
    <message>
        <source>Cannot connect to the network source %1. Check the URI, that the server runs and exports it to this machine, and the credentials (NBD: nbds:// with --tls-psk and --tls-username, or --tls-certificates; iSCSI: --chap-file).</source>
        <translation>Kan geen verbinding maken met de netwerkbron %1. Controleer de URI, of de server draait en de bron naar deze machine exporteert, en de referenties (NBD: nbds:// met --tls-psk en --tls-username, of --tls-certificates; iSCSI: --chap-file).</translation>
    </message>
    <message>
        <source>What describes the source %1 (its layout or identify data) could not be read.</source>
        <translation>Wat de bron %1 beschrijft (de indeling of de identificatiegegevens) kon niet worden gelezen.</translation>
    </message>
    <message>
        <source>The drive at %1 is not the one chosen for this acquisition: %2. Nothing was read or written; connect the drive chosen, or choose the drive again (its serial number and size as the device list shows them).</source>
        <translation>De schijf op %1 is niet de schijf die voor deze verwerving gekozen is: %2. Er is niets gelezen of geschreven; sluit de gekozen schijf aan, of kies de schijf opnieuw (haar serienummer en grootte zoals de apparatenlijst ze toont).</translation>
    </message>
</context>
<context>
    <name>Custody::EvidenceGuard</name>
    <message>
        <source>the source %1</source>
        <translation>de bron %1</translation>
    </message>
    <message>
        <source>%1, which holds %2</source>
        <translation>%1, dat %2 bevat</translation>
    </message>
    <message>
        <source>%1, the file behind %2 (%3)</source>
        <translation>%1, het bestand achter %2 (%3)</translation>
    </message>
    <message>
        <source>it is a symbolic link, and writing it would write wherever it points; give the real path</source>
        <translation>het is een symbolische koppeling, en ernaar schrijven zou schrijven waar die ook naar verwijst; geef het echte pad</translation>
    </message>
    <message>
        <source>it exists and is not a regular file (a device, a folder, a pipe or a socket)</source>
        <translation>het bestaat en is geen gewoon bestand (een apparaat, een map, een pipe of een socket)</translation>
    </message>
    <message>
        <source>it is %1</source>
        <translation>het is %1</translation>
    </message>
    <message>
        <source>its folder %1 is on a file system that writes to %2</source>
        <translation>de map %1 staat op een bestandssysteem dat naar %2 schrijft</translation>
    </message>
    <message>
        <source>its folder %1 is on a file system inside %2</source>
        <translation>de map %1 staat op een bestandssysteem binnen %2</translation>
    </message>
    <message>
        <source>overwriting it overwrites %1, which is %2</source>
        <translation>overschrijven overschrijft %1, dat %2 is</translation>
    </message>
    <message>
        <source>%1 stands on %2</source>
        <translation>%1 staat op %2</translation>
    </message>
    <message>
        <source>%1 writes into %2</source>
        <translation>%1 schrijft naar %2</translation>
    </message>
</context>
<context>
    <name>Custody::FolderProbe</name>
    <message>
        <source>Refused to create %1: %2 is on a file system that writes to the source %3. Choose a folder on another drive.</source>
        <translation>Aanmaken van %1 geweigerd: %2 staat op een bestandssysteem dat naar de bron %3 schrijft. Kies een map op een andere schijf.</translation>
    </message>
</context>
<context>
    <name>Custody::HashlogFormat</name>
    <message>
        <source>coreutils checksum list</source>
        <translation>coreutils-controlesomlijst</translation>
    </message>
    <message>
        <source>BSD-style checksum list</source>
        <translation>controlesomlijst in BSD-stijl</translation>
    </message>
    <message>
        <source>dc3dd log</source>
        <translation>dc3dd-logboek</translation>
    </message>
    <message>
        <source>dcfldd hashlog</source>
        <translation>dcfldd-hashlog</translation>
    </message>
    <message>
        <source>Guymager .info file</source>
        <translation>Guymager .info-bestand</translation>
    </message>
    <message>
        <source>libewf tool output (ewfacquire/ewfverify/ewfinfo)</source>
        <translation>uitvoer van libewf-hulpprogramma (ewfacquire/ewfverify/ewfinfo)</translation>
    </message>
    <message>
        <source>FTK Imager summary</source>
        <translation>FTK Imager-samenvatting</translation>
    </message>
    <message>
        <source>Custody acquisition record</source>
        <translation>Custody-registratie van een veiligstelling</translation>
    </message>
    <message>
        <source>digests stored in the E01 image</source>
        <translation>hashwaarden opgeslagen in het E01-image</translation>
    </message>
</context>
<context>
    <name>Custody::HashlogText</name>
    <message>
        <source>the size &apos;%1&apos; is not a number</source>
        <translation>de grootte &apos;%1&apos; is geen getal</translation>
    </message>
    <message>
        <source>not a checksum line: expected &apos;&lt;hex&gt;  &lt;file name&gt;&apos; or &apos;ALGORITHM (&lt;file name&gt;) = &lt;hex&gt;&apos;</source>
        <translation>geen controlesomregel: verwacht &apos;&lt;hex&gt;  &lt;bestandsnaam&gt;&apos; of &apos;ALGORITME (&lt;bestandsnaam&gt;) = &lt;hex&gt;&apos;</translation>
    </message>
    <message>
        <source>a digest of %1 hex digits, which is the length of no algorithm Custody knows</source>
        <translation>een hashwaarde van %1 hexadecimale cijfers, wat de lengte is van geen enkel algoritme dat Custody kent</translation>
    </message>
    <message>
        <source>no checksum lines</source>
        <translation>geen controlesomregels</translation>
    </message>
    <message>
        <source>a window without a valid offset and length</source>
        <translation>een venster zonder geldige offset en lengte</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>geen geldige JSON: %1</translation>
    </message>
    <message>
        <source>a JSON file, but not a Custody acquisition record (no &quot;format&quot;: &quot;custody-acquisition-record&quot;)</source>
        <translation>een JSON-bestand, maar geen Custody-registratie van een veiligstelling (geen &quot;format&quot;: &quot;custody-acquisition-record&quot;)</translation>
    </message>
    <message>
        <source>a hash without an algorithm</source>
        <translation>een hash zonder algoritme</translation>
    </message>
    <message>
        <source>the record has no hashes (the acquisition&apos;s status is &apos;%1&apos;)</source>
        <translation>de registratie heeft geen hashes (de status van de veiligstelling is &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>the device size is not a number</source>
        <translation>de apparaatgrootte is geen getal</translation>
    </message>
    <message>
        <source>a piecewise hash before any total hash names its algorithm</source>
        <translation>een deelhash staat vóór een totaalhash die het algoritme noemt</translation>
    </message>
    <message>
        <source>the sector range is not valid</source>
        <translation>het sectorbereik is ongeldig</translation>
    </message>
    <message>
        <source>unexpected line in dc3dd&apos;s input results: expected &apos;&lt;hex&gt; (&lt;algorithm&gt;)&apos; or &apos;&lt;hex&gt;, sectors A - B&apos;</source>
        <translation>onverwachte regel in de invoerresultaten van dc3dd: verwacht &apos;&lt;hex&gt; (&lt;algoritme&gt;)&apos; of &apos;&lt;hex&gt;, sectors A - B&apos;</translation>
    </message>
    <message>
        <source>a dc3dd log without hashes (was it run with hash=?)</source>
        <translation>een dc3dd-logboek zonder hashes (is het uitgevoerd met hash=?)</translation>
    </message>
    <message>
        <source>the sector size is 0</source>
        <translation>de sectorgrootte is 0</translation>
    </message>
    <message>
        <source>the sector range is too large</source>
        <translation>het sectorbereik is te groot</translation>
    </message>
    <message>
        <source>a window digest of %1 hex digits, which is the length of none of the log&apos;s algorithms (%2)</source>
        <translation>een vensterhashwaarde van %1 hexadecimale cijfers, wat de lengte is van geen van de algoritmen van het logboek (%2)</translation>
    </message>
    <message>
        <source>this is a dcfldd verify log: it holds match results, not hashes. Verify against the hashlog of the acquisition</source>
        <translation>dit is een dcfldd-verificatielogboek: het bevat vergelijkingsresultaten, geen hashes. Verifieer aan de hand van de hashlog van de veiligstelling</translation>
    </message>
    <message>
        <source>not a dcfldd hashlog line: expected &apos;&lt;start&gt; - &lt;end&gt;: &lt;hex&gt;&apos; or &apos;Total (&lt;algorithm&gt;): &lt;hex&gt;&apos;</source>
        <translation>geen dcfldd-hashlogregel: verwacht &apos;&lt;start&gt; - &lt;end&gt;: &lt;hex&gt;&apos; of &apos;Total (&lt;algoritme&gt;): &lt;hex&gt;&apos;</translation>
    </message>
    <message>
        <source>the window %1 - %2 is not a byte range</source>
        <translation>het venster %1 - %2 is geen bytebereik</translation>
    </message>
    <message>
        <source>a dcfldd log without hashes (was it run with hash=?)</source>
        <translation>een dcfldd-logboek zonder hashes (is het uitgevoerd met hash=?)</translation>
    </message>
    <message>
        <source>no digest in the output of the libewf tool</source>
        <translation>geen hashwaarde in de uitvoer van het libewf-hulpprogramma</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; is geen getal</translation>
    </message>
    <message>
        <source>the FTK Imager summary has no computed hashes</source>
        <translation>de FTK Imager-samenvatting heeft geen berekende hashes</translation>
    </message>
    <message>
        <source>the .info file records no hash of the image</source>
        <translation>het .info-bestand vermeldt geen hash van het image</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>het bestand is leeg</translation>
    </message>
    <message>
        <source>not a hashlog format Custody reads (coreutils or BSD checksum lists, dc3dd, dcfldd, Guymager, ewfacquire/ewfverify/ewfinfo, FTK Imager, Custody&apos;s JSON record)</source>
        <translation>geen hashlogformaat dat Custody leest (coreutils- of BSD-controlesomlijsten, dc3dd, dcfldd, Guymager, ewfacquire/ewfverify/ewfinfo, FTK Imager, de JSON-registratie van Custody)</translation>
    </message>
    <message>
        <source>the file starts with a UTF-16 byte-order mark but is not valid UTF-16</source>
        <translation>het bestand begint met een UTF-16-bytevolgordemarkering maar is geen geldige UTF-16</translation>
    </message>
    <message>
        <source>every other byte is NUL: this is UTF-16 text without a byte-order mark, or a binary file</source>
        <translation>elke tweede byte is NUL: dit is UTF-16-tekst zonder bytevolgordemarkering, of een binair bestand</translation>
    </message>
    <message>
        <source>a NUL byte: this is a binary file, or UTF-16 text without a byte-order mark</source>
        <translation>een NUL-byte: dit is een binair bestand, of UTF-16-tekst zonder bytevolgordemarkering</translation>
    </message>
    <message>
        <source>the line is longer than %1 bytes: not a hashlog</source>
        <translation>de regel is langer dan %1 bytes: geen hashlog</translation>
    </message>
    <message>
        <source>line %1: </source>
        <translation>regel %1: </translation>
    </message>
    <message>
        <source>the %1 digest has %2 hex digits; %1 has %3</source>
        <translation>de %1-hashwaarde heeft %2 hexadecimale cijfers; %1 heeft er %3</translation>
    </message>
    <message>
        <source>the %1 digest has %2 hex digits, which is not the length of a digest</source>
        <translation>de %1-hashwaarde heeft %2 hexadecimale cijfers, wat niet de lengte van een hashwaarde is</translation>
    </message>
    <message>
        <source>the %1 digest is missing</source>
        <translation>de %1-hashwaarde ontbreekt</translation>
    </message>
    <message>
        <source>the %1 digest &apos;%2&apos; is not hexadecimal%3</source>
        <translation>de %1-hashwaarde &apos;%2&apos; is niet hexadecimaal%3</translation>
    </message>
    <message>
        <source> nor base64 of the right length</source>
        <translation> en ook geen base64 van de juiste lengte</translation>
    </message>
    <message>
        <source>an entry of result.%1 without a valid offset and length</source>
        <translation>een item van result.%1 zonder geldige offset en lengte</translation>
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
        <translation>%1 sectoren</translation>
    </message>
    <message>
        <source>HPA of %1</source>
        <translation>HPA van %1</translation>
    </message>
    <message>
        <source>DCO of %1</source>
        <translation>DCO van %1</translation>
    </message>
    <message>
        <source>AMA of %1</source>
        <translation>AMA van %1</translation>
    </message>
    <message>
        <source>detached namespace %1 of %2</source>
        <translation>losgekoppelde namespace %1 van %2</translation>
    </message>
    <message>
        <source>%1 unallocated</source>
        <translation>%1 niet toegewezen</translation>
    </message>
    <message>
        <source>A Host Protected Area (HPA) of %1 (%2) from sector %3.</source>
        <translation>Een Host Protected Area (HPA) van %1 (%2) vanaf sector %3.</translation>
    </message>
    <message>
        <source>A Device Configuration Overlay (DCO) of %1 (%2) from sector %3.</source>
        <translation>Een Device Configuration Overlay (DCO) van %1 (%2) vanaf sector %3.</translation>
    </message>
    <message>
        <source>An Accessible Max Address below the native one: %1 (%2) from sector %3.</source>
        <translation>Een Accessible Max Address onder het oorspronkelijke adres: %1 (%2) vanaf sector %3.</translation>
    </message>
    <message>
        <source>NVMe namespace %1 of %2 (%3) is allocated but not attached: the kernel shows no device for it.</source>
        <translation>NVMe-namespace %1 van %2 (%3) is toegewezen maar niet gekoppeld: de kernel toont er geen apparaat voor.</translation>
    </message>
    <message>
        <source>%1 of the drive&apos;s capacity belongs to no NVMe namespace.</source>
        <translation>%1 van de capaciteit van de schijf hoort bij geen enkele NVMe-namespace.</translation>
    </message>
    <message>
        <source>detached namespace %1 of unknown size</source>
        <translation>losgekoppelde namespace %1 van onbekende grootte</translation>
    </message>
    <message>
        <source>NVMe namespace %1, of unknown size, is allocated but not attached: the kernel shows no device for it.</source>
        <translation>NVMe-namespace %1, van onbekende grootte, is toegewezen maar niet gekoppeld: de kernel toont er geen apparaat voor.</translation>
    </message>
</context>
<context>
    <name>Custody::HiddenAreaStatus</name>
    <message>
        <source>checking…</source>
        <translation>controleren…</translation>
    </message>
    <message>
        <source>Custody is asking the drive, with read-only commands, whether it hides sectors from the host (HPA, DCO, detached namespaces).</source>
        <translation>Custody vraagt de schijf met alleen-lezenopdrachten of deze sectoren voor de host verbergt (HPA, DCO, losgekoppelde namespaces).</translation>
    </message>
    <message>
        <source>The drive hides no sectors from the host: it shows all %1.</source>
        <translation>De schijf verbergt geen sectoren voor de host: ze toont alle %1.</translation>
    </message>
</context>
<context>
    <name>Custody::HiddenAreas</name>
    <message>
        <source>not checked</source>
        <translation>niet gecontroleerd</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>not a drive</source>
        <translation>geen schijf</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>onbekend</translation>
    </message>
    <message>
        <source>%1; more unknown</source>
        <translation>%1; meer onbekend</translation>
    </message>
    <message>
        <source>Not a drive (a loop device, network export, mapped device or file): it has no hidden areas of its own. Check the drive it comes from.</source>
        <translation>Geen schijf (een loop-apparaat, netwerkexport, gemapt apparaat of bestand): het heeft zelf geen verborgen gebieden. Controleer de schijf waar het vandaan komt.</translation>
    </message>
    <message>
        <source>The drive refused a command that reads its size (%1). Its hidden areas cannot be told; a hardware write-blocker or duplicator may read them.</source>
        <translation>De schijf weigerde een opdracht die de grootte leest (%1). De verborgen gebieden kunnen niet worden bepaald; een hardware-schrijfblokker of duplicator kan ze mogelijk lezen.</translation>
    </message>
    <message>
        <source>The device could not be opened to ask it (%1). Run Custody as root, and check that the drive is still connected.</source>
        <translation>Het apparaat kon niet worden geopend om het te bevragen (%1). Voer Custody uit als root, en controleer of de schijf nog is aangesloten.</translation>
    </message>
    <message>
        <source>The drive&apos;s identify data is not valid (%1): its sizes cannot be trusted. Connect it directly to SATA and check again.</source>
        <translation>De identificatiegegevens van de schijf zijn ongeldig (%1): de groottes ervan zijn niet betrouwbaar. Sluit de schijf rechtstreeks op SATA aan en controleer opnieuw.</translation>
    </message>
    <message>
        <source>The NVMe controller could not be asked (%1). Check the drive on a machine where the NVMe admin commands reach it.</source>
        <translation>De NVMe-controller kon niet worden bevraagd (%1). Controleer de schijf op een machine waar de NVMe-beheeropdrachten haar bereiken.</translation>
    </message>
    <message>
        <source>Hidden areas could not be checked (%1).</source>
        <translation>Verborgen gebieden konden niet worden gecontroleerd (%1).</translation>
    </message>
    <message>
        <source>The drive&apos;s Device Configuration Overlay is frozen (%1), as many computers leave it at start-up: whether a DCO hides sectors cannot be told. Connect the drive after the computer has started, or through a write-blocker that reads the DCO.</source>
        <translation>De Device Configuration Overlay van de schijf is bevroren (%1), zoals veel computers hem bij het opstarten laten: of een DCO sectoren verbergt, kan niet worden bepaald. Sluit de schijf aan nadat de computer is opgestart, of via een schrijfblokker die de DCO leest.</translation>
    </message>
    <message>
        <source>An ATA command did not reach the drive (%1). Connect the drive directly to SATA, or through a bridge that passes ATA commands (SAT), to look for an HPA or DCO.</source>
        <translation>Een ATA-opdracht bereikte de schijf niet (%1). Sluit de schijf rechtstreeks op SATA aan, of via een brug die ATA-opdrachten doorgeeft (SAT), om naar een HPA of DCO te zoeken.</translation>
    </message>
</context>
<context>
    <name>Custody::HiddenAreasText</name>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>unknown (%1)</source>
        <translation>onbekend (%1)</translation>
    </message>
    <message>
        <source>Acquired sectors 0 to %1 of the %2 the drive shows; hidden areas: %3.</source>
        <translation>Sectoren 0 tot %1 van de %2 die de schijf toont veiliggesteld; verborgen gebieden: %3.</translation>
    </message>
    <message>
        <source>Set out to acquire sectors 0 to %1 of the %2 the drive shows, and did not complete; hidden areas: %3.</source>
        <translation>Begonnen met het veiligstellen van sectoren 0 tot %1 van de %2 die de schijf toont, en niet voltooid; verborgen gebieden: %3.</translation>
    </message>
    <message numerus="yes">
        <source>An image of this drive holds only the sectors it shows, not the %1 hidden sector(s).</source>
        <translation>
            <numerusform>Een image van deze schijf bevat alleen de sectoren die ze toont, niet de %1 verborgen sector.</numerusform>
            <numerusform>Een image van deze schijf bevat alleen de sectoren die ze toont, niet de %1 verborgen sectoren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Custody never removes an HPA or DCO: the examiner decides, for example with a hardware write-blocker&apos;s HPA/DCO handling, and then acquires the drive again.</source>
        <translation>Custody verwijdert nooit een HPA of DCO: de onderzoeker beslist, bijvoorbeeld met de HPA/DCO-afhandeling van een hardware-schrijfblokker, en stelt de schijf daarna opnieuw veilig.</translation>
    </message>
    <message>
        <source>A detached NVMe namespace is in no image of another namespace, and the kernel shows no device for it: it can be acquired only once attached, which the examiner decides.</source>
        <translation>Een losgekoppelde NVMe-namespace zit in geen enkel image van een andere namespace, en de kernel toont er geen apparaat voor: ze kan pas worden veiliggesteld nadat ze is gekoppeld, waarover de onderzoeker beslist.</translation>
    </message>
    <message>
        <source>Capacity that belongs to no namespace is in no namespace&apos;s image.</source>
        <translation>Capaciteit die bij geen enkele namespace hoort, zit in geen enkel namespace-image.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>onbekend</translation>
    </message>
    <message>
        <source>%1 sectors</source>
        <translation>%1 sectoren</translation>
    </message>
    <message>
        <source>%1 sectors of %2 bytes (%3)</source>
        <translation>%1 sectoren van %2 bytes (%3)</translation>
    </message>
    <message>
        <source>%1 Found by %2.</source>
        <translation>%1 Gevonden met %2.</translation>
    </message>
    <message>
        <source>Namespace %1: %2; the kernel shows no device for it.</source>
        <translation>Namespace %1: %2; de kernel toont er geen apparaat voor.</translation>
    </message>
    <message>
        <source>Namespace %1: %2, its own device %3, which can be acquired on its own.</source>
        <translation>Namespace %1: %2, met een eigen apparaat %3, dat afzonderlijk kan worden veiliggesteld.</translation>
    </message>
    <message>
        <source>Acquired sectors 0 to %1 of the %2 sectors of %3 bytes this source shows; the drive itself shows %4; hidden areas: %5.</source>
        <translation>Sectoren 0 tot %1 van de %2 sectoren van %3 bytes die deze bron toont veiliggesteld; de schijf zelf toont %4; verborgen gebieden: %5.</translation>
    </message>
    <message>
        <source>Set out to acquire sectors 0 to %1 of the %2 sectors of %3 bytes this source shows, and did not complete; the drive itself shows %4; hidden areas: %5.</source>
        <translation>Begonnen met het veiligstellen van sectoren 0 tot %1 van de %2 sectoren van %3 bytes die deze bron toont, en niet voltooid; de schijf zelf toont %4; verborgen gebieden: %5.</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryEvent</name>
    <message>
        <source>Acquisition</source>
        <translation>Veiligstelling</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatting</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Verificatie</translation>
    </message>
    <message>
        <source>Conversion</source>
        <translation>Conversie</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>MATCH</source>
        <translation>OVEREENKOMST</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>AFWIJKING</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>NIET GEVERIFIEERD</translation>
    </message>
    <message>
        <source>INCOMPLETE</source>
        <translation>ONVOLLEDIG</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>MISLUKT</translation>
    </message>
    <message>
        <source>CANCELLED</source>
        <translation>GEANNULEERD</translation>
    </message>
    <message>
        <source>OUTPUT NOT WRITTEN</source>
        <translation>UITVOER NIET GESCHREVEN</translation>
    </message>
    <message>
        <source>Drive wipe</source>
        <translation>Schijf wissen</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>GESLAAGD</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryExport</name>
    <message>
        <source>its chain is broken at row %1 (%2): nothing is exported from it</source>
        <translation>de keten is verbroken bij rij %1 (%2): er wordt niets uit geëxporteerd</translation>
    </message>
    <message>
        <source>row %1 cannot be written out as it is kept (a column this Custody does not know?): nothing is exported</source>
        <translation>rij %1 kan niet worden weggeschreven zoals hij is bewaard (een kolom die deze Custody niet kent?): er wordt niets geëxporteerd</translation>
    </message>
    <message>
        <source>not a Custody case history export (version 1)</source>
        <translation>geen export van een Custody-zaakgeschiedenis (versie 1)</translation>
    </message>
    <message>
        <source>row %1 is missing: the rows go from %2 to %3</source>
        <translation>rij %1 ontbreekt: de rijen lopen van %2 tot %3</translation>
    </message>
    <message>
        <source>row %1 does not follow row %2</source>
        <translation>rij %1 volgt niet op rij %2</translation>
    </message>
    <message>
        <source>row %1 of the case was changed: its columns do not give its hash</source>
        <translation>rij %1 van de zaak is gewijzigd: de kolommen leveren niet de hash ervan op</translation>
    </message>
    <message>
        <source>row %1 is of another case</source>
        <translation>rij %1 hoort bij een andere zaak</translation>
    </message>
    <message>
        <source>the last row is not the head the export names</source>
        <translation>de laatste rij is niet de kop die de export noemt</translation>
    </message>
    <message>
        <source>the export names %1 rows of the case, and holds %2</source>
        <translation>de export noemt %1 rijen van de zaak, en bevat er %2</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryImport</name>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 is geen map</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: not a Custody acquisition record</source>
        <translation>%1: geen Custody-registratie van een veiligstelling</translation>
    </message>
    <message>
        <source>the file %1</source>
        <translation>het bestand %1</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryRecorder</name>
    <message>
        <source>Not recorded in the case history: %1 The files written are complete and unaffected; once the history can be written, Import records… in the History view adds acquisitions.</source>
        <translation>Niet vastgelegd in de zaakgeschiedenis: %1 De geschreven bestanden zijn volledig en onaangetast; zodra de geschiedenis kan worden geschreven, voegt Registraties importeren… in de weergave Geschiedenis veiligstellingen toe.</translation>
    </message>
    <message numerus="yes">
        <source>Delivered %n event(s) that waited in this station&apos;s spool to the case history %1.</source>
        <translation>
            <numerusform>%n gebeurtenis die in de spool van dit station wachtte, afgeleverd bij de zaakgeschiedenis %1.</numerusform>
            <numerusform>%n gebeurtenissen die in de spool van dit station wachtten, afgeleverd bij de zaakgeschiedenis %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The spool is kept as %1.</source>
        <translation>De spool wordt bewaard als %1.</translation>
    </message>
    <message>
        <source>The case history %1 did not take the event (%2). It waits in this station&apos;s spool %3 and is delivered, in order, with the next event recorded or within a minute of the server taking events again.</source>
        <translation>De zaakgeschiedenis %1 heeft de gebeurtenis niet aangenomen (%2). Ze wacht in de spool %3 van dit station en wordt op volgorde afgeleverd met de volgende vastgelegde gebeurtenis, of binnen een minuut nadat de server weer gebeurtenissen aanneemt.</translation>
    </message>
    <message>
        <source>The spool stays where it is and is read again: %1</source>
        <translation>De spool blijft waar hij is en wordt opnieuw gelezen: %1</translation>
    </message>
    <message>
        <source>Events still wait in this station&apos;s spool for the case history %1: %2</source>
        <translation>Er wachten nog gebeurtenissen in de spool van dit station op de zaakgeschiedenis %1: %2</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryTableModel</name>
    <message>
        <source>Ended (UTC)</source>
        <translation>Beëindigd (UTC)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Zaak</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Bewijsstuk</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Onderzoeker</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Bron</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Oordeel</translation>
    </message>
    <message>
        <source>Unreadable</source>
        <translation>Onleesbaar</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Rij</translation>
    </message>
    <message>
        <source>serial %1</source>
        <translation>serienummer %1</translation>
    </message>
    <message>
        <source>Arrived as %1 from %2, %3</source>
        <translation>Binnengekomen als %1 vanaf %2, %3</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryTransfer</name>
    <message>
        <source>its chain is broken at row %1 (%2): nothing was copied. Keep it as found for examination</source>
        <translation>de keten is verbroken bij rij %1 (%2): er is niets gekopieerd. Bewaar hem zoals aangetroffen voor onderzoek</translation>
    </message>
    <message>
        <source>%1; nor could it wait in the spool: %2</source>
        <translation>%1; ook kon de gebeurtenis niet in de spool wachten: %2</translation>
    </message>
    <message>
        <source>another Custody process of this station is delivering to the server</source>
        <translation>een ander Custody-proces van dit station levert af aan de server</translation>
    </message>
    <message>
        <source>the spool&apos;s folder cannot be locked: %1</source>
        <translation>de map van de spool kan niet worden vergrendeld: %1</translation>
    </message>
    <message>
        <source>cannot lock the spool</source>
        <translation>de spool kan niet worden vergrendeld</translation>
    </message>
    <message>
        <source>SQLite&apos;s %1 is beside it: a process has it open</source>
        <translation>%1 van SQLite staat ernaast: een proces heeft hem open</translation>
    </message>
    <message>
        <source>events kept arriving in it while it was delivered</source>
        <translation>er bleven gebeurtenissen bijkomen terwijl hij werd afgeleverd</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryView</name>
    <message>
        <source>Case history</source>
        <translation>Zaakgeschiedenis</translation>
    </message>
    <message>
        <source>Case number</source>
        <translation>Zaaknummer</translation>
    </message>
    <message>
        <source>Evidence number</source>
        <translation>Bewijsstuknummer</translation>
    </message>
    <message>
        <source>Drive serial</source>
        <translation>Serienummer van de schijf</translation>
    </message>
    <message>
        <source>Digest (hex)</source>
        <translation>Hashwaarde (hex)</translation>
    </message>
    <message>
        <source>Any verdict</source>
        <translation>Elk oordeel</translation>
    </message>
    <message>
        <source>Any kind</source>
        <translation>Elke soort</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Van</translation>
    </message>
    <message>
        <source>Until</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>Open &amp;report</source>
        <translation>&amp;Rapport openen</translation>
    </message>
    <message>
        <source>Open &amp;folder</source>
        <translation>&amp;Map openen</translation>
    </message>
    <message>
        <source>&amp;Verify again</source>
        <translation>&amp;Opnieuw verifiëren</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>&amp;Vernieuwen</translation>
    </message>
    <message>
        <source>&amp;Check chain</source>
        <translation>&amp;Keten controleren</translation>
    </message>
    <message>
        <source>&amp;Import records…</source>
        <translation>Registraties &amp;importeren…</translation>
    </message>
    <message>
        <source>History: %1</source>
        <translation>Geschiedenis: %1</translation>
    </message>
    <message>
        <source>Nothing recorded yet: Custody creates the history with its first event.</source>
        <translation>Nog niets vastgelegd: Custody maakt de geschiedenis aan bij de eerste gebeurtenis.</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) found.</source>
        <translation>
            <numerusform>%n gebeurtenis gevonden.</numerusform>
            <numerusform>%n gebeurtenissen gevonden.</numerusform>
        </translation>
    </message>
    <message>
        <source>The chain is broken at row %1: %2</source>
        <translation>De keten is verbroken bij rij %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s); the chain holds. Last row&apos;s hash: %1</source>
        <translation>
            <numerusform>%n rij; de keten is intact. Hash van de laatste rij: %1</numerusform>
            <numerusform>%n rijen; de keten is intact. Hash van de laatste rij: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Import the acquisition records found in a folder</source>
        <translation>De registraties van veiligstellingen in een map importeren</translation>
    </message>
    <message>
        <source>Imported from the folder: %1 added, %2 already there, %3 skipped.</source>
        <translation>Geïmporteerd uit de map: %1 toegevoegd, %2 al aanwezig, %3 overgeslagen.</translation>
    </message>
    <message>
        <source>Case history to use</source>
        <translation>Te gebruiken zaakgeschiedenis</translation>
    </message>
    <message>
        <source>SQLite history (*.sqlite);;All files (*)</source>
        <translation>SQLite-geschiedenis (*.sqlite);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Nothing on this desktop opens %1.</source>
        <translation>Niets op dit bureaublad kan %1 openen.</translation>
    </message>
    <message>
        <source>The report %1 is not there (any more).</source>
        <translation>Het rapport %1 is er niet (meer).</translation>
    </message>
    <message>
        <source>The folder %1 is not there (any more).</source>
        <translation>De map %1 is er niet (meer).</translation>
    </message>
    <message>
        <source>%1 cannot be verified again: %2</source>
        <translation>%1 kan niet opnieuw worden geverifieerd: %2</translation>
    </message>
    <message>
        <source>Acquisition report</source>
        <translation>Rapport van de veiligstelling</translation>
    </message>
    <message>
        <source>Wipe certificate</source>
        <translation>Wiscertificaat</translation>
    </message>
    <message>
        <source>The report %1 cannot be read: %2</source>
        <translation>Het rapport %1 kan niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>The report cannot be drawn again from its record (%1): it is shown as it was saved.</source>
        <translation>Het rapport kan niet opnieuw worden opgebouwd uit de registratie (%1): het wordt getoond zoals het is opgeslagen.</translation>
    </message>
    <message>
        <source>Custody keeps no record to draw this report again from: it is shown as it was saved.</source>
        <translation>Custody bewaart geen registratie om dit rapport opnieuw uit op te bouwen: het wordt getoond zoals het is opgeslagen.</translation>
    </message>
    <message>
        <source>The record %1 is not there (any more): the report is shown as it was saved.</source>
        <translation>De registratie %1 is er niet (meer): het rapport wordt getoond zoals het is opgeslagen.</translation>
    </message>
    <message>
        <source>A lab&apos;s case history</source>
        <translation>De zaakgeschiedenis van een lab</translation>
    </message>
    <message>
        <source>The lab&apos;s PostgreSQL history, as postgresql://[user@]host[:port]/database[?sslmode=verify-full]. The password is never part of it: keep it in ~/.pgpass or a service file. While the server cannot be reached, events wait in this station&apos;s spool and are delivered in order.</source>
        <translation>De PostgreSQL-geschiedenis van het lab, als postgresql://[user@]host[:port]/database[?sslmode=verify-full]. Het wachtwoord maakt er nooit deel van uit: bewaar het in ~/.pgpass of een servicebestand. Zolang de server niet bereikbaar is, wachten gebeurtenissen in de spool van dit station en worden ze op volgorde afgeleverd.</translation>
    </message>
    <message>
        <source>Use another &amp;history</source>
        <translation>Andere &amp;geschiedenis gebruiken</translation>
    </message>
    <message>
        <source>A history &amp;file…</source>
        <translation>Een geschiedenis&amp;bestand…</translation>
    </message>
    <message>
        <source>A &amp;lab&apos;s history on its server…</source>
        <translation>De geschiedenis van een &amp;lab op de server…</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s); the chain holds, but its guards were changed: they may no longer refuse changes to rows. Last row&apos;s hash: %1</source>
        <translation>
            <numerusform>%n rij; de keten klopt, maar de beveiligingen ervan zijn gewijzigd: ze weigeren wijzigingen aan rijen mogelijk niet meer. Hash van de laatste rij: %1</numerusform>
            <numerusform>%n rijen; de keten klopt, maar de beveiligingen ervan zijn gewijzigd: ze weigeren wijzigingen aan rijen mogelijk niet meer. Hash van de laatste rij: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Custody::ImageConversion</name>
    <message>
        <source>only conversion to E01 is offered</source>
        <translation>alleen conversie naar E01 wordt aangeboden</translation>
    </message>
    <message>
        <source>give the acquisition&apos;s record, NAME.json</source>
        <translation>geef de registratie van de veiligstelling, NAAM.json</translation>
    </message>
    <message>
        <source>the acquisition is not finished (or has no hashes): resume it, then convert</source>
        <translation>de veiligstelling is niet voltooid (of heeft geen hashes): hervat haar en converteer daarna</translation>
    </message>
    <message>
        <source>Converted by Custody from the %1 image of an acquisition from %2 to %3 (%4).</source>
        <translation>Door Custody geconverteerd uit het %1-image van een veiligstelling van %2 tot %3 (%4).</translation>
    </message>
    <message>
        <source>the image holds %1 bytes, the record says %2</source>
        <translation>het image bevat %1 bytes, de registratie vermeldt %2</translation>
    </message>
    <message>
        <source>%1 is %2, the record says %3</source>
        <translation>%1 is %2, de registratie vermeldt %3</translation>
    </message>
    <message>
        <source>the image no longer matches its record (%1); no E01 was made</source>
        <translation>het image komt niet meer overeen met de registratie (%1); er is geen E01 gemaakt</translation>
    </message>
    <message>
        <source>this acquisition is an E01 already; to recompress it, acquire its E01 as the source</source>
        <translation>deze veiligstelling is al een E01; om opnieuw te comprimeren, stelt u het E01 veilig als bron</translation>
    </message>
    <message>
        <source>the image</source>
        <translation>het image</translation>
    </message>
    <message>
        <source>the E01 just made</source>
        <translation>het zojuist gemaakte E01</translation>
    </message>
    <message>
        <source>the record of the acquisition</source>
        <translation>de registratie van de veiligstelling</translation>
    </message>
    <message>
        <source>it is not a CMS signature (DER or PEM), so it is not removed with the signature of the log written anew</source>
        <translation>het is geen CMS-handtekening (DER of PEM), dus het wordt niet verwijderd samen met de handtekening van het opnieuw geschreven logboek</translation>
    </message>
</context>
<context>
    <name>Custody::ImageFormatFields</name>
    <message>
        <source>Fast (deflate level 1)</source>
        <translation>Snel (deflate-niveau 1)</translation>
    </message>
    <message>
        <source>Best (deflate level 9, slower)</source>
        <translation>Best (deflate-niveau 9, trager)</translation>
    </message>
    <message>
        <source>Empty chunks only</source>
        <translation>Alleen lege chunks</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <source>Raw image, one file (.dd)</source>
        <translation>Raw-image, één bestand (.dd)</translation>
    </message>
    <message>
        <source>Split raw image (.001, .002, …)</source>
        <translation>Gesplitst raw-image (.001, .002, …)</translation>
    </message>
    <message>
        <source>E01, Expert Witness (.E01, .E02, …)</source>
        <translation>E01, Expert Witness (.E01, .E02, …)</translation>
    </message>
    <message>
        <source>EnCase 6 layout, as ewfacquire writes it: FTK, X-Ways, Autopsy and ewf-tools open it. It stores the case details, the drive, the MD5 and SHA-1 and the unreadable ranges.</source>
        <translation>EnCase 6-indeling, zoals ewfacquire die schrijft: FTK, X-Ways, Autopsy en ewf-tools openen het. Het bewaart de zaakgegevens, de schijf, de MD5 en SHA-1 en de onleesbare bereiken.</translation>
    </message>
</context>
<context>
    <name>Custody::ImageMount</name>
    <message>
        <source>%1 is not an empty directory: give one to mount on</source>
        <translation>%1 is geen lege map: geef een lege map om op aan te koppelen</translation>
    </message>
    <message>
        <source>%1 is a mount point already: give an empty directory that is not</source>
        <translation>%1 is al een koppelpunt: geef een lege map die dat niet is</translation>
    </message>
    <message>
        <source>mounting needs root (FUSE, loop devices and mounts)</source>
        <translation>aankoppelen vereist root (FUSE, loop-apparaten en koppelingen)</translation>
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
        <translation>%1 (%2): niet aangekoppeld: %3</translation>
    </message>
    <message>
        <source>%1 (%2): %3 (%4, through %5)</source>
        <translation>%1 (%2): %3 (%4, via %5)</translation>
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
        <translation>%case%: het zaaknummer
%evidence%: het bewijsstuknummer
%serial%: het serienummer van de schijf
%model%: het model van de schijf
%device%: de apparaat- of bestandsnaam
%date%: de datum van de veiligstelling (jaar-maand-dag)</translation>
    </message>
</context>
<context>
    <name>Custody::ImageOutputDialog</name>
    <message>
        <source>Another image of the same read</source>
        <translation>Nog een image van dezelfde leesbewerking</translation>
    </message>
    <message>
        <source>Written from the same read as the main image, with the same hashes; if it fails (a full disk, a share gone) only it stops, and it can be resumed on its own.</source>
        <translation>Geschreven uit dezelfde leesbewerking als het hoofdimage, met dezelfde hashes; als het mislukt (een volle schijf, een verdwenen share) stopt alleen dit image, en het kan afzonderlijk worden hervat.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Bladeren…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Map:</translation>
    </message>
    <message>
        <source>&amp;Image name:</source>
        <translation>&amp;Imagenaam:</translation>
    </message>
    <message>
        <source>For&amp;mat:</source>
        <translation>Fo&amp;rmaat:</translation>
    </message>
    <message>
        <source>Com&amp;pression:</source>
        <translation>Com&amp;pressie:</translation>
    </message>
    <message>
        <source>Se&amp;gment size:</source>
        <translation>Se&amp;gmentgrootte:</translation>
    </message>
    <message>
        <source>&amp;Read this image back and compare its hashes</source>
        <translation>Dit image &amp;teruglezen en de hashes vergelijken</translation>
    </message>
    <message>
        <source>Choose a folder for this image.</source>
        <translation>Kies een map voor dit image.</translation>
    </message>
    <message>
        <source>Give the image a name.</source>
        <translation>Geef het image een naam.</translation>
    </message>
    <message>
        <source>The image name must not contain &apos;/&apos;.</source>
        <translation>De imagenaam mag geen &apos;/&apos; bevatten.</translation>
    </message>
    <message>
        <source>%1 is the name of another output of this acquisition: choose another name or folder.</source>
        <translation>%1 is de naam van een andere uitvoer van deze veiligstelling: kies een andere naam of map.</translation>
    </message>
    <message>
        <source>%1 does not answer: is it a network share that is slow or gone? Wait, or choose another folder.</source>
        <translation>%1 antwoordt niet: is het een netwerkshare die traag of verdwenen is? Wacht, of kies een andere map.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>%1 controleren…</translation>
    </message>
    <message>
        <source>The folder %1 does not exist: create it, or choose another.</source>
        <translation>De map %1 bestaat niet: maak deze aan, of kies een andere.</translation>
    </message>
    <message>
        <source>You may not write into %1.</source>
        <translation>U mag niet schrijven in %1.</translation>
    </message>
    <message>
        <source>Folder of this image</source>
        <translation>Map van dit image</translation>
    </message>
</context>
<context>
    <name>Custody::ImageReadBack</name>
    <message>
        <source>%1 in %2 s, %3</source>
        <translation>%1 in %2 s, %3</translation>
    </message>
    <message numerus="yes">
        <source>Read back partly through the page cache: %n page(s) of the image stayed cached (the file system keeps them, or another program maps the file), and those were compared from memory: %1.</source>
        <translation>
            <numerusform>Gedeeltelijk teruggelezen via de paginacache: %n pagina van het image bleef in de cache (het bestandssysteem houdt haar vast, of een ander programma mapt het bestand), en die is vanuit het geheugen vergeleken: %1.</numerusform>
            <numerusform>Gedeeltelijk teruggelezen via de paginacache: %n pagina&apos;s van het image bleven in de cache (het bestandssysteem houdt ze vast, of een ander programma mapt het bestand), en die zijn vanuit het geheugen vergeleken: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Read back through the file system after the image&apos;s pages were written out and dropped from the page cache: %1.</source>
        <translation>Teruggelezen via het bestandssysteem nadat de pagina&apos;s van het image waren weggeschreven en uit de paginacache vrijgegeven: %1.</translation>
    </message>
    <message>
        <source>Read back through the page cache, perhaps from memory: writing out, dropping or counting the image&apos;s cached pages failed (%1): %2.</source>
        <translation>Teruggelezen via de paginacache, mogelijk uit het geheugen: het wegschrijven, vrijgeven of tellen van de gecachete pagina&apos;s van het image is mislukt (%1): %2.</translation>
    </message>
</context>
<context>
    <name>Custody::InputLimits</name>
    <message>
        <source>%1 is %2: give a regular file of at most %3 bytes</source>
        <translation>%1 is %2: geef een gewoon bestand van hoogstens %3 bytes</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>een map</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>een tekenapparaat</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>een blokapparaat</translation>
    </message>
    <message>
        <source>a pipe</source>
        <translation>een pipe</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>een socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>geen gewoon bestand</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: give a regular file of at most %3 bytes</source>
        <translation>%1 heeft %2 bytes: geef een gewoon bestand van hoogstens %3 bytes</translation>
    </message>
</context>
<context>
    <name>Custody::IscsiSource</name>
    <message>
        <source>it does not start with iscsi://</source>
        <translation>het begint niet met iscsi://</translation>
    </message>
    <message>
        <source>it holds a password; give the CHAP secret in a file (--chap-file), never on the command line</source>
        <translation>het bevat een wachtwoord; geef het CHAP-geheim in een bestand (--chap-file), nooit op de opdrachtregel</translation>
    </message>
    <message>
        <source>the user before @ is empty</source>
        <translation>de gebruiker vóór @ is leeg</translation>
    </message>
    <message>
        <source>an IPv6 address without its closing ]</source>
        <translation>een IPv6-adres zonder afsluitende ]</translation>
    </message>
    <message>
        <source>text after the IPv6 address</source>
        <translation>tekst na het IPv6-adres</translation>
    </message>
    <message>
        <source>no host</source>
        <translation>geen host</translation>
    </message>
    <message>
        <source>the LUN &quot;%1&quot; is not a number from 0 to 16383</source>
        <translation>de LUN &quot;%1&quot; is geen getal van 0 tot 16383</translation>
    </message>
    <message>
        <source>it names no target and LUN</source>
        <translation>het noemt geen target en LUN</translation>
    </message>
    <message>
        <source>--chap-file: %1 has no secret for the user &quot;%2&quot;</source>
        <translation>--chap-file: %1 heeft geen geheim voor de gebruiker &quot;%2&quot;</translation>
    </message>
    <message>
        <source>INQUIRY failed: %1</source>
        <translation>INQUIRY is mislukt: %1</translation>
    </message>
    <message>
        <source>LUN %1 is a %2, not a disk Custody can read</source>
        <translation>LUN %1 is een %2, geen schijf die Custody kan lezen</translation>
    </message>
    <message>
        <source>READ CAPACITY(16) failed: %1</source>
        <translation>READ CAPACITY(16) is mislukt: %1</translation>
    </message>
    <message>
        <source>%1 names the CHAP user %2: give the secret with --chap-file</source>
        <translation>%1 noemt de CHAP-gebruiker %2: geef het geheim met --chap-file</translation>
    </message>
    <message>
        <source>libiscsi could not make a context</source>
        <translation>libiscsi kon geen context aanmaken</translation>
    </message>
    <message>
        <source>discovery failed: %1</source>
        <translation>discovery is mislukt: %1</translation>
    </message>
    <message>
        <source>the iSCSI URI is not one Custody can use: %1. Write iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN</source>
        <translation>de iSCSI-URI is er geen die Custody kan gebruiken: %1. Schrijf iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN</translation>
    </message>
    <message>
        <source>it holds %1, where libiscsi takes a password; give the CHAP secret in a file (--chap-file), never on the command line</source>
        <translation>het bevat %1, waar libiscsi een wachtwoord verwacht; geef het CHAP-geheim in een bestand (--chap-file), nooit op de opdrachtregel</translation>
    </message>
    <message>
        <source>the port &quot;%1&quot; is not a number from 1 to 65535</source>
        <translation>de poort &quot;%1&quot; is geen getal van 1 tot 65535</translation>
    </message>
    <message>
        <source>the target name &quot;%1&quot; holds /</source>
        <translation>de targetnaam &quot;%1&quot; bevat /</translation>
    </message>
    <message>
        <source>--chap-file: %1 can be read by others than its owner, or is not yours: chmod 600 it as its owner</source>
        <translation>--chap-file: %1 kan worden gelezen door anderen dan de eigenaar, of is niet van u: voer als eigenaar chmod 600 erop uit</translation>
    </message>
    <message>
        <source>--chap-file: %1 changed while it was read</source>
        <translation>--chap-file: %1 is gewijzigd terwijl het werd gelezen</translation>
    </message>
    <message>
        <source>--chap-file: %1 has more than one target line: keep one file for each target</source>
        <translation>--chap-file: %1 heeft meer dan één target-regel: gebruik één bestand per doel</translation>
    </message>
    <message>
        <source>%1: the target did not prove itself as &quot;%2&quot; with the target secret of the CHAP file (mutual CHAP). It is not the target whose secret you hold, or it is not set up for mutual CHAP (tgt: an outgoing account; LIO: mutual_userid and mutual_password)</source>
        <translation>%1: het doel heeft zich niet bewezen als &quot;%2&quot; met het doelgeheim uit het CHAP-bestand (wederzijdse CHAP). Het is niet het doel waarvan u het geheim hebt, of het is niet ingesteld voor wederzijdse CHAP (tgt: een uitgaand account; LIO: mutual_userid en mutual_password)</translation>
    </message>
    <message>
        <source>%1. The target was also asked to prove itself as &quot;%2&quot; (mutual CHAP): a target not set up for mutual CHAP refuses the login, as it does a wrong secret of the workstation&apos;s user</source>
        <translation>%1. Het doel werd ook gevraagd zich te bewijzen als &quot;%2&quot; (wederzijdse CHAP): een doel dat niet is ingesteld voor wederzijdse CHAP weigert de aanmelding, net als bij een verkeerd geheim van de gebruiker van het werkstation</translation>
    </message>
    <message>
        <source>--chap-file: %1 gives the target the user&apos;s own secret: mutual CHAP needs a secret of its own for each side</source>
        <translation>--chap-file: %1 geeft het doel het eigen geheim van de gebruiker: wederzijdse CHAP vraagt voor elke kant een eigen geheim</translation>
    </message>
    <message>
        <source>--chap-file: %1 has a line that is not username:secret or target username:secret (a name with &apos;:&apos; in it, such as an iSCSI name, in double quotes: &quot;iqn.…:host&quot;:secret)</source>
        <translation>--chap-file: %1 heeft een regel die geen gebruikersnaam:geheim of target gebruikersnaam:geheim is (een naam met &apos;:&apos; erin, zoals een iSCSI-naam, tussen dubbele aanhalingstekens: &quot;iqn.…:host&quot;:geheim)</translation>
    </message>
    <message numerus="yes">
        <source>--chap-file: %1 holds %n user(s): name the one to use in the URI (iscsi://USER@HOST/…), or keep one file per user (a name with &apos;:&apos; in it, such as an iSCSI name, cannot be written in a URI)</source>
        <translation>
            <numerusform>--chap-file: %1 bevat %n gebruiker: noem de te gebruiken gebruiker in de URI (iscsi://GEBRUIKER@HOST/…) of houd één bestand per gebruiker aan (een naam met &apos;:&apos; erin, zoals een iSCSI-naam, kan niet in een URI staan)</numerusform>
            <numerusform>--chap-file: %1 bevat %n gebruikers: noem de te gebruiken gebruiker in de URI (iscsi://GEBRUIKER@HOST/…) of houd één bestand per gebruiker aan (een naam met &apos;:&apos; erin, zoals een iSCSI-naam, kan niet in een URI staan)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Custody::JobQueue</name>
    <message>
        <source>%1 is not connected; gives up at %2</source>
        <translation>%1 is niet aangesloten; geeft het op om %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 was not connected within %n minute(s)</source>
        <translation>
            <numerusform>%1 is niet binnen %n minuut aangesloten</numerusform>
            <numerusform>%1 is niet binnen %n minuten aangesloten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 was not connected within %n second(s)</source>
        <translation>
            <numerusform>%1 is niet binnen %n seconde aangesloten</numerusform>
            <numerusform>%1 is niet binnen %n seconden aangesloten</numerusform>
        </translation>
    </message>
    <message>
        <source>it did not start</source>
        <translation>de taak is niet gestart</translation>
    </message>
    <message>
        <source>the saved queue is not a JSON array (%1)</source>
        <translation>de opgeslagen wachtrij is geen JSON-array (%1)</translation>
    </message>
    <message>
        <source>the saved queue</source>
        <translation>de opgeslagen wachtrij</translation>
    </message>
    <message>
        <source>%1 is not connected</source>
        <translation>%1 is niet aangesloten</translation>
    </message>
    <message>
        <source>not one job</source>
        <translation>niet precies één taak</translation>
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
        <translation>Voorbereiden</translation>
    </message>
    <message>
        <source>Acquiring</source>
        <translation>Veiligstellen</translation>
    </message>
    <message>
        <source>Verifying (reading back)</source>
        <translation>Verifiëren (teruglezen)</translation>
    </message>
    <message>
        <source>Verifying</source>
        <translation>Verifiëren</translation>
    </message>
    <message>
        <source>Writing outputs</source>
        <translation>Uitvoer schrijven</translation>
    </message>
    <message>
        <source>Stopping</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Voltooid</translation>
    </message>
    <message>
        <source>Stopped (resumable)</source>
        <translation>Gestopt (hervatbaar)</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Gestopt</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Mislukt</translation>
    </message>
    <message>
        <source>Verifying (reading the source again)</source>
        <translation>Verifiëren (de bron opnieuw lezen)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>preparing</source>
        <translation>voorbereiden</translation>
    </message>
    <message>
        <source>reading back the image</source>
        <translation>het image teruglezen</translation>
    </message>
    <message>
        <source>reading the image</source>
        <translation>het image lezen</translation>
    </message>
    <message>
        <source>reading the source again</source>
        <translation>de bron opnieuw lezen</translation>
    </message>
    <message>
        <source>writing outputs</source>
        <translation>uitvoer schrijven</translation>
    </message>
    <message>
        <source>stopping</source>
        <translation>stoppen</translation>
    </message>
    <message>
        <source>copying (pass %1)</source>
        <translation>kopiëren (doorgang %1)</translation>
    </message>
    <message>
        <source>trimming</source>
        <translation>trimmen</translation>
    </message>
    <message>
        <source>scraping</source>
        <translation>schrapen</translation>
    </message>
    <message>
        <source>retrying (pass %1)</source>
        <translation>opnieuw proberen (doorgang %1)</translation>
    </message>
    <message>
        <source>filling</source>
        <translation>opvullen</translation>
    </message>
    <message>
        <source>approximate</source>
        <translation>bij benadering</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>voltooid</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · step %2 of %3: %4</source>
        <translation>%1 · stap %2 van %3: %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 van %2</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 bytes)</source>
        <translation>%1 (%2 van %3 bytes)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>onbekend</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Wiping</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Writing the certificate</source>
        <translation>Het certificaat schrijven</translation>
    </message>
    <message>
        <source>writing the pattern</source>
        <translation>het patroon schrijven</translation>
    </message>
    <message>
        <source>reading the drive back</source>
        <translation>de schijf teruglezen</translation>
    </message>
    <message>
        <source>writing the certificate</source>
        <translation>het certificaat schrijven</translation>
    </message>
    <message>
        <source>%1 (priority %2)</source>
        <translation>%1 (prioriteit %2)</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>In wachtrij</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Gepauzeerd</translation>
    </message>
    <message>
        <source>Waiting for the drive</source>
        <translation>Wachten op de schijf</translation>
    </message>
    <message>
        <source>Not run</source>
        <translation>Niet uitgevoerd</translation>
    </message>
    <message>
        <source>Converting</source>
        <translation>Bezig met converteren</translation>
    </message>
    <message>
        <source>writing the E01, checking the hashes</source>
        <translation>E01 schrijven, hashes controleren</translation>
    </message>
</context>
<context>
    <name>Custody::JobTableModel</name>
    <message>
        <source>Job</source>
        <translation>Taak</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Bron</translation>
    </message>
    <message>
        <source>Image / hashlog</source>
        <translation>Image / hashlog</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Voortgang</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Snelheid</translation>
    </message>
    <message>
        <source>Remaining</source>
        <translation>Resterend</translation>
    </message>
    <message>
        <source>Bad / differing</source>
        <translation>Defect / afwijkend</translation>
    </message>
    <message>
        <source>Acquisition</source>
        <translation>Veiligstelling</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Verificatie</translation>
    </message>
    <message>
        <source>Unreadable sectors of an acquisition; windows that differ from the hashlog in a verification; sectors that failed in a wipe</source>
        <translation>Onleesbare sectoren van een veiligstelling; vensters die bij een verificatie afwijken van de hashlog; sectoren die bij het wissen zijn mislukt</translation>
    </message>
    <message>
        <source>The image written (an acquisition), the hashlogs checked against (a verification) or the certificate written (a wipe)</source>
        <translation>Het geschreven image (een veiligstelling), de hashlogs waaraan is getoetst (een verificatie) of het geschreven certificaat (een wisbewerking)</translation>
    </message>
    <message>
        <source>Wipe</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Conversion</source>
        <translation>Conversie</translation>
    </message>
</context>
<context>
    <name>Custody::JobsView</name>
    <message>
        <source>Jobs</source>
        <translation>Taken</translation>
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
        <translation>het hele medium</translation>
    </message>
    <message>
        <source>partition %1</source>
        <translation>partitie %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>GPT</source>
        <translation>GPT</translation>
    </message>
    <message>
        <source>GPT, disk GUID %1</source>
        <translation>GPT, schijf-GUID %1</translation>
    </message>
    <message>
        <source>MBR (DOS)</source>
        <translation>MBR (DOS)</translation>
    </message>
    <message>
        <source>MBR (DOS), disk identifier %1</source>
        <translation>MBR (DOS), schijf-ID %1</translation>
    </message>
    <message>
        <source>%1, identifier %2</source>
        <translation>%1, ID %2</translation>
    </message>
    <message>
        <source>type %1</source>
        <translation>type %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>label %1</source>
        <translation>label %1</translation>
    </message>
    <message>
        <source>UUID %1</source>
        <translation>UUID %1</translation>
    </message>
    <message>
        <source>encrypted: %1</source>
        <translation>versleuteld: %1</translation>
    </message>
    <message>
        <source>%1 (an APFS container: whether its volumes are FileVault-encrypted is not told by the container)</source>
        <translation>%1 (een APFS-container: of de volumes ervan met FileVault zijn versleuteld, vertelt de container niet)</translation>
    </message>
    <message>
        <source>no known signature, random-looking bytes (%1 bits per byte in %2 sampled): encrypted without a header (VeraCrypt, a LUKS volume with a detached header), compressed, or overwritten with random data</source>
        <translation>geen bekende signatuur, willekeurig ogende bytes (%1 bits per byte in %2 steekproef): versleuteld zonder header (VeraCrypt, een LUKS-volume met losse header), gecomprimeerd, of overschreven met willekeurige gegevens</translation>
    </message>
    <message>
        <source>no known signature, only zeros in %1 sampled</source>
        <translation>geen bekende signatuur, alleen nullen in %1 steekproef</translation>
    </message>
    <message>
        <source>no known signature</source>
        <translation>geen bekende signatuur</translation>
    </message>
    <message>
        <source>ambiguous: %1</source>
        <translation>dubbelzinnig: %1</translation>
    </message>
    <message>
        <source>could not be read: %1</source>
        <translation>kon niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>Partition %1: sectors %2 to %3 (%4), %5</source>
        <translation>Partitie %1: sectoren %2 tot %3 (%4), %5</translation>
    </message>
    <message>
        <source>, name %1</source>
        <translation>, naam %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Whole medium (%1): %2</source>
        <translation>Hele medium (%1): %2</translation>
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
        <translation>willekeurig ogend, geen signatuur</translation>
    </message>
    <message>
        <source>Layout at acquisition</source>
        <translation>Indeling bij de veiligstelling</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Indeling</translation>
    </message>
    <message>
        <source>Partition table</source>
        <translation>Partitietabel</translation>
    </message>
    <message>
        <source>Whole medium</source>
        <translation>Hele medium</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>Eerste sector</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>Laatste sector</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Grootte</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Inhoud</translation>
    </message>
    <message>
        <source>Encrypted volumes</source>
        <translation>Versleutelde volumes</translation>
    </message>
    <message>
        <source>holds the logical partitions listed after it</source>
        <translation>bevat de logische partities die erna worden vermeld</translation>
    </message>
    <message>
        <source>not read: %1</source>
        <translation>niet gelezen: %1</translation>
    </message>
    <message>
        <source>Encrypted: %1. The image will hold these volumes as they are on the medium, unreadable without their key or passphrase.</source>
        <translation>Versleuteld: %1. Het image bevat deze volumes zoals ze op het medium staan, onleesbaar zonder hun sleutel of wachtwoordzin.</translation>
    </message>
    <message>
        <source>Possibly encrypted: %1. These may be encrypted (an APFS container&apos;s volumes by FileVault; random-looking bytes by a tool that writes no header), or compressed or wiped.</source>
        <translation>Mogelijk versleuteld: %1. Deze zijn mogelijk versleuteld (de volumes van een APFS-container met FileVault; willekeurig ogende bytes door een hulpmiddel dat geen header schrijft), of gecomprimeerd of gewist.</translation>
    </message>
    <message>
        <source>If the computer is running and the volumes are unlocked, consider capturing its memory and the unlocked volumes before turning it off.</source>
        <translation>Als de computer draait en de volumes ontgrendeld zijn, overweeg dan het geheugen en de ontgrendelde volumes vast te leggen voordat u hem uitschakelt.</translation>
    </message>
</context>
<context>
    <name>Custody::MainWindow</name>
    <message>
        <source>Custody — forensic disk imager</source>
        <translation>Custody — forensische disk-imager</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Schijven</translation>
    </message>
    <message>
        <source>Drives cannot be listed</source>
        <translation>Schijven kunnen niet worden weergegeven</translation>
    </message>
    <message>
        <source>Drives listed by the %1 backend</source>
        <translation>Schijven gevonden door de %1-backend</translation>
    </message>
    <message>
        <source>&amp;Acquire…</source>
        <translation>&amp;Veiligstellen…</translation>
    </message>
    <message>
        <source>Image the selected drive (Ctrl+N)</source>
        <translation>Een image maken van de geselecteerde schijf (Ctrl+N)</translation>
    </message>
    <message>
        <source>Add &amp;image or file as source…</source>
        <translation>&amp;Image of bestand als bron toevoegen…</translation>
    </message>
    <message>
        <source>Image an existing image file, a loop device or any other file (Ctrl+O)</source>
        <translation>Een image maken van een bestaand imagebestand, een loop-apparaat of een ander bestand (Ctrl+O)</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Vernieuwen</translation>
    </message>
    <message>
        <source>A&amp;bout Custody</source>
        <translation>&amp;Over Custody</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Over &amp;Qt</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hoofdwerkbalk</translation>
    </message>
    <message>
        <source>No access to %1</source>
        <translation>Geen toegang tot %1</translation>
    </message>
    <message>
        <source>Image or file to acquire</source>
        <translation>Veilig te stellen image of bestand</translation>
    </message>
    <message>
        <source>Acquisition running</source>
        <translation>Veiligstelling loopt</translation>
    </message>
    <message>
        <source>Cancel the acquisition before closing its tab.</source>
        <translation>Annuleer de veiligstelling voordat u het tabblad sluit.</translation>
    </message>
    <message>
        <source>About Custody</source>
        <translation>Over Custody</translation>
    </message>
    <message>
        <source>Acquisitions running</source>
        <translation>Veiligstellingen lopen</translation>
    </message>
    <message numerus="yes">
        <source>%n acquisition(s) still running. Stop them and quit? Their images and maps are kept and can be resumed.</source>
        <translation>
            <numerusform>Er loopt nog %n veiligstelling. Stoppen en afsluiten? De images en sectorkaarten blijven bewaard en kunnen worden hervat.</numerusform>
            <numerusform>Er lopen nog %n veiligstellingen. Stoppen en afsluiten? De images en sectorkaarten blijven bewaard en kunnen worden hervat.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is being acquired in another tab already.</source>
        <translation>%1 wordt al in een ander tabblad veiliggesteld.</translation>
    </message>
    <message>
        <source>Another acquisition is writing into %1 already.</source>
        <translation>Een andere veiligstelling schrijft al naar %1.</translation>
    </message>
    <message>
        <source>Acquisition not started</source>
        <translation>Veiligstelling niet gestart</translation>
    </message>
    <message>
        <source>Stopping the acquisitions: saving their images, maps and records…</source>
        <translation>De veiligstellingen stoppen: de images, sectorkaarten en registraties opslaan…</translation>
    </message>
    <message>
        <source>Check an image against the hashlogs of Custody or another tool (Ctrl+Shift+V)</source>
        <translation>Een image toetsen aan de hashlogs van Custody of een ander hulpmiddel (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <source>V&amp;erify image…</source>
        <translation>Image v&amp;erifiëren…</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Custody %1&lt;/h3&gt;&lt;p&gt;A forensic disk imager.&lt;/p&gt;&lt;p&gt;%2&lt;br&gt;Git revision %3&lt;br&gt;Drives listed by the %4 backend&lt;/p&gt;&lt;p&gt;Custody is open-source software. It uses Qt, under the GNU Lesser General Public License version 3 (Qt Charts under the GNU General Public License version 3), and OpenSSL, under the Apache License 2.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Custody %1&lt;/h3&gt;&lt;p&gt;Een forensische disk-imager.&lt;/p&gt;&lt;p&gt;%2&lt;br&gt;Git-revisie %3&lt;br&gt;Schijven gevonden door de %4-backend&lt;/p&gt;&lt;p&gt;Custody is opensourcesoftware. Het gebruikt Qt, onder de GNU Lesser General Public License versie 3 (Qt Charts onder de GNU General Public License versie 3), en OpenSSL, onder de Apache License 2.0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Close tab</source>
        <translation>Tabblad &amp;sluiten</translation>
    </message>
    <message>
        <source>&amp;Next tab</source>
        <translation>V&amp;olgend tabblad</translation>
    </message>
    <message>
        <source>&amp;Previous tab</source>
        <translation>Vo&amp;rig tabblad</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Drive &amp;details</source>
        <translation>Schijf&amp;details</translation>
    </message>
    <message>
        <source>Show the selected drive&apos;s details beside the list (F9)</source>
        <translation>De details van de geselecteerde schijf naast de lijst tonen (F9)</translation>
    </message>
    <message>
        <source>Still looking at %1</source>
        <translation>%1 wordt nog bekeken</translation>
    </message>
    <message>
        <source>Custody is still checking whether this computer runs from %1. Try again in a moment.</source>
        <translation>Custody controleert nog of deze computer vanaf %1 draait. Probeer het zo opnieuw.</translation>
    </message>
    <message>
        <source>Add &amp;network source…</source>
        <translation>&amp;Netwerkbron toevoegen…</translation>
    </message>
    <message>
        <source>Add a drive of another machine, exported read-only over NBD (nbdkit, qemu-nbd)</source>
        <translation>Een schijf van een andere machine toevoegen, alleen-lezen geëxporteerd via NBD (nbdkit, qemu-nbd)</translation>
    </message>
    <message>
        <source>Take the selected network drive off the list</source>
        <translation>De geselecteerde netwerkschijf uit de lijst halen</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Geschiedenis</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>&amp;Signing identity…</source>
        <translation>&amp;Ondertekeningsidentiteit…</translation>
    </message>
    <message>
        <source>The key and certificate with which Custody signs what it writes</source>
        <translation>De sleutel en het certificaat waarmee Custody ondertekent wat het schrijft</translation>
    </message>
    <message>
        <source>Signed as %1: %2</source>
        <translation>Ondertekend als %1: %2</translation>
    </message>
    <message>
        <source>Not signed, although a signing identity is set (File → Signing identity…): %1. %2</source>
        <translation>Niet ondertekend, hoewel een ondertekeningsidentiteit is ingesteld (Bestand → Ondertekeningsidentiteit…): %1. %2</translation>
    </message>
    <message>
        <source>The acquisition log %1 does not say so either: %2</source>
        <translation>Het logboek van de veiligstelling %1 vermeldt het ook niet: %2</translation>
    </message>
    <message>
        <source>The acquisition log %1 says so, but could not be signed again, so its signature was removed: %2</source>
        <translation>Het logboek van de veiligstelling %1 vermeldt het, maar kon niet opnieuw worden ondertekend, dus de handtekening ervan is verwijderd: %2</translation>
    </message>
    <message>
        <source>the signed log says it was signed, but its signature is not there</source>
        <translation>het ondertekende logboek zegt dat het is ondertekend, maar de handtekening ervan is er niet</translation>
    </message>
    <message>
        <source>the signed log says it was signed, but it is not there</source>
        <translation>het ondertekende logboek zegt dat het is ondertekend, maar het is er niet</translation>
    </message>
    <message>
        <source>signed with another certificate than the signed log names</source>
        <translation>ondertekend met een ander certificaat dan het ondertekende logboek noemt</translation>
    </message>
    <message>
        <source>changed since it was signed</source>
        <translation>gewijzigd sinds het is ondertekend</translation>
    </message>
    <message>
        <source>%1 does not answer: is it on a network share that is slow or gone? Wait, or choose another file.</source>
        <translation>%1 antwoordt niet: staat het op een netwerkshare die traag of verdwenen is? Wacht, of kies een ander bestand.</translation>
    </message>
    <message>
        <source>Looking at %1…</source>
        <translation>%1 bekijken…</translation>
    </message>
    <message>
        <source>Finishing writing signatures, reports and logs: Custody closes when they are written…</source>
        <translation>Het schrijven van handtekeningen, rapporten en logboeken afronden: Custody sluit af zodra ze zijn geschreven…</translation>
    </message>
    <message>
        <source>&amp;Drives</source>
        <translation>&amp;Schijven</translation>
    </message>
    <message>
        <source>&amp;Jobs (%1, %2 running)</source>
        <translation>Ta&amp;ken (%1, %2 actief)</translation>
    </message>
    <message>
        <source>&amp;Jobs (%1)</source>
        <translation>Ta&amp;ken (%1)</translation>
    </message>
    <message>
        <source>Close &amp;finished tabs</source>
        <translation>&amp;Voltooide tabbladen sluiten</translation>
    </message>
    <message>
        <source>Close the tab of every acquisition and verification that has ended; their records, logs and reports stay on disk and in the history</source>
        <translation>Het tabblad sluiten van elke veiligstelling en verificatie die is beëindigd; de registraties, logboeken en rapporten blijven op schijf en in de geschiedenis</translation>
    </message>
    <message>
        <source>&amp;Tabs</source>
        <translation>&amp;Tabbladen</translation>
    </message>
    <message>
        <source>All tabs</source>
        <translation>Alle tabbladen</translation>
    </message>
    <message>
        <source>Go to any tab, or close the finished ones</source>
        <translation>Naar een tabblad gaan, of de voltooide sluiten</translation>
    </message>
    <message>
        <source>Custody — History</source>
        <translation>Custody — Geschiedenis</translation>
    </message>
    <message>
        <source>The case history: every acquisition, verification, conversion and report, searchable, in a window of its own</source>
        <translation>De zaakgeschiedenis: elke veiligstelling, verificatie, conversie en elk rapport, doorzoekbaar, in een eigen venster</translation>
    </message>
    <message>
        <source>Will not be signed: no signing identity is set (File → Signing identity…)</source>
        <translation>Wordt niet ondertekend: er is geen ondertekeningsidentiteit ingesteld (Bestand → Ondertekeningsidentiteit…)</translation>
    </message>
    <message>
        <source>Will be signed by %1</source>
        <translation>Wordt ondertekend door %1</translation>
    </message>
    <message>
        <source>Will not be signed: %1</source>
        <translation>Wordt niet ondertekend: %1</translation>
    </message>
    <message>
        <source>Will be signed once the signing key is opened</source>
        <translation>Wordt ondertekend zodra de ondertekeningssleutel is geopend</translation>
    </message>
    <message>
        <source>Signed by %1: %2</source>
        <translation>Ondertekend door %1: %2</translation>
    </message>
    <message>
        <source>Not signed: no signing identity is set (File → Signing identity…)</source>
        <translation>Niet ondertekend: er is geen ondertekeningsidentiteit ingesteld (Bestand → Ondertekeningsidentiteit…)</translation>
    </message>
    <message>
        <source>Not signed: not every file of the acquisition was written</source>
        <translation>Niet ondertekend: niet elk bestand van de veiligstelling is geschreven</translation>
    </message>
    <message>
        <source>Still writing</source>
        <translation>Nog bezig met schrijven</translation>
    </message>
    <message>
        <source>A conversion to E01 or a report of this acquisition is being written: let it finish before closing its tab.</source>
        <translation>Er wordt een conversie naar E01 of een rapport van deze veiligstelling geschreven: laat dit afronden voordat u het tabblad sluit.</translation>
    </message>
    <message>
        <source>Read SMART and the hidden areas again for every drive of this workstation (F5)</source>
        <translation>SMART en de verborgen gebieden opnieuw lezen voor elke schijf van dit werkstation (F5)</translation>
    </message>
    <message>
        <source>&amp;Prepare drive…</source>
        <translation>Schijf voor&amp;bereiden…</translation>
    </message>
    <message>
        <source>Wipe running</source>
        <translation>Wisbewerking loopt</translation>
    </message>
    <message>
        <source>Cancel the wipe, or let its certificate be written, before closing its tab.</source>
        <translation>Annuleer de wisbewerking, of laat het certificaat ervan schrijven, voordat u het tabblad sluit.</translation>
    </message>
    <message>
        <source>Wipes running</source>
        <translation>Wisbewerkingen lopen</translation>
    </message>
    <message numerus="yes">
        <source>%n wipe(s) still running. Stop them and quit? The drives will not be sterile; each certificate says how far its wipe got.</source>
        <translation>
            <numerusform>Er loopt nog %n wisbewerking. Stoppen en afsluiten? De schijven zullen niet steriel zijn; elk certificaat vermeldt hoe ver de wisbewerking is gekomen.</numerusform>
            <numerusform>Er lopen nog %n wisbewerkingen. Stoppen en afsluiten? De schijven zullen niet steriel zijn; elk certificaat vermeldt hoe ver de wisbewerking is gekomen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping the wipes: writing their certificates…</source>
        <translation>De wisbewerkingen stoppen: de certificaten schrijven…</translation>
    </message>
    <message>
        <source>%1 is being wiped in another tab.</source>
        <translation>%1 wordt in een ander tabblad gewist.</translation>
    </message>
    <message>
        <source>Wipe the selected drive and read it back, or check that it holds a pattern, with a certificate</source>
        <translation>De geselecteerde schijf wissen en teruglezen, of controleren of ze een patroon bevat, met een certificaat</translation>
    </message>
    <message>
        <source>Select a drive to prepare</source>
        <translation>Selecteer een schijf om voor te bereiden</translation>
    </message>
    <message>
        <source>A drive of another machine is only ever read, never prepared</source>
        <translation>Een schijf van een andere machine wordt alleen gelezen, nooit voorbereid</translation>
    </message>
    <message>
        <source>Checking whether %1 may be overwritten…</source>
        <translation>Controleren of %1 mag worden overschreven…</translation>
    </message>
    <message>
        <source>%1 is being acquired in another tab.</source>
        <translation>%1 wordt in een ander tabblad veiliggesteld.</translation>
    </message>
    <message>
        <source>Wipe not started</source>
        <translation>Wisbewerking niet gestart</translation>
    </message>
    <message>
        <source>The wipe&apos;s certificate %1 does not say so either: %2</source>
        <translation>Het wiscertificaat %1 vermeldt het ook niet: %2</translation>
    </message>
    <message>
        <source>The wipe&apos;s certificate %1 says so, but could not be signed again, so its signature was removed: %2</source>
        <translation>Het wiscertificaat %1 vermeldt het, maar kon niet opnieuw worden ondertekend, dus de handtekening ervan is verwijderd: %2</translation>
    </message>
    <message>
        <source>The program %1 ran after the acquisition into %2.</source>
        <translation>Het programma %1 is uitgevoerd na de veiligstelling naar %2.</translation>
    </message>
    <message>
        <source>WARNING: the program %1 did not succeed after the acquisition into %2 (%3); the acquisition&apos;s outcome is as its tab shows.</source>
        <translation>WAARSCHUWING: het programma %1 is niet geslaagd na de veiligstelling naar %2 (%3); de uitkomst van de veiligstelling is zoals het tabblad toont.</translation>
    </message>
    <message>
        <source>Its run is not in the log: %1</source>
        <translation>De uitvoering ervan staat niet in het logboek: %1</translation>
    </message>
    <message>
        <source>Its run is not in the log: the log there is an earlier run&apos;s (not every file of this run could be written).</source>
        <translation>De uitvoering ervan staat niet in het logboek: het logboek daar is dat van een eerdere run (niet elk bestand van deze run kon worden geschreven).</translation>
    </message>
    <message>
        <source>Not signed: the program run when the acquisition ended put something else at %1.</source>
        <translation>Niet ondertekend: het programma dat werd uitgevoerd toen de veiligstelling eindigde, heeft iets anders op %1 gezet.</translation>
    </message>
    <message>
        <source>the clone onto %1 carries no confirmed drive</source>
        <translation>de kloon naar %1 heeft geen bevestigde schijf</translation>
    </message>
    <message>
        <source>a %1 job is not kept by the window</source>
        <translation>een %1-taak wordt niet door het venster bijgehouden</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pauzeren</translation>
    </message>
    <message>
        <source>Keep the selected job in the queue without starting it</source>
        <translation>De geselecteerde taak in de wachtrij houden zonder hem te starten</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Hervatten</translation>
    </message>
    <message>
        <source>Let the selected paused job start when its turn comes</source>
        <translation>De geselecteerde gepauzeerde taak laten starten wanneer hij aan de beurt is</translation>
    </message>
    <message>
        <source>Raise p&amp;riority</source>
        <translation>P&amp;rioriteit verhogen</translation>
    </message>
    <message>
        <source>Start the selected job before the queued jobs of lower priority</source>
        <translation>De geselecteerde taak starten vóór de taken in de wachtrij met een lagere prioriteit</translation>
    </message>
    <message>
        <source>&amp;Lower priority</source>
        <translation>Prioriteit &amp;verlagen</translation>
    </message>
    <message>
        <source>Start the selected job after the queued jobs of higher priority</source>
        <translation>De geselecteerde taak starten na de taken in de wachtrij met een hogere prioriteit</translation>
    </message>
    <message>
        <source>Re&amp;move from queue</source>
        <translation>Uit wachtrij ver&amp;wijderen</translation>
    </message>
    <message>
        <source>Take the selected job out of the queue without running it</source>
        <translation>De geselecteerde taak uit de wachtrij halen zonder hem uit te voeren</translation>
    </message>
    <message>
        <source>Jobs kept from the last run</source>
        <translation>Taken bewaard van de vorige sessie</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) were waiting in the queue when Custody was closed:</source>
        <translation>
            <numerusform>%n taak wachtte in de wachtrij toen Custody werd afgesloten:</numerusform>
            <numerusform>%n taken wachtten in de wachtrij toen Custody werd afgesloten:</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Queue them to run</source>
        <translation>In de &amp;wachtrij plaatsen om uit te voeren</translation>
    </message>
    <message>
        <source>&amp;Keep them paused</source>
        <translation>Gepauzeerd &amp;houden</translation>
    </message>
    <message>
        <source>&amp;Discard them</source>
        <translation>&amp;Verwerpen</translation>
    </message>
    <message>
        <source>Acquisition not queued</source>
        <translation>Veiligstelling niet in wachtrij geplaatst</translation>
    </message>
    <message>
        <source>%1 is not queued: %2</source>
        <translation>%1 is niet in de wachtrij geplaatst: %2</translation>
    </message>
    <message>
        <source>Queue not restored</source>
        <translation>Wachtrij niet hersteld</translation>
    </message>
    <message>
        <source>The jobs kept from the last run cannot be read: %1. They are discarded; nothing of them was started.</source>
        <translation>De taken bewaard van de vorige sessie kunnen niet worden gelezen: %1. Ze worden verworpen; geen ervan is gestart.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Jobs not restored</source>
        <translation>Taken niet hersteld</translation>
    </message>
    <message>
        <source>These kept jobs cannot be queued again and are discarded:
%1</source>
        <translation>Deze bewaarde taken kunnen niet opnieuw in de wachtrij worden geplaatst en worden verworpen:
%1</translation>
    </message>
    <message>
        <source>The jobs kept from the last run were discarded.</source>
        <translation>De taken bewaard van de vorige sessie zijn verworpen.</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) kept from the last run are in the queue.</source>
        <translation>
            <numerusform>%n taak bewaard van de vorige sessie staat in de wachtrij.</numerusform>
            <numerusform>%n taken bewaard van de vorige sessie staan in de wachtrij.</numerusform>
        </translation>
    </message>
    <message>
        <source>A running job writes these files or reads or writes this drive.</source>
        <translation>Een lopende taak schrijft deze bestanden of leest of schrijft deze schijf.</translation>
    </message>
    <message>
        <source>A job in the queue writes these files or reads or writes this drive: %1.</source>
        <translation>Een taak in de wachtrij schrijft deze bestanden of leest of schrijft deze schijf: %1.</translation>
    </message>
    <message>
        <source>Wipe not queued</source>
        <translation>Wisbewerking niet in wachtrij geplaatst</translation>
    </message>
    <message>
        <source>How many queued jobs run at once, on one disk, how long a job waits for its drive, and the status file for a lab&apos;s dashboard</source>
        <translation>Hoeveel taken uit de wachtrij tegelijk lopen, op één schijf, hoe lang een taak op zijn schijf wacht, en het statusbestand voor het dashboard van een lab</translation>
    </message>
    <message>
        <source>A program of the lab&apos;s that runs when each acquisition, verification or wipe has ended</source>
        <translation>Een programma van het lab dat wordt uitgevoerd wanneer elke veiligstelling, verificatie of wisbewerking is beëindigd</translation>
    </message>
    <message>
        <source>Images still mounted</source>
        <translation>Images nog aangekoppeld</translation>
    </message>
    <message>
        <source>Still mounted, in use: %1. Close what uses them (a file manager, a shell inside), then quit again.</source>
        <translation>Nog aangekoppeld, in gebruik: %1. Sluit wat ze gebruikt (een bestandsbeheerder, een shell erin) en sluit daarna opnieuw af.</translation>
    </message>
    <message>
        <source>&amp;Mount image read-only…</source>
        <translation>Image alleen-lezen aan&amp;koppelen…</translation>
    </message>
    <message>
        <source>Show an image (raw, split or E01) read-only in an empty folder, with each file system it holds mounted read-only</source>
        <translation>Een image (raw, split of E01) alleen-lezen tonen in een lege map, met elk bestandssysteem erin alleen-lezen aangekoppeld</translation>
    </message>
    <message>
        <source>Mounted &amp;images</source>
        <translation>Aangekoppelde &amp;images</translation>
    </message>
    <message>
        <source>The images mounted read-only: open their folders, unmount</source>
        <translation>De alleen-lezen aangekoppelde images: hun mappen openen, ontkoppelen</translation>
    </message>
    <message>
        <source>A mount or an unmount is under way: quit again when it has ended.</source>
        <translation>Er is een aankoppeling of ontkoppeling bezig: sluit opnieuw af wanneer die is beëindigd.</translation>
    </message>
    <message>
        <source>Signal %1 received: quitting, as Quit does.</source>
        <translation>Signaal %1 ontvangen: afsluiten, zoals met Afsluiten.</translation>
    </message>
    <message>
        <source>Quitting: a mount or an unmount is under way.</source>
        <translation>Afsluiten: er wordt nog aangekoppeld of ontkoppeld.</translation>
    </message>
    <message>
        <source>Quitting: still mounted, in use: %1. Custody quits once nothing uses them.</source>
        <translation>Afsluiten: nog aangekoppeld en in gebruik: %1. Custody sluit af zodra niets ze meer gebruikt.</translation>
    </message>
    <message>
        <source>&amp;Remove network source</source>
        <translation>Netwerkbron verwij&amp;deren</translation>
    </message>
    <message>
        <source>Pro&amp;gram when a job ends…</source>
        <translation>&amp;Programma wanneer een taak eindigt…</translation>
    </message>
    <message>
        <source>&amp;Job queue…</source>
        <translation>Taken&amp;wachtrij…</translation>
    </message>
    <message>
        <source>Another Custody window keeps the job queue for the next start: the jobs queued in this window are not kept when it closes.</source>
        <translation>Een ander Custody-venster bewaart de takenwachtrij voor de volgende start: de taken die in dit venster in de wachtrij staan, worden bij het sluiten niet bewaard.</translation>
    </message>
    <message>
        <source>The job queue is not kept for the next start: this window cannot tell whether another keeps it. The jobs queued in this window are not kept when it closes.</source>
        <translation>De takenwachtrij wordt niet bewaard voor de volgende start: dit venster kan niet nagaan of een ander venster hem bewaart. De taken die in dit venster in de wachtrij staan, worden bij het sluiten niet bewaard.</translation>
    </message>
    <message>
        <source>Conversions running</source>
        <translation>Conversies bezig</translation>
    </message>
    <message numerus="yes">
        <source>%n conversion(s) to E01 still running. Stop them and quit? What each has written of its E01 is removed; the images they read are kept as they are.</source>
        <translation>
            <numerusform>%n conversie naar E01 loopt nog. Stoppen en afsluiten? Wat ervan naar de E01 is geschreven, wordt verwijderd; het gelezen image blijft zoals het is.</numerusform>
            <numerusform>%n conversies naar E01 lopen nog. Stoppen en afsluiten? Wat elk ervan naar de E01 heeft geschreven, wordt verwijderd; de gelezen images blijven zoals ze zijn.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping the conversions to E01…</source>
        <translation>De conversies naar E01 worden gestopt…</translation>
    </message>
</context>
<context>
    <name>Custody::MountImageDialog</name>
    <message>
        <source>Mount image read-only</source>
        <translation>Image alleen-lezen aankoppelen</translation>
    </message>
    <message>
        <source>The image is shown read-only as image.raw in the folder, read through Custody&apos;s own readers (a damaged E01 chunk is a read error, never other bytes), and each file system it holds is mounted read-only below it without replaying a journal. Encrypted volumes are listed, not unlocked. The folder must be empty.</source>
        <translation>Het image wordt alleen-lezen getoond als image.raw in de map, gelezen via de eigen lezers van Custody (een beschadigde E01-chunk is een leesfout, nooit andere bytes), en elk bestandssysteem erin wordt eronder alleen-lezen aangekoppeld zonder een journaal opnieuw af te spelen. Versleutelde volumes worden vermeld, niet ontgrendeld. De map moet leeg zijn.</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Empty folder to mount on</source>
        <translation>Lege map om op aan te koppelen</translation>
    </message>
    <message>
        <source>&amp;Image:</source>
        <translation>&amp;Image:</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Map:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Bladeren…</translation>
    </message>
    <message>
        <source>Image to mount</source>
        <translation>Aan te koppelen image</translation>
    </message>
    <message>
        <source>Images (*.dd *.raw *.img *.001 *.E01 *.e01);;All files (*)</source>
        <translation>Images (*.dd *.raw *.img *.001 *.E01 *.e01);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Bro&amp;wse…</source>
        <translation>Bla&amp;deren…</translation>
    </message>
    <message>
        <source>&amp;Mount</source>
        <translation>Aan&amp;koppelen</translation>
    </message>
</context>
<context>
    <name>Custody::MountsWindow</name>
    <message>
        <source>Image: %1 (read-only)</source>
        <translation>Image: %1 (alleen-lezen)</translation>
    </message>
    <message>
        <source>Layout: could not be read: %1</source>
        <translation>Indeling: kon niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>Partition table: %1</source>
        <translation>Partitietabel: %1</translation>
    </message>
    <message>
        <source>Mounted images</source>
        <translation>Aangekoppelde images</translation>
    </message>
    <message>
        <source>Images mounted read-only</source>
        <translation>Alleen-lezen aangekoppelde images</translation>
    </message>
    <message>
        <source>&amp;Open folder</source>
        <translation>&amp;Map openen</translation>
    </message>
    <message>
        <source>&amp;Unmount</source>
        <translation>&amp;Ontkoppelen</translation>
    </message>
    <message>
        <source>Wait until the mount or unmount under way has ended.</source>
        <translation>Wacht tot de lopende aankoppeling of ontkoppeling is beëindigd.</translation>
    </message>
    <message>
        <source>Mounting %1 on %2…</source>
        <translation>%1 aankoppelen op %2…</translation>
    </message>
    <message>
        <source>Mounted %1 read-only on %2.</source>
        <translation>%1 alleen-lezen aangekoppeld op %2.</translation>
    </message>
    <message>
        <source>Not mounted: %1</source>
        <translation>Niet aangekoppeld: %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 op %2</translation>
    </message>
    <message>
        <source>No image is mounted. File ▸ Mount image read-only… shows one.</source>
        <translation>Er is geen image aangekoppeld. Bestand ▸ Image alleen-lezen aankoppelen… toont er een.</translation>
    </message>
    <message>
        <source>Unmounting %1…</source>
        <translation>%1 ontkoppelen…</translation>
    </message>
    <message>
        <source>Unmounted %1.</source>
        <translation>%1 ontkoppeld.</translation>
    </message>
    <message>
        <source>Still mounted, in use: %1. Close what uses it, then unmount again.</source>
        <translation>Nog aangekoppeld, in gebruik: %1. Sluit wat het gebruikt en ontkoppel daarna opnieuw.</translation>
    </message>
</context>
<context>
    <name>Custody::NetworkDrive</name>
    <message>
        <source>NBD over TLS (%1)</source>
        <translation>NBD via TLS (%1)</translation>
    </message>
    <message>
        <source>NBD over TLS (%1, %2)</source>
        <translation>NBD via TLS (%1, %2)</translation>
    </message>
    <message>
        <source>NBD, this computer, not encrypted</source>
        <translation>NBD, deze computer, niet versleuteld</translation>
    </message>
    <message>
        <source>NBD, NOT ENCRYPTED</source>
        <translation>NBD, NIET VERSLEUTELD</translation>
    </message>
    <message>
        <source>The server offers the export writable: serve it read-only (nbdkit --readonly, qemu-nbd --read-only). Custody only ever reads it.</source>
        <translation>De server biedt de export beschrijfbaar aan: bied hem alleen-lezen aan (nbdkit --readonly, qemu-nbd --read-only). Custody leest hem alleen.</translation>
    </message>
    <message>
        <source>NBD export</source>
        <translation>NBD-export</translation>
    </message>
    <message>
        <source>NBD export %1</source>
        <translation>NBD-export %1</translation>
    </message>
    <message>
        <source>An NBD export reached through a local socket or loopback address (which may be a tunnel to another machine).</source>
        <translation>Een NBD-export bereikt via een lokale socket of loopback-adres (dat een tunnel naar een andere machine kan zijn).</translation>
    </message>
    <message>
        <source>A drive of another machine, read over NBD.</source>
        <translation>Een schijf van een andere machine, gelezen via NBD.</translation>
    </message>
    <message>
        <source>%1 bytes in sectors of %2 bytes, as its server states them.</source>
        <translation>%1 bytes in sectoren van %2 bytes, zoals de server ze opgeeft.</translation>
    </message>
    <message>
        <source>%1 bytes, as its server states them; it states no sector size, so sectors of 512 bytes are assumed.</source>
        <translation>%1 bytes, zoals de server ze opgeeft; hij geeft geen sectorgrootte op, dus worden sectoren van 512 bytes aangenomen.</translation>
    </message>
    <message>
        <source>iSCSI has no encryption of its own: read the LUN through a VPN or IPsec, or on a network that is yours.</source>
        <translation>iSCSI heeft zelf geen versleuteling: lees de LUN via een VPN of IPsec, of op een netwerk dat van u is.</translation>
    </message>
    <message>
        <source>Use nbds:// with TLS where you can.</source>
        <translation>Gebruik waar mogelijk nbds:// met TLS.</translation>
    </message>
    <message>
        <source>iSCSI%1, this computer, not encrypted</source>
        <translation>iSCSI%1, deze computer, niet versleuteld</translation>
    </message>
    <message>
        <source>iSCSI%1, NOT ENCRYPTED</source>
        <translation>iSCSI%1, NIET VERSLEUTELD</translation>
    </message>
    <message>
        <source>LUN %1 of the iSCSI target %2: %3 %4 (serial %5), %6 bytes in sectors of %7 bytes (%8 physical), as the LUN states them.</source>
        <translation>LUN %1 van het iSCSI-target %2: %3 %4 (serienummer %5), %6 bytes in sectoren van %7 bytes (%8 fysiek), zoals de LUN ze opgeeft.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>The transfer is not encrypted: anyone on the network path can read the evidence, and the record and report will say so.</source>
        <translation>De overdracht is niet versleuteld: iedereen op het netwerkpad kan het bewijsmateriaal lezen, en de registratie en het rapport vermelden dit.</translation>
    </message>
    <message>
        <source>The target offers the LUN writable: export it read-only (tgt: --params readonly=1; targetcli: readonly=true). Custody only ever reads it.</source>
        <translation>Het target biedt de LUN beschrijfbaar aan: exporteer hem alleen-lezen (tgt: --params readonly=1; targetcli: readonly=true). Custody leest hem alleen.</translation>
    </message>
    <message>
        <source>, CHAP offered as %1</source>
        <translation>, CHAP aangeboden als %1</translation>
    </message>
    <message>
        <source>Whether the target offers the LUN read-only is not known (it did not answer MODE SENSE). Custody only ever reads it.</source>
        <translation>Of het target de LUN alleen-lezen aanbiedt, is niet bekend (het antwoordde niet op MODE SENSE). Custody leest hem alleen.</translation>
    </message>
    <message>
        <source>, mutual CHAP as %1, the target as %2</source>
        <translation>, wederzijdse CHAP als %1, het doel als %2</translation>
    </message>
</context>
<context>
    <name>Custody::NetworkSourceDialog</name>
    <message>
        <source>Add network source</source>
        <translation>Netwerkbron toevoegen</translation>
    </message>
    <message>
        <source>&amp;URI:</source>
        <translation>&amp;URI:</translation>
    </message>
    <message>
        <source>TLS &amp;PSK file:</source>
        <translation>TLS-&amp;PSK-bestand:</translation>
    </message>
    <message>
        <source>your login name</source>
        <translation>uw inlognaam</translation>
    </message>
    <message>
        <source>PSK &amp;identity:</source>
        <translation>PSK-&amp;identiteit:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long the server may stay silent before it counts as gone. A bad sector on the remote drive can take minutes of retries.</source>
        <translation>Hoe lang de server stil mag blijven voordat hij als verdwenen geldt. Een defecte sector op de externe schijf kan minutenlang opnieuw proberen kosten.</translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation>&amp;Time-out:</translation>
    </message>
    <message>
        <source>C&amp;onnect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Bladeren…</translation>
    </message>
    <message>
        <source>An empty field</source>
        <translation>Een leeg veld</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbinden met %1…</translation>
    </message>
    <message>
        <source>After a lost connection, how many times to connect again before the acquisition stops (its map saved, to resume). A server back with another size or certificate is not taken.</source>
        <translation>Hoe vaak opnieuw verbinden na een verbroken verbinding voordat de veiligstelling stopt (met de sectorkaart opgeslagen, om te hervatten). Een server die terugkomt met een andere grootte of een ander certificaat wordt niet geaccepteerd.</translation>
    </message>
    <message>
        <source>&amp;Reconnect attempts:</source>
        <translation>&amp;Nieuwe verbindingspogingen:</translation>
    </message>
    <message>
        <source>Wait &amp;before each:</source>
        <translation>&amp;Wachten vóór elke:</translation>
    </message>
    <message>
        <source>Cannot connect now: no thread could be started (%1).</source>
        <translation>Kan nu geen verbinding maken: er kon geen thread worden gestart (%1).</translation>
    </message>
    <message>
        <source>nbd://HOST[:PORT]/EXPORT, nbds://… (TLS required), nbd+unix:///EXPORT?socket=PATH, or an iSCSI LUN: iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN</source>
        <translation>nbd://HOST[:PORT]/EXPORT, nbds://… (TLS vereist), nbd+unix:///EXPORT?socket=PATH, of een iSCSI-LUN: iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN</translation>
    </message>
    <message>
        <source>iSCSI C&amp;HAP file:</source>
        <translation>iSCSI-C&amp;HAP-bestand:</translation>
    </message>
    <message>
        <source>Credentials are read from files, never typed in here. On the remote machine, serve the drive read-only (nbdkit --readonly, qemu-nbd --read-only, or an iSCSI target&apos;s read-only LUN), with TLS where the network is not yours (iSCSI has none: use a VPN).</source>
        <translation>Referenties worden uit bestanden gelezen, nooit hier ingetypt. Bied de schijf op de externe machine alleen-lezen aan (nbdkit --readonly, qemu-nbd --read-only, of de alleen-lezen-LUN van een iSCSI-target), met TLS waar het netwerk niet van u is (iSCSI heeft geen TLS: gebruik een VPN).</translation>
    </message>
    <message>
        <source>%1 is not an NBD or iSCSI URI: give nbd://HOST[:PORT]/EXPORT, nbds://… for TLS, nbd+unix:///EXPORT?socket=PATH, or iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN.</source>
        <translation>%1 is geen NBD- of iSCSI-URI: geef nbd://HOST[:PORT]/EXPORT, nbds://… voor TLS, nbd+unix:///EXPORT?socket=PATH, of iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN.</translation>
    </message>
    <message>
        <source>TLS certificates &amp;folder:</source>
        <translation>Map met TLS-&amp;certificaten:</translation>
    </message>
    <message>
        <source>iSCSI: a file of username:secret lines, readable by its owner only; the user is the one the URI names, or the file&apos;s only one. A line &quot;target username:secret&quot; asks the target to prove itself with them (mutual CHAP).</source>
        <translation>iSCSI: een bestand met regels username:secret, alleen leesbaar voor de eigenaar; de gebruiker is die uit de URI, of de enige in het bestand. Een regel &quot;target username:secret&quot; vraagt het doel zich daarmee te bewijzen (wederzijdse CHAP).</translation>
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
        <translation>gesplitst raw</translation>
    </message>
    <message>
        <source>raw</source>
        <translation>raw</translation>
    </message>
    <message>
        <source>Image %1 (%2)</source>
        <translation>Image %1 (%2)</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Doel</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Read back</source>
        <translation>Teruggelezen</translation>
    </message>
    <message>
        <source>match</source>
        <translation>overeenkomst</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>AFWIJKING</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>mislukt</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>onvolledig</translation>
    </message>
    <message>
        <source>not read back</source>
        <translation>niet teruggelezen</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wachten</translation>
    </message>
    <message>
        <source>Writing: %1 written</source>
        <translation>Schrijven: %1 geschreven</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Geschreven</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Geannuleerd</translation>
    </message>
    <message>
        <source>Failed after %1 written</source>
        <translation>Mislukt nadat %1 was geschreven</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Voltooid</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Mislukt: %1</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>onbekende fout</translation>
    </message>
    <message>
        <source>Resume it alone with: %1</source>
        <translation>Afzonderlijk hervatten met: %1</translation>
    </message>
    <message>
        <source>Clone onto %1 (%2)</source>
        <translation>Kloon naar %1 (%2)</translation>
    </message>
    <message>
        <source>Clone onto %1: %2, %3</source>
        <translation>Kloon naar %1: %2, %3</translation>
    </message>
    <message>
        <source>serial %1</source>
        <translation>serienummer %1</translation>
    </message>
    <message>
        <source>An interrupted E01 cannot be resumed: acquire it again with --force, which replaces its files.</source>
        <translation>Een onderbroken E01 kan niet worden hervat: stel het opnieuw veilig met --force, dat de bestanden vervangt.</translation>
    </message>
</context>
<context>
    <name>Custody::OverwriteConfirmation</name>
    <message>
        <source>Overwrite %1?</source>
        <translation>%1 overschrijven?</translation>
    </message>
    <message>
        <source>Everything on this drive will be lost. It cannot be undone.</source>
        <translation>Alles op deze schijf gaat verloren. Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>(not reported)</source>
        <translation>(niet gemeld)</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>Apparaat:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Model:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>Serienummer:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Grootte:</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 bytes)</translation>
    </message>
    <message>
        <source>This drive reports no serial number. To confirm, type its device name, %1:</source>
        <translation>Deze schijf meldt geen serienummer. Typ ter bevestiging de apparaatnaam, %1:</translation>
    </message>
    <message>
        <source>To confirm, type the drive&apos;s serial number, %1:</source>
        <translation>Typ ter bevestiging het serienummer van de schijf, %1:</translation>
    </message>
    <message>
        <source>That is not this drive&apos;s device name.</source>
        <translation>Dat is niet de apparaatnaam van deze schijf.</translation>
    </message>
    <message>
        <source>That is not this drive&apos;s serial number.</source>
        <translation>Dat is niet het serienummer van deze schijf.</translation>
    </message>
</context>
<context>
    <name>Custody::OwnFileReplacement</name>
    <message>
        <source>something else appeared at the path</source>
        <translation>er is iets anders op het pad verschenen</translation>
    </message>
    <message>
        <source>the file written last is gone</source>
        <translation>het laatst geschreven bestand is verdwenen</translation>
    </message>
    <message>
        <source>this file system cannot exchange two files in one step (RENAME_EXCHANGE): use a local file system</source>
        <translation>dit bestandssysteem kan twee bestanden niet in één stap verwisselen (RENAME_EXCHANGE): gebruik een lokaal bestandssysteem</translation>
    </message>
    <message>
        <source>another file or a link was put in the place of the file written last; it is left as it is</source>
        <translation>er is een ander bestand of een koppeling op de plaats van het laatst geschreven bestand gezet; dat blijft zoals het is</translation>
    </message>
</context>
<context>
    <name>Custody::PartitionTypes</name>
    <message>
        <source>EFI System</source>
        <translation>EFI-systeem</translation>
    </message>
    <message>
        <source>BIOS boot</source>
        <translation>BIOS-boot</translation>
    </message>
    <message>
        <source>Microsoft reserved</source>
        <translation>Gereserveerd door Microsoft</translation>
    </message>
    <message>
        <source>Microsoft basic data</source>
        <translation>Microsoft basisgegevens</translation>
    </message>
    <message>
        <source>Windows recovery environment</source>
        <translation>Windows-herstelomgeving</translation>
    </message>
    <message>
        <source>Windows LDM metadata</source>
        <translation>Windows LDM-metadata</translation>
    </message>
    <message>
        <source>Windows LDM data</source>
        <translation>Windows LDM-gegevens</translation>
    </message>
    <message>
        <source>Windows Storage Spaces</source>
        <translation>Windows-opslagruimten</translation>
    </message>
    <message>
        <source>Linux filesystem</source>
        <translation>Linux-bestandssysteem</translation>
    </message>
    <message>
        <source>Linux swap</source>
        <translation>Linux-swap</translation>
    </message>
    <message>
        <source>Linux LVM</source>
        <translation>Linux LVM</translation>
    </message>
    <message>
        <source>Linux RAID</source>
        <translation>Linux RAID</translation>
    </message>
    <message>
        <source>Linux LUKS</source>
        <translation>Linux LUKS</translation>
    </message>
    <message>
        <source>Linux root (x86-64)</source>
        <translation>Linux-root (x86-64)</translation>
    </message>
    <message>
        <source>Linux root (ARM64)</source>
        <translation>Linux-root (ARM64)</translation>
    </message>
    <message>
        <source>Linux home</source>
        <translation>Linux-home</translation>
    </message>
    <message>
        <source>Linux server data</source>
        <translation>Linux-servergegevens</translation>
    </message>
    <message>
        <source>Linux extended boot</source>
        <translation>Linux uitgebreide boot</translation>
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
        <translation>Apple-boot</translation>
    </message>
    <message>
        <source>Apple Core Storage</source>
        <translation>Apple Core Storage</translation>
    </message>
    <message>
        <source>FreeBSD data</source>
        <translation>FreeBSD-gegevens</translation>
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
        <translation>Uitgebreid</translation>
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
        <translation>W95 uitgebreid (LBA)</translation>
    </message>
    <message>
        <source>Hidden NTFS WinRE</source>
        <translation>Verborgen NTFS WinRE</translation>
    </message>
    <message>
        <source>Windows dynamic disk (LDM)</source>
        <translation>Windows dynamische schijf (LDM)</translation>
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
        <translation>GPT-beveiliging</translation>
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
        <translation>geen PostgreSQL-URL (postgresql://[user@]host[:port]/database)</translation>
    </message>
    <message>
        <source>a password in the URL would be on the command line and in the record: keep it in ~/.pgpass (or PGPASSFILE), a service file or PGPASSWORD, and give the URL without it</source>
        <translation>een wachtwoord in de URL zou op de opdrachtregel en in de registratie staan: bewaar het in ~/.pgpass (of PGPASSFILE), een servicebestand of PGPASSWORD, en geef de URL zonder wachtwoord</translation>
    </message>
    <message>
        <source>not a valid URL: check its spelling (postgresql://[user@]host[:port]/database[?key=value])</source>
        <translation>geen geldige URL: controleer de spelling (postgresql://[user@]host[:port]/database[?key=value])</translation>
    </message>
    <message>
        <source>give the database after the host: postgresql://[user@]host[:port]/database</source>
        <translation>geef de database na de host: postgresql://[user@]host[:port]/database</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a libpq connection parameter</source>
        <translation>&apos;%1&apos; is geen verbindingsparameter van libpq</translation>
    </message>
    <message>
        <source>the value of %1 holds a &apos;;&apos;, which Qt&apos;s PostgreSQL driver cannot pass on: use a service file</source>
        <translation>de waarde van %1 bevat een &apos;;&apos;, die het PostgreSQL-stuurprogramma van Qt niet kan doorgeven: gebruik een servicebestand</translation>
    </message>
</context>
<context>
    <name>Custody::PrepareDriveDialog</name>
    <message>
        <source>Prepare drive %1</source>
        <translation>Schijf %1 voorbereiden</translation>
    </message>
    <message>
        <source>%1: %2, serial number %3, %4 (%5 bytes)</source>
        <translation>%1: %2, serienummer %3, %4 (%5 bytes)</translation>
    </message>
    <message>
        <source>model not reported</source>
        <translation>model niet gemeld</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>niet gemeld</translation>
    </message>
    <message>
        <source>Zeros</source>
        <translation>Nullen</translation>
    </message>
    <message>
        <source>One byte value</source>
        <translation>Eén bytewaarde</translation>
    </message>
    <message>
        <source>Random (AES-256-CTR, its key in the certificate)</source>
        <translation>Willekeurig (AES-256-CTR, de sleutel in het certificaat)</translation>
    </message>
    <message>
        <source>Byte value</source>
        <translation>Bytewaarde</translation>
    </message>
    <message>
        <source>&amp;Pattern:</source>
        <translation>&amp;Patroon:</translation>
    </message>
    <message>
        <source>Write the pattern (O_DIRECT)</source>
        <translation>Het patroon schrijven (O_DIRECT)</translation>
    </message>
    <message>
        <source>Zero-out by the drive (BLKZEROOUT), then read back</source>
        <translation>Nullen door de schijf (BLKZEROOUT), daarna teruglezen</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>&amp;Methode:</translation>
    </message>
    <message>
        <source>Only chec&amp;k that the drive holds the pattern (write nothing)</source>
        <translation>Alleen &amp;controleren of de schijf het patroon bevat (niets schrijven)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Bladeren…</translation>
    </message>
    <message>
        <source>Certificate &amp;folder:</source>
        <translation>Map &amp;van het certificaat:</translation>
    </message>
    <message>
        <source>NAME.json, NAME.txt and NAME.pdf are written: new files, never on the drive prepared</source>
        <translation>NAAM.json, NAAM.txt en NAAM.pdf worden geschreven: nieuwe bestanden, nooit op de voorbereide schijf</translation>
    </message>
    <message>
        <source>Cer&amp;tificate name:</source>
        <translation>&amp;Naam van het certificaat:</translation>
    </message>
    <message>
        <source>&amp;Start…</source>
        <translation>&amp;Starten…</translation>
    </message>
    <message>
        <source>%1 exists already: a certificate is never replaced. Choose another name.</source>
        <translation>%1 bestaat al: een certificaat wordt nooit vervangen. Kies een andere naam.</translation>
    </message>
    <message>
        <source>Folder for the certificate</source>
        <translation>Map voor het certificaat</translation>
    </message>
    <message>
        <source>Give the byte as 0x and two hexadecimal digits, such as 0xff.</source>
        <translation>Geef de byte op als 0x en twee hexadecimale cijfers, zoals 0xff.</translation>
    </message>
    <message>
        <source>A random pattern can be checked only with the key it was written with: check for zeros or a byte value.</source>
        <translation>Een willekeurig patroon kan alleen worden gecontroleerd met de sleutel waarmee het is geschreven: controleer op nullen of een bytewaarde.</translation>
    </message>
    <message>
        <source>Choose a folder for the certificate.</source>
        <translation>Kies een map voor het certificaat.</translation>
    </message>
    <message>
        <source>Give the certificate a name (without a folder).</source>
        <translation>Geef het certificaat een naam (zonder map).</translation>
    </message>
    <message>
        <source>%1 is not a folder.</source>
        <translation>%1 is geen map.</translation>
    </message>
    <message>
        <source>%1 is not writable.</source>
        <translation>%1 is niet beschrijfbaar.</translation>
    </message>
    <message>
        <source>Zero-out is offered for the zero pattern when the drive is written</source>
        <translation>Nullen door de schijf wordt aangeboden voor het nulpatroon wanneer de schijf wordt beschreven</translation>
    </message>
    <message>
        <source>%1 does not answer: is it on a network share that is slow or gone?</source>
        <translation>%1 antwoordt niet: staat het op een netwerkshare die traag of verdwenen is?</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>%1 controleren…</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Controleren</translation>
    </message>
    <message>
        <source>&amp;Wipe…</source>
        <translation>&amp;Wissen…</translation>
    </message>
    <message>
        <source>a random stream (AES-256-CTR)</source>
        <translation>een willekeurige stroom (AES-256-CTR)</translation>
    </message>
    <message>
        <source>The drive will be asked to zero every sector (BLKZEROOUT), and every sector read back. The certificate goes to %1.</source>
        <translation>De schijf wordt gevraagd elke sector op nul te zetten (BLKZEROOUT), en elke sector wordt teruggelezen. Het certificaat komt in %1.</translation>
    </message>
    <message>
        <source>Every sector will be overwritten with %1 and read back. The certificate goes to %2.</source>
        <translation>Elke sector wordt overschreven met %1 en teruggelezen. Het certificaat komt in %2.</translation>
    </message>
    <message>
        <source>Wipe %1</source>
        <translation>%1 wissen</translation>
    </message>
</context>
<context>
    <name>Custody::QueueLimitsDialog</name>
    <message numerus="yes">
        <source>Automatic: %n at once</source>
        <translation>
            <numerusform>Automatisch: %n tegelijk</numerusform>
            <numerusform>Automatisch: %n tegelijk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Automatic is half of this computer&apos;s %n core(s), at least one: the hashes of one acquisition keep about two cores busy.</source>
        <translation>
            <numerusform>Automatisch is de helft van de %n kern van deze computer, minstens één: de hashes van één veiligstelling houden ongeveer twee kernen bezig.</numerusform>
            <numerusform>Automatisch is de helft van de %n kernen van deze computer, minstens één: de hashes van één veiligstelling houden ongeveer twee kernen bezig.</numerusform>
        </translation>
    </message>
    <message>
        <source>Automatic: one at a time on a spinning disk</source>
        <translation>Automatisch: één tegelijk op een draaiende schijf</translation>
    </message>
    <message>
        <source>How many jobs at once may write to (or read images from) one destination disk or file system.</source>
        <translation>Hoeveel taken tegelijk mogen schrijven naar (of images lezen van) één doelschijf of bestandssysteem.</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Do not wait</source>
        <translation>Niet wachten</translation>
    </message>
    <message>
        <source>A job whose drive or file is not connected when its turn comes waits this long for it, then is not run; nothing of it is touched, a stopped acquisition&apos;s image and map stay resumable.</source>
        <translation>Een taak waarvan de schijf of het bestand niet is aangesloten wanneer hij aan de beurt is, wacht zo lang, en wordt daarna niet uitgevoerd; er wordt niets van aangeraakt, het image en de sectorkaart van een gestopte veiligstelling blijven hervatbaar.</translation>
    </message>
    <message>
        <source>Jobs at once:</source>
        <translation>Taken tegelijk:</translation>
    </message>
    <message>
        <source>Jobs at once on one disk:</source>
        <translation>Taken tegelijk op één schijf:</translation>
    </message>
    <message>
        <source>Wait for a disconnected drive:</source>
        <translation>Wachten op een losgekoppelde schijf:</translation>
    </message>
    <message>
        <source>One job at a time reads a drive, and a job that reads or writes what an earlier job writes waits for it, whatever the limits.</source>
        <translation>Eén taak tegelijk leest een schijf, en een taak die leest of schrijft wat een eerdere taak schrijft, wacht daarop, ongeacht de limieten.</translation>
    </message>
    <message>
        <source>Job queue</source>
        <translation>Takenwachtrij</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>A JSON file, replaced whole every two seconds, with every job&apos;s state, progress, rate, time left and bad sectors, for a lab&apos;s dashboard. It must be new or an earlier status file.</source>
        <translation>Een JSON-bestand dat elke twee seconden volledig wordt vervangen, met de status, voortgang, snelheid, resterende tijd en defecte sectoren van elke taak, voor het dashboard van een lab. Het moet nieuw zijn of een eerder statusbestand.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Bladeren…</translation>
    </message>
    <message>
        <source>Status file for a dashboard</source>
        <translation>Statusbestand voor een dashboard</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Status file for a dashboard:</source>
        <translation>Statusbestand voor een dashboard:</translation>
    </message>
    <message>
        <source>Disks with a limit of their own:</source>
        <translation>Schijven met een eigen limiet:</translation>
    </message>
    <message>
        <source>Disks with a limit of their own</source>
        <translation>Schijven met een eigen limiet</translation>
    </message>
    <message>
        <source>Folder on the disk</source>
        <translation>Map op de schijf</translation>
    </message>
    <message>
        <source>Jobs at once</source>
        <translation>Taken tegelijk</translation>
    </message>
    <message>
        <source>&amp;Add folder…</source>
        <translation>Map &amp;toevoegen…</translation>
    </message>
    <message>
        <source>A folder on the disk to limit</source>
        <translation>Een map op de te begrenzen schijf</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>Ver&amp;wijderen</translation>
    </message>
    <message>
        <source>Jobs at once on the disk of %1</source>
        <translation>Taken tegelijk op de schijf van %1</translation>
    </message>
    <message>
        <source>A disk that takes fewer or more jobs at once than the others (a USB disk one at a time, a NAS three), named by a folder on it; its limit holds over the one for each disk. While its folder is not there, or is on the root file system (its disk not mounted), the limit is for no disk; the root file system is limited as /.</source>
        <translation>Een schijf die minder of meer taken tegelijk aankan dan de andere (een USB-schijf één tegelijk, een NAS drie), aangeduid met een map erop; haar limiet gaat voor die per schijf. Zolang haar map er niet is of op het rootbestandssysteem staat (haar schijf niet aangekoppeld), geldt de limiet voor geen enkele schijf; het rootbestandssysteem wordt begrensd als /.</translation>
    </message>
    <message>
        <source>%1 names no disk of its own: it is not there, or it is on the root file system because its disk is not mounted. Mount the disk and choose a folder on it, or / for the root file system.</source>
        <translation>%1 duidt geen eigen schijf aan: de map is er niet, of staat op het rootbestandssysteem omdat haar schijf niet is aangekoppeld. Koppel de schijf aan en kies een map erop, of / voor het rootbestandssysteem.</translation>
    </message>
    <message>
        <source>%1 is on the same disk as %2, which has a limit already: change that row&apos;s number instead.</source>
        <translation>%1 staat op dezelfde schijf als %2, die al een limiet heeft: wijzig in plaats daarvan het getal van die rij.</translation>
    </message>
    <message>
        <source>%1 and %2 are on the same disk: the queue takes the lower of their limits. Remove one of them.</source>
        <translation>%1 en %2 staan op dezelfde schijf: de wachtrij neemt de laagste van hun limieten. Verwijder er een.</translation>
    </message>
</context>
<context>
    <name>Custody::ReportActions</name>
    <message>
        <source>Print the acquisition report</source>
        <translation>Het rapport van de veiligstelling afdrukken</translation>
    </message>
    <message>
        <source>Save the acquisition report</source>
        <translation>Het rapport van de veiligstelling opslaan</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Acquisition report</source>
        <translation>Rapport van de veiligstelling</translation>
    </message>
    <message>
        <source>%1 exists already: save the report under another name.</source>
        <translation>%1 bestaat al: sla het rapport op onder een andere naam.</translation>
    </message>
    <message>
        <source>No printer is set up on this computer: save the report as a PDF and print that file where a printer is.</source>
        <translation>Er is op deze computer geen printer ingesteld: sla het rapport op als PDF en druk dat bestand af waar een printer is.</translation>
    </message>
</context>
<context>
    <name>Custody::ReportDocumentBuilder</name>
    <message>
        <source>Acquisition report</source>
        <translation>Rapport van de veiligstelling</translation>
    </message>
    <message>
        <source>Custody acquisition report · case %1 · evidence %2</source>
        <translation>Custody-rapport van de veiligstelling · zaak %1 · bewijsstuk %2</translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>gemaakt %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 van %2</translation>
    </message>
    <message>
        <source>Examiner&apos;s initials:</source>
        <translation>Initialen van de onderzoeker:</translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation>(niet opgegeven)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>Created (UTC)</source>
        <translation>Gemaakt (UTC)</translation>
    </message>
    <message>
        <source>Created (local time)</source>
        <translation>Gemaakt (lokale tijd)</translation>
    </message>
    <message>
        <source>Created by</source>
        <translation>Gemaakt met</translation>
    </message>
    <message>
        <source>From the record</source>
        <translation>Uit de registratie</translation>
    </message>
    <message>
        <source>Record SHA-256</source>
        <translation>SHA-256 van de registratie</translation>
    </message>
    <message>
        <source>Acquired with</source>
        <translation>Veiliggesteld met</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Build</translation>
    </message>
    <message>
        <source>Qt %1, %2</source>
        <translation>Qt %1, %2</translation>
    </message>
    <message>
        <source>Host name</source>
        <translation>Hostnaam</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>Besturingssysteem</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Opdrachtregel</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Samenvatting</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Zaak</translation>
    </message>
    <message>
        <source>Case number</source>
        <translation>Zaaknummer</translation>
    </message>
    <message>
        <source>Evidence number</source>
        <translation>Bewijsstuknummer</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Onderzoeker</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschrijving</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notities</translation>
    </message>
    <message>
        <source>Software write-block</source>
        <translation>Software-schrijfbeveiliging</translation>
    </message>
    <message>
        <source>not requested: the kernel read-only flag was not set (the source was opened read-only)</source>
        <translation>niet gevraagd: de alleen-lezenvlag van de kernel is niet gezet (de bron is alleen-lezen geopend)</translation>
    </message>
    <message>
        <source>requested, but the kernel read-only flag could NOT be set</source>
        <translation>gevraagd, maar de alleen-lezenvlag van de kernel kon NIET worden gezet</translation>
    </message>
    <message>
        <source>kernel read-only flag set, but NOT verified</source>
        <translation>alleen-lezenvlag van de kernel gezet, maar NIET gecontroleerd</translation>
    </message>
    <message>
        <source>kernel read-only flag set and verified</source>
        <translation>alleen-lezenvlag van de kernel gezet en gecontroleerd</translation>
    </message>
    <message>
        <source>Device or file</source>
        <translation>Apparaat of bestand</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Serienummer</translation>
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
        <translation>Grootte</translation>
    </message>
    <message>
        <source>%1 bytes = %2 sectors of %3 bytes (%4)</source>
        <translation>%1 bytes = %2 sectoren van %3 bytes (%4)</translation>
    </message>
    <message>
        <source>Sector size</source>
        <translation>Sectorgrootte</translation>
    </message>
    <message>
        <source>%1 bytes logical, %2 bytes physical</source>
        <translation>%1 bytes logisch, %2 bytes fysiek</translation>
    </message>
    <message>
        <source>SMART at start</source>
        <translation>SMART bij de start</translation>
    </message>
    <message>
        <source>SMART at end</source>
        <translation>SMART aan het einde</translation>
    </message>
    <message>
        <source>Mounted partitions</source>
        <translation>Aangekoppelde partities</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>WARNING: mounted during the acquisition: %1</source>
        <translation>WAARSCHUWING: aangekoppeld tijdens de veiligstelling: %1</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Bron</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Voorinstelling</translation>
    </message>
    <message>
        <source>Passes run</source>
        <translation>Uitgevoerde doorgangen</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Blokgrootte</translation>
    </message>
    <message>
        <source>Retries</source>
        <translation>Pogingen</translation>
    </message>
    <message>
        <source>Fill of bad sectors</source>
        <translation>Opvulling van defecte sectoren</translation>
    </message>
    <message>
        <source>First reads</source>
        <translation>Eerste leesbewerkingen</translation>
    </message>
    <message>
        <source>direct I/O (O_DIRECT)</source>
        <translation>directe I/O (O_DIRECT)</translation>
    </message>
    <message>
        <source>through the page cache</source>
        <translation>via de paginacache</translation>
    </message>
    <message>
        <source>Re-reads of failed blocks</source>
        <translation>Opnieuw lezen van mislukte blokken</translation>
    </message>
    <message>
        <source>none were needed</source>
        <translation>niet nodig geweest</translation>
    </message>
    <message>
        <source>%1 bytes at a time, %2</source>
        <translation>%1 bytes per keer, %2</translation>
    </message>
    <message>
        <source>through the page cache (direct I/O unavailable)</source>
        <translation>via de paginacache (directe I/O niet beschikbaar)</translation>
    </message>
    <message>
        <source>Hash algorithms</source>
        <translation>Hash-algoritmen</translation>
    </message>
    <message>
        <source>Hash windows</source>
        <translation>Hashvensters</translation>
    </message>
    <message>
        <source>every %1</source>
        <translation>elke %1</translation>
    </message>
    <message>
        <source>not given: the run was resumed, and the time of the earlier runs is not recorded</source>
        <translation>niet opgegeven: de run is hervat, en de tijd van de eerdere runs is niet vastgelegd</translation>
    </message>
    <message>
        <source>%1 (%2 bytes read or found unreadable in %3 s)</source>
        <translation>%1 (%2 bytes gelezen of onleesbaar bevonden in %3 s)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Einde</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duur</translation>
    </message>
    <message>
        <source>Average rate</source>
        <translation>Gemiddelde snelheid</translation>
    </message>
    <message>
        <source>Resumed</source>
        <translation>Hervat</translation>
    </message>
    <message>
        <source>yes: continued from an earlier run&apos;s map</source>
        <translation>ja: voortgezet vanuit de sectorkaart van een eerdere run</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Doorgang</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Tijdlijn</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fout</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Wat er gebeurde</translation>
    </message>
    <message>
        <source>Error code</source>
        <translation>Foutcode</translation>
    </message>
    <message>
        <source>System error</source>
        <translation>Systeemfout</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Waar</translation>
    </message>
    <message>
        <source>Byte offset</source>
        <translation>Byte-offset</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Handtekeningen</translation>
    </message>
    <message>
        <source>The undersigned confirm that this report describes the acquisition they performed or witnessed.</source>
        <translation>Ondergetekenden bevestigen dat dit rapport de veiligstelling beschrijft die zij hebben uitgevoerd of bijgewoond.</translation>
    </message>
    <message>
        <source>Witness</source>
        <translation>Getuige</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Handtekening</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>match</source>
        <translation>overeenkomst</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>AFWIJKING</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>niet vergeleken</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritme</translation>
    </message>
    <message>
        <source>Hash of</source>
        <translation>Hash van</translation>
    </message>
    <message>
        <source>Digest</source>
        <translation>Hashwaarde</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>Vergeleken</translation>
    </message>
    <message>
        <source>acquisition</source>
        <translation>veiligstelling</translation>
    </message>
    <message>
        <source>none recorded</source>
        <translation>niets vastgelegd</translation>
    </message>
    <message>
        <source>image re-read</source>
        <translation>image opnieuw gelezen</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>niet berekend</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>niet geverifieerd</translation>
    </message>
    <message>
        <source>source re-read</source>
        <translation>bron opnieuw gelezen</translation>
    </message>
    <message>
        <source>not re-read</source>
        <translation>niet opnieuw gelezen</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Oordeel</translation>
    </message>
    <message>
        <source>Verified at</source>
        <translation>Geverifieerd op</translation>
    </message>
    <message>
        <source>Source re-read</source>
        <translation>Bron opnieuw gelezen</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>Verification error</source>
        <translation>Verificatiefout</translation>
    </message>
    <message>
        <source>Acquisition hashes</source>
        <translation>Hashes van de veiligstelling</translation>
    </message>
    <message>
        <source>of the image file, fill included: %1 bytes hashed as they were read, %2 bytes read back from the image</source>
        <translation>van het imagebestand, inclusief opvulling: %1 bytes gehasht zoals ze werden gelezen, %2 bytes teruggelezen uit het image</translation>
    </message>
    <message>
        <source>none: no hash algorithm was chosen</source>
        <translation>geen: er is geen hash-algoritme gekozen</translation>
    </message>
    <message>
        <source>none: the image is incomplete</source>
        <translation>geen: het image is onvolledig</translation>
    </message>
    <message>
        <source>From byte</source>
        <translation>Vanaf byte</translation>
    </message>
    <message>
        <source>To byte</source>
        <translation>Tot byte</translation>
    </message>
    <message>
        <source>Hash windows: %1 digests of consecutive windows, listed in Appendix %2, locate a later mismatch.</source>
        <translation>Hashvensters: %1 hashwaarden van opeenvolgende vensters, vermeld in bijlage %2, lokaliseren een latere afwijking.</translation>
    </message>
    <message>
        <source>Appendix %1: %2</source>
        <translation>Bijlage %1: %2</translation>
    </message>
    <message>
        <source>hash windows</source>
        <translation>hashvensters</translation>
    </message>
    <message>
        <source>From byte (included) to byte (excluded), as dcfldd&apos;s hash windows.</source>
        <translation>Vanaf byte (inbegrepen) tot byte (niet inbegrepen), zoals de hashvensters van dcfldd.</translation>
    </message>
    <message>
        <source>Hashes and verification</source>
        <translation>Hashes en verificatie</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>Eerste sector</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>Laatste sector</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sectoren</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>The first %1 of %2 ranges are shown; Appendix %3 lists all %2.</source>
        <translation>De eerste %1 van %2 bereiken worden getoond; bijlage %3 vermeldt alle %2.</translation>
    </message>
    <message>
        <source>%1 ranges, in sectors of %2 bytes (byte offset = sector × %2); first and last sector included.</source>
        <translation>%1 bereiken, in sectoren van %2 bytes (byte-offset = sector × %2); eerste en laatste sector inbegrepen.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>gelezen</translation>
    </message>
    <message>
        <source>never tried</source>
        <translation>nooit geprobeerd</translation>
    </message>
    <message>
        <source>not trimmed</source>
        <translation>niet getrimd</translation>
    </message>
    <message>
        <source>not scraped</source>
        <translation>niet geschraapt</translation>
    </message>
    <message>
        <source>bad sector</source>
        <translation>defecte sector</translation>
    </message>
    <message>
        <source>Source size</source>
        <translation>Grootte van de bron</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Gelezen</translation>
    </message>
    <message>
        <source>%1 bytes (%2 of the source)</source>
        <translation>%1 bytes (%2 van de bron)</translation>
    </message>
    <message>
        <source>Unreadable, filled</source>
        <translation>Onleesbaar, opgevuld</translation>
    </message>
    <message>
        <source>Bad-sector ranges</source>
        <translation>Bereiken met defecte sectoren</translation>
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
        <translation>Nooit geprobeerd</translation>
    </message>
    <message>
        <source>NOT read, the acquisition stopped first</source>
        <translation>NIET gelezen, de veiligstelling stopte eerder</translation>
    </message>
    <message>
        <source>Not trimmed</source>
        <translation>Niet getrimd</translation>
    </message>
    <message>
        <source>NOT read, in failed blocks not yet read sector by sector</source>
        <translation>NIET gelezen, in mislukte blokken die nog niet sector voor sector zijn gelezen</translation>
    </message>
    <message>
        <source>Not scraped</source>
        <translation>Niet geschraapt</translation>
    </message>
    <message>
        <source>Bad-sector ranges (sectors of %1 bytes):</source>
        <translation>Bereiken met defecte sectoren (sectoren van %1 bytes):</translation>
    </message>
    <message>
        <source>bad-sector ranges</source>
        <translation>bereiken met defecte sectoren</translation>
    </message>
    <message>
        <source>Areas NOT read (sectors of %1 bytes):</source>
        <translation>NIET gelezen gebieden (sectoren van %1 bytes):</translation>
    </message>
    <message>
        <source>areas not read</source>
        <translation>niet gelezen gebieden</translation>
    </message>
    <message>
        <source>The record does not say where the %1 bytes that were not read lie; the map below cannot show them.</source>
        <translation>De registratie vermeldt niet waar de %1 bytes liggen die niet zijn gelezen; de sectorkaart hieronder kan ze niet tonen.</translation>
    </message>
    <message>
        <source>%1: %2 bytes</source>
        <translation>%1: %2 bytes</translation>
    </message>
    <message>
        <source>Sector map: the source from its first sector (top left) to its last, row by row; each cell shows the worst state of the sectors in it.</source>
        <translation>Sectorkaart: de bron van de eerste sector (linksboven) tot de laatste, rij voor rij; elke cel toont de slechtste status van de sectoren erin.</translation>
    </message>
    <message>
        <source>Throughput: rate of progress (read or found unreadable) between consecutive samples.</source>
        <translation>Doorvoer: voortgangssnelheid (gelezen of onleesbaar bevonden) tussen opeenvolgende metingen.</translation>
    </message>
    <message>
        <source>Resumed run: the first interval is left out, as the counter starts with the earlier runs&apos; bytes.</source>
        <translation>Hervatte run: het eerste interval is weggelaten, omdat de teller begint met de bytes van de eerdere runs.</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Dekking</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Bestand</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rol</translation>
    </message>
    <message>
        <source>Image file</source>
        <translation>Imagebestand</translation>
    </message>
    <message>
        <source>Digest in the checksum file</source>
        <translation>Hashwaarde in het controlesombestand</translation>
    </message>
    <message>
        <source>No checksum files: the image has no hash.</source>
        <translation>Geen controlesombestanden: het image heeft geen hash.</translation>
    </message>
    <message>
        <source>Output files</source>
        <translation>Uitvoerbestanden</translation>
    </message>
    <message>
        <source>block device</source>
        <translation>blokapparaat</translation>
    </message>
    <message>
        <source>file</source>
        <translation>bestand</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>gesimuleerd</translation>
    </message>
    <message>
        <source>forensic</source>
        <translation>forensisch</translation>
    </message>
    <message>
        <source>rescue</source>
        <translation>redding</translation>
    </message>
    <message>
        <source>Hash windows (%1): %2 digests of consecutive windows of %3 bytes, in %4 (dcfldd&apos;s hashlog layout), to locate a later mismatch.</source>
        <translation>Hashvensters (%1): %2 hashwaarden van opeenvolgende vensters van %3 bytes, in %4 (hashlogindeling van dcfldd), om een latere afwijking te lokaliseren.</translation>
    </message>
    <message>
        <source>not comparable: unreadable sectors</source>
        <translation>niet vergelijkbaar: onleesbare sectoren</translation>
    </message>
    <message>
        <source>Image format</source>
        <translation>Imageformaat</translation>
    </message>
    <message>
        <source>split raw, files of %1</source>
        <translation>gesplitst raw, bestanden van %1</translation>
    </message>
    <message>
        <source>raw, one file</source>
        <translation>raw, één bestand</translation>
    </message>
    <message>
        <source>network</source>
        <translation>netwerk</translation>
    </message>
    <message numerus="yes">
        <source>%1 bytes in %n bad sector(s), filled with %2 in the image</source>
        <translation>
            <numerusform>%1 bytes in %n defecte sector, in het image opgevuld met %2</numerusform>
            <numerusform>%1 bytes in %n defecte sectoren, in het image opgevuld met %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Logboek</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>voltooid</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>geannuleerd</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>mislukt</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Onderliggend bestand</translation>
    </message>
    <message>
        <source>Drive identity</source>
        <translation>Identiteit van de schijf</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>onbekend: %1</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Custody acquisition log</source>
        <translation>Custody-logboek van de veiligstelling</translation>
    </message>
    <message>
        <source>Custody acquisition log · case %1 · evidence %2</source>
        <translation>Custody-logboek van de veiligstelling · zaak %1 · bewijsstuk %2</translation>
    </message>
    <message>
        <source>[asked %1]</source>
        <translation>[gevraagd %1]</translation>
    </message>
    <message>
        <source>kernel read-only flag set, but NOT verified: %1</source>
        <translation>alleen-lezenvlag van de kernel gezet, maar NIET gecontroleerd: %1</translation>
    </message>
    <message numerus="yes">
        <source>kernel read-only flag set and verified on %n node(s) (the disk and its partitions)</source>
        <translation>
            <numerusform>alleen-lezenvlag van de kernel gezet en gecontroleerd op %n knooppunt (de schijf en haar partities)</numerusform>
            <numerusform>alleen-lezenvlag van de kernel gezet en gecontroleerd op %n knooppunten (de schijf en haar partities)</numerusform>
        </translation>
    </message>
    <message>
        <source>Image read back</source>
        <translation>Image teruggelezen</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Snelheid</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Beëindigd</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>Run %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>yes: %n run(s) in all, listed below</source>
        <translation>
            <numerusform>ja: %n run in totaal, hieronder vermeld</numerusform>
            <numerusform>ja: %n runs in totaal, hieronder vermeld</numerusform>
        </translation>
    </message>
    <message>
        <source>Running time</source>
        <translation>Looptijd</translation>
    </message>
    <message>
        <source>fill</source>
        <translation>opvullen</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>kopiëren</translation>
    </message>
    <message>
        <source>sweep</source>
        <translation>doorloop</translation>
    </message>
    <message>
        <source>trim</source>
        <translation>trimmen</translation>
    </message>
    <message>
        <source>scrape</source>
        <translation>schrapen</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>GESLAAGD</translation>
    </message>
    <message>
        <source>DEGRADED</source>
        <translation>VERSLECHTERD</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>MISLUKT</translation>
    </message>
    <message>
        <source>NOT REPORTED</source>
        <translation>NIET GEMELD</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>niet beschikbaar</translation>
    </message>
    <message>
        <source>retry %1</source>
        <translation>poging %1</translation>
    </message>
    <message>
        <source>no compression</source>
        <translation>geen compressie</translation>
    </message>
    <message>
        <source>only uniform chunks compressed</source>
        <translation>alleen uniforme chunks gecomprimeerd</translation>
    </message>
    <message>
        <source>fast compression</source>
        <translation>snelle compressie</translation>
    </message>
    <message>
        <source>best compression</source>
        <translation>beste compressie</translation>
    </message>
    <message>
        <source>E01 (EnCase 6), %1, chunks of %2, segment files of at most %3</source>
        <translation>E01 (EnCase 6), %1, chunks van %2, segmentbestanden van hoogstens %3</translation>
    </message>
    <message>
        <source>Segment file</source>
        <translation>Segmentbestand</translation>
    </message>
    <message>
        <source>MD5 of the file</source>
        <translation>MD5 van het bestand</translation>
    </message>
    <message>
        <source>NBD over TLS (%1%2), export &quot;%3&quot;</source>
        <translation>NBD via TLS (%1%2), export &quot;%3&quot;</translation>
    </message>
    <message>
        <source>NBD, NOT ENCRYPTED across the network, export &quot;%1&quot;</source>
        <translation>NBD, NIET VERSLEUTELD over het netwerk, export &quot;%1&quot;</translation>
    </message>
    <message>
        <source>; the server offered the export writable (Custody sent reads only)</source>
        <translation>; de server bood de export beschrijfbaar aan (Custody verzond alleen leesbewerkingen)</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>Overdracht</translation>
    </message>
    <message>
        <source>NBD through a local socket or loopback address, not encrypted, export &quot;%1&quot;</source>
        <translation>NBD via een lokale socket of loopback-adres, niet versleuteld, export &quot;%1&quot;</translation>
    </message>
    <message numerus="yes">
        <source>at most %n at once</source>
        <translation>
            <numerusform>hoogstens %n tegelijk</numerusform>
            <numerusform>hoogstens %n tegelijk</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (adaptive)</source>
        <translation>%1 (adaptief)</translation>
    </message>
    <message>
        <source>%1 (%2 asked for)</source>
        <translation>%1 (%2 gevraagd)</translation>
    </message>
    <message>
        <source>Block reads in flight</source>
        <translation>Gelijktijdige blokleesbewerkingen</translation>
    </message>
    <message>
        <source>; server certificate %1, SHA-256 %2</source>
        <translation>; servercertificaat %1, SHA-256 %2</translation>
    </message>
    <message numerus="yes">
        <source>; the connection was lost and made again %n time(s) (the same size%1)</source>
        <translation>
            <numerusform>; de verbinding is %n keer verbroken en hersteld (dezelfde grootte%1)</numerusform>
            <numerusform>; de verbinding is %n keer verbroken en hersteld (dezelfde grootte%1)</numerusform>
        </translation>
    </message>
    <message>
        <source> and server certificate</source>
        <translation> en hetzelfde servercertificaat</translation>
    </message>
    <message>
        <source>Transfer (last run)</source>
        <translation>Overdracht (laatste run)</translation>
    </message>
    <message>
        <source>; earlier runs reached the server otherwise: see each run under Timeline</source>
        <translation>; eerdere runs bereikten de server op een andere manier: zie elke run onder Tijdlijn</translation>
    </message>
    <message>
        <source>Run %1 transfer: %2</source>
        <translation>Overdracht van run %1: %2</translation>
    </message>
    <message>
        <source>Run %1 block reads in flight: %2</source>
        <translation>Gelijktijdige blokleesbewerkingen van run %1: %2</translation>
    </message>
    <message>
        <source>bytes %1 to %2</source>
        <translation>bytes %1 tot %2</translation>
    </message>
    <message>
        <source>%1 more ranges</source>
        <translation>nog %1 bereiken</translation>
    </message>
    <message>
        <source>the earlier runs had finished no whole window, so nothing could be checked</source>
        <translation>de eerdere runs hadden geen enkel heel venster voltooid, dus er kon niets worden gecontroleerd</translation>
    </message>
    <message>
        <source>%1 window(s) of %2 (%3 bytes), finished by the earlier runs, hashed again and unchanged</source>
        <translation>%1 venster(s) van %2 (%3 bytes), voltooid door de eerdere runs, opnieuw gehasht en ongewijzigd</translation>
    </message>
    <message>
        <source>Run %1 checked the image first: %2</source>
        <translation>Run %1 controleerde eerst het image: %2</translation>
    </message>
    <message>
        <source>Run %1 wrote %2</source>
        <translation>Run %1 schreef %2</translation>
    </message>
    <message>
        <source>not possible: the earlier map kept no window digests (GNU ddrescue&apos;s, or an older Custody&apos;s), so the bytes the earlier runs wrote were taken as they were</source>
        <translation>niet mogelijk: de eerdere sectorkaart bewaarde geen vensterhashwaarden (die van GNU ddrescue, of van een oudere Custody), dus de bytes die de eerdere runs schreven, zijn genomen zoals ze waren</translation>
    </message>
    <message>
        <source>LIFTED during the acquisition: found writable on %1 when read again after the last read of the source, so the source was writable at some point.</source>
        <translation>OPGEHEVEN tijdens de veiligstelling: beschrijfbaar bevonden op %1 bij opnieuw lezen na de laatste leesbewerking van de bron, dus de bron was op enig moment beschrijfbaar.</translation>
    </message>
    <message>
        <source>Could not be read again at the end: %1</source>
        <translation>Kon aan het einde niet opnieuw worden gelezen: %1</translation>
    </message>
    <message>
        <source>Still set on every node when read again after the last read of the source.</source>
        <translation>Nog steeds gezet op elk knooppunt bij opnieuw lezen na de laatste leesbewerking van de bron.</translation>
    </message>
    <message>
        <source>Could NOT be lifted on %1 after the acquisition (%2): it may still be read-only; run blockdev --setrw on each, or unplug and re-plug the drive.</source>
        <translation>Kon na de veiligstelling NIET worden opgeheven op %1 (%2): mogelijk nog alleen-lezen; voer blockdev --setrw uit op elk ervan, of koppel de schijf los en sluit hem opnieuw aan.</translation>
    </message>
    <message>
        <source>Lifted after the acquisition.</source>
        <translation>Opgeheven na de veiligstelling.</translation>
    </message>
    <message>
        <source>smartctl says: &quot;%1&quot;</source>
        <translation>smartctl meldt: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>Verborgen gebieden</translation>
    </message>
    <message>
        <source>Sectors the drive shows</source>
        <translation>Sectoren die de schijf toont</translation>
    </message>
    <message>
        <source>Native size</source>
        <translation>Oorspronkelijke grootte</translation>
    </message>
    <message>
        <source>Hidden area</source>
        <translation>Verborgen gebied</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>Wat het betekent</translation>
    </message>
    <message>
        <source>Other namespaces</source>
        <translation>Andere namespaces</translation>
    </message>
    <message>
        <source>Commands sent</source>
        <translation>Verzonden opdrachten</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Uitvoer</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formaat</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Verificatie</translation>
    </message>
    <message>
        <source>%1 (this record)</source>
        <translation>%1 (deze registratie)</translation>
    </message>
    <message numerus="yes">
        <source>One read wrote %n image(s), each with its own files and record:</source>
        <translation>
            <numerusform>Eén leesbewerking schreef %n image, met eigen bestanden en registratie:</numerusform>
            <numerusform>Eén leesbewerking schreef %n images, elk met eigen bestanden en registratie:</numerusform>
        </translation>
    </message>
    <message>
        <source>iSCSI target %1, LUN %2 at %3 (initiator %4)</source>
        <translation>iSCSI-target %1, LUN %2 op %3 (initiator %4)</translation>
    </message>
    <message>
        <source>no CHAP</source>
        <translation>geen CHAP</translation>
    </message>
    <message>
        <source>through a loopback address, not encrypted</source>
        <translation>via een loopback-adres, niet versleuteld</translation>
    </message>
    <message>
        <source>NOT ENCRYPTED across the network</source>
        <translation>NIET VERSLEUTELD over het netwerk</translation>
    </message>
    <message>
        <source>; the target offered the LUN writable (Custody sent reads only)</source>
        <translation>; het target bood de LUN beschrijfbaar aan (Custody verzond alleen leesbewerkingen)</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Leverancier</translation>
    </message>
    <message>
        <source>LUN designators</source>
        <translation>LUN-aanduidingen</translation>
    </message>
    <message>
        <source>over the network (%1), no page cache here</source>
        <translation>via het netwerk (%1), hier geen paginacache</translation>
    </message>
    <message>
        <source>CHAP credentials offered as %1</source>
        <translation>CHAP-referenties aangeboden als %1</translation>
    </message>
    <message>
        <source>; whether the target offered the LUN read-only is not known (it did not answer MODE SENSE; Custody sent reads only)</source>
        <translation>; of het target de LUN alleen-lezen aanbood, is niet bekend (het antwoordde niet op MODE SENSE; Custody verzond alleen leesbewerkingen)</translation>
    </message>
    <message>
        <source>read, all zeros: %1 bytes</source>
        <translation>gelezen, alleen nullen: %1 bytes</translation>
    </message>
    <message>
        <source>A finished cell whose sectors were all read as zeros is drawn apart (&quot;read, all zeros&quot;).</source>
        <translation>Een voltooide cel waarvan alle sectoren als nullen zijn gelezen, wordt apart getekend (&quot;gelezen, alleen nullen&quot;).</translation>
    </message>
    <message>
        <source>mutual CHAP: logged in as %1, the target proved itself as %2</source>
        <translation>wederzijdse CHAP: aangemeld als %1, het doel bewees zich als %2</translation>
    </message>
</context>
<context>
    <name>Custody::ReportFileView</name>
    <message>
        <source>it is encrypted</source>
        <translation>het is versleuteld</translation>
    </message>
    <message>
        <source>it is not a valid PDF</source>
        <translation>het is geen geldige PDF</translation>
    </message>
    <message>
        <source>Qt PDF cannot read it</source>
        <translation>Qt PDF kan het niet lezen</translation>
    </message>
    <message>
        <source>Report %1</source>
        <translation>Rapport %1</translation>
    </message>
    <message>
        <source>Open with &amp;another application</source>
        <translation>Openen met &amp;een andere toepassing</translation>
    </message>
    <message>
        <source>%1 cannot be shown: %2. Open it with another application to see what it holds.</source>
        <translation>%1 kan niet worden getoond: %2. Open het met een andere toepassing om te zien wat het bevat.</translation>
    </message>
    <message>
        <source>(%1 more bytes of the file are not shown here: open it with another application to read them.)</source>
        <translation>(%1 bytes meer van het bestand worden hier niet getoond: open het met een andere toepassing om ze te lezen.)</translation>
    </message>
</context>
<context>
    <name>Custody::ReportFormat</name>
    <message>
        <source>not recorded</source>
        <translation>niet vastgelegd</translation>
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
        <translation>%1 bytes, %2 sectoren</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 h </source>
        <translation>%1 u </translation>
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
        <translation>Elke cel is %1 sectoren (%2 bytes); %3 cellen per rij.</translation>
    </message>
</context>
<context>
    <name>Custody::ReportPublisher</name>
    <message>
        <source>%1 is named for two reports</source>
        <translation>%1 is voor twee rapporten opgegeven</translation>
    </message>
    <message>
        <source>cannot read the record %1: %2</source>
        <translation>kan de registratie %1 niet lezen: %2</translation>
    </message>
    <message>
        <source>the record %1 is not valid: %2</source>
        <translation>de registratie %1 is ongeldig: %2</translation>
    </message>
    <message>
        <source>the acquisition log %1 is missing: the report&apos;s SHA-256 could not be recorded in it</source>
        <translation>het logboek van de veiligstelling %1 ontbreekt: de SHA-256 van het rapport kon er niet in worden vastgelegd</translation>
    </message>
    <message>
        <source>cannot read back the report %1 to hash it: %2</source>
        <translation>kan het rapport %1 niet teruglezen om het te hashen: %2</translation>
    </message>
    <message>
        <source>the report %1 is written, but its SHA-256 could not be appended to the acquisition log %2: %3</source>
        <translation>het rapport %1 is geschreven, maar de SHA-256 ervan kon niet worden toegevoegd aan het logboek van de veiligstelling %2: %3</translation>
    </message>
    <message>
        <source>the record of the acquisition</source>
        <translation>de registratie van de veiligstelling</translation>
    </message>
    <message>
        <source>the acquisition log</source>
        <translation>het logboek van de veiligstelling</translation>
    </message>
    <message>
        <source>%1, a file of the acquisition (%2)</source>
        <translation>%1, een bestand van de veiligstelling (%2)</translation>
    </message>
    <message>
        <source>the signature %1</source>
        <translation>de handtekening %1</translation>
    </message>
    <message>
        <source>it is not a CMS signature (DER or PEM), so it is not removed with the signature of the file written anew</source>
        <translation>het is geen CMS-handtekening (DER of PEM), dus het wordt niet verwijderd samen met de handtekening van het opnieuw geschreven bestand</translation>
    </message>
</context>
<context>
    <name>Custody::ReportTextWriter</name>
    <message>
        <source>Each character is %1 sectors (%2 bytes); a row is %3 characters.</source>
        <translation>Elk teken is %1 sectoren (%2 bytes); een rij is %3 tekens.</translation>
    </message>
    <message>
        <source>Throughput: no samples recorded.</source>
        <translation>Doorvoer: geen metingen vastgelegd.</translation>
    </message>
    <message>
        <source>%1 samples over %2 s; the graph is in the PDF report.</source>
        <translation>%1 metingen over %2 s; de grafiek staat in het PDF-rapport.</translation>
    </message>
</context>
<context>
    <name>Custody::ResumeCheck</name>
    <message>
        <source>image format</source>
        <translation>imageformaat</translation>
    </message>
    <message>
        <source>segment size in bytes (--split)</source>
        <translation>segmentgrootte in bytes (--split)</translation>
    </message>
    <message>
        <source>fill byte (--fill)</source>
        <translation>opvulbyte (--fill)</translation>
    </message>
    <message>
        <source>re-read unit (--reread-unit)</source>
        <translation>eenheid voor opnieuw lezen (--reread-unit)</translation>
    </message>
    <message>
        <source>%1: was %2, is now %3</source>
        <translation>%1: was %2, is nu %3</translation>
    </message>
    <message>
        <source>the map says the image holds %1 bytes, but the image files hold only %2 (%3 is missing or shorter than that): the image was truncated, or the map belongs to another image. Acquire again into a new name</source>
        <translation>de sectorkaart zegt dat het image %1 bytes bevat, maar de imagebestanden bevatten er slechts %2 (%3 ontbreekt of is korter): het image is afgekapt, of de sectorkaart hoort bij een ander image. Stel opnieuw veilig onder een nieuwe naam</translation>
    </message>
</context>
<context>
    <name>Custody::ResumePlan</name>
    <message>
        <source>the image was started from the drive with serial number %1, but %2 is the drive with serial number %3: resume only from the same drive</source>
        <translation>het image is gestart vanaf de schijf met serienummer %1, maar %2 is de schijf met serienummer %3: hervat alleen vanaf dezelfde schijf</translation>
    </message>
    <message>
        <source>there is no map %1, but the image %2 holds data: what of it was copied cannot be known. Acquire again into a new name</source>
        <translation>er is geen sectorkaart %1, maar het image %2 bevat gegevens: wat daarvan is gekopieerd, kan niet worden bepaald. Stel opnieuw veilig onder een nieuwe naam</translation>
    </message>
    <message>
        <source>this is not the acquisition the map describes (%1). Resume with the same source and settings, or acquire into a new name</source>
        <translation>dit is niet de veiligstelling die de sectorkaart beschrijft (%1). Hervat met dezelfde bron en instellingen, of stel veilig onder een nieuwe naam</translation>
    </message>
    <message>
        <source>that acquisition is finished: its map leaves nothing to read from the source, so resuming would only hash the image again and replace the hashes it recorded. Verify the image instead, or acquire into another name</source>
        <translation>die veiligstelling is voltooid: de sectorkaart laat niets over om van de bron te lezen, dus hervatten zou alleen het image opnieuw hashen en de vastgelegde hashes vervangen. Verifieer in plaats daarvan het image, of stel veilig onder een andere naam</translation>
    </message>
</context>
<context>
    <name>Custody::ResumeWindows</name>
    <message>
        <source>window %1 (bytes %2 to %3) of the image no longer holds what the earlier run wrote: its SHA-256 was %4 when the map was saved and is now %5</source>
        <translation>venster %1 (bytes %2 tot %3) van het image bevat niet meer wat de eerdere run schreef: de SHA-256 ervan was %4 toen de sectorkaart werd opgeslagen en is nu %5</translation>
    </message>
    <message>
        <source>the map keeps a digest of window %1, which ends beyond the image&apos;s %2 bytes</source>
        <translation>de sectorkaart bewaart een hashwaarde van venster %1, dat eindigt voorbij de %2 bytes van het image</translation>
    </message>
    <message>
        <source>the part of window %1 that the earlier run wrote (bytes %2 to %3) no longer holds what it wrote: its SHA-256 was %4 when the map was saved and is now %5</source>
        <translation>het deel van venster %1 dat de eerdere run schreef (bytes %2 tot %3), bevat niet meer wat er werd geschreven: de SHA-256 ervan was %4 toen de sectorkaart werd opgeslagen en is nu %5</translation>
    </message>
</context>
<context>
    <name>Custody::SectorMapView</name>
    <message>
        <source>Finished</source>
        <translation>Voltooid</translation>
    </message>
    <message>
        <source>Non-tried</source>
        <translation>Niet geprobeerd</translation>
    </message>
    <message>
        <source>Non-trimmed</source>
        <translation>Niet getrimd</translation>
    </message>
    <message>
        <source>Non-scraped</source>
        <translation>Niet geschraapt</translation>
    </message>
    <message>
        <source>Bad sector</source>
        <translation>Defecte sector</translation>
    </message>
    <message>
        <source>Sector map</source>
        <translation>Sectorkaart</translation>
    </message>
    <message>
        <source>Bytes %1 to %2 (%3)</source>
        <translation>Bytes %1 tot %2 (%3)</translation>
    </message>
    <message>
        <source>Sectors %1 to %2 (%3 bytes each)</source>
        <translation>Sectoren %1 tot %2 (elk %3 bytes)</translation>
    </message>
    <message>
        <source>%1: %2 bytes (%3)</source>
        <translation>%1: %2 bytes (%3)</translation>
    </message>
    <message>
        <source>No map yet.</source>
        <translation>Nog geen sectorkaart.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 cells of %2 each, coloured by the worst state inside. %3.</source>
        <translation>%1 cellen van elk %2, gekleurd naar de slechtste status erin. %3.</translation>
    </message>
    <message>
        <source>Read, all zeros</source>
        <translation>Gelezen, alleen nullen</translation>
    </message>
    <message numerus="yes">
        <source>read, all zeros: %n cell(s)</source>
        <translation>
            <numerusform>gelezen, alleen nullen: %n cel</numerusform>
            <numerusform>gelezen, alleen nullen: %n cellen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Custody::SigningDialog</name>
    <message>
        <source>Signing identity</source>
        <translation>Ondertekeningsidentiteit</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Bladeren…</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.key *.crt);;All files (*)</source>
        <translation>PEM-bestanden (*.pem *.key *.crt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Private &amp;key (PEM):</source>
        <translation>Privé&amp;sleutel (PEM):</translation>
    </message>
    <message>
        <source>The examiner&apos;s private key</source>
        <translation>De privésleutel van de onderzoeker</translation>
    </message>
    <message>
        <source>The examiner&apos;s certificate</source>
        <translation>Het certificaat van de onderzoeker</translation>
    </message>
    <message>
        <source>With a key and certificate, Custody writes a detached CMS signature (FILE.p7s) beside the record and log of each acquisition and beside each report it saves, and notes the signer in the log and the case history. A key protected by a passphrase is asked for once per session. Leave both empty to sign nothing.</source>
        <translation>Met een sleutel en certificaat schrijft Custody een losse CMS-handtekening (BESTAND.p7s) naast de registratie en het logboek van elke veiligstelling en naast elk rapport dat het opslaat, en vermeldt de ondertekenaar in het logboek en de zaakgeschiedenis. Om een sleutel die met een wachtwoordzin is beveiligd, wordt eenmaal per sessie gevraagd. Laat beide leeg om niets te ondertekenen.</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Testen</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Wachtwoordzin</translation>
    </message>
    <message>
        <source>Passphrase of the signing key %1:</source>
        <translation>Wachtwoordzin van de ondertekeningssleutel %1:</translation>
    </message>
    <message>
        <source>Give both the key and the certificate.</source>
        <translation>Geef zowel de sleutel als het certificaat.</translation>
    </message>
    <message>
        <source>Loading the key and the certificate…</source>
        <translation>De sleutel en het certificaat laden…</translation>
    </message>
    <message>
        <source>Signs as %1</source>
        <translation>Ondertekent als %1</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Naam: %1</translation>
    </message>
    <message>
        <source>Organisation: %1</source>
        <translation>Organisatie: %1</translation>
    </message>
    <message>
        <source>E-mail: %1</source>
        <translation>E-mail: %1</translation>
    </message>
    <message>
        <source>Issued by: itself (a self-signed certificate)</source>
        <translation>Uitgegeven door: zichzelf (een zelfondertekend certificaat)</translation>
    </message>
    <message>
        <source>Issued by: %1</source>
        <translation>Uitgegeven door: %1</translation>
    </message>
    <message>
        <source>Valid from %1 until %2</source>
        <translation>Geldig van %1 tot %2</translation>
    </message>
    <message>
        <source>Certificate SHA-256: %1</source>
        <translation>SHA-256 van het certificaat: %1</translation>
    </message>
    <message>
        <source>Ce&amp;rtificate (PEM):</source>
        <translation>&amp;Certificaat (PEM):</translation>
    </message>
</context>
<context>
    <name>Custody::SmartReport</name>
    <message>
        <source>The drive&apos;s SMART self-assessment says it is failing.</source>
        <translation>De SMART-zelfbeoordeling van de schijf zegt dat ze faalt.</translation>
    </message>
    <message>
        <source>Attribute %1 %2 is at or below its threshold now.</source>
        <translation>Attribuut %1 %2 staat nu op of onder de drempel.</translation>
    </message>
    <message>
        <source>Attribute %1 %2 was at or below its threshold in the past.</source>
        <translation>Attribuut %1 %2 stond in het verleden op of onder de drempel.</translation>
    </message>
    <message>
        <source>NVMe critical warning: %1.</source>
        <translation>Kritieke NVMe-waarschuwing: %1.</translation>
    </message>
    <message>
        <source>The latest self-test failed at LBA %1.</source>
        <translation>De laatste zelftest is mislukt bij LBA %1.</translation>
    </message>
    <message>
        <source>The NVMe endurance estimate is used up (%1%).</source>
        <translation>De NVMe-levensduurschatting is opgebruikt (%1%).</translation>
    </message>
    <message>
        <source>Reallocated sectors: %1.</source>
        <translation>Opnieuw toegewezen sectoren: %1.</translation>
    </message>
    <message>
        <source>Sectors pending reallocation (unreadable now): %1.</source>
        <translation>Sectoren die op hertoewijzing wachten (nu onleesbaar): %1.</translation>
    </message>
    <message>
        <source>Offline uncorrectable sectors: %1.</source>
        <translation>Offline niet-corrigeerbare sectoren: %1.</translation>
    </message>
    <message>
        <source>NVMe media and data integrity errors: %1.</source>
        <translation>NVMe-fouten in medium- en gegevensintegriteit: %1.</translation>
    </message>
    <message>
        <source>Defects in the grown defect list: %1.</source>
        <translation>Defecten in de lijst met bijgekomen defecten: %1.</translation>
    </message>
    <message>
        <source>Uncorrected read, write or verify errors: %1.</source>
        <translation>Niet-gecorrigeerde lees-, schrijf- of verificatiefouten: %1.</translation>
    </message>
</context>
<context>
    <name>Custody::SmartSnapshot</name>
    <message>
        <source>reallocated sectors %1</source>
        <translation>opnieuw toegewezen sectoren %1</translation>
    </message>
    <message>
        <source>pending sectors %1</source>
        <translation>wachtende sectoren %1</translation>
    </message>
    <message>
        <source>offline uncorrectable %1</source>
        <translation>offline niet-corrigeerbaar %1</translation>
    </message>
    <message>
        <source>media errors %1</source>
        <translation>mediumfouten %1</translation>
    </message>
    <message>
        <source>percentage used %1%</source>
        <translation>gebruikt percentage %1%</translation>
    </message>
    <message>
        <source>grown defects %1</source>
        <translation>bijgekomen defecten %1</translation>
    </message>
    <message>
        <source>power-on hours %1</source>
        <translation>bedrijfsuren %1</translation>
    </message>
    <message>
        <source>temperature %1 °C</source>
        <translation>temperatuur %1 °C</translation>
    </message>
    <message>
        <source>smartctl reported no SMART data for this device.</source>
        <translation>smartctl meldde geen SMART-gegevens voor dit apparaat.</translation>
    </message>
    <message>
        <source>condition %1</source>
        <translation>toestand %1</translation>
    </message>
    <message>
        <source>data incomplete (smartctl exit status bit 2)</source>
        <translation>gegevens onvolledig (afsluitstatus van smartctl, bit 2)</translation>
    </message>
</context>
<context>
    <name>Custody::SmartStatus</name>
    <message>
        <source>Checking…</source>
        <translation>Controleren…</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Goed</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Waarschuwing</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>Falend</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <translation>Niet beschikbaar</translation>
    </message>
    <message>
        <source>smartctl is reading the drive&apos;s SMART data.</source>
        <translation>smartctl leest de SMART-gegevens van de schijf.</translation>
    </message>
    <message>
        <source>SMART reports no problem.</source>
        <translation>SMART meldt geen probleem.</translation>
    </message>
</context>
<context>
    <name>Custody::SourceFingerprint</name>
    <message>
        <source>%1: was %2, is now %3</source>
        <translation>%1: was %2, is nu %3</translation>
    </message>
    <message>
        <source>kind of source</source>
        <translation>soort bron</translation>
    </message>
    <message>
        <source>size in bytes</source>
        <translation>grootte in bytes</translation>
    </message>
    <message>
        <source>logical sector size</source>
        <translation>logische sectorgrootte</translation>
    </message>
    <message>
        <source>physical sector size</source>
        <translation>fysieke sectorgrootte</translation>
    </message>
    <message>
        <source>model</source>
        <translation>model</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>serienummer</translation>
    </message>
    <message>
        <source>file (device and inode): was %1:%2, is now %3:%4</source>
        <translation>bestand (apparaat en inode): was %1:%2, is nu %3:%4</translation>
    </message>
    <message>
        <source>SHA-256 of the first MiB</source>
        <translation>SHA-256 van de eerste MiB</translation>
    </message>
    <message>
        <source>SHA-256 of the last MiB</source>
        <translation>SHA-256 van de laatste MiB</translation>
    </message>
    <message>
        <source>SHA-256 of the server&apos;s certificate</source>
        <translation>SHA-256 van het certificaat van de server</translation>
    </message>
    <message>
        <source>designators of the iSCSI LUN</source>
        <translation>aanduidingen van de iSCSI-LUN</translation>
    </message>
</context>
<context>
    <name>Custody::SourceLayout</name>
    <message>
        <source>the layout of an E01, split or network source is read through a FUSE view, which needs root</source>
        <translation>de indeling van een E01-, gesplitste of netwerkbron wordt gelezen via een FUSE-weergave, waarvoor root nodig is</translation>
    </message>
    <message>
        <source>the layout was not read within %1 s: the source answers slowly or not at all, and nothing waits for it longer</source>
        <translation>de indeling is niet binnen %1 s gelezen: de bron antwoordt traag of helemaal niet, en niets wacht er langer op</translation>
    </message>
</context>
<context>
    <name>Custody::SystemDisks</name>
    <message>
        <source>the running system (/)</source>
        <translation>het draaiende systeem (/)</translation>
    </message>
    <message>
        <source>swap (%1)</source>
        <translation>swap (%1)</translation>
    </message>
    <message>
        <source>the destination folder %1</source>
        <translation>de doelmap %1</translation>
    </message>
</context>
<context>
    <name>Custody::ThroughputChart</name>
    <message>
        <source>h</source>
        <translation>u</translation>
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
        <translation>Geen doorvoermetingen vastgelegd.</translation>
    </message>
    <message>
        <source>Rate (MB/s)</source>
        <translation>Snelheid (MB/s)</translation>
    </message>
    <message>
        <source>Time since the start (%1)</source>
        <translation>Tijd sinds de start (%1)</translation>
    </message>
</context>
<context>
    <name>Custody::ThroughputChartView</name>
    <message>
        <source>h</source>
        <translation>u</translation>
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
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Throughput graph</source>
        <translation>Doorvoergrafiek</translation>
    </message>
    <message>
        <source>No throughput samples yet.</source>
        <translation>Nog geen doorvoermetingen.</translation>
    </message>
    <message>
        <source>Time since the start (%1)</source>
        <translation>Tijd sinds de start (%1)</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Imaging</source>
        <translation>Image maken</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>Teruglezen</translation>
    </message>
    <message>
        <source>Source read again</source>
        <translation>Bron opnieuw gelezen</translation>
    </message>
    <message>
        <source>%1: current rate %2, average %3.</source>
        <translation>%1: huidige snelheid %2, gemiddeld %3.</translation>
    </message>
</context>
<context>
    <name>Custody::Units</name>
    <message>
        <source>C</source>
        <comment>The locale of this translation&apos;s numbers (de_DE, fr_FR): decimal commas in reports</comment>
        <translation>nl_NL</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationChecksView</name>
    <message>
        <source>%1, line %2</source>
        <translation>%1, regel %2</translation>
    </message>
    <message>
        <source>whole image</source>
        <translation>heel image</translation>
    </message>
    <message>
        <source>segment</source>
        <translation>segment</translation>
    </message>
    <message>
        <source>segment %1</source>
        <translation>segment %1</translation>
    </message>
    <message>
        <source>window</source>
        <translation>venster</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>Of</source>
        <translation>Van</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritme</translation>
    </message>
    <message>
        <source>Logged</source>
        <translation>Vastgelegd</translation>
    </message>
    <message>
        <source>Computed</source>
        <translation>Berekend</translation>
    </message>
    <message>
        <source>Where logged</source>
        <translation>Waar vastgelegd</translation>
    </message>
    <message>
        <source>bytes %1</source>
        <translation>bytes %1</translation>
    </message>
    <message>
        <source>all %1 bytes</source>
        <translation>alle %1 bytes</translation>
    </message>
    <message>
        <source>size</source>
        <translation>grootte</translation>
    </message>
    <message>
        <source>size of %1</source>
        <translation>grootte van %1</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>chunk</source>
        <translation>chunk</translation>
    </message>
    <message>
        <source>chunk checksum</source>
        <translation>chunk-controlesom</translation>
    </message>
    <message>
        <source>does not match the chunk</source>
        <translation>komt niet overeen met de chunk</translation>
    </message>
    <message>
        <source>signature of %1</source>
        <translation>handtekening van %1</translation>
    </message>
    <message>
        <source>CMS signature</source>
        <translation>CMS-handtekening</translation>
    </message>
    <message>
        <source>unchanged since signed</source>
        <translation>ongewijzigd sinds ondertekening</translation>
    </message>
    <message>
        <source>unchanged since signed, by a certificate of the trusted CA %1</source>
        <translation>ongewijzigd sinds ondertekening, met een certificaat van de vertrouwde CA %1</translation>
    </message>
    <message>
        <source>the signed log %1 says it was signed, but its signature %2.p7s is not there</source>
        <translation>het ondertekende logboek %1 zegt dat het is ondertekend, maar de handtekening %2.p7s is er niet</translation>
    </message>
    <message>
        <source>the signed log %1 says it was signed, but neither it nor its signature is there</source>
        <translation>het ondertekende logboek %1 zegt dat het is ondertekend, maar het logboek noch de handtekening is er</translation>
    </message>
    <message>
        <source>unchanged since signed, but with another certificate than the one the signed log %1 names (SHA-256 %2)</source>
        <translation>ongewijzigd sinds ondertekening, maar met een ander certificaat dan het certificaat dat het ondertekende logboek %1 noemt (SHA-256 %2)</translation>
    </message>
    <message>
        <source>%1
certificate SHA-256 %2, signed %3</source>
        <translation>%1
certificaat-SHA-256 %2, ondertekend %3</translation>
    </message>
    <message>
        <source>not a signature: %1.p7s is not a detached CMS signature of one signer, so it vouches for nothing</source>
        <translation>geen handtekening: %1.p7s is geen losse CMS-handtekening van één ondertekenaar, dus staat het nergens voor in</translation>
    </message>
    <message>
        <source>the signature does not match the file: the file changed since it was signed</source>
        <translation>de handtekening komt niet overeen met het bestand: het bestand is gewijzigd sinds het is ondertekend</translation>
    </message>
    <message>
        <source>the signature is damaged: it does not verify with the certificate it carries, so it vouches for nothing</source>
        <translation>de handtekening is beschadigd: ze verifieert niet met het certificaat dat ze bevat, dus staat ze nergens voor in</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate has expired: the trusted CA %1 does not vouch for it at the time of this verification</source>
        <translation>ongewijzigd sinds ondertekening, maar het certificaat van de ondertekenaar is verlopen: de vertrouwde CA %1 staat er op het moment van deze verificatie niet voor in</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate is not valid yet: the trusted CA %1 does not vouch for it at the time of this verification</source>
        <translation>ongewijzigd sinds ondertekening, maar het certificaat van de ondertekenaar is nog niet geldig: de vertrouwde CA %1 staat er op het moment van deze verificatie niet voor in</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate is not trusted: it was not issued under the trusted CA %1</source>
        <translation>ongewijzigd sinds ondertekening, maar het certificaat van de ondertekenaar wordt niet vertrouwd: het is niet uitgegeven onder de vertrouwde CA %1</translation>
    </message>
    <message>
        <source>the signature does not match the file: the file or its signature changed since it was signed</source>
        <translation>de handtekening komt niet overeen met het bestand: het bestand of de handtekening is gewijzigd sinds het is ondertekend</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate is not trusted by the CA %1</source>
        <translation>ongewijzigd sinds ondertekening, maar het certificaat van de ondertekenaar wordt niet vertrouwd door de CA %1</translation>
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
        <translation>%1, regel %2</translation>
    </message>
    <message>
        <source>match</source>
        <translation>overeenkomst</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>AFWIJKING</translation>
    </message>
    <message>
        <source>not checked: %1</source>
        <translation>niet gecontroleerd: %1</translation>
    </message>
    <message>
        <source>whole image</source>
        <translation>heel image</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritme</translation>
    </message>
    <message>
        <source>Of</source>
        <translation>Van</translation>
    </message>
    <message>
        <source>Logged</source>
        <translation>Vastgelegd</translation>
    </message>
    <message>
        <source>Computed</source>
        <translation>Berekend</translation>
    </message>
    <message>
        <source>Where logged</source>
        <translation>Waar vastgelegd</translation>
    </message>
    <message>
        <source>Created (UTC)</source>
        <translation>Gemaakt (UTC)</translation>
    </message>
    <message>
        <source>Created (local time)</source>
        <translation>Gemaakt (lokale tijd)</translation>
    </message>
    <message>
        <source>Created by</source>
        <translation>Gemaakt met</translation>
    </message>
    <message>
        <source>Verification started</source>
        <translation>Verificatie gestart</translation>
    </message>
    <message>
        <source>Verification ended</source>
        <translation>Verificatie beëindigd</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Opdrachtregel</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Grootte</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Gelezen</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>Segment</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Bestand</translation>
    </message>
    <message>
        <source>Hashlog</source>
        <translation>Hashlog</translation>
    </message>
    <message>
        <source>Written by</source>
        <translation>Geschreven door</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Hashlogs</source>
        <translation>Hashlogs</translation>
    </message>
    <message>
        <source>Logged bytes</source>
        <translation>Vastgelegde bytes</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>Groottes</translation>
    </message>
    <message numerus="yes">
        <source>%n window or segment digest(s) match; the appendix lists every window and segment digest.</source>
        <translation>
            <numerusform>%n hashwaarde van een venster of segment komt overeen; de bijlage vermeldt elke hashwaarde van vensters en segmenten.</numerusform>
            <numerusform>%n hashwaarden van vensters of segmenten komen overeen; de bijlage vermeldt elke hashwaarde van vensters en segmenten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Digests</source>
        <translation>Hashwaarden</translation>
    </message>
    <message>
        <source>Appendix: every window and segment digest</source>
        <translation>Bijlage: elke hashwaarde van vensters en segmenten</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Handtekeningen</translation>
    </message>
    <message>
        <source>The undersigned confirm that this report describes the verification they performed or witnessed.</source>
        <translation>Ondergetekenden bevestigen dat dit rapport de verificatie beschrijft die zij hebben uitgevoerd of bijgewoond.</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Onderzoeker</translation>
    </message>
    <message>
        <source>Witness</source>
        <translation>Getuige</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Handtekening</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Verification report</source>
        <translation>Verificatierapport</translation>
    </message>
    <message>
        <source>Custody verification report · %1</source>
        <translation>Custody-verificatierapport · %1</translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>gemaakt %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 van %2</translation>
    </message>
    <message>
        <source>Examiner&apos;s initials:</source>
        <translation>Initialen van de onderzoeker:</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Wat er gebeurde</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Oordeel</translation>
    </message>
    <message>
        <source>each as computed</source>
        <translation>elk zoals berekend</translation>
    </message>
    <message>
        <source>%1 to line %2</source>
        <translation>%1 tot regel %2</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>niet bekend</translation>
    </message>
    <message>
        <source>segment, bytes %1</source>
        <translation>segment, bytes %1</translation>
    </message>
    <message>
        <source>segment %1, bytes %2</source>
        <translation>segment %1, bytes %2</translation>
    </message>
    <message>
        <source>window, bytes %1</source>
        <translation>venster, bytes %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pieces, bytes %1</source>
        <translation>
            <numerusform>%n deel, bytes %1</numerusform>
            <numerusform>%n delen, bytes %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sectoren</translation>
    </message>
    <message>
        <source>Segment file</source>
        <translation>Segmentbestand</translation>
    </message>
    <message>
        <source>Chunks that fail their checksum</source>
        <translation>Chunks waarvan de controlesom niet klopt</translation>
    </message>
    <message>
        <source>Signed by</source>
        <translation>Ondertekend door</translation>
    </message>
    <message>
        <source>Signed at</source>
        <translation>Ondertekend op</translation>
    </message>
    <message>
        <source>Certificate SHA-256</source>
        <translation>SHA-256 van het certificaat</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>ongewijzigd</translation>
    </message>
    <message>
        <source>CHANGED</source>
        <translation>GEWIJZIGD</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>niet vastgelegd</translation>
    </message>
    <message>
        <source>SIGNATURE MISSING: the signed log %1 says it was signed</source>
        <translation>HANDTEKENING ONTBREEKT: het ondertekende logboek %1 zegt dat het is ondertekend</translation>
    </message>
    <message>
        <source>MISSING: the signed log %1 says it was signed</source>
        <translation>ONTBREEKT: het ondertekende logboek %1 zegt dat het is ondertekend</translation>
    </message>
    <message>
        <source>SIGNATURE INVALID</source>
        <translation>HANDTEKENING ONGELDIG</translation>
    </message>
    <message>
        <source>OTHER SIGNER than the signed log %1 names</source>
        <translation>ANDERE ONDERTEKENAAR dan het ondertekende logboek %1 noemt</translation>
    </message>
    <message>
        <source>UNTRUSTED at the verification time %1</source>
        <translation>NIET VERTROUWD op het verificatietijdstip %1</translation>
    </message>
    <message>
        <source>unchanged, CA-issued, valid at the verification time %1</source>
        <translation>ongewijzigd, uitgegeven door CA, geldig op het verificatietijdstip %1</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationPanel</name>
    <message>
        <source>&amp;Cancel verification</source>
        <translation>Verificatie &amp;annuleren</translation>
    </message>
    <message>
        <source>&amp;Save report…</source>
        <translation>Rapport &amp;opslaan…</translation>
    </message>
    <message>
        <source>&amp;Print report…</source>
        <translation>Rapport af&amp;drukken…</translation>
    </message>
    <message>
        <source>Verify %1</source>
        <translation>%1 verifiëren</translation>
    </message>
    <message>
        <source>Verifying %1 against %2</source>
        <translation>%1 verifiëren aan de hand van %2</translation>
    </message>
    <message>
        <source>FAILED: %1</source>
        <translation>MISLUKT: %1</translation>
    </message>
    <message>
        <source>Verified %1</source>
        <translation>%1 geverifieerd</translation>
    </message>
    <message>
        <source>Save the verification report</source>
        <translation>Het verificatierapport opslaan</translation>
    </message>
    <message>
        <source>Report not saved</source>
        <translation>Rapport niet opgeslagen</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;Text and JSON (*.txt)</source>
        <translation>PDF (*.pdf);;Tekst en JSON (*.txt)</translation>
    </message>
    <message>
        <source>Report not printed</source>
        <translation>Rapport niet afgedrukt</translation>
    </message>
    <message>
        <source>MATCH</source>
        <translation>OVEREENKOMST</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>AFWIJKING</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>NIET GEVERIFIEERD</translation>
    </message>
    <message>
        <source>INCOMPLETE</source>
        <translation>ONVOLLEDIG</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>MISLUKT</translation>
    </message>
    <message>
        <source>Verify %1: %2</source>
        <translation>%1 verifiëren: %2</translation>
    </message>
    <message>
        <source>Report saved: %1 (SHA-256 %2)</source>
        <translation>Rapport opgeslagen: %1 (SHA-256 %2)</translation>
    </message>
    <message>
        <source>Report saved: %1</source>
        <translation>Rapport opgeslagen: %1</translation>
    </message>
    <message>
        <source>the hashlog %1</source>
        <translation>de hashlog %1</translation>
    </message>
    <message>
        <source>Vie&amp;w report</source>
        <translation>Rapport &amp;weergeven</translation>
    </message>
    <message>
        <source>Print the verification report</source>
        <translation>Het verificatierapport afdrukken</translation>
    </message>
    <message>
        <source>Verification report</source>
        <translation>Verificatierapport</translation>
    </message>
    <message>
        <source>Report not shown</source>
        <translation>Rapport niet getoond</translation>
    </message>
    <message>
        <source>Signature of %1: %2</source>
        <translation>Handtekening van %1: %2</translation>
    </message>
    <message>
        <source>The first window or segment that differs covers bytes %1.</source>
        <translation>Het eerste venster of segment dat afwijkt, beslaat bytes %1.</translation>
    </message>
    <message>
        <source>Saving the report to %1…</source>
        <translation>Het rapport opslaan in %1…</translation>
    </message>
    <message>
        <source>%1: %2 at %3</source>
        <translation>%1: %2 met %3</translation>
    </message>
    <message>
        <source>Not signed: no signature (FILE.p7s) beside the image or its hashlogs</source>
        <translation>Niet ondertekend: geen handtekening (BESTAND.p7s) naast het image of de hashlogs ervan</translation>
    </message>
    <message>
        <source>Signed by %1: %2</source>
        <translation>Ondertekend door %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n signature(s) fail: see above and the signature rows below.</source>
        <translation>
            <numerusform>%n handtekening klopt niet: zie hierboven en de handtekeningrijen hieronder.</numerusform>
            <numerusform>%n handtekeningen kloppen niet: zie hierboven en de handtekeningrijen hieronder.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: read as %2</source>
        <translation>%1: gelezen als %2</translation>
    </message>
    <message>
        <source>Report not saved: %1</source>
        <translation>Rapport niet opgeslagen: %1</translation>
    </message>
    <message>
        <source>Not signed: %1</source>
        <translation>Niet ondertekend: %1</translation>
    </message>
    <message>
        <source>Signed by %1.</source>
        <translation>Ondertekend door %1.</translation>
    </message>
    <message>
        <source>Not signed: no signing identity is set (File → Signing identity…).</source>
        <translation>Niet ondertekend: er is geen ondertekeningsidentiteit ingesteld (Bestand → Ondertekeningsidentiteit…).</translation>
    </message>
    <message>
        <source>%1 is beside the report and is no CMS signature: move it away or save the report under another name.</source>
        <translation>%1 staat naast het rapport en is geen CMS-handtekening: verplaats het of sla het rapport op onder een andere naam.</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationPlan</name>
    <message>
        <source>%1 more</source>
        <translation>nog %1</translation>
    </message>
    <message>
        <source>it holds hashes of %1 different files or runs (%2), and none is named like the image %3 or one of its segments</source>
        <translation>het bevat hashes van %1 verschillende bestanden of runs (%2), en geen ervan heeft een naam zoals het image %3 of een van de segmenten ervan</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, not the image %3: its hashes are taken as the image&apos;s</source>
        <translation>%1 noemt &apos;%2&apos;, niet het image %3: de hashes ervan worden als die van het image genomen</translation>
    </message>
    <message>
        <source>algorithm %1 is not supported</source>
        <translation>algoritme %1 wordt niet ondersteund</translation>
    </message>
    <message numerus="yes">
        <source>%1 also lists %n other file(s), not checked</source>
        <translation>
            <numerusform>%1 vermeldt ook %n ander bestand, niet gecontroleerd</numerusform>
            <numerusform>%1 vermeldt ook %n andere bestanden, niet gecontroleerd</numerusform>
        </translation>
    </message>
    <message>
        <source>the log&apos;s hash windows are checked instead</source>
        <translation>in plaats daarvan worden de hashvensters van het logboek gecontroleerd</translation>
    </message>
    <message>
        <source>the pieces are not windows of one size from the start of the image, which one read can check</source>
        <translation>de delen zijn geen vensters van één grootte vanaf het begin van het image, die één leesbewerking kan controleren</translation>
    </message>
    <message>
        <source>windows of %1 bytes; this read checks windows of %2 bytes</source>
        <translation>vensters van %1 bytes; deze leesbewerking controleert vensters van %2 bytes</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationReport</name>
    <message>
        <source>%1, line %2</source>
        <translation>%1, regel %2</translation>
    </message>
    <message>
        <source>The verification was cancelled before the end of the image.</source>
        <translation>De verificatie is geannuleerd voor het einde van het image.</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>%1, %2 bytes</source>
        <translation>%1, %2 bytes</translation>
    </message>
    <message>
        <source>Hashlog</source>
        <translation>Hashlog</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>opmerking: %1</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Opmerking</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Grootte</translation>
    </message>
    <message>
        <source>%1%2 bytes, as logged (%3)</source>
        <translation>%1%2 bytes, zoals vastgelegd (%3)</translation>
    </message>
    <message>
        <source>MISMATCH  %1%2 bytes, the log records %3 (%4)</source>
        <translation>AFWIJKING %1%2 bytes, het logboek vermeldt %3 (%4)</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fout</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>MISMATCH  %1: logged %2, image %3 (%4)</source>
        <translation>AFWIJKING %1: vastgelegd %2, image %3 (%4)</translation>
    </message>
    <message>
        <source>not checked: %1: %2 (%3)</source>
        <translation>niet gecontroleerd: %1: %2 (%3)</translation>
    </message>
    <message>
        <source>match     %1 (%2)</source>
        <translation>gelijk    %1 (%2)</translation>
    </message>
    <message>
        <source>MISMATCH  logged %1, image %2 (%3)</source>
        <translation>AFWIJKING vastgelegd %1, image %2 (%3)</translation>
    </message>
    <message>
        <source>not checked: %1 (%2)</source>
        <translation>niet gecontroleerd: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n image or file digest(s)</source>
        <translation>
            <numerusform>%n hashwaarde van image of bestand</numerusform>
            <numerusform>%n hashwaarden van image of bestanden</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: MATCH. %1 checked: all agree with the image.%2</source>
        <translation>Oordeel: OVEREENKOMST. %1 gecontroleerd: alle komen overeen met het image.%2</translation>
    </message>
    <message numerus="yes">
        <source>Verdict: NOT VERIFIED. None of the %n digest(s) the hashlog records could be checked (see above); nothing is proven.</source>
        <translation>
            <numerusform>Oordeel: NIET GEVERIFIEERD. Geen van de %n hashwaarde die de hashlog vermeldt, kon worden gecontroleerd (zie hierboven); niets is bewezen.</numerusform>
            <numerusform>Oordeel: NIET GEVERIFIEERD. Geen van de %n hashwaarden die de hashlog vermeldt, kon worden gecontroleerd (zie hierboven); niets is bewezen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: INCOMPLETE. The %1 checked agree with the image, but no digest covers %2 (the first such range): the image as a whole is not verified.</source>
        <translation>Oordeel: ONVOLLEDIG. De gecontroleerde %1 komen overeen met het image, maar geen hashwaarde dekt %2 (het eerste zulke bereik): het image als geheel is niet geverifieerd.</translation>
    </message>
    <message>
        <source>Verdict: FAILED. The image was not read to the end; nothing is proven.</source>
        <translation>Oordeel: MISLUKT. Het image is niet tot het einde gelezen; niets is bewezen.</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>niet berekend</translation>
    </message>
    <message>
        <source>the image ends before this piece</source>
        <translation>het image eindigt vóór dit deel</translation>
    </message>
    <message>
        <source>the image was not read to the end</source>
        <translation>het image is niet tot het einde gelezen</translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) (windows or segments): %1 match, %2 mismatch, %3 not checked</source>
        <translation>
            <numerusform>%n deel (vensters of segmenten): %1 overeenkomst, %2 afwijking, %3 niet gecontroleerd</numerusform>
            <numerusform>%n delen (vensters of segmenten): %1 overeenkomst, %2 afwijking, %3 niet gecontroleerd</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>two counts of digests</comment>
        <translation>%1 en %2</translation>
    </message>
    <message numerus="yes">
        <source>%n window or segment digest(s)</source>
        <translation>
            <numerusform>%n hashwaarde van venster of segment</numerusform>
            <numerusform>%n hashwaarden van vensters of segmenten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n logged digest(s) could not be checked (see above).</source>
        <translation>
            <numerusform>%n vastgelegde hashwaarde kon niet worden gecontroleerd (zie hierboven).</numerusform>
            <numerusform>%n vastgelegde hashwaarden konden niet worden gecontroleerd (zie hierboven).</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: MISMATCH. The image differs from what the hashlog records (%1 checked; %2 differ, and so does the size).</source>
        <translation>Oordeel: AFWIJKING. Het image wijkt af van wat de hashlog vermeldt (%1 gecontroleerd; %2 wijken af, en ook de grootte).</translation>
    </message>
    <message>
        <source>Verdict: MISMATCH. The image differs from what the hashlog records (%1 checked; %2 differ).</source>
        <translation>Oordeel: AFWIJKING. Het image wijkt af van wat de hashlog vermeldt (%1 gecontroleerd; %2 wijken af).</translation>
    </message>
    <message>
        <source>bytes %1</source>
        <translation>bytes %1</translation>
    </message>
    <message>
        <source>Windows or segments that differ: %1.</source>
        <translation>Vensters of segmenten die afwijken: %1.</translation>
    </message>
    <message>
        <source>segment %1 of the E01 image is missing</source>
        <translation>segment %1 van het E01-image ontbreekt</translation>
    </message>
    <message>
        <source>Chunk</source>
        <translation>Chunk</translation>
    </message>
    <message>
        <source>CHECKSUM ERROR  %1 (sectors %2) in %3</source>
        <translation>CONTROLESOMFOUT  %1 (sectoren %2) in %3</translation>
    </message>
    <message numerus="yes">
        <source>Verdict: MISMATCH. %n chunk(s) of the image fail their checksum (see above); %1 checked, %2 differ.</source>
        <translation>
            <numerusform>Oordeel: AFWIJKING. %n chunk van het image heeft een onjuiste controlesom (zie hierboven); %1 gecontroleerd, %2 wijken af.</numerusform>
            <numerusform>Oordeel: AFWIJKING. %n chunks van het image hebben een onjuiste controlesom (zie hierboven); %1 gecontroleerd, %2 wijken af.</numerusform>
        </translation>
    </message>
    <message>
        <source>the E01 image stores no MD5 or SHA-1 of its media data, and no hashlog was given: there is nothing to check it against</source>
        <translation>het E01-image bevat geen MD5 of SHA-1 van de mediumgegevens, en er is geen hashlog opgegeven: er is niets om het aan te toetsen</translation>
    </message>
    <message>
        <source>%1 stores no MD5 or SHA-1 of its media data</source>
        <translation>%1 bevat geen MD5 of SHA-1 van de mediumgegevens</translation>
    </message>
    <message>
        <source>%1 hashes the E01&apos;s segment files themselves, not its media data: not checked here (md5sum -c or sha256sum -c checks them)</source>
        <translation>%1 hasht de segmentbestanden van het E01 zelf, niet de mediumgegevens: hier niet gecontroleerd (md5sum -c of sha256sum -c controleert ze)</translation>
    </message>
    <message>
        <source>%1 is segment %2 of an E01 image, not segment %3: it was renamed or belongs to another image</source>
        <translation>%1 is segment %2 van een E01-image, niet segment %3: het is hernoemd of hoort bij een ander image</translation>
    </message>
    <message>
        <source>%1 and %2 belong to different E01 images: their set identifiers are %3 and %4</source>
        <translation>%1 en %2 horen bij verschillende E01-images: hun set-ID&apos;s zijn %3 en %4</translation>
    </message>
    <message>
        <source>an unrecorded time</source>
        <translation>een niet-vastgelegd tijdstip</translation>
    </message>
    <message>
        <source>Signed</source>
        <translation>Ondertekend</translation>
    </message>
    <message>
        <source>CHANGED  %1 since it was signed by %2 at %3, or its signature is damaged (%4)</source>
        <translation>GEWIJZIGD  %1 sinds het is ondertekend door %2 op %3, of de handtekening ervan is beschadigd (%4)</translation>
    </message>
    <message>
        <source>%1: unchanged since signed at %2 with a certificate naming %3 (SHA-256 %4; not checked against a CA)</source>
        <translation>%1: ongewijzigd sinds ondertekening op %2 met een certificaat op naam van %3 (SHA-256 %4; niet getoetst aan een CA)</translation>
    </message>
    <message>
        <source>SIGNATURE MISSING  %1: the signed log %2 says it was signed at %3 with a certificate naming %4 (SHA-256 %5), but its signature %1.p7s is not there</source>
        <translation>HANDTEKENING ONTBREEKT  %1: het ondertekende logboek %2 zegt dat het is ondertekend op %3 met een certificaat op naam van %4 (SHA-256 %5), maar de handtekening %1.p7s is er niet</translation>
    </message>
    <message>
        <source>MISSING  %1: the signed log %2 says it was signed at %3 with a certificate naming %4 (SHA-256 %5), but neither it nor its signature is there</source>
        <translation>ONTBREEKT  %1: het ondertekende logboek %2 zegt dat het is ondertekend op %3 met een certificaat op naam van %4 (SHA-256 %5), maar het bestand noch de handtekening is er</translation>
    </message>
    <message>
        <source>SIGNATURE INVALID  %1: %1.p7s is not a detached CMS signature of one signer (%2)</source>
        <translation>HANDTEKENING ONGELDIG  %1: %1.p7s is geen losse CMS-handtekening van één ondertekenaar (%2)</translation>
    </message>
    <message>
        <source>OTHER SIGNER  %1: unchanged since signed at %2 with a certificate naming %3 (SHA-256 %4), but the signed log %5 says it was signed with the certificate SHA-256 %6</source>
        <translation>ANDERE ONDERTEKENAAR  %1: ongewijzigd sinds ondertekening op %2 met een certificaat op naam van %3 (SHA-256 %4), maar het ondertekende logboek %5 zegt dat het is ondertekend met het certificaat SHA-256 %6</translation>
    </message>
    <message>
        <source>UNTRUSTED  %1: signed (at %2, as the signer states) with a certificate naming %3 (SHA-256 %4) that the CA %5 does not vouch for at the time of this verification, %6: %7</source>
        <translation>NIET VERTROUWD  %1: ondertekend (op %2, volgens de ondertekenaar) met een certificaat op naam van %3 (SHA-256 %4) waar de CA %5 op het moment van deze verificatie niet voor instaat, %6: %7</translation>
    </message>
    <message>
        <source>%1: unchanged since signed (at %2, as the signer states) with a certificate naming %3 (SHA-256 %4), issued under the CA %5 and valid at the time of this verification, %6</source>
        <translation>%1: ongewijzigd sinds ondertekening (op %2, volgens de ondertekenaar) met een certificaat op naam van %3 (SHA-256 %4), uitgegeven onder de CA %5 en geldig op het moment van deze verificatie, %6</translation>
    </message>
    <message numerus="yes">
        <source>Verdict: MISMATCH. %n signed file(s) changed since they were signed, lack the signature the signed log says they have, or were signed under no trusted CA (see above); %1 checked, %2 differ from the image.</source>
        <translation>
            <numerusform>Oordeel: AFWIJKING. %n ondertekend bestand is gewijzigd sinds het is ondertekend, mist de handtekening die het ondertekende logboek vermeldt, of is ondertekend onder geen enkele vertrouwde CA (zie hierboven); %1 gecontroleerd, %2 wijken af van het image.</numerusform>
            <numerusform>Oordeel: AFWIJKING. %n ondertekende bestanden zijn gewijzigd sinds ze zijn ondertekend, missen de handtekening die het ondertekende logboek vermeldt, of zijn ondertekend onder geen enkele vertrouwde CA (zie hierboven); %1 gecontroleerd, %2 wijken af van het image.</numerusform>
        </translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Zaak</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Bewijsstuk</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Onderzoeker</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschrijving</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notities</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationVerdict</name>
    <message>
        <source>MATCH</source>
        <translation>OVEREENKOMST</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>AFWIJKING</translation>
    </message>
    <message>
        <source>VERIFICATION FAILED</source>
        <translation>VERIFICATIE MISLUKT</translation>
    </message>
    <message>
        <source>INCOMPLETE: NOT A MATCH</source>
        <translation>ONVOLLEDIG: GEEN OVEREENKOMST</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>NIET GEVERIFIEERD</translation>
    </message>
    <message>
        <source>The image read-back was cancelled before it finished.</source>
        <translation>Het teruglezen van het image is geannuleerd voordat het klaar was.</translation>
    </message>
    <message>
        <source>The image could not be read back: %1</source>
        <translation>Het image kon niet worden teruggelezen: %1</translation>
    </message>
    <message>
        <source>%1 of the image read back differs from the acquisition hash: the image is not what was acquired.</source>
        <translation>%1 van het teruggelezen image wijkt af van de hash van de veiligstelling: het image is niet wat is veiliggesteld.</translation>
    </message>
    <message>
        <source>No hash of the image differs, but %1 was not computed again, so the image is not shown to be what was acquired.</source>
        <translation>Geen enkele hash van het image wijkt af, maar %1 is niet opnieuw berekend, dus is niet aangetoond dat het image is wat is veiliggesteld.</translation>
    </message>
    <message>
        <source>Every hash (%1) of the image read back equals the acquisition hash.</source>
        <translation>Elke hash (%1) van het teruggelezen image is gelijk aan de hash van de veiligstelling.</translation>
    </message>
    <message>
        <source>The second read of the source was cancelled before it finished.</source>
        <translation>Het tweede lezen van de bron is geannuleerd voordat het klaar was.</translation>
    </message>
    <message>
        <source>The source could not be read again: %1</source>
        <translation>De bron kon niet opnieuw worden gelezen: %1</translation>
    </message>
    <message>
        <source>The source read again has the acquisition hashes.</source>
        <translation>De opnieuw gelezen bron heeft de hashes van de veiligstelling.</translation>
    </message>
    <message>
        <source>The source read again has other hashes over unreadable sectors; this record predates the sector-by-sector comparison, so the source was not compared with the image.</source>
        <translation>De opnieuw gelezen bron heeft andere hashes over onleesbare sectoren; deze registratie dateert van vóór de vergelijking per sector, dus de bron is niet met het image vergeleken.</translation>
    </message>
    <message>
        <source>The source read again does not have the acquisition hashes, although no sector was unreadable.</source>
        <translation>De opnieuw gelezen bron heeft niet de hashes van de veiligstelling, hoewel geen enkele sector onleesbaar was.</translation>
    </message>
    <message>
        <source>The source read again differs from the image: %1 bytes in sectors read both times, the first at byte offset %2.</source>
        <translation>De opnieuw gelezen bron wijkt af van het image: %1 bytes in sectoren die beide keren zijn gelezen, de eerste bij byte-offset %2.</translation>
    </message>
    <message>
        <source>No sector of the source could be read both times, so the source was not compared with the image.</source>
        <translation>Geen enkele sector van de bron kon beide keren worden gelezen, dus de bron is niet met het image vergeleken.</translation>
    </message>
    <message>
        <source>The source read again equals the image in every sector read both times (%1 bytes).</source>
        <translation>De opnieuw gelezen bron is gelijk aan het image in elke sector die beide keren is gelezen (%1 bytes).</translation>
    </message>
    <message>
        <source>%1 bytes unreadable in one of the two reads were not compared.</source>
        <translation>%1 bytes die bij een van beide leesbewerkingen onleesbaar waren, zijn niet vergeleken.</translation>
    </message>
    <message>
        <source>Of those, %1 bytes were unreadable during the acquisition and read now: their content is not in the image.</source>
        <translation>Daarvan waren %1 bytes onleesbaar tijdens de veiligstelling en zijn ze nu gelezen: hun inhoud zit niet in het image.</translation>
    </message>
    <message>
        <source>No verification is recorded: the image has not been read back and compared with the acquisition hashes.</source>
        <translation>Er is geen verificatie vastgelegd: het image is niet teruggelezen en vergeleken met de hashes van de veiligstelling.</translation>
    </message>
    <message>
        <source>The acquisition has no hash to compare the verification with.</source>
        <translation>De veiligstelling heeft geen hash om de verificatie mee te vergelijken.</translation>
    </message>
    <message>
        <source>The source was not read again.</source>
        <translation>De bron is niet opnieuw gelezen.</translation>
    </message>
    <message>
        <source>The image could not be read for the comparison with the source: %1</source>
        <translation>Het image kon niet worden gelezen voor de vergelijking met de bron: %1</translation>
    </message>
    <message>
        <source>The software write-block was found lifted on %1 before the end of the acquisition: the source was writable at some point during it.</source>
        <translation>De software-schrijfbeveiliging bleek opgeheven op %1 vóór het einde van de veiligstelling: de bron was op enig moment tijdens de veiligstelling beschrijfbaar.</translation>
    </message>
</context>
<context>
    <name>Custody::VerifyDialog</name>
    <message>
        <source>Verify an image</source>
        <translation>Een image verifiëren</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Bladeren…</translation>
    </message>
    <message>
        <source>&amp;Image:</source>
        <translation>&amp;Image:</translation>
    </message>
    <message>
        <source>&amp;Hashlogs:</source>
        <translation>&amp;Hashlogs:</translation>
    </message>
    <message>
        <source>&amp;Add hashlog…</source>
        <translation>Hash&amp;log toevoegen…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>Ver&amp;wijderen</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>&amp;Verifiëren</translation>
    </message>
    <message>
        <source>Image to verify</source>
        <translation>Te verifiëren image</translation>
    </message>
    <message>
        <source>Hashlog</source>
        <translation>Hashlog</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 is geen bestand.</translation>
    </message>
    <message>
        <source>No hashlog found next to the image: add one.</source>
        <translation>Geen hashlog gevonden naast het image: voeg er een toe.</translation>
    </message>
    <message>
        <source>Looking for hashlogs next to the image…</source>
        <translation>Zoeken naar hashlogs naast het image…</translation>
    </message>
    <message>
        <source>Choose the image (for a split or E01 image, any of its segments).</source>
        <translation>Kies het image (bij een gesplitst of E01-image een willekeurig segment ervan).</translation>
    </message>
    <message>
        <source>optional: signatures must come from this CA (PEM)</source>
        <translation>optioneel: handtekeningen moeten van deze CA komen (PEM)</translation>
    </message>
    <message>
        <source>Brow&amp;se…</source>
        <translation>Blade&amp;ren…</translation>
    </message>
    <message>
        <source>The CA certificate signers must chain to</source>
        <translation>Het CA-certificaat waar de keten van ondertekenaars naar moet leiden</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.crt);;All files (*)</source>
        <translation>PEM-bestanden (*.pem *.crt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Still looking at %1 and for hashlogs next to it: its folder does not answer (a share that is slow or gone?).</source>
        <translation>Nog bezig met %1 en het zoeken naar hashlogs ernaast: de map ervan antwoordt niet (een share die traag of verdwenen is?).</translation>
    </message>
    <message>
        <source>Read as</source>
        <translation>Gelezen als</translation>
    </message>
    <message>
        <source>its folder does not answer</source>
        <translation>de map ervan antwoordt niet</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>lezen…</translation>
    </message>
    <message>
        <source>not readable</source>
        <translation>niet leesbaar</translation>
    </message>
    <message>
        <source>%1 cannot be read as a hashlog: %2
Remove it, or add another.</source>
        <translation>%1 kan niet als hashlog worden gelezen: %2
Verwijder het, of voeg een andere toe.</translation>
    </message>
    <message>
        <source>Hashlogs</source>
        <translation>Hashlogs</translation>
    </message>
    <message>
        <source>&amp;Trusted CA:</source>
        <translation>Vertrouwde &amp;CA:</translation>
    </message>
</context>
<context>
    <name>Custody::VolumeMounts</name>
    <message>
        <source>encrypted: listed, not unlocked</source>
        <translation>versleuteld: vermeld, niet ontgrendeld</translation>
    </message>
    <message>
        <source>not a file system (%1)</source>
        <translation>geen bestandssysteem (%1)</translation>
    </message>
    <message>
        <source>this kernel has no %1 driver</source>
        <translation>deze kernel heeft geen %1-stuurprogramma</translation>
    </message>
    <message>
        <source>no loop device: %1</source>
        <translation>geen loop-apparaat: %1</translation>
    </message>
    <message>
        <source>the mount failed: %1</source>
        <translation>het aankoppelen is mislukt: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: in use by %2, set up on a file in it; detach it (losetup -d), then unmount again</source>
        <translation>%1: in gebruik door %2, ingesteld op een bestand erin; koppel het los (losetup -d) en ontkoppel daarna opnieuw</translation>
    </message>
</context>
<context>
    <name>Custody::WipeCertificateActions</name>
    <message>
        <source>Save a copy of the wipe certificate</source>
        <translation>Een kopie van het wiscertificaat opslaan</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Wipe certificate</source>
        <translation>Wiscertificaat</translation>
    </message>
    <message>
        <source>Print the wipe certificate</source>
        <translation>Het wiscertificaat afdrukken</translation>
    </message>
</context>
<context>
    <name>Custody::WipeCertificateDocument</name>
    <message>
        <source>PASSED</source>
        <translation>GESLAAGD</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>MISLUKT</translation>
    </message>
    <message>
        <source>CANCELLED</source>
        <translation>GEANNULEERD</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>NIET GEVERIFIEERD</translation>
    </message>
    <message>
        <source>Sterile: every one of the %1 sectors the drive shows was read back from the medium holding the pattern %2. Nothing was written.</source>
        <translation>Steriel: elk van de %1 sectoren die de schijf toont, is van het medium teruggelezen en bevat het patroon %2. Er is niets geschreven.</translation>
    </message>
    <message>
        <source>Sterile: every one of the %1 sectors the drive shows was written with the pattern %2 and read back from the medium holding it.</source>
        <translation>Steriel: elk van de %1 sectoren die de schijf toont, is beschreven met het patroon %2 en van het medium teruggelezen met dat patroon.</translation>
    </message>
    <message numerus="yes">
        <source>Not sterile: %n sector(s) do not hold the pattern (listed under Failed sectors).</source>
        <translation>
            <numerusform>Niet steriel: %n sector bevat het patroon niet (vermeld onder Mislukte sectoren).</numerusform>
            <numerusform>Niet steriel: %n sectoren bevatten het patroon niet (vermeld onder Mislukte sectoren).</numerusform>
        </translation>
    </message>
    <message>
        <source>Not sterile: the wipe stopped before its end, after %1 of the %2 sectors were written and %3 read back: %4</source>
        <translation>Niet steriel: het wissen stopte voor het einde, nadat %1 van de %2 sectoren waren beschreven en %3 teruggelezen: %4</translation>
    </message>
    <message>
        <source>Not sterile: cancelled by the examiner after %1 of the %2 sectors were written and %3 read back.</source>
        <translation>Niet steriel: geannuleerd door de onderzoeker nadat %1 van de %2 sectoren waren beschreven en %3 teruggelezen.</translation>
    </message>
    <message>
        <source>Not proven sterile: the sectors were not all read back from the medium (%1 of %2 read back, %3).</source>
        <translation>Niet aantoonbaar steriel: de sectoren zijn niet allemaal van het medium teruggelezen (%1 van %2 teruggelezen, %3).</translation>
    </message>
    <message>
        <source>%1 Not wiped: the host cannot write there.</source>
        <translation>%1 Niet gewist: de host kan daar niet schrijven.</translation>
    </message>
    <message>
        <source>Drive wipe certificate</source>
        <translation>Wiscertificaat van de schijf</translation>
    </message>
    <message>
        <source>Custody wipe certificate · %1 · serial %2</source>
        <translation>Custody-wiscertificaat · %1 · serienummer %2</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>niet vastgelegd</translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>gemaakt %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 van %2</translation>
    </message>
    <message>
        <source>Examiner&apos;s initials:</source>
        <translation>Initialen van de onderzoeker:</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Oordeel</translation>
    </message>
    <message>
        <source>%1 sectors (%2 bytes)</source>
        <translation>%1 sectoren (%2 bytes)</translation>
    </message>
    <message>
        <source>zeros (0x00)</source>
        <translation>nullen (0x00)</translation>
    </message>
    <message>
        <source>random: the %1 keystream of the key and initial counter below, which make it again</source>
        <translation>willekeurig: de %1-sleutelstroom van de sleutel en de begintellerstand hieronder, waarmee hij opnieuw kan worden gemaakt</translation>
    </message>
    <message>
        <source>the byte %1 in every position</source>
        <translation>de byte %1 op elke positie</translation>
    </message>
    <message>
        <source>verify only: nothing was written</source>
        <translation>alleen verifiëren: er is niets geschreven</translation>
    </message>
    <message>
        <source>BLKZEROOUT: the drive (or the kernel for it) wrote zeros; a range it refused was written with O_DIRECT</source>
        <translation>BLKZEROOUT: de schijf (of de kernel namens haar) schreef nullen; een bereik dat ze weigerde, is geschreven met O_DIRECT</translation>
    </message>
    <message>
        <source>written in aligned blocks with O_DIRECT, then the drive&apos;s cache flushed</source>
        <translation>geschreven in uitgelijnde blokken met O_DIRECT, daarna de cache van de schijf weggeschreven</translation>
    </message>
    <message>
        <source>every sector read from the medium with O_DIRECT</source>
        <translation>elke sector gelezen van het medium met O_DIRECT</translation>
    </message>
    <message>
        <source>O_DIRECT refused by the device: read through the page cache after dropping it (BLKFLSBUF, POSIX_FADV_DONTNEED)</source>
        <translation>O_DIRECT geweigerd door het apparaat: gelezen via de paginacache na die te hebben vrijgegeven (BLKFLSBUF, POSIX_FADV_DONTNEED)</translation>
    </message>
    <message>
        <source>O_DIRECT refused by the device and the page cache could not be dropped: the read-back may have come from memory</source>
        <translation>O_DIRECT geweigerd door het apparaat en de paginacache kon niet worden vrijgegeven: het teruglezen kan uit het geheugen zijn gekomen</translation>
    </message>
    <message>
        <source>first byte not the pattern at offset %1 (sector %2, byte %3): %4</source>
        <translation>eerste byte die niet het patroon is, op offset %1 (sector %2, byte %3): %4</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>schrijffout</translation>
    </message>
    <message>
        <source>read error</source>
        <translation>leesfout</translation>
    </message>
    <message>
        <source>not the pattern</source>
        <translation>niet het patroon</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>Certificaat</translation>
    </message>
    <message>
        <source>Created (UTC)</source>
        <translation>Gemaakt (UTC)</translation>
    </message>
    <message>
        <source>Created (local time)</source>
        <translation>Gemaakt (lokale tijd)</translation>
    </message>
    <message>
        <source>Created by</source>
        <translation>Gemaakt met</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Opdrachtregel</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>Besturingssysteem</translation>
    </message>
    <message>
        <source>%1, kernel %2</source>
        <translation>%1, kernel %2</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Apparaat</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Serienummer</translation>
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
        <translation>Grootte</translation>
    </message>
    <message>
        <source>%1 bytes = %2 sectors of %3 bytes (%4)</source>
        <translation>%1 bytes = %2 sectoren van %3 bytes (%4)</translation>
    </message>
    <message>
        <source>Sector size</source>
        <translation>Sectorgrootte</translation>
    </message>
    <message>
        <source>%1 bytes logical, %2 bytes physical</source>
        <translation>%1 bytes logisch, %2 bytes fysiek</translation>
    </message>
    <message>
        <source>SMART at start</source>
        <translation>SMART bij de start</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not asked for</source>
        <translation>niet gevraagd</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>Verborgen gebieden</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Schijf</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Patroon</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Sleutel</translation>
    </message>
    <message>
        <source>Initial counter</source>
        <translation>Begintellerstand</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Read-back</source>
        <translation>Teruglezen</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestart</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Beëindigd</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duur</translation>
    </message>
    <message>
        <source>Sectors written</source>
        <translation>Beschreven sectoren</translation>
    </message>
    <message>
        <source>Sectors verified</source>
        <translation>Geverifieerde sectoren</translation>
    </message>
    <message>
        <source>Sectors failed</source>
        <translation>Mislukte sectoren</translation>
    </message>
    <message>
        <source>Stopped by</source>
        <translation>Gestopt door</translation>
    </message>
    <message>
        <source>Wipe</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>Eerste sector</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>Laatste sector</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sectoren</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Reden</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Failed sectors</source>
        <translation>Mislukte sectoren</translation>
    </message>
    <message>
        <source>holds the pattern, read back</source>
        <translation>bevat het patroon, teruggelezen</translation>
    </message>
    <message>
        <source>written, not read back</source>
        <translation>beschreven, niet teruggelezen</translation>
    </message>
    <message>
        <source>not written</source>
        <translation>niet beschreven</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>niet gelezen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>mislukt</translation>
    </message>
    <message>
        <source>The drive&apos;s sectors, from the first to the last.</source>
        <translation>De sectoren van de schijf, van de eerste tot de laatste.</translation>
    </message>
    <message>
        <source>Writing: bytes written over time.</source>
        <translation>Schrijven: geschreven bytes in de tijd.</translation>
    </message>
    <message>
        <source>Reading back: bytes read over time.</source>
        <translation>Teruglezen: gelezen bytes in de tijd.</translation>
    </message>
    <message>
        <source>Sector map and throughput</source>
        <translation>Sectorkaart en doorvoer</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Handtekeningen</translation>
    </message>
    <message>
        <source>The undersigned confirm that this certificate describes the preparation of the drive they performed or witnessed.</source>
        <translation>Ondergetekenden bevestigen dat dit certificaat de voorbereiding van de schijf beschrijft die zij hebben uitgevoerd of bijgewoond.</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Onderzoeker</translation>
    </message>
    <message>
        <source>Witness</source>
        <translation>Getuige</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Handtekening</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>BLKZEROOUT: the drive (or the kernel for it) wrote zeros; a range it refused was written through the page cache (the device refuses O_DIRECT), then flushed</source>
        <translation>BLKZEROOUT: de schijf (of de kernel namens haar) schreef nullen; een bereik dat ze weigerde, is geschreven via de paginacache (het apparaat weigert O_DIRECT) en daarna weggeschreven</translation>
    </message>
    <message>
        <source>written through the page cache (the device refuses O_DIRECT), then flushed to the drive and the drive&apos;s cache flushed</source>
        <translation>geschreven via de paginacache (het apparaat weigert O_DIRECT), daarna weggeschreven naar de schijf en de cache van de schijf weggeschreven</translation>
    </message>
</context>
<context>
    <name>Custody::WipeOutputs</name>
    <message>
        <source>a PDF needs the graphical libraries, which this process did not load</source>
        <translation>een PDF vereist de grafische bibliotheken, die dit proces niet heeft geladen</translation>
    </message>
</context>
<context>
    <name>Custody::WipePanel</name>
    <message>
        <source>Stop the wipe?</source>
        <translation>De wisbewerking stoppen?</translation>
    </message>
    <message>
        <source>Wipe progress</source>
        <translation>Voortgang van het wissen</translation>
    </message>
    <message>
        <source>Done:</source>
        <translation>Gereed:</translation>
    </message>
    <message>
        <source>Rate (now / average):</source>
        <translation>Snelheid (nu / gemiddeld):</translation>
    </message>
    <message>
        <source>Elapsed / remaining:</source>
        <translation>Verstreken / resterend:</translation>
    </message>
    <message>
        <source>Phase:</source>
        <translation>Fase:</translation>
    </message>
    <message>
        <source>Failed sectors:</source>
        <translation>Mislukte sectoren:</translation>
    </message>
    <message>
        <source>Writing</source>
        <translation>Schrijven</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>Geverifieerd</translation>
    </message>
    <message>
        <source>Not written</source>
        <translation>Niet beschreven</translation>
    </message>
    <message>
        <source>Written, not read back</source>
        <translation>Beschreven, niet teruggelezen</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Mislukt</translation>
    </message>
    <message>
        <source>&amp;Cancel wipe</source>
        <translation>Wissen &amp;annuleren</translation>
    </message>
    <message>
        <source>Vie&amp;w certificate</source>
        <translation>Certificaat &amp;weergeven</translation>
    </message>
    <message>
        <source>Save &amp;PDF…</source>
        <translation>&amp;PDF opslaan…</translation>
    </message>
    <message>
        <source>Save a copy of the certificate&apos;s PDF, byte for byte, elsewhere</source>
        <translation>Een kopie van de PDF van het certificaat, byte voor byte, elders opslaan</translation>
    </message>
    <message>
        <source>Pri&amp;nt certificate…</source>
        <translation>Certificaat af&amp;drukken…</translation>
    </message>
    <message>
        <source>Check %1</source>
        <translation>%1 controleren</translation>
    </message>
    <message>
        <source>Wipe %1</source>
        <translation>%1 wissen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>NOT STARTED</source>
        <translation>NIET GESTART</translation>
    </message>
    <message>
        <source>Preparing: checking the drive and the certificate&apos;s folder, reading SMART…</source>
        <translation>Voorbereiden: de schijf en de map van het certificaat controleren, SMART lezen…</translation>
    </message>
    <message>
        <source>not started: %1</source>
        <translation>niet gestart: %1</translation>
    </message>
    <message>
        <source>%1, but a certificate file was not written</source>
        <translation>%1, maar een certificaatbestand is niet geschreven</translation>
    </message>
    <message>
        <source>%1, not signed</source>
        <translation>%1, niet ondertekend</translation>
    </message>
    <message>
        <source>Flushing the drive&apos;s cache to its medium…</source>
        <translation>De cache van de schijf naar het medium wegschrijven…</translation>
    </message>
    <message>
        <source>Writing %1 on every sector of %2</source>
        <translation>%1 schrijven op elke sector van %2</translation>
    </message>
    <message>
        <source>Reading every sector of %1 back and comparing it with %2</source>
        <translation>Elke sector van %1 teruglezen en vergelijken met %2</translation>
    </message>
    <message>
        <source>Writing the certificate…</source>
        <translation>Het certificaat schrijven…</translation>
    </message>
    <message>
        <source>Stop the check? The drive will not be called sterile; %1 of %2 sectors were read back.</source>
        <translation>De controle stoppen? De schijf wordt niet steriel genoemd; %1 van %2 sectoren zijn teruggelezen.</translation>
    </message>
    <message>
        <source>Stop the wipe? The drive will not be sterile; %1 of %2 sectors were written.</source>
        <translation>De wisbewerking stoppen? De schijf zal niet steriel zijn; %1 van %2 sectoren zijn beschreven.</translation>
    </message>
    <message>
        <source>Stopping: the certificate will say how far the wipe got…</source>
        <translation>Stoppen: het certificaat vermeldt hoe ver het wissen is gekomen…</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Niet gestart</translation>
    </message>
    <message>
        <source>The wipe could not start: %1</source>
        <translation>Het wissen kon niet starten: %1</translation>
    </message>
    <message>
        <source>Ended; not every certificate file was written</source>
        <translation>Beëindigd; niet elk certificaatbestand is geschreven</translation>
    </message>
    <message>
        <source>Ended; certificate: %1</source>
        <translation>Beëindigd; certificaat: %1</translation>
    </message>
    <message>
        <source>Sectors read back: %1 of %2; failed: %3.</source>
        <translation>Teruggelezen sectoren: %1 van %2; mislukt: %3.</translation>
    </message>
    <message>
        <source>Sectors written: %1 of %2; read back: %3; failed: %4.</source>
        <translation>Beschreven sectoren: %1 van %2; teruggelezen: %3; mislukt: %4.</translation>
    </message>
    <message>
        <source>Sectors %1 to %2: %3</source>
        <translation>Sectoren %1 tot %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more range(s) of failed sectors: the certificate lists them all.</source>
        <translation>
            <numerusform>… en nog %n bereik met mislukte sectoren: het certificaat vermeldt ze allemaal.</numerusform>
            <numerusform>… en nog %n bereiken met mislukte sectoren: het certificaat vermeldt ze allemaal.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hidden areas:</source>
        <translation>Verborgen gebieden:</translation>
    </message>
    <message>
        <source>Certificate not complete:</source>
        <translation>Certificaat onvolledig:</translation>
    </message>
    <message>
        <source>A copy of the certificate was saved: %1</source>
        <translation>Er is een kopie van het certificaat opgeslagen: %1</translation>
    </message>
    <message>
        <source>Wipe certificate</source>
        <translation>Wiscertificaat</translation>
    </message>
    <message>
        <source>Not signed: the banner above says why</source>
        <translation>Niet ondertekend: de balk hierboven vermeldt waarom</translation>
    </message>
</context>
<context>
    <name>Custody::WipePattern</name>
    <message>
        <source>--pattern: &apos;%1&apos; is not zero, random or a byte written 0xNN (two hexadecimal digits, such as 0xff)</source>
        <translation>--pattern: &apos;%1&apos; is geen zero, random of een byte geschreven als 0xNN (twee hexadecimale cijfers, zoals 0xff)</translation>
    </message>
    <message>
        <source>RAND_bytes failed: no random key</source>
        <translation>RAND_bytes mislukt: geen willekeurige sleutel</translation>
    </message>
    <message>
        <source>an AES-256-CTR key has 32 bytes and its counter 16</source>
        <translation>een AES-256-CTR-sleutel heeft 32 bytes en de teller 16</translation>
    </message>
</context>
<context>
    <name>Custody::WipeRunner</name>
    <message>
        <source>it reports the serial number &quot;%1&quot;, but the drive confirmed was &quot;%2&quot;</source>
        <translation>hij meldt het serienummer &quot;%1&quot;, maar de bevestigde schijf was &quot;%2&quot;</translation>
    </message>
    <message>
        <source>it holds %1 bytes, but the drive confirmed held %2</source>
        <translation>hij bevat %1 bytes, maar de bevestigde schijf bevatte %2</translation>
    </message>
    <message>
        <source>%1: another drive under the same name? Choose it again in the drive list</source>
        <translation>%1: een andere schijf onder dezelfde naam? Kies hem opnieuw in de schijvenlijst</translation>
    </message>
</context>
<context>
    <name>Custody::WriteBlockSession</name>
    <message>
        <source>refused: it holds %1 of this computer, which would stop if it were made read-only; image it without software write-block</source>
        <translation>geweigerd: hij bevat %1 van deze computer, die zou stoppen als hij alleen-lezen werd gemaakt; maak het image zonder software-schrijfbeveiliging</translation>
    </message>
</context>
<context>
    <name>Custody::WriteGate</name>
    <message>
        <source>%1, a segment of the source %2</source>
        <translation>%1, een segment van de bron %2</translation>
    </message>
    <message>
        <source>the source %1</source>
        <translation>de bron %1</translation>
    </message>
    <message>
        <source>it is an SQLite database (a case history or another program&apos;s)</source>
        <translation>het is een SQLite-database (een zaakgeschiedenis of die van een ander programma)</translation>
    </message>
    <message>
        <source>it is a segment of an E01 image</source>
        <translation>het is een segment van een E01-image</translation>
    </message>
    <message>
        <source>it is the map of an acquisition</source>
        <translation>het is de sectorkaart van een veiligstelling</translation>
    </message>
    <message>
        <source>it is the record of an acquisition</source>
        <translation>het is de registratie van een veiligstelling</translation>
    </message>
    <message>
        <source>its name says it is an image (%1)</source>
        <translation>de naam zegt dat het een image is (%1)</translation>
    </message>
    <message>
        <source>it belongs to the SQLite database %1</source>
        <translation>het hoort bij de SQLite-database %1</translation>
    </message>
    <message>
        <source>nothing proves it is a file this operation wrote</source>
        <translation>niets bewijst dat het een bestand is dat deze bewerking heeft geschreven</translation>
    </message>
    <message>
        <source>it was replaced by another file while it was being checked</source>
        <translation>het is door een ander bestand vervangen terwijl het werd gecontroleerd</translation>
    </message>
    <message>
        <source>it exists, and nothing proves it is a report this operation may replace; give a new file name, or move the file away</source>
        <translation>het bestaat, en niets bewijst dat het een rapport is dat deze bewerking mag vervangen; geef een nieuwe bestandsnaam, of verplaats het bestand</translation>
    </message>
    <message>
        <source>it is not a CMS signature (DER or PEM), so it is not removed with the signature of the file written anew</source>
        <translation>het is geen CMS-handtekening (DER of PEM), dus het wordt niet verwijderd samen met de handtekening van het opnieuw geschreven bestand</translation>
    </message>
    <message>
        <source>it is an image file of the acquisition %1</source>
        <translation>het is een imagebestand van de veiligstelling %1</translation>
    </message>
    <message>
        <source>it is the map of the acquisition %1</source>
        <translation>het is de sectorkaart van de veiligstelling %1</translation>
    </message>
    <message>
        <source>it is the record of the acquisition %1</source>
        <translation>het is de registratie van de veiligstelling %1</translation>
    </message>
    <message>
        <source>it is the log of the acquisition %1</source>
        <translation>het is het logboek van de veiligstelling %1</translation>
    </message>
    <message>
        <source>it is a checksum file of the acquisition %1</source>
        <translation>het is een controlesombestand van de veiligstelling %1</translation>
    </message>
    <message>
        <source>it holds the window digests of the acquisition %1</source>
        <translation>het bevat de vensterhashwaarden van de veiligstelling %1</translation>
    </message>
    <message>
        <source>it is a signature of a file of the acquisition %1</source>
        <translation>het is een handtekening van een bestand van de veiligstelling %1</translation>
    </message>
    <message>
        <source>it is the lock of the acquisition %1</source>
        <translation>het is de vergrendeling van de veiligstelling %1</translation>
    </message>
    <message>
        <source>it is the report of the acquisition %1</source>
        <translation>het is het rapport van de veiligstelling %1</translation>
    </message>
    <message>
        <source>the name belongs to an image file of the acquisition %1</source>
        <translation>de naam hoort bij een imagebestand van de veiligstelling %1</translation>
    </message>
    <message>
        <source>the name belongs to the map of the acquisition %1</source>
        <translation>de naam hoort bij de sectorkaart van de veiligstelling %1</translation>
    </message>
    <message>
        <source>the name belongs to the record of the acquisition %1</source>
        <translation>de naam hoort bij de registratie van de veiligstelling %1</translation>
    </message>
    <message>
        <source>the name belongs to the log of the acquisition %1</source>
        <translation>de naam hoort bij het logboek van de veiligstelling %1</translation>
    </message>
    <message>
        <source>the name belongs to a checksum file of the acquisition %1</source>
        <translation>de naam hoort bij een controlesombestand van de veiligstelling %1</translation>
    </message>
    <message>
        <source>the name belongs to the window digests of the acquisition %1</source>
        <translation>de naam hoort bij de vensterhashwaarden van de veiligstelling %1</translation>
    </message>
    <message>
        <source>the name belongs to a signature of a file of the acquisition %1</source>
        <translation>de naam hoort bij een handtekening van een bestand van de veiligstelling %1</translation>
    </message>
    <message>
        <source>the name belongs to the lock of the acquisition %1</source>
        <translation>de naam hoort bij de vergrendeling van de veiligstelling %1</translation>
    </message>
    <message>
        <source>the name belongs to the report of the acquisition %1</source>
        <translation>de naam hoort bij het rapport van de veiligstelling %1</translation>
    </message>
    <message>
        <source>it does not exist (%1)</source>
        <translation>het bestaat niet (%1)</translation>
    </message>
    <message>
        <source>it is not a block device; name a whole drive such as /dev/sdb</source>
        <translation>het is geen blokapparaat; noem een hele schijf zoals /dev/sdb</translation>
    </message>
    <message>
        <source>the kernel does not list it in sysfs, so what is on it and what uses it cannot be checked</source>
        <translation>de kernel vermeldt het niet in sysfs, dus wat erop staat en wat het gebruikt, kan niet worden gecontroleerd</translation>
    </message>
    <message>
        <source>it is a partition of /dev/%1; name the whole drive</source>
        <translation>het is een partitie van /dev/%1; noem de hele schijf</translation>
    </message>
    <message>
        <source>it has no medium (its size is 0)</source>
        <translation>het heeft geen medium (de grootte is 0)</translation>
    </message>
    <message>
        <source>this workstation uses it: %1</source>
        <translation>dit werkstation gebruikt het: %1</translation>
    </message>
    <message>
        <source>%1 is mounted on %2; unmount it first</source>
        <translation>%1 is aangekoppeld op %2; ontkoppel het eerst</translation>
    </message>
    <message>
        <source>/dev/%1 (device-mapper, md or a similar device) is stacked on it; stop that device first</source>
        <translation>/dev/%1 (device-mapper, md of een vergelijkbaar apparaat) is erop gestapeld; stop dat apparaat eerst</translation>
    </message>
    <message>
        <source>it is read-only (write-blocked); Custody never lifts a write-block to write, lift it yourself if this is the right drive</source>
        <translation>het is alleen-lezen (schrijfbeveiligd); Custody heft een schrijfbeveiliging nooit op om te schrijven, hef haar zelf op als dit de juiste schijf is</translation>
    </message>
    <message>
        <source>it is not the folder this operation created there as it was created: something was put in it or mounted on it, or it was replaced</source>
        <translation>het is niet de map die deze bewerking daar heeft gemaakt, zoals ze die maakte: er is iets in gezet of op aangekoppeld, of ze is vervangen</translation>
    </message>
    <message>
        <source>a private folder is made only in a folder given by its absolute path</source>
        <translation>een privémap wordt alleen gemaakt in een map die met haar absolute pad is opgegeven</translation>
    </message>
    <message>
        <source>writing in it writes to the source or to what the source stands on</source>
        <translation>erin schrijven schrijft naar de bron of naar waar de bron op staat</translation>
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
