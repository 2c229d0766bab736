<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Custody::AcquireOptions</name>
    <message>
        <source>--%1 %2 is not a size of at least %3 bytes (examples: 4096, 256K, 1M, 2G)</source>
        <translation>--%1 %2 ist keine Größe von mindestens %3 Bytes (Beispiele: 4096, 256K, 1M, 2G)</translation>
    </message>
    <message>
        <source>Hash algorithms, comma-separated: md5, sha1, sha256, sha384, sha512, or none.</source>
        <translation>Hash-Algorithmen, durch Kommas getrennt: md5, sha1, sha256, sha384, sha512, oder none.</translation>
    </message>
    <message>
        <source>--hash %1: use md5, sha1, sha256, sha384, sha512 (comma-separated) or none</source>
        <translation>--hash %1: verwenden Sie md5, sha1, sha256, sha384, sha512 (durch Kommas getrennt) oder none</translation>
    </message>
    <message>
        <source>Bytes per read (K, M suffixes are binary).</source>
        <translation>Bytes pro Lesevorgang (die Suffixe K, M sind binär).</translation>
    </message>
    <message>
        <source>Error handling: forensic (bad blocks resolved on the spot) or rescue (good areas first, then trim, scrape and retry, for failing drives).</source>
        <translation>Fehlerbehandlung: forensic (fehlerhafte Blöcke werden sofort aufgelöst) oder rescue (zuerst gute Bereiche, dann trimmen, scrapen und wiederholen, für ausfallende Laufwerke).</translation>
    </message>
    <message>
        <source>--preset %1: use forensic or rescue</source>
        <translation>--preset %1: verwenden Sie forensic oder rescue</translation>
    </message>
    <message>
        <source>Forensic: extra attempts at each unreadable sector (default 1). Rescue: retry passes over the bad sectors (default 0).</source>
        <translation>Mit forensic: zusätzliche Versuche an jedem unlesbaren Sektor (Standard 1). Mit rescue: Wiederholungsdurchgänge über die defekten Sektoren (Standard 0).</translation>
    </message>
    <message>
        <source>--retries %1: give a whole number from 0 to 100</source>
        <translation>--retries %1: geben Sie eine ganze Zahl von 0 bis 100 an</translation>
    </message>
    <message>
        <source>Unit of sector-by-sector re-reads: physical or logical sectors.</source>
        <translation>Einheit des sektorweisen erneuten Lesens: physische (physical) oder logische (logical) Sektoren.</translation>
    </message>
    <message>
        <source>--reread-unit %1: use physical or logical</source>
        <translation>--reread-unit %1: verwenden Sie physical oder logical</translation>
    </message>
    <message>
        <source>Seconds between saves of the map (after flushing the image).</source>
        <translation>Sekunden zwischen den Speicherungen der Map (jeweils nachdem das Abbild auf den Datenträger geschrieben wurde).</translation>
    </message>
    <message>
        <source>--map-interval %1: give seconds from 0 to 3600</source>
        <translation>--map-interval %1: geben Sie Sekunden von 0 bis 3600 an</translation>
    </message>
    <message>
        <source>Also hash every window of this size.</source>
        <translation>Zusätzlich jedes Fenster dieser Größe hashen.</translation>
    </message>
    <message>
        <source>Keep the SHA-256 of every finished window of this size in the map, which a resume checks the image against (default 64M; a resume keeps its earlier run&apos;s).</source>
        <translation>Den SHA-256 jedes fertigen Fensters dieser Größe in der Map festhalten, gegen die ein Fortsetzen das Abbild prüft (Standard 64M; ein Fortsetzen behält die Größe des früheren Laufs bei).</translation>
    </message>
    <message>
        <source>Fill for unreadable sectors: zero or a byte, 0xHH.</source>
        <translation>Füllung für unlesbare Sektoren: zero oder ein Byte, 0xHH.</translation>
    </message>
    <message>
        <source>--fill %1: use zero or a byte as 0xHH (e.g. 0xFF)</source>
        <translation>--fill %1: verwenden Sie zero oder ein Byte als 0xHH (z. B. 0xFF)</translation>
    </message>
    <message>
        <source>First reads around the page cache (direct, the default: faster, and after an error the page cache shrinks reads to 4 KiB and reads ahead into bad areas) or through it (buffered).</source>
        <translation>Erste Lesevorgänge am Seitencache vorbei (direct, der Standard: schneller, und nach einem Fehler verkleinert der Seitencache die Lesevorgänge auf 4 KiB und liest vorab in defekte Bereiche) oder über ihn (buffered).</translation>
    </message>
    <message>
        <source>--copy-reads %1: use direct or buffered</source>
        <translation>--copy-reads %1: verwenden Sie direct oder buffered</translation>
    </message>
    <message>
        <source>Block reads kept in flight at once: auto (the default: as many as make the source faster, up to 16) or a number from 1 (one at a time) to 64.</source>
        <translation>Gleichzeitige Blocklesevorgänge: auto (der Standard: so viele, wie die Quelle schneller machen, bis zu 16) oder eine Zahl von 1 (einer nach dem anderen) bis 64.</translation>
    </message>
    <message>
        <source>--reads-in-flight %1: use auto or a number from 1 to 64</source>
        <translation>--reads-in-flight %1: verwenden Sie auto oder eine Zahl von 1 bis 64</translation>
    </message>
    <message>
        <source>Image format: raw (BASE.dd, or BASE.001, … with --split) or e01 (Expert Witness, EnCase 6 layout: BASE.E01, BASE.E02, …; the rescue preset writes raw, then `custody-cli convert` makes the E01). E01 stores the MD5 and SHA-1: its default hashes are md5,sha1,sha256.</source>
        <translation>Abbildformat: raw (BASE.dd, oder BASE.001, … mit --split) oder e01 (Expert Witness, Aufbau von EnCase 6: BASE.E01, BASE.E02, …; die Voreinstellung rescue schreibt raw, danach erstellt `custody-cli convert` das E01). E01 speichert MD5 und SHA-1: Seine Standard-Hashes sind md5,sha1,sha256.</translation>
    </message>
    <message>
        <source>--format %1: use raw or e01</source>
        <translation>--format %1: verwenden Sie raw oder e01</translation>
    </message>
    <message>
        <source>Split the raw image into files of this size (.001, …).</source>
        <translation>Das Rohabbild in Dateien dieser Größe aufteilen (.001, …).</translation>
    </message>
    <message>
        <source>--split is for raw images; an E01 is split with --segment-size</source>
        <translation>--split gilt nur für Rohabbilder; ein E01 wird mit --segment-size aufgeteilt</translation>
    </message>
    <message>
        <source>E01: none, empty (only chunks of one repeated byte), fast or best.</source>
        <translation>E01: none, empty (nur Blöcke aus einem wiederholten Byte), fast oder best.</translation>
    </message>
    <message>
        <source>--compression %1: use none, empty, fast or best</source>
        <translation>--compression %1: verwenden Sie none, empty, fast oder best</translation>
    </message>
    <message>
        <source>E01: the largest segment file (.E01, .E02, …, .E99, .EAA, …).</source>
        <translation>E01: Höchstgröße einer Segmentdatei (.E01, .E02, …, .E99, .EAA, …).</translation>
    </message>
    <message>
        <source>E01: bytes per chunk, a power of two from 16 to 32768 sectors (default 64 sectors, 32K of 512-byte sectors, as EnCase writes; X-Ways reads chunks of up to 256K only).</source>
        <translation>E01: Bytes pro Block, eine Zweierpotenz von 16 bis 32768 Sektoren (Standard 64 Sektoren, 32K bei 512-Byte-Sektoren, wie EnCase sie schreibt; X-Ways liest nur Blöcke bis 256K).</translation>
    </message>
    <message>
        <source>E01: threads compressing chunks (default: one per core).</source>
        <translation>E01: Threads, die Blöcke komprimieren (Standard: einer pro Kern).</translation>
    </message>
    <message>
        <source>--compression-threads %1: give a whole number from 1 to 256</source>
        <translation>--compression-threads %1: geben Sie eine ganze Zahl von 1 bis 256 an</translation>
    </message>
    <message>
        <source>Case number.</source>
        <translation>Fallnummer.</translation>
    </message>
    <message>
        <source>Evidence number.</source>
        <translation>Asservatennummer.</translation>
    </message>
    <message>
        <source>Examiner&apos;s name.</source>
        <translation>Name des Prüfers.</translation>
    </message>
    <message>
        <source>Description of the evidence.</source>
        <translation>Beschreibung des Beweismittels.</translation>
    </message>
    <message>
        <source>Notes.</source>
        <translation>Notizen.</translation>
    </message>
    <message>
        <source>After the acquisition, read the image back and check its hashes.</source>
        <translation>Nach der Sicherung das Abbild zurücklesen und seine Hashwerte prüfen.</translation>
    </message>
    <message>
        <source>As --verify, then read the whole source again and record its hashes (they match only if the source reads back exactly as it did: not where sectors are bad).</source>
        <translation>Wie --verify, danach die gesamte Quelle erneut lesen und ihre Hashwerte festhalten (sie stimmen nur überein, wenn die Quelle genau wie zuvor gelesen wird: nicht, wo Sektoren defekt sind).</translation>
    </message>
    <message>
        <source>Do not record the drive&apos;s SMART data (smartctl, read-only) at the start and end of a block device acquisition.</source>
        <translation>Die SMART-Daten des Laufwerks (smartctl, nur lesend) zu Beginn und am Ende der Sicherung eines Blockgeräts nicht festhalten.</translation>
    </message>
    <message>
        <source>Set the kernel read-only flag on a block device source and its partitions for the acquisition (needs root), and restore it afterwards.</source>
        <translation>Für die Sicherung das Nur-Lesen-Flag des Kernels auf einer Quelle, die ein Blockgerät ist, und ihren Partitionen setzen (erfordert root) und danach wiederherstellen.</translation>
    </message>
    <message>
        <source>NBD over TLS (nbds://): the pre-shared keys file (username:hexkey lines, as nbdkit --tls-psk reads it).</source>
        <translation>NBD über TLS (nbds://): die Datei mit den vorab geteilten Schlüsseln (Zeilen username:hexkey, wie nbdkit --tls-psk sie liest).</translation>
    </message>
    <message>
        <source>--tls-psk: %1</source>
        <translation>--tls-psk: %1</translation>
    </message>
    <message>
        <source>NBD over TLS: the PSK identity to use (default: the login name).</source>
        <translation>NBD über TLS: die zu verwendende PSK-Identität (Standard: der Anmeldename).</translation>
    </message>
    <message>
        <source>NBD over TLS: a directory with the CA certificate (ca-cert.pem) that signed the server&apos;s, and a client certificate if the server asks for one.</source>
        <translation>NBD über TLS: ein Verzeichnis mit dem CA-Zertifikat (ca-cert.pem), das das Zertifikat des Servers signiert hat, und einem Client-Zertifikat, falls der Server eines verlangt.</translation>
    </message>
    <message>
        <source>--tls-certificates: %1 is not a folder: give the folder that holds ca-cert.pem (and client-cert.pem, client-key.pem)</source>
        <translation>--tls-certificates: %1 ist kein Ordner: geben Sie den Ordner an, der ca-cert.pem enthält (und client-cert.pem, client-key.pem)</translation>
    </message>
    <message>
        <source>--tls-certificates: %1</source>
        <translation>--tls-certificates: %1</translation>
    </message>
    <message>
        <source>Overwrite existing output files.</source>
        <translation>Vorhandene Ausgabedateien überschreiben.</translation>
    </message>
    <message>
        <source>Continue an interrupted acquisition from OUTPUT_BASE.map (ours or GNU ddrescue&apos;s) and its image.</source>
        <translation>Eine unterbrochene Sicherung anhand von OUTPUT_BASE.map (der eigenen oder der von GNU ddrescue) und ihres Abbilds fortsetzen.</translation>
    </message>
    <message>
        <source>--force starts over and --resume continues: give only one</source>
        <translation>--force beginnt von vorn und --resume setzt fort: geben Sie nur eine der beiden Optionen an</translation>
    </message>
    <message>
        <source>--%1 needs at least one hash (--hash)</source>
        <translation>--%1 erfordert mindestens einen Hash (--hash)</translation>
    </message>
    <message>
        <source>--%1 is for E01 images: add --format e01</source>
        <translation>--%1 gilt nur für E01-Abbilder: fügen Sie --format e01 hinzu</translation>
    </message>
    <message>
        <source>--also %1 must name the image, not a folder</source>
        <translation>--also %1 muss das Abbild benennen, nicht einen Ordner</translation>
    </message>
    <message>
        <source>--also-format %1: use raw, split or e01</source>
        <translation>--also-format %1: verwenden Sie raw, split oder e01</translation>
    </message>
    <message>
        <source>--also-segment-size is for --also-format split or e01</source>
        <translation>--also-segment-size gilt nur für --also-format split oder e01</translation>
    </message>
    <message>
        <source>--also-segment-size %1 is not a size of at least %2 bytes (examples: 1M, 650M, 2G)</source>
        <translation>--also-segment-size %1 ist keine Größe von mindestens %2 Bytes (Beispiele: 1M, 650M, 2G)</translation>
    </message>
    <message>
        <source>--also-format split needs --also-segment-size (each file&apos;s size)</source>
        <translation>--also-format split braucht --also-segment-size (die Größe jeder Datei)</translation>
    </message>
    <message>
        <source>--also-compression is for --also-format e01</source>
        <translation>--also-compression gilt nur für --also-format e01</translation>
    </message>
    <message>
        <source>--also-compression %1: use none, empty, fast or best</source>
        <translation>--also-compression %1: verwenden Sie none, empty, fast oder best</translation>
    </message>
    <message>
        <source>--also-verify %1: use image or none</source>
        <translation>--also-verify %1: verwenden Sie image oder none</translation>
    </message>
    <message>
        <source>--%1 needs a value</source>
        <translation>--%1 braucht einen Wert</translation>
    </message>
    <message>
        <source>--%1: unknown option (the options of --also are --also-format, --also-segment-size, --also-compression and --also-verify)</source>
        <translation>--%1: unbekannte Option (die Optionen von --also sind --also-format, --also-segment-size, --also-compression und --also-verify)</translation>
    </message>
    <message>
        <source>--%1 applies to the --also before it: give --also BASE first</source>
        <translation>--%1 gilt für das --also davor: geben Sie zuerst --also BASIS an</translation>
    </message>
    <message>
        <source>--%1 is given twice for --also %2</source>
        <translation>--%1 ist für --also %2 zweimal angegeben</translation>
    </message>
    <message>
        <source>%1 is given as an output twice: each output needs a base of its own</source>
        <translation>%1 ist zweimal als Ausgabe angegeben: jede Ausgabe braucht eine eigene Basis</translation>
    </message>
    <message>
        <source>--resume continues one output: resume each on its own, each reading the source again for what it lacks:
%1</source>
        <translation>--resume setzt eine Ausgabe fort: setzen Sie jede für sich fort; jede liest von der Quelle erneut, was ihr fehlt:
%1</translation>
    </message>
    <message>
        <source>Write another image of the same read, with its own files (image, map, checksums, log, record) at this base; repeatable. The --also-* options after it are its own.</source>
        <translation>Ein weiteres Abbild desselben Lesens schreiben, mit eigenen Dateien (Abbild, Map, Prüfsummen, Protokoll, Nachweis) unter dieser Basis; wiederholbar. Die --also-*-Optionen danach gelten für diese Ausgabe.</translation>
    </message>
    <message>
        <source>That output&apos;s format: raw, split (files of --also-segment-size) or e01 (64-sector chunks).</source>
        <translation>Format dieser Ausgabe: raw, split (Dateien von --also-segment-size) oder e01 (Chunks von 64 Sektoren).</translation>
    </message>
    <message>
        <source>That output&apos;s file size (split) or largest segment (e01, default 2G).</source>
        <translation>Dateigröße dieser Ausgabe (split) oder größtes Segment (e01, Vorgabe 2G).</translation>
    </message>
    <message>
        <source>That E01 output&apos;s compression: none, empty, fast or best.</source>
        <translation>Kompression dieser E01-Ausgabe: none, empty, fast oder best.</translation>
    </message>
    <message>
        <source>Read that output back and hash it again: image or none (default: image with --verify or --verify-source).</source>
        <translation>Diese Ausgabe zurücklesen und erneut hashen: image oder none (Vorgabe: image mit --verify oder --verify-source).</translation>
    </message>
    <message>
        <source>Write the source onto this whole drive instead of image files (a clone; a restore when the source is an image: raw, split .001 or E01). Refused when the drive is smaller than the source, is the source or holds it, is a partition, a system disk, mounted or read-only. OUTPUT_BASE names the map, the log and the record. Asks for the drive&apos;s serial on a terminal (or --yes).</source>
        <translation>Die Quelle statt in Abbilddateien auf dieses ganze Laufwerk schreiben (ein Klon; eine Wiederherstellung, wenn die Quelle ein Abbild ist: raw, geteiltes .001 oder E01). Abgelehnt, wenn das Laufwerk kleiner als die Quelle ist, die Quelle ist oder sie enthält, eine Partition, ein Systemdatenträger, eingehängt oder schreibgeschützt ist. OUTPUT_BASE benennt die Map, das Protokoll und den Datensatz. Fragt am Terminal nach der Seriennummer des Laufwerks (oder --yes).</translation>
    </message>
    <message>
        <source>--clone: the drive&apos;s sectors past the source&apos;s last are left as they are (leave, the default), or written with zeros or a byte 0xHH (and read back with --verify).</source>
        <translation>--clone: Die Sektoren des Laufwerks hinter dem letzten der Quelle bleiben, wie sie sind (leave, die Voreinstellung), oder werden mit Nullen oder einem Byte 0xHH beschrieben (und mit --verify zurückgelesen).</translation>
    </message>
    <message>
        <source>--excess is for clones: add --clone DEVICE</source>
        <translation>--excess gilt für Klone: --clone GERÄT angeben</translation>
    </message>
    <message>
        <source>--excess %1: use leave, zero or a byte as 0xHH</source>
        <translation>--excess %1: leave, zero oder ein Byte als 0xHH angeben</translation>
    </message>
    <message>
        <source>--clone writes a drive, not image files: leave out --format and --split</source>
        <translation>--clone schreibt ein Laufwerk, keine Abbilddateien: --format und --split weglassen</translation>
    </message>
    <message>
        <source>--chap-file: %1</source>
        <translation>--chap-file: %1</translation>
    </message>
    <message>
        <source>NBD and iSCSI: seconds the server may stay silent (connecting, or with reads waiting) before the source counts as gone (the map is saved; --resume continues).</source>
        <translation>NBD und iSCSI: Sekunden, die der Server schweigen darf (beim Verbinden oder mit wartenden Lesevorgängen), bevor die Quelle als verschwunden gilt (die Map wird gespeichert; --resume setzt fort).</translation>
    </message>
    <message>
        <source>--network-timeout %1: give seconds from 1 to 86400</source>
        <translation>--network-timeout %1: geben Sie Sekunden von 1 bis 86400 an</translation>
    </message>
    <message>
        <source>NBD and iSCSI: after a lost connection, connect again up to this many times before the source counts as gone (0: never).</source>
        <translation>NBD und iSCSI: nach einer verlorenen Verbindung bis zu so oft erneut verbinden, bevor die Quelle als verschwunden gilt (0: nie).</translation>
    </message>
    <message>
        <source>--network-reconnect %1: give a number from 0 to 1000</source>
        <translation>--network-reconnect %1: geben Sie eine Zahl von 0 bis 1000 an</translation>
    </message>
    <message>
        <source>NBD and iSCSI: seconds to wait before each attempt to connect again.</source>
        <translation>NBD und iSCSI: Sekunden Wartezeit vor jedem erneuten Verbindungsversuch.</translation>
    </message>
    <message>
        <source>--network-reconnect-delay %1: give seconds from 0 to 3600</source>
        <translation>--network-reconnect-delay %1: geben Sie Sekunden von 0 bis 3600 an</translation>
    </message>
    <message>
        <source>--tls-* are for NBD sources (nbd://, nbds://, nbd+unix://), not %1</source>
        <translation>--tls-* gelten für NBD-Quellen (nbd://, nbds://, nbd+unix://), nicht für %1</translation>
    </message>
    <message>
        <source>--chap-file is for iSCSI sources (iscsi://), not %1</source>
        <translation>--chap-file gilt für iSCSI-Quellen (iscsi://), nicht für %1</translation>
    </message>
    <message>
        <source>--network-* are for network sources (nbd://, nbds://, nbd+unix://, iscsi://), not %1</source>
        <translation>--network-* gelten für Netzwerkquellen (nbd://, nbds://, nbd+unix://, iscsi://), nicht für %1</translation>
    </message>
    <message>
        <source>Do not read the source&apos;s partition table, partitions and file systems at the start (a failing drive: not one read more than imaging needs).</source>
        <translation>Partitionstabelle, Partitionen und Dateisysteme der Quelle zu Beginn nicht lesen (ein ausfallendes Laufwerk: kein Lesevorgang mehr, als das Abbilden braucht).</translation>
    </message>
    <message>
        <source>Do not count all-zero and repeated-byte sectors while imaging (the record, log and report then say nothing of what the data looks like).</source>
        <translation>Beim Abbilden keine Sektoren zählen, die nur Nullen oder ein wiederholtes Byte enthalten (Protokoll, Log und Bericht sagen dann nichts darüber, wie die Daten aussehen).</translation>
    </message>
    <message>
        <source>iSCSI: the CHAP secrets file (username:secret lines, readable by its owner only); the user is the one the URI names (iscsi://USER@HOST/…), or the file&apos;s only one. A line &quot;target username:secret&quot; asks the target to prove itself with them (mutual CHAP).</source>
        <translation>iSCSI: die Datei mit den CHAP-Geheimnissen (Zeilen username:secret, nur für ihren Eigentümer lesbar); der Benutzer ist der, den die URI nennt (iscsi://BENUTZER@HOST/…), oder der einzige der Datei. Eine Zeile „target username:secret“ verlangt, dass sich das Ziel damit ausweist (gegenseitiges CHAP).</translation>
    </message>
    <message>
        <source>Acquire the source only while the drive holding it reports this serial number and size in bytes (as &apos;custody-cli devices&apos; shows them; nothing before the &apos;:&apos; for a drive without a serial), and refuse any other drive at that path before anything is read or written: for scripts and queue files, where a device name may name another drive by the time the job runs.</source>
        <translation>Die Quelle nur sichern, solange das Laufwerk, auf dem sie liegt, diese Seriennummer und diese Größe in Bytes meldet (wie &apos;custody-cli devices&apos; sie zeigt; vor dem &apos;:&apos; nichts bei einem Laufwerk ohne Seriennummer), und jedes andere Laufwerk unter diesem Pfad ablehnen, bevor irgendetwas gelesen oder geschrieben wird: für Skripte und Warteschlangendateien, in denen ein Gerätename bis zum Start des Auftrags ein anderes Laufwerk benennen kann.</translation>
    </message>
    <message>
        <source>--expect-drive %1: give the drive&apos;s serial number and its size in bytes as SERIAL:BYTES (for example WD-WX12A3456789:1000204886016), as &apos;custody-cli devices&apos; shows them</source>
        <translation>--expect-drive %1: geben Sie die Seriennummer des Laufwerks und seine Größe in Bytes als SERIENNUMMER:BYTES an (zum Beispiel WD-WX12A3456789:1000204886016), wie &apos;custody-cli devices&apos; sie zeigt</translation>
    </message>
    <message>
        <source>--expect-drive is for a drive of this computer (/dev/…), not %1: a network source&apos;s identity is checked from its own pages</source>
        <translation>--expect-drive gilt für ein Laufwerk dieses Computers (/dev/…), nicht für %1: die Identität einer Netzwerkquelle wird anhand ihrer eigenen Seiten geprüft</translation>
    </message>
</context>
<context>
    <name>Custody::Acquisition</name>
    <message>
        <source>the destination folder does not exist</source>
        <translation>der Zielordner existiert nicht</translation>
    </message>
    <message>
        <source>an earlier acquisition into this name was interrupted or has finished: resume it, or choose to start over</source>
        <translation>eine frühere Sicherung unter diesem Namen wurde unterbrochen oder ist abgeschlossen: Setzen Sie sie fort oder beginnen Sie neu</translation>
    </message>
    <message>
        <source>the output %1</source>
        <translation>die Ausgabe %1</translation>
    </message>
    <message>
        <source>the source %1</source>
        <translation>die Quelle %1</translation>
    </message>
    <message>
        <source>an interrupted E01 acquisition cannot be resumed: acquire again, replacing its files, or acquire to raw with the rescue preset (which resumes) and convert the result to E01</source>
        <translation>eine unterbrochene E01-Sicherung lässt sich nicht fortsetzen: sichern Sie erneut und ersetzen Sie ihre Dateien, oder sichern Sie mit dem Rettungsmodus (der fortgesetzt werden kann) als Rohabbild und wandeln Sie das Ergebnis in E01 um</translation>
    </message>
    <message>
        <source>a resume continues one output: resume each output on its own, each reading the source again for what it lacks</source>
        <translation>eine Fortsetzung führt eine Ausgabe fort: setzen Sie jede Ausgabe für sich fort; jede liest von der Quelle erneut, was ihr fehlt</translation>
    </message>
    <message>
        <source>a clone onto a drive is not resumed: clone again with --force, which writes the drive from its first sector</source>
        <translation>ein Klon auf ein Laufwerk wird nicht fortgesetzt: erneut mit --force klonen, das das Laufwerk ab seinem ersten Sektor schreibt</translation>
    </message>
    <message>
        <source>its identity cannot be read (%1)</source>
        <translation>seine Identität kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>%1, but the drive chosen has %2: another drive under the same name, or this one changed</source>
        <translation>%1, aber das gewählte Laufwerk hat %2: ein anderes Laufwerk unter demselben Namen, oder dieses hat sich verändert</translation>
    </message>
    <message>
        <source>it is not a drive</source>
        <translation>es ist kein Laufwerk</translation>
    </message>
    <message>
        <source>it reports %1</source>
        <translation>es meldet %1</translation>
    </message>
    <message>
        <source>no serial number and %1 bytes</source>
        <translation>keine Seriennummer und %1 Bytes</translation>
    </message>
    <message>
        <source>the serial number &quot;%1&quot; and %2 bytes</source>
        <translation>die Seriennummer „%1“ und %2 Bytes</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionDialog</name>
    <message>
        <source>Acquire %1</source>
        <translation>%1 sichern</translation>
    </message>
    <message>
        <source>Source: %1 — %2 (%3 bytes)</source>
        <translation>Quelle: %1 — %2 (%3 Bytes)</translation>
    </message>
    <message>
        <source>Mounted on %1: the file systems may change while they are imaged. Unmount them first if you can.</source>
        <translation>Eingehängt unter %1: Die Dateisysteme können sich während der Abbilderstellung ändern. Hängen Sie sie nach Möglichkeit vorher aus.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>O&amp;rdner:</translation>
    </message>
    <message>
        <source>The image is written as NAME.dd (or NAME.001, NAME.002, … when split), with NAME.map, NAME.txt, NAME.json and checksum files beside it.</source>
        <translation>Das Abbild wird als NAME.dd geschrieben (bzw. NAME.001, NAME.002, … bei Aufteilung), daneben NAME.map, NAME.txt, NAME.json und Prüfsummendateien.</translation>
    </message>
    <message>
        <source>Acquisition</source>
        <translation>Sicherung</translation>
    </message>
    <message>
        <source>Hashes:</source>
        <translation>Hashwerte:</translation>
    </message>
    <message>
        <source>Forensic: resolve bad blocks on the spot, hash in one pass</source>
        <translation>Forensisch: defekte Blöcke sofort auflösen, Hashwerte in einem Durchgang</translation>
    </message>
    <message>
        <source>Rescue: good areas first, then trim, scrape, retry (failing drives)</source>
        <translation>Rettung: zuerst gute Bereiche, dann trimmen, scrapen, wiederholen (ausfallende Laufwerke)</translation>
    </message>
    <message>
        <source>&amp;Verify: read the image back and compare its hashes</source>
        <translation>&amp;Verifizieren: Abbild zurücklesen und Hashwerte vergleichen</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Erweitert</translation>
    </message>
    <message>
        <source>&amp;Retries:</source>
        <translation>&amp;Wiederholungen:</translation>
    </message>
    <message>
        <source>The byte written in place of unreadable sectors, as 0xHH.</source>
        <translation>Das Byte, das anstelle unlesbarer Sektoren geschrieben wird, als 0xHH.</translation>
    </message>
    <message>
        <source>Suggested by SMART: %1</source>
        <translation>Von SMART empfohlen: %1</translation>
    </message>
    <message>
        <source>SMART suggests the rescue preset for this drive: %1</source>
        <translation>SMART empfiehlt für dieses Laufwerk die Voreinstellung „Rettung“: %1</translation>
    </message>
    <message>
        <source>Destination folder</source>
        <translation>Zielordner</translation>
    </message>
    <message>
        <source>Choose a destination folder.</source>
        <translation>Wählen Sie einen Zielordner.</translation>
    </message>
    <message>
        <source>You may not write into %1.</source>
        <translation>Sie haben keine Schreibberechtigung für %1.</translation>
    </message>
    <message>
        <source>Give the image a name.</source>
        <translation>Geben Sie dem Abbild einen Namen.</translation>
    </message>
    <message>
        <source>The image name must not contain &apos;/&apos;.</source>
        <translation>Der Abbildname darf kein „/“ enthalten.</translation>
    </message>
    <message>
        <source>Only %1 free at the destination, the source holds %2: the acquisition will stop when the disk is full.</source>
        <translation>Am Ziel sind nur %1 frei, die Quelle umfasst %2: Die Sicherung bricht ab, sobald der Datenträger voll ist.</translation>
    </message>
    <message>
        <source>Choose at least one hash.</source>
        <translation>Wählen Sie mindestens einen Hash-Algorithmus.</translation>
    </message>
    <message>
        <source>Give the fill byte as 0x followed by two hex digits, e.g. 0x00.</source>
        <translation>Geben Sie das Füllbyte als 0x gefolgt von zwei Hexadezimalziffern an, z. B. 0x00.</translation>
    </message>
    <message>
        <source>Use 0x followed by two hex digits, e.g. 0x00.</source>
        <translation>Verwenden Sie 0x gefolgt von zwei Hexadezimalziffern, z. B. 0x00.</translation>
    </message>
    <message>
        <source>Files exist</source>
        <translation>Dateien vorhanden</translation>
    </message>
    <message>
        <source>These files exist already:
%1</source>
        <translation>Diese Dateien sind bereits vorhanden:
%1</translation>
    </message>
    <message>
        <source>&amp;Resume that acquisition</source>
        <translation>Diese Sicherung &amp;fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Overwrite them</source>
        <translation>&amp;Überschreiben</translation>
    </message>
    <message>
        <source>For&amp;mat:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>Bloc&amp;k size:</source>
        <translation>&amp;Blockgröße:</translation>
    </message>
    <message>
        <source>Error polic&amp;y:</source>
        <translation>F&amp;ehlerstrategie:</translation>
    </message>
    <message>
        <source>Soft&amp;ware write-block (kernel read-only flag)</source>
        <translation>Software-Schreibschut&amp;z (Nur-Lesen-Flag des Kernels)</translation>
    </message>
    <message>
        <source>Sets the kernel read-only flag on the drive and all its partitions while imaging, and restores the previous flags afterwards. Needs root.</source>
        <translation>Setzt während der Abbilderstellung das Nur-Lesen-Flag des Kernels für das Laufwerk und alle seine Partitionen und stellt danach die vorherigen Flags wieder her. Erfordert Root-Rechte.</translation>
    </message>
    <message>
        <source>Fi&amp;ll unreadable sectors with:</source>
        <translation>&amp;Unlesbare Sektoren füllen mit:</translation>
    </message>
    <message>
        <source>Direct I/O: read around the page cache</source>
        <translation>Direkte E/A: am Seitencache vorbei lesen</translation>
    </message>
    <message>
        <source>Also re-read the so&amp;urce and compare its hashes</source>
        <translation>Auch die &amp;Quelle erneut lesen und ihre Hashwerte vergleichen</translation>
    </message>
    <message>
        <source>Reads the whole source a second time after the acquisition and compares its hashes. On a failing drive the extra read adds wear.</source>
        <translation>Liest nach der Sicherung die gesamte Quelle ein zweites Mal und vergleicht ihre Hashwerte. Bei einem ausfallenden Laufwerk erhöht der zusätzliche Lesevorgang den Verschleiß.</translation>
    </message>
    <message>
        <source>Only root may set the kernel read-only flag: start Custody as root to write-block the drive, or use a hardware write blocker.</source>
        <translation>Nur root darf das Nur-Lesen-Flag des Kernels setzen: Starten Sie Custody als root, um das Laufwerk schreibzuschützen, oder verwenden Sie einen Hardware-Schreibblocker.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>%1 wird geprüft …</translation>
    </message>
    <message>
        <source>%1 does not answer: is it a network share that is slow or gone? Wait, or choose another folder.</source>
        <translation>%1 antwortet nicht: eine langsame oder getrennte Netzwerkfreigabe? Warten Sie, oder wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Also hash every window of this size, so that a later verification can say where an image changed, not only that it did.</source>
        <translation>Zusätzlich jedes Fenster dieser Größe hashen, damit eine spätere Verifikation sagen kann, wo sich ein Abbild verändert hat, nicht nur dass.</translation>
    </message>
    <message>
        <source>&amp;Hash windows:</source>
        <translation>Hashwerte &amp;je Fenster:</translation>
    </message>
    <message>
        <source>Acquire a disk of this workstation?</source>
        <translation>Einen Datenträger dieses Arbeitsplatzes sichern?</translation>
    </message>
    <message>
        <source>%1 holds %2. It changes while it is read, so its image will not be a consistent copy of any moment, and it is not write-blocked. Acquire it anyway?</source>
        <translation>%1 enthält %2. Er ändert sich, während er gelesen wird, daher ist sein Abbild keine stimmige Kopie eines bestimmten Zeitpunkts, und er wird nicht schreibgeschützt. Trotzdem sichern?</translation>
    </message>
    <message>
        <source>%1 is a disk of this workstation: it holds %2. It is acquired only on an explicit override, and never write-blocked (that would stop the system).</source>
        <translation>%1 ist ein Datenträger dieses Arbeitsplatzes: Er enthält %2. Er wird nur nach ausdrücklicher Freigabe gesichert und nie schreibgeschützt (das würde das System anhalten).</translation>
    </message>
    <message>
        <source>Acquire this &amp;workstation disk anyway</source>
        <translation>Diesen Arbeitsplat&amp;z-Datenträger trotzdem sichern</translation>
    </message>
    <message>
        <source>Tick the override to acquire a disk of this workstation.</source>
        <translation>Setzen Sie die Freigabe, um einen Datenträger dieses Arbeitsplatzes zu sichern.</translation>
    </message>
    <message>
        <source>%1.001, .002, … (%2 each)</source>
        <translation>%1.001, .002, … (je %2)</translation>
    </message>
    <message>
        <source>no hash</source>
        <translation>kein Hash</translation>
    </message>
    <message>
        <source>windows of %1</source>
        <translation>Fenster zu %1</translation>
    </message>
    <message>
        <source>rescue</source>
        <translation>Rettung</translation>
    </message>
    <message>
        <source>forensic</source>
        <translation>forensisch</translation>
    </message>
    <message>
        <source>image and source read back</source>
        <translation>Abbild und Quelle zurückgelesen</translation>
    </message>
    <message>
        <source>image read back</source>
        <translation>Abbild zurückgelesen</translation>
    </message>
    <message>
        <source>not read back</source>
        <translation>nicht zurückgelesen</translation>
    </message>
    <message>
        <source>write-blocked</source>
        <translation>schreibgeschützt</translation>
    </message>
    <message>
        <source>not write-blocked</source>
        <translation>nicht schreibgeschützt</translation>
    </message>
    <message>
        <source>Start images %1 (%2) into %3
%4</source>
        <translation>Starten sichert %1 (%2) nach %3
%4</translation>
    </message>
    <message>
        <source>The image name is built from this pattern as the case fields are typed, until the name is edited by hand:
%1</source>
        <translation>Der Abbildname wird beim Ausfüllen der Falldaten aus diesem Muster gebildet, bis er von Hand geändert wird:
%1</translation>
    </message>
    <message>
        <source>Name &amp;template:</source>
        <translation>Namens&amp;muster:</translation>
    </message>
    <message>
        <source>%1 could not be created: check the path and your permissions, or choose another folder.</source>
        <translation>%1 konnte nicht angelegt werden: Prüfen Sie den Pfad und Ihre Berechtigungen, oder wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <source>%1 free at the destination; the image needs %2.</source>
        <translation>%1 frei am Ziel; das Abbild braucht %2.</translation>
    </message>
    <message>
        <source>Files written: %1</source>
        <translation>Geschriebene Dateien: %1</translation>
    </message>
    <message>
        <source>The folder %1 does not exist: create it, or choose another.</source>
        <translation>Der Ordner %1 existiert nicht: Legen Sie ihn an, oder wählen Sie einen anderen.</translation>
    </message>
    <message>
        <source>An E01 image stores the MD5 and SHA-1 of the media.</source>
        <translation>Ein E01-Abbild speichert MD5 und SHA-1 des Datenträgers.</translation>
    </message>
    <message>
        <source>An E01 is written in order, and the rescue preset reads out of order: acquire to raw with it, then convert the finished acquisition to E01 from its tab.</source>
        <translation>Ein E01 wird der Reihe nach geschrieben, der Rettungsmodus liest außer der Reihe: sichern Sie damit als Rohabbild und wandeln Sie die fertige Sicherung dann in ihrem Reiter in E01 um.</translation>
    </message>
    <message>
        <source>%1.E01, .E02, … (%2 at most each, %3)</source>
        <translation>%1.E01, .E02, … (je höchstens %2, %3)</translation>
    </message>
    <message>
        <source>Com&amp;pression:</source>
        <translation>&amp;Kompression:</translation>
    </message>
    <message>
        <source>%1 does not answer: is it on a network share that is slow or gone? Wait, or cancel.</source>
        <translation>%1 antwortet nicht: liegt der Ordner auf einer langsamen oder getrennten Netzwerkfreigabe? Warten Sie, oder brechen Sie ab.</translation>
    </message>
    <message>
        <source>Looking for earlier files of %1…</source>
        <translation>Frühere Dateien von %1 werden gesucht …</translation>
    </message>
    <message>
        <source>Creating %1…</source>
        <translation>%1 wird angelegt …</translation>
    </message>
    <message numerus="yes">
        <source>Files written: %1 … %2 (%n files; all of them in the tooltip)</source>
        <translation>
            <numerusform>Geschriebene Dateien: %1 … %2 (%n Datei; alle im Tooltip)</numerusform>
            <numerusform>Geschriebene Dateien: %1 … %2 (%n Dateien; alle im Tooltip)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Files written: %n file(s), named in the tooltip</source>
        <translation>
            <numerusform>Geschriebene Dateien: %n Datei, im Tooltip genannt</numerusform>
            <numerusform>Geschriebene Dateien: %n Dateien, im Tooltip genannt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more image(s)</source>
        <translation>
            <numerusform>%n weiteres Abbild</numerusform>
            <numerusform>%n weitere Abbilder</numerusform>
        </translation>
    </message>
    <message>
        <source>Overwrite %1</source>
        <translation>%1 überschreiben</translation>
    </message>
    <message>
        <source>Start clones %1 (%2) onto %3, overwriting it
%4</source>
        <translation>Start klont %1 (%2) auf %3 und überschreibt es
%4</translation>
    </message>
    <message>
        <source>Start restores %1 (%2) onto %3, overwriting it
%4</source>
        <translation>Start stellt %1 (%2) auf %3 wieder her und überschreibt es
%4</translation>
    </message>
    <message>
        <source>%1 takes the main image&apos;s place: the folder and name above hold only the map, the log and the record of the clone.</source>
        <translation>%1 tritt an die Stelle des Hauptabbilds: Ordner und Name oben nehmen nur die Map, das Protokoll und den Datensatz des Klons auf.</translation>
    </message>
    <message>
        <source>Its sectors past the source are left as they are.</source>
        <translation>Seine Sektoren hinter der Quelle bleiben, wie sie sind.</translation>
    </message>
    <message>
        <source>Its sectors past the source are written with zeros.</source>
        <translation>Seine Sektoren hinter der Quelle werden mit Nullen beschrieben.</translation>
    </message>
    <message>
        <source>Its sectors past the source are written with 0x%1.</source>
        <translation>Seine Sektoren hinter der Quelle werden mit 0x%1 beschrieben.</translation>
    </message>
    <message>
        <source>Its first %1 are overwritten with the drive %2, sector for sector.</source>
        <translation>Seine ersten %1 werden Sektor für Sektor mit dem Laufwerk %2 überschrieben.</translation>
    </message>
    <message>
        <source>Its first %1 are overwritten with the image %2, sector for sector.</source>
        <translation>Seine ersten %1 werden Sektor für Sektor mit dem Abbild %2 überschrieben.</translation>
    </message>
    <message>
        <source>Not encrypted: the evidence crosses the network in plaintext, readable by anyone on the way; the record and the report will say so.</source>
        <translation>Nicht verschlüsselt: das Beweismittel geht im Klartext über das Netzwerk, für jeden auf dem Weg lesbar; das Protokoll und der Bericht werden es sagen.</translation>
    </message>
    <message>
        <source>Create this folder</source>
        <translation>Ordner anlegen</translation>
    </message>
    <message>
        <source>Ima&amp;ge name:</source>
        <translation>Abb&amp;ildname:</translation>
    </message>
    <message>
        <source>Segment si&amp;ze:</source>
        <translation>Se&amp;gmentgröße:</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionLock</name>
    <message>
        <source>another process</source>
        <translation>ein anderer Prozess</translation>
    </message>
    <message>
        <source>held by %1; lock file %2</source>
        <translation>gehalten von %1; Sperrdatei %2</translation>
    </message>
    <message>
        <source>its lock file %1 keeps changing</source>
        <translation>ihre Sperrdatei %1 ändert sich fortwährend</translation>
    </message>
    <message>
        <source>a file of that name is there that is not a Custody lock file, and taking the lock would overwrite it; move it away</source>
        <translation>dort liegt eine Datei dieses Namens, die keine Sperrdatei von Custody ist, und das Setzen der Sperre würde sie überschreiben; verschieben Sie sie an einen anderen Ort</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionOutputs</name>
    <message>
        <source>Earlier runs of this acquisition, as the log recorded them:</source>
        <translation>Frühere Durchläufe dieser Sicherung, wie das Protokoll sie festgehalten hat:</translation>
    </message>
    <message>
        <source>%1: not written</source>
        <translation>%1: nicht geschrieben</translation>
    </message>
    <message>
        <source>%1: %2 of %3 bytes copied, %4 bytes unreadable, saved %5</source>
        <translation>%1: %2 von %3 Bytes kopiert, %4 Bytes unlesbar, gespeichert %5</translation>
    </message>
    <message>
        <source>%1: %2 bytes</source>
        <translation>%1: %2 Bytes</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionPanel</name>
    <message>
        <source>Cancel the acquisition?</source>
        <translation>Sicherung abbrechen?</translation>
    </message>
    <message>
        <source>Stop imaging %1? The image and its map are kept: you can resume later.</source>
        <translation>Abbilderstellung von %1 anhalten? Abbild und Map-Datei bleiben erhalten: Sie können später fortsetzen.</translation>
    </message>
    <message>
        <source>Acquisition progress</source>
        <translation>Fortschritt der Sicherung</translation>
    </message>
    <message>
        <source>Done:</source>
        <translation>Erledigt:</translation>
    </message>
    <message>
        <source>Rate (now / average):</source>
        <translation>Datenrate (aktuell / Durchschnitt):</translation>
    </message>
    <message>
        <source>Elapsed / remaining:</source>
        <translation>Vergangen / verbleibend:</translation>
    </message>
    <message>
        <source>Pass:</source>
        <translation>Durchgang:</translation>
    </message>
    <message>
        <source>Bad sectors:</source>
        <translation>Defekte Sektoren:</translation>
    </message>
    <message>
        <source>&amp;Cancel acquisition</source>
        <translation>Sicherung a&amp;bbrechen</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Imaging %1 into %2</source>
        <translation>Abbilderstellung: %1 nach %2</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 Bytes)</translation>
    </message>
    <message>
        <source>Stopping: flushing the image and saving the map…</source>
        <translation>Wird angehalten: Abbild wird auf den Datenträger geschrieben, Map-Datei wird gespeichert…</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht gestartet</translation>
    </message>
    <message>
        <source>The acquisition could not start: %1</source>
        <translation>Die Sicherung konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>The image and the map are kept: Resume continues where it stopped.</source>
        <translation>Abbild und Map-Datei bleiben erhalten: „Fortsetzen“ macht dort weiter, wo angehalten wurde.</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Pri&amp;nt report…</source>
        <translation>Bericht d&amp;rucken…</translation>
    </message>
    <message>
        <source>Report saved: %1 (its SHA-256 is in the acquisition log)</source>
        <translation>Bericht gespeichert: %1 (sein SHA-256-Hashwert steht im Sicherungsprotokoll)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>Preparing: checking the source and the destination, reading SMART…</source>
        <translation>Vorbereitung: Quelle und Ziel werden geprüft, SMART wird gelesen…</translation>
    </message>
    <message>
        <source>Writing the checksum files, the log and the record…</source>
        <translation>Prüfsummendateien, Protokoll und Aufzeichnung werden geschrieben…</translation>
    </message>
    <message>
        <source>Output folder</source>
        <translation>Ausgabeordner</translation>
    </message>
    <message>
        <source>No file manager is set up on this desktop. The outputs are in %1.</source>
        <translation>Auf diesem Desktop ist kein Dateimanager eingerichtet. Die Ausgabedateien liegen in %1.</translation>
    </message>
    <message>
        <source>Open output f&amp;older</source>
        <translation>Ausgabe&amp;ordner öffnen</translation>
    </message>
    <message>
        <source>Vie&amp;w report</source>
        <translation>Bericht an&amp;zeigen</translation>
    </message>
    <message>
        <source>Resume writes the missing files once the image is found unchanged.</source>
        <translation>Fortsetzen schreibt die fehlenden Dateien, sobald das Abbild als unverändert befunden ist.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s), the first started %1: %2 in %3 of reading, %4 on average.</source>
        <translation>
            <numerusform>%n Lauf, der erste begann %1: %2 in %3 Lesezeit, im Mittel %4.</numerusform>
            <numerusform>%n Läufe, der erste begann %1: %2 in %3 Lesezeit, im Mittel %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>COMPLETE</source>
        <translation>VOLLSTÄNDIG</translation>
    </message>
    <message>
        <source>STOPPED</source>
        <translation>ABGEBROCHEN</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FEHLGESCHLAGEN</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Save &amp;PDF report…</source>
        <translation>Bericht als &amp;PDF speichern…</translation>
    </message>
    <message>
        <source>not started: %1</source>
        <translation>nicht gestartet: %1</translation>
    </message>
    <message>
        <source>%1, but a file was not written</source>
        <translation>%1, aber eine Datei wurde nicht geschrieben</translation>
    </message>
    <message>
        <source>Con&amp;vert to E01…</source>
        <translation>In E01 &amp;umwandeln…</translation>
    </message>
    <message>
        <source>An interrupted E01 acquisition cannot be resumed: acquire again, or acquire to raw with the rescue preset and convert the result to E01.</source>
        <translation>Eine unterbrochene E01-Sicherung lässt sich nicht fortsetzen: sichern Sie erneut, oder sichern Sie mit dem Rettungsmodus als Rohabbild und wandeln Sie das Ergebnis in E01 um.</translation>
    </message>
    <message>
        <source>Resuming: checking the %1 the earlier runs wrote against the digests their map kept: %2 done</source>
        <translation>Fortsetzen: die %1, die die früheren Läufe schrieben, werden mit den Hashwerten ihrer Map verglichen: %2 erledigt</translation>
    </message>
    <message>
        <source>not signed</source>
        <translation>nicht signiert</translation>
    </message>
    <message>
        <source>%1, not signed</source>
        <translation>%1, nicht signiert</translation>
    </message>
    <message>
        <source>%1, write-block not lifted</source>
        <translation>%1, Schreibschutz nicht aufgehoben</translation>
    </message>
    <message>
        <source>%1, write-block lifted during the run</source>
        <translation>%1, Schreibschutz während des Laufs aufgehoben</translation>
    </message>
    <message>
        <source>Write the image as an E01 beside it, checked against this acquisition&apos;s hashes in the same read. Asks for compression and segment size first.</source>
        <translation>Schreibt das Image als E01 daneben, im selben Lesevorgang gegen die Hashes dieser Sicherung geprüft. Fragt zuerst nach Kompression und Segmentgröße.</translation>
    </message>
    <message>
        <source>Converted: %1</source>
        <translation>Umgewandelt: %1</translation>
    </message>
    <message>
        <source>Finished; converted to E01: %1</source>
        <translation>Beendet; in E01 umgewandelt: %1</translation>
    </message>
    <message>
        <source>E01 written.</source>
        <translation>E01 geschrieben.</translation>
    </message>
    <message>
        <source>%1 exists already.</source>
        <translation>%1 gibt es schon.</translation>
    </message>
    <message>
        <source>Verifying: %1, %2 at %3…</source>
        <translation>Verifikation: %1, %2 mit %3…</translation>
    </message>
    <message>
        <source>Not signed: the banner above says why</source>
        <translation>Nicht signiert: warum, sagt das Banner darüber</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionSource</name>
    <message>
        <source>The acquisition asks the drive again when it starts; its log and report say what it found.</source>
        <translation>Die Sicherung fragt das Laufwerk bei ihrem Start erneut; ihr Protokoll und ihr Bericht sagen, was sie gefunden hat.</translation>
    </message>
    <message>
        <source>Whether this drive hides sectors from the host (HPA, DCO, detached namespaces) is still being checked.</source>
        <translation>Ob dieses Laufwerk Sektoren vor dem Rechner verbirgt (HPA, DCO, abgetrennte Namespaces), wird noch geprüft.</translation>
    </message>
    <message>
        <source>This drive hides sectors from the host: %1</source>
        <translation>Dieses Laufwerk verbirgt Sektoren vor dem Rechner: %1</translation>
    </message>
    <message>
        <source>Hidden areas: none. The drive shows all its %1.</source>
        <translation>Versteckte Bereiche: keine. Das Laufwerk zeigt alle seine %1.</translation>
    </message>
    <message>
        <source>Hidden areas unknown: %1</source>
        <translation>Versteckte Bereiche unbekannt: %1</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionSummary</name>
    <message>
        <source>Acquisition completed.</source>
        <translation>Sicherung abgeschlossen.</translation>
    </message>
    <message>
        <source>Every area of the source was tried and the image is complete.</source>
        <translation>Jeder Bereich der Quelle wurde gelesen oder versucht; das Abbild ist vollständig.</translation>
    </message>
    <message>
        <source>Acquisition FAILED.</source>
        <translation>Sicherung FEHLGESCHLAGEN.</translation>
    </message>
    <message>
        <source>Acquisition STOPPED.</source>
        <translation>Sicherung ANGEHALTEN.</translation>
    </message>
    <message>
        <source>The acquisition was stopped before the end. The image is incomplete and has no hash.</source>
        <translation>Die Sicherung wurde vor dem Ende angehalten. Das Abbild ist unvollständig und hat keinen Hashwert.</translation>
    </message>
    <message>
        <source>Nothing read.</source>
        <translation>Nichts gelesen.</translation>
    </message>
    <message>
        <source>The record holds no map: nothing of the source is known to have been read.</source>
        <translation>Die Aufzeichnung enthält keine Map: Von keinem Teil der Quelle ist bekannt, dass er gelesen wurde.</translation>
    </message>
    <message>
        <source>No unreadable sector.</source>
        <translation>Kein unlesbarer Sektor.</translation>
    </message>
    <message>
        <source>All %1 bytes of the source were read.</source>
        <translation>Alle %1 Bytes der Quelle wurden gelesen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 bytes (%n bad sector(s)) could NOT be read and are filled with %2 in the image.</source>
        <translation>
            <numerusform>%1 Bytes (%n defekter Sektor) konnten NICHT gelesen werden und sind im Abbild mit %2 gefüllt.</numerusform>
            <numerusform>%1 Bytes (%n defekte Sektoren) konnten NICHT gelesen werden und sind im Abbild mit %2 gefüllt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes were NEVER read: the acquisition stopped before it reached them.</source>
        <translation>%1 Bytes wurden NIE gelesen: Die Sicherung endete, bevor sie erreicht wurden.</translation>
    </message>
    <message>
        <source>Not all of the source was read.</source>
        <translation>Die Quelle wurde nicht vollständig gelesen.</translation>
    </message>
    <message>
        <source>%1 of %2 bytes read (%3). </source>
        <translation>%1 von %2 Bytes gelesen (%3). </translation>
    </message>
    <message>
        <source>Write-block LIFTED during the acquisition.</source>
        <translation>Schreibschutz während der Sicherung AUFGEHOBEN.</translation>
    </message>
    <message>
        <source>The kernel read-only flag was found cleared on %1 when it was read again after the last read of the source: the source was writable at some point during the acquisition.</source>
        <translation>Das Nur-Lesen-Flag des Kernels war auf %1 nicht mehr gesetzt, als es nach dem letzten Lesen der Quelle erneut gelesen wurde: Die Quelle war während der Sicherung zeitweise beschreibbar.</translation>
    </message>
    <message>
        <source>Write-block not checked at the end.</source>
        <translation>Schreibschutz am Ende nicht überprüft.</translation>
    </message>
    <message>
        <source>Write-block NOT lifted.</source>
        <translation>Schreibschutz NICHT aufgehoben.</translation>
    </message>
    <message>
        <source>The kernel read-only flag could not be cleared on %1 after the acquisition, which may still be read-only: run blockdev --setrw on each of them, or unplug and re-plug the drive. This concerns the drive only, not the image or the acquisition&apos;s files.</source>
        <translation>Das Nur-Lesen-Flag des Kernels konnte nach der Sicherung auf %1 nicht gelöscht werden; diese Gerätedateien können noch schreibgeschützt sein: Führen Sie für jede davon blockdev --setrw aus, oder trennen Sie das Laufwerk und schließen Sie es wieder an. Dies betrifft nur das Laufwerk, nicht das Abbild oder die Dateien der Sicherung.</translation>
    </message>
    <message>
        <source>Verification: %1.</source>
        <translation>Verifikation: %1.</translation>
    </message>
    <message>
        <source>A file was NOT written.</source>
        <translation>Eine Datei wurde NICHT geschrieben.</translation>
    </message>
    <message>
        <source>%1 Resume the acquisition to write its files again.</source>
        <translation>%1 Setzen Sie die Sicherung fort, um ihre Dateien erneut zu schreiben.</translation>
    </message>
    <message>
        <source>Kept, as they are on disk now:</source>
        <translation>Erhalten, so wie sie jetzt auf dem Datenträger sind:</translation>
    </message>
    <message>
        <source>it was stopped</source>
        <translation>sie wurde angehalten</translation>
    </message>
    <message>
        <source>Another output NOT completed.</source>
        <translation>Eine andere Ausgabe NICHT abgeschlossen.</translation>
    </message>
    <message>
        <source>%1 (%2): %3. Its files are an interrupted acquisition&apos;s: it resumes on its own (custody-cli acquire with its base, its format and --resume), reading the source again for what it lacks.</source>
        <translation>%1 (%2): %3. Ihre Dateien sind die einer unterbrochenen Sicherung: sie wird für sich fortgesetzt (custody-cli acquire mit ihrer Basis, ihrem Format und --resume) und liest von der Quelle erneut, was ihr fehlt.</translation>
    </message>
    <message>
        <source>%1 (%2): %3. An interrupted E01 acquisition cannot be resumed: acquire it again with --force (which replaces its files), or acquire to raw with --preset rescue, which resumes, and convert the result to E01.</source>
        <translation>%1 (%2): %3. Eine unterbrochene E01-Sicherung lässt sich nicht fortsetzen: sichern Sie sie mit --force erneut (das ersetzt ihre Dateien), oder sichern Sie mit --preset rescue, das fortgesetzt werden kann, als Rohabbild und wandeln Sie das Ergebnis in E01 um.</translation>
    </message>
</context>
<context>
    <name>Custody::CaseFieldsForm</name>
    <message>
        <source>Case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <source>Case &amp;number:</source>
        <translation>Fall&amp;nummer:</translation>
    </message>
    <message>
        <source>&amp;Evidence number:</source>
        <translation>Asserva&amp;tennummer:</translation>
    </message>
    <message>
        <source>E&amp;xaminer:</source>
        <translation>&amp;Prüfer:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>Bes&amp;chreibung:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
</context>
<context>
    <name>Custody::CaseHistory</name>
    <message>
        <source>Qt&apos;s SQLite driver is not installed (Debian: libqt6sql6-sqlite)</source>
        <translation>Qts SQLite-Treiber ist nicht installiert (Debian: libqt6sql6-sqlite)</translation>
    </message>
    <message>
        <source>there is no history there yet</source>
        <translation>dort gibt es noch keine Historie</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>not a readable SQLite database</source>
        <translation>keine lesbare SQLite-Datenbank</translation>
    </message>
    <message>
        <source>newer schema</source>
        <translation>neueres Schema</translation>
    </message>
    <message>
        <source>version %1, written by a later Custody; this one knows up to %2. Use the later version, or give another file</source>
        <translation>Version %1, geschrieben von einer neueren Custody-Version; diese kennt bis %2. Verwenden Sie die neuere Version oder geben Sie eine andere Datei an</translation>
    </message>
    <message>
        <source>read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>the file is an SQLite database of something else</source>
        <translation>die Datei ist eine SQLite-Datenbank für etwas anderes</translation>
    </message>
    <message>
        <source>set up</source>
        <translation>Einrichten</translation>
    </message>
    <message>
        <source>not a Custody history (no schema version)</source>
        <translation>keine Custody-Historie (keine Schemaversion)</translation>
    </message>
    <message>
        <source>SQLite keeps it out of WAL mode</source>
        <translation>SQLite hält sie aus dem WAL-Modus</translation>
    </message>
    <message>
        <source>upgrade</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>upgrade from schema %1</source>
        <translation>Aktualisieren von Schema %1</translation>
    </message>
    <message>
        <source>append</source>
        <translation>Anfügen</translation>
    </message>
    <message>
        <source>this history (schema %1) has no column %2</source>
        <translation>diese Historie (Schema %1) hat keine Spalte %2</translation>
    </message>
    <message>
        <source>row %1 is the first row but does not start the chain: the rows before it were removed, or it was inserted</source>
        <translation>Zeile %1 ist die erste Zeile, beginnt aber nicht die Kette: die Zeilen davor wurden entfernt, oder sie wurde eingefügt</translation>
    </message>
    <message>
        <source>row %1 does not follow row %2: the rows between them were removed, or row %1 was inserted</source>
        <translation>Zeile %1 folgt nicht auf Zeile %2: die Zeilen dazwischen wurden entfernt, oder Zeile %1 wurde eingefügt</translation>
    </message>
    <message>
        <source>row %1 does not follow row %2: a row was inserted in its place, or its link to the row before was changed</source>
        <translation>Zeile %1 folgt nicht auf Zeile %2: an ihrer Stelle wurde eine Zeile eingefügt, oder ihre Verknüpfung mit der vorigen Zeile wurde geändert</translation>
    </message>
    <message>
        <source>row %1 was changed after it was written (or inserted): its columns do not give its hash</source>
        <translation>Zeile %1 wurde nach dem Schreiben geändert (oder eingefügt): ihre Spalten ergeben nicht ihren Hash</translation>
    </message>
    <message>
        <source>row %1 and any after it were removed (the last row written was %2)</source>
        <translation>Zeile %1 und alle danach wurden entfernt (die zuletzt geschriebene Zeile war %2)</translation>
    </message>
    <message>
        <source>the triggers that refuse changes to rows were removed</source>
        <translation>die Trigger, die Änderungen an Zeilen verweigern, wurden entfernt</translation>
    </message>
    <message>
        <source>it is a symbolic link, which SQLite would follow to a file Custody cannot vouch for: give the path of the history itself</source>
        <translation>es ist ein symbolischer Link, dem SQLite zu einer Datei folgen würde, für die Custody nicht bürgen kann: geben Sie den Pfad der Historie selbst an</translation>
    </message>
    <message>
        <source>it is a folder: give the path of a history file in it</source>
        <translation>es ist ein Ordner: geben Sie den Pfad einer Historiendatei darin an</translation>
    </message>
    <message>
        <source>it is not a regular file (a device, a FIFO or a socket): give the path of a Custody history or a new file name</source>
        <translation>es ist keine reguläre Datei (ein Gerät, ein FIFO oder ein Socket): geben Sie den Pfad einer Custody-Historie oder einen neuen Dateinamen an</translation>
    </message>
    <message>
        <source>cannot look at it</source>
        <translation>es kann nicht untersucht werden</translation>
    </message>
    <message>
        <source>there is no database there but there is %1, which belongs to another database or to a history that was moved away: SQLite would delete or replay it. Move it away, or choose another file name</source>
        <translation>dort ist keine Datenbank, aber die Datei %1, die zu einer anderen Datenbank oder zu einer an einen anderen Ort verschobenen Historie gehört: SQLite würde sie löschen oder wieder einspielen. Verschieben Sie sie an einen anderen Ort, oder wählen Sie einen anderen Dateinamen</translation>
    </message>
    <message>
        <source>it is an empty file, and Custody never leaves a history empty: it is not one. Choose a Custody history or a new file name, or remove the empty file if you made it</source>
        <translation>es ist eine leere Datei, und Custody lässt eine Historie nie leer zurück: Es ist also keine. Wählen Sie eine Custody-Historie oder einen neuen Dateinamen, oder entfernen Sie die leere Datei, wenn Sie sie angelegt haben</translation>
    </message>
    <message>
        <source>cannot read it</source>
        <translation>es kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>it is not a readable SQLite database, so not a Custody history, and Custody does not write it: choose a Custody history or a new file name</source>
        <translation>es ist keine lesbare SQLite-Datenbank, also keine Custody-Historie, und Custody schreibt nicht hinein: wählen Sie eine Custody-Historie oder einen neuen Dateinamen</translation>
    </message>
    <message>
        <source>it is an SQLite database of something else (application id 0x%1, where a Custody history has 0x%2), and Custody never opens another program&apos;s database: choose a Custody history or a new file name</source>
        <translation>es ist eine SQLite-Datenbank für etwas anderes (Anwendungs-ID 0x%1, wo eine Custody-Historie 0x%2 hat), und Custody öffnet nie die Datenbank eines anderen Programms: wählen Sie eine Custody-Historie oder einen neuen Dateinamen</translation>
    </message>
    <message>
        <source>%1 beside it is not a regular file, and SQLite would write through it: move it away</source>
        <translation>%1 daneben ist keine reguläre Datei, und SQLite würde durch sie hindurch schreiben: verschieben Sie sie an einen anderen Ort</translation>
    </message>
    <message>
        <source>cannot create a file in its folder</source>
        <translation>in seinem Ordner kann keine Datei angelegt werden</translation>
    </message>
    <message>
        <source>create: %1</source>
        <translation>Anlegen: %1</translation>
    </message>
    <message>
        <source>cannot sync the new history</source>
        <translation>die neue Historie kann nicht auf den Datenträger synchronisiert werden</translation>
    </message>
    <message>
        <source>cannot give the new history its name</source>
        <translation>die neue Historie kann nicht unter ihrem Namen abgelegt werden</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot make a private copy to read</source>
        <translation>es kann keine private Kopie zum Lesen angelegt werden</translation>
    </message>
    <message>
        <source>cannot make a private copy to read: %1</source>
        <translation>es kann keine private Kopie zum Lesen angelegt werden: %1</translation>
    </message>
    <message>
        <source>it was removed while it was being read</source>
        <translation>es wurde entfernt, während es gelesen wurde</translation>
    </message>
    <message>
        <source>it kept changing while a private copy was made to read it: try again</source>
        <translation>es änderte sich fortwährend, während eine private Kopie zum Lesen angelegt wurde: versuchen Sie es erneut</translation>
    </message>
    <message>
        <source>it is not a readable SQLite database: it ends before its header does. Custody does not write it: keep it as found, and choose a Custody history or a new file name</source>
        <translation>es ist keine lesbare SQLite-Datenbank: Es endet vor dem Ende seines Dateikopfs. Custody schreibt nicht hinein: Bewahren Sie es unverändert auf, und wählen Sie eine Custody-Historie oder einen neuen Dateinamen</translation>
    </message>
    <message>
        <source>it was removed while it was being created</source>
        <translation>es wurde entfernt, während es angelegt wurde</translation>
    </message>
    <message>
        <source>the history was opened to be read only</source>
        <translation>die Historie wurde nur zum Lesen geöffnet</translation>
    </message>
    <message>
        <source>the table chain_head has no row</source>
        <translation>die Tabelle chain_head hat keine Zeile</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver is not installed (Debian: libqt6sql6-psql)</source>
        <translation>Qts PostgreSQL-Treiber ist nicht installiert (Debian: libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>this login may not use the history: the database&apos;s owner grants it the role custody_station (%1)</source>
        <translation>diese Anmeldung darf die Historie nicht verwenden: der Eigentümer der Datenbank gewährt ihr die Rolle custody_station (%1)</translation>
    </message>
    <message>
        <source>this login may not read the history: the database&apos;s owner grants it the role custody_station (%1)</source>
        <translation>diese Anmeldung darf die Historie nicht lesen: der Eigentümer der Datenbank gewährt ihr die Rolle custody_station (%1)</translation>
    </message>
    <message>
        <source>the database is not a Custody history (%1): its owner sets it up with &apos;custody-cli history init URL&apos;</source>
        <translation>die Datenbank ist keine Custody-Historie (%1): ihr Eigentümer richtet sie mit „custody-cli history init URL“ ein</translation>
    </message>
    <message>
        <source>the database&apos;s custody_history table does not name a Custody history: Custody does not write it</source>
        <translation>die Tabelle custody_history der Datenbank nennt keine Custody-Historie: Custody schreibt nicht hinein</translation>
    </message>
    <message>
        <source>version %1, written by a later Custody; this one knows up to %2. Use the later version, or give another history</source>
        <translation>Version %1, geschrieben von einer neueren Custody-Version; diese kennt bis %2. Verwenden Sie die neuere Version oder geben Sie eine andere Historie an</translation>
    </message>
    <message>
        <source>the history has no events table, or this login may not read it (grant it the role custody_station)</source>
        <translation>die Historie hat keine Tabelle events, oder diese Anmeldung darf sie nicht lesen (gewähren Sie ihr die Rolle custody_station)</translation>
    </message>
    <message>
        <source>the login may not create the role custody_station: run init as a login with CREATEROLE, or have the server&apos;s administrator create the role first (%1)</source>
        <translation>die Anmeldung darf die Rolle custody_station nicht anlegen: führen Sie init mit einer Anmeldung mit CREATEROLE aus, oder lassen Sie die Rolle zuerst vom Administrator des Servers anlegen (%1)</translation>
    </message>
    <message>
        <source>the schema was not made: %1</source>
        <translation>das Schema wurde nicht angelegt: %1</translation>
    </message>
    <message>
        <source>connect: %1</source>
        <translation>Verbinden: %1</translation>
    </message>
    <message>
        <source>it has a table named events that is not a Custody history&apos;s: set up the history in a database of its own</source>
        <translation>sie hat eine Tabelle namens events, die nicht zu einer Custody-Historie gehört: richten Sie die Historie in einer eigenen Datenbank ein</translation>
    </message>
    <message>
        <source>its encoding is %1: a history keeps paths and names in any language, so make it with ENCODING &apos;UTF8&apos;</source>
        <translation>ihre Kodierung ist %1: eine Historie speichert Pfade und Namen in jeder Sprache, legen Sie sie also mit ENCODING &apos;UTF8&apos; an</translation>
    </message>
    <message>
        <source>set up: %1</source>
        <translation>Einrichten: %1</translation>
    </message>
    <message>
        <source>row %1 and any after it are not in the chain&apos;s head (chain_head, at row %2): they were inserted, or the head was changed</source>
        <translation>Zeile %1 und alle danach fehlen im Kopf der Kette (chain_head, bei Zeile %2): sie wurden eingefügt, oder der Kopf wurde geändert</translation>
    </message>
    <message>
        <source>row %1 is not the row the chain&apos;s head (chain_head) was given: it was replaced</source>
        <translation>Zeile %1 ist nicht die Zeile, die dem Kopf der Kette (chain_head) gegeben wurde: sie wurde ersetzt</translation>
    </message>
    <message>
        <source>the chain&apos;s head (table chain_head) cannot be read: %1</source>
        <translation>der Kopf der Kette (Tabelle chain_head) kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 was removed</source>
        <translation>der Trigger %1 auf %2 wurde entfernt</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 is disabled</source>
        <translation>der Trigger %1 auf %2 ist abgeschaltet</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 was changed: %3</source>
        <translation>der Trigger %1 auf %2 wurde geändert: %3</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 runs a function that was changed</source>
        <translation>der Trigger %1 auf %2 führt eine geänderte Funktion aus</translation>
    </message>
    <message>
        <source>a rule (%1) was added to the table %2: it can turn changes into something else</source>
        <translation>der Tabelle %2 wurde eine Regel (%1) hinzugefügt: sie kann Änderungen in etwas anderes verwandeln</translation>
    </message>
    <message>
        <source>row security was turned on for the table %1: it can hide rows from the check</source>
        <translation>für die Tabelle %1 wurde die Zeilensicherheit eingeschaltet: sie kann Zeilen vor der Prüfung verbergen</translation>
    </message>
    <message>
        <source>the database did not store the row (%1 rows stored): a trigger that is not Custody&apos;s may be in the way</source>
        <translation>die Datenbank hat die Zeile nicht gespeichert (%1 Zeilen gespeichert): ein Trigger, der nicht von Custody ist, steht womöglich im Weg</translation>
    </message>
    <message>
        <source>a trigger that is not Custody&apos;s was added: %1</source>
        <translation>ein Trigger, der nicht von Custody ist, wurde hinzugefügt: %1</translation>
    </message>
    <message>
        <source>the server asks this login for a password: keep it in ~/.pgpass (or the file PGPASSFILE names), a service file&apos;s passfile, or PGPASSWORD, never in the URL</source>
        <translation>der Server verlangt von dieser Anmeldung ein Passwort: bewahren Sie es in ~/.pgpass (oder der Datei, die PGPASSFILE nennt), in der passfile einer Servicedatei oder in PGPASSWORD auf, nie in der URL</translation>
    </message>
    <message>
        <source>the server refused the password this station gave for the login: correct it where it is kept (~/.pgpass, the file PGPASSFILE names, a service file&apos;s passfile, or PGPASSWORD)</source>
        <translation>der Server hat das Passwort abgelehnt, das diese Station für die Anmeldung angegeben hat: korrigieren Sie es dort, wo es aufbewahrt wird (~/.pgpass, die Datei, die PGPASSFILE nennt, die passfile einer Servicedatei oder PGPASSWORD)</translation>
    </message>
    <message>
        <source>the schema&apos;s steps left it at schema %1, not %2</source>
        <translation>die Schritte des Schemas ließen sie bei Schema %1 statt %2</translation>
    </message>
    <message>
        <source>as %1 from %2, %3</source>
        <translation>als %1 von %2, %3</translation>
    </message>
    <message>
        <source>it is a Custody history (schema %1) already: nothing was changed</source>
        <translation>sie ist bereits eine Custody-Fallhistorie (Schema %1): nichts wurde geändert</translation>
    </message>
    <message>
        <source>upgrade: %1</source>
        <translation>Aktualisieren: %1</translation>
    </message>
    <message>
        <source>it was upgraded to schema %1 meanwhile: nothing was changed</source>
        <translation>sie wurde inzwischen auf Schema %1 aktualisiert: nichts wurde geändert</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver did not say which sslmode the connection used</source>
        <translation>Qts PostgreSQL-Treiber hat nicht angegeben, welchen sslmode die Verbindung verwendet hat</translation>
    </message>
    <message>
        <source>the history says it is schema %1, but its events table is schema %2&apos;s: the table custody_history was changed</source>
        <translation>die Fallhistorie gibt Schema %1 an, ihre Tabelle events ist aber die von Schema %2: die Tabelle custody_history wurde geändert</translation>
    </message>
</context>
<context>
    <name>Custody::CloneDestination</name>
    <message>
        <source>it holds %1 bytes (%2 sectors of %3 bytes), %4 bytes (%5 sectors) fewer than the %6 bytes of the source</source>
        <translation>es fasst %1 Bytes (%2 Sektoren zu %3 Bytes), %4 Bytes (%5 Sektoren) weniger als die %6 Bytes der Quelle</translation>
    </message>
    <message>
        <source>the source&apos;s %1 bytes are not whole sectors of the drive&apos;s %2 bytes: its last sector would be written only in part</source>
        <translation>die %1 Bytes der Quelle sind keine ganzen Sektoren des Laufwerks zu %2 Bytes: sein letzter Sektor würde nur teilweise geschrieben</translation>
    </message>
    <message>
        <source>it reports the serial number &quot;%1&quot; and %2 bytes, but the drive confirmed was &quot;%3&quot; with %4 bytes: another drive under the same name? Choose it again</source>
        <translation>es meldet die Seriennummer „%1“ und %2 Bytes, das bestätigte Laufwerk hatte aber „%3“ und %4 Bytes: ein anderes Laufwerk unter demselben Namen? Wählen Sie es erneut</translation>
    </message>
    <message>
        <source>no memory for a block</source>
        <translation>kein Speicher für einen Block</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>pwrite of sectors %1</source>
        <translation>pwrite der Sektoren %1</translation>
    </message>
    <message>
        <source>%1 bytes of the excess sectors read back otherwise than written</source>
        <translation>%1 Bytes der überzähligen Sektoren anders zurückgelesen als geschrieben</translation>
    </message>
</context>
<context>
    <name>Custody::CloneDriveDialog</name>
    <message>
        <source>%1 holds %2, the source %3: it is %4 bytes (%5 sectors of %6 bytes) too small. A clone needs a drive at least as large as the source; nothing is written to a smaller one.</source>
        <translation>%1 fasst %2, die Quelle %3: Es ist %4 Bytes (%5 Sektoren zu %6 Bytes) zu klein. Ein Klon braucht ein Laufwerk, das mindestens so groß ist wie die Quelle; auf ein kleineres wird nichts geschrieben.</translation>
    </message>
    <message>
        <source>Clone to a drive</source>
        <translation>Auf ein Laufwerk klonen</translation>
    </message>
    <message>
        <source>The drive chosen is overwritten with the source, sector for sector. Drives the write gate refuses (the source and what it stands on, system disks, mounted or read-only drives) and drives smaller than the source (%1) cannot be chosen.</source>
        <translation>Das gewählte Laufwerk wird Sektor für Sektor mit der Quelle überschrieben. Laufwerke, die die Schreibsperre ablehnt (die Quelle und alles, worauf sie liegt, Systemdatenträger, eingehängte oder schreibgeschützte Laufwerke), und Laufwerke, die kleiner sind als die Quelle (%1), lassen sich nicht wählen.</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>Model and serial</source>
        <translation>Modell und Seriennummer</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Left as they are</source>
        <translation>Bleiben, wie sie sind</translation>
    </message>
    <message>
        <source>Written with zeros</source>
        <translation>Mit Nullen beschrieben</translation>
    </message>
    <message>
        <source>Written with a byte</source>
        <translation>Mit einem Byte beschrieben</translation>
    </message>
    <message>
        <source>The byte written past the source&apos;s last sector, as 0xHH.</source>
        <translation>Das Byte, das hinter den letzten Sektor der Quelle geschrieben wird, als 0xHH.</translation>
    </message>
    <message>
        <source>Sectors &amp;past the source:</source>
        <translation>Sektoren &amp;hinter der Quelle:</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <source>May be overwritten</source>
        <translation>Darf überschrieben werden</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>The device list shows no drive.</source>
        <translation>Die Geräteliste zeigt kein Laufwerk.</translation>
    </message>
    <message>
        <source>Asking the write gate about each drive…</source>
        <translation>Die Schreibsperre wird zu jedem Laufwerk befragt…</translation>
    </message>
    <message>
        <source>Choose the drive to overwrite.</source>
        <translation>Wählen Sie das Laufwerk, das überschrieben werden soll.</translation>
    </message>
    <message>
        <source>Give the byte as 0x followed by two hex digits, e.g. 0xff.</source>
        <translation>Geben Sie das Byte als 0x gefolgt von zwei Hexziffern an, z. B. 0xff.</translation>
    </message>
    <message>
        <source>Drives to clone onto</source>
        <translation>Laufwerke als Ziel des Klons</translation>
    </message>
    <message>
        <source>Choose this &amp;drive</source>
        <translation>Dieses Laufwerk &amp;wählen</translation>
    </message>
</context>
<context>
    <name>Custody::CloneText</name>
    <message>
        <source>sectors %1 to %2 (%3 bytes)</source>
        <translation>Sektoren %1 bis %2 (%3 Bytes)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>Nullen</translation>
    </message>
    <message>
        <source>the byte %1</source>
        <translation>dem Byte %1</translation>
    </message>
    <message>
        <source>No excess sectors.</source>
        <translation>Keine überzähligen Sektoren.</translation>
    </message>
    <message>
        <source>The drive holds as many bytes as the source.</source>
        <translation>Das Laufwerk fasst so viele Bytes wie die Quelle.</translation>
    </message>
    <message>
        <source>Excess sectors left as they were.</source>
        <translation>Überzählige Sektoren unverändert gelassen.</translation>
    </message>
    <message>
        <source>The drive&apos;s %1 past the source were neither written nor read: they hold what they held before.</source>
        <translation>Die %1 des Laufwerks hinter der Quelle wurden weder geschrieben noch gelesen: Sie enthalten, was sie vorher enthielten.</translation>
    </message>
    <message>
        <source>Excess sectors NOT wiped.</source>
        <translation>Überzählige Sektoren NICHT gelöscht.</translation>
    </message>
    <message>
        <source>%1 of the %2 were written with %3. %4</source>
        <translation>%1 der %2 wurden mit %3 beschrieben. %4</translation>
    </message>
    <message>
        <source>Excess sectors wiped and verified.</source>
        <translation>Überzählige Sektoren gelöscht und verifiziert.</translation>
    </message>
    <message>
        <source>The drive&apos;s %1 past the source were written with %2 and read back equal to it.</source>
        <translation>Die %1 des Laufwerks hinter der Quelle wurden mit %2 beschrieben und gleich zurückgelesen.</translation>
    </message>
    <message>
        <source>%1 of the %2 were written with %3: the clone stopped before the rest.</source>
        <translation>%1 der %2 wurden mit %3 beschrieben: Der Klon endete vor dem Rest.</translation>
    </message>
    <message>
        <source>Excess sectors wiped, not verified.</source>
        <translation>Überzählige Sektoren gelöscht, nicht verifiziert.</translation>
    </message>
    <message>
        <source>The drive&apos;s %1 past the source were written with %2, and not read back (--verify reads them back).</source>
        <translation>Die %1 des Laufwerks hinter der Quelle wurden mit %2 beschrieben und nicht zurückgelesen (--verify liest sie zurück).</translation>
    </message>
    <message>
        <source>serial %1</source>
        <translation>Seriennummer %1</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Read back from the drive with O_DIRECT, from the medium rather than the page cache: %1.</source>
        <translation>Vom Laufwerk mit O_DIRECT zurückgelesen, vom Medium statt aus dem Seitencache: %1.</translation>
    </message>
    <message>
        <source>Read back from the drive through the page cache, perhaps from memory: writing out or dropping its cached pages failed (%1): %2.</source>
        <translation>Vom Laufwerk über den Seitencache zurückgelesen, vielleicht aus dem Speicher: Das Zurückschreiben oder Verwerfen seiner zwischengespeicherten Seiten schlug fehl (%1): %2.</translation>
    </message>
    <message>
        <source>Read back from the drive through the page cache, written out and dropped first (the drive refused O_DIRECT): %1.</source>
        <translation>Vom Laufwerk über den Seitencache zurückgelesen, der zuvor zurückgeschrieben und verworfen wurde (das Laufwerk lehnte O_DIRECT ab): %1.</translation>
    </message>
    <message>
        <source>Cloned onto %1.</source>
        <translation>Auf %1 geklont.</translation>
    </message>
    <message>
        <source>Its %1 hold the source, with the fill where the source could not be read.</source>
        <translation>Seine %1 enthalten die Quelle, mit der Füllung, wo die Quelle nicht lesbar war.</translation>
    </message>
    <message>
        <source>Clone INCOMPLETE on %1.</source>
        <translation>Klon auf %1 UNVOLLSTÄNDIG.</translation>
    </message>
    <message>
        <source>Drive cache NOT flushed.</source>
        <translation>Laufwerkscache NICHT zurückgeschrieben.</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Seriennummer</translation>
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
        <translation>Größe</translation>
    </message>
    <message>
        <source>%1 bytes = %2 sectors of %3 bytes (%4 bytes physical)</source>
        <translation>%1 Bytes = %2 Sektoren zu %3 Bytes (%4 Bytes physisch)</translation>
    </message>
    <message>
        <source>SMART before the write</source>
        <translation>SMART vor dem Schreiben</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Source written to</source>
        <translation>Quelle geschrieben auf</translation>
    </message>
    <message>
        <source>Read back</source>
        <translation>Zurückgelesen</translation>
    </message>
    <message>
        <source>with O_DIRECT, from the medium</source>
        <translation>mit O_DIRECT, vom Medium</translation>
    </message>
    <message>
        <source>through the page cache, written out and dropped first (the drive refused O_DIRECT)</source>
        <translation>über den Seitencache, der zuvor zurückgeschrieben und verworfen wurde (das Laufwerk lehnte O_DIRECT ab)</translation>
    </message>
    <message>
        <source>Excess sectors</source>
        <translation>Überzählige Sektoren</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Destination drive</source>
        <translation>Ziellaufwerk</translation>
    </message>
    <message>
        <source>none of the %1 sectors of the source (%2 bytes)</source>
        <translation>keiner der %1 Sektoren der Quelle (%2 Bytes)</translation>
    </message>
    <message>
        <source>sectors 0 to %1 of the %2 sectors of the source (%3 of %4 bytes)</source>
        <translation>Sektoren 0 bis %1 der %2 Sektoren der Quelle (%3 von %4 Bytes)</translation>
    </message>
    <message>
        <source>Written: %1. The drive is not a copy of the source. Clone again from the start (--force).</source>
        <translation>Geschrieben: %1. Das Laufwerk ist keine Kopie der Quelle. Klonen Sie erneut von Anfang an (--force).</translation>
    </message>
</context>
<context>
    <name>Custody::ContentText</name>
    <message>
        <source>%1 of %2 sectors read (%3)</source>
        <translation>%1 von %2 gelesenen Sektoren (%3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 sectors: %2</source>
        <translation>%1 Sektoren: %2</translation>
    </message>
    <message>
        <source>sectors %1 to %2 (%3)</source>
        <translation>Sektoren %1 bis %2 (%3)</translation>
    </message>
    <message>
        <source>Most of this drive reads as zeros (%1 of the sectors read), although SMART reports %2 power-on hours: a drive in use is rarely that empty. Before relying on the image, rule out a drive that answers with zeros instead of its data (a locked or self-encrypting drive, a failing controller or adapter, an SSD that discarded trimmed blocks, a host protected area or a DCO hiding the data).</source>
        <translation>Der größte Teil dieses Laufwerks liest sich als Nullen (%1 der gelesenen Sektoren), obwohl SMART %2 Betriebsstunden meldet: Ein benutztes Laufwerk ist selten so leer. Bevor Sie sich auf das Abbild verlassen, schließen Sie ein Laufwerk aus, das statt seiner Daten Nullen liefert (ein gesperrtes oder selbstverschlüsselndes Laufwerk, ein versagender Controller oder Adapter, eine SSD, die per TRIM freigegebene Blöcke verworfen hat, eine Host Protected Area oder eine DCO, die Daten verbirgt).</translation>
    </message>
    <message>
        <source>All zeros: %1</source>
        <translation>Nur Nullen: %1</translation>
    </message>
    <message>
        <source>One other byte repeated: %1</source>
        <translation>Ein anderes Byte wiederholt: %1</translation>
    </message>
    <message>
        <source>Unreadable, not counted: %1 sectors</source>
        <translation>Unlesbar, nicht gezählt: %1 Sektoren</translation>
    </message>
    <message>
        <source>Zero run %1: %2</source>
        <translation>Nullbereich %1: %2</translation>
    </message>
    <message>
        <source>What the data looks like (%1-byte sectors):</source>
        <translation>Wie die Daten aussehen (Sektoren zu %1 Byte):</translation>
    </message>
    <message>
        <source>What the data looks like</source>
        <translation>Wie die Daten aussehen</translation>
    </message>
    <message>
        <source>Sectors read</source>
        <translation>Gelesene Sektoren</translation>
    </message>
    <message>
        <source>All zeros</source>
        <translation>Nur Nullen</translation>
    </message>
    <message>
        <source>One other byte repeated</source>
        <translation>Ein anderes Byte wiederholt</translation>
    </message>
    <message>
        <source>Unreadable, not counted</source>
        <translation>Unlesbar, nicht gezählt</translation>
    </message>
    <message>
        <source>%1 sectors (the fill written in their place is not the drive&apos;s data)</source>
        <translation>%1 Sektoren (die an ihrer Stelle geschriebene Füllung sind nicht die Daten des Laufwerks)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>Erster Sektor</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>Letzter Sektor</translation>
    </message>
    <message>
        <source>Offset (bytes)</source>
        <translation>Offset (Byte)</translation>
    </message>
    <message>
        <source>Length (bytes)</source>
        <translation>Länge (Byte)</translation>
    </message>
    <message>
        <source>The longest runs of sectors read as zeros, longest first:</source>
        <translation>Die längsten Folgen als Nullen gelesener Sektoren, die längste zuerst:</translation>
    </message>
    <message>
        <source>Mostly zeros</source>
        <translation>Überwiegend Nullen</translation>
    </message>
    <message>
        <source>Counted in the image as stored: a sector the acquisition could not read holds its fill here and counts as what the fill is (zeros by default); the acquisition&apos;s record tells the two apart.</source>
        <translation>Im Abbild gezählt, wie es gespeichert ist: Ein Sektor, den die Sicherung nicht lesen konnte, enthält hier ihre Füllung und zählt als das, was die Füllung ist (standardmäßig Nullen); das Protokoll der Sicherung unterscheidet beides.</translation>
    </message>
    <message>
        <source>%1 sectors of %2 bytes</source>
        <translation>%1 Sektoren zu je %2 Byte</translation>
    </message>
    <message>
        <source>Counted in the image as stored, except the sectors that the acquisition&apos;s record calls unreadable (%1): they hold the fill and count as unreadable, not as what the fill is.</source>
        <translation>Im Abbild so gezählt, wie es gespeichert ist, außer den Sektoren, die das Protokoll der Sicherung als unlesbar nennt (%1): Sie enthalten die Füllung und zählen als unlesbar, nicht als das, was die Füllung ist.</translation>
    </message>
</context>
<context>
    <name>Custody::ConversionDialog</name>
    <message>
        <source>Convert to E01</source>
        <translation>In E01 umwandeln</translation>
    </message>
    <message>
        <source>No E01 was made: %1</source>
        <translation>Es wurde kein E01 erstellt: %1</translation>
    </message>
    <message>
        <source>Written: %1. Every hash of the acquisition agrees with the image read for it:</source>
        <translation>Geschrieben: %1. Jeder Hash der Sicherung stimmt mit dem dafür gelesenen Abbild überein:</translation>
    </message>
    <message>
        <source>Write the image of this acquisition as %1.E01 (and further segments as needed) beside it? The image is only read; the E01 is kept only when every hash of the acquisition is found again in the same read, and the acquisition log then names it.</source>
        <translation>Das Image dieser Sicherung als %1.E01 (und bei Bedarf weitere Segmente) daneben schreiben? Das Image wird nur gelesen; die E01 bleibt nur, wenn jeder Hash der Sicherung im selben Lesevorgang wiedergefunden wird, und das Sicherungsprotokoll nennt sie dann.</translation>
    </message>
    <message>
        <source>Com&amp;pression:</source>
        <translation>Kom&amp;pression:</translation>
    </message>
    <message>
        <source>Se&amp;gment size:</source>
        <translation>Se&amp;gmentgröße:</translation>
    </message>
    <message>
        <source>Writing the E01 and checking the image against the acquisition&apos;s hashes in the same read…</source>
        <translation>Die E01 wird geschrieben und das Image im selben Lesevorgang gegen die Hashes der Sicherung geprüft…</translation>
    </message>
    <message>
        <source>The acquisition log does not name it: %1</source>
        <translation>Das Sicherungsprotokoll nennt sie nicht: %1</translation>
    </message>
    <message>
        <source>Stopping: the E01 written so far is removed…</source>
        <translation>Wird angehalten: die bisher geschriebene E01 wird entfernt…</translation>
    </message>
    <message>
        <source>The acquisition log names it, but its signature, now stale, was not removed: %1</source>
        <translation>Das Sicherungsprotokoll nennt sie, aber seine nun veraltete Signatur wurde nicht entfernt: %1</translation>
    </message>
    <message>
        <source>The acquisition log names it; its signature, now stale, was removed (the log is signed again when a signing identity is set).</source>
        <translation>Das Sicherungsprotokoll nennt sie; seine nun veraltete Signatur wurde entfernt (das Protokoll wird neu signiert, wenn eine Signaturidentität eingerichtet ist).</translation>
    </message>
    <message>
        <source>Con&amp;vert</source>
        <translation>&amp;Umwandeln</translation>
    </message>
    <message>
        <source>Queued: the conversion starts when the job queue&apos;s limits let it (Jobs table). Cancel takes it out of the queue.</source>
        <translation>In der Warteschlange: Die Konvertierung beginnt, sobald die Grenzen der Auftragswarteschlange es erlauben (Auftragstabelle). Abbrechen nimmt sie aus der Warteschlange.</translation>
    </message>
    <message>
        <source>E01 written, the hashes agree</source>
        <translation>E01 geschrieben, die Hashwerte stimmen überein</translation>
    </message>
    <message>
        <source>nothing kept</source>
        <translation>nichts behalten</translation>
    </message>
    <message>
        <source>Taken out of the job queue: nothing was written.</source>
        <translation>Aus der Auftragswarteschlange genommen: Es wurde nichts geschrieben.</translation>
    </message>
</context>
<context>
    <name>Custody::DashboardStatus</name>
    <message>
        <source>The status file %1 is not kept: %2</source>
        <translation>Die Statusdatei %1 wird nicht geführt: %2</translation>
    </message>
    <message>
        <source>The status file %1 is no longer written: %2</source>
        <translation>Die Statusdatei %1 wird nicht mehr geschrieben: %2</translation>
    </message>
    <message>
        <source>The status file %1 is not kept: give its full path</source>
        <translation>Die Statusdatei %1 wird nicht geführt: geben Sie ihren vollständigen Pfad an</translation>
    </message>
</context>
<context>
    <name>Custody::DestinationDrive</name>
    <message>
        <source>the device node changed while it was checked; check which drive it names and try again</source>
        <translation>der Geräteknoten hat sich während der Prüfung geändert; prüfen Sie, welches Laufwerk er bezeichnet, und versuchen Sie es erneut</translation>
    </message>
    <message>
        <source>the drive %1</source>
        <translation>das Laufwerk %1</translation>
    </message>
    <message>
        <source>the kernel says it is in use (mounted or held by another program)</source>
        <translation>der Kernel meldet es als belegt (eingehängt oder von einem anderen Programm gehalten)</translation>
    </message>
    <message>
        <source>its size cannot be read</source>
        <translation>seine Größe lässt sich nicht lesen</translation>
    </message>
</context>
<context>
    <name>Custody::DestinationList</name>
    <message>
        <source>More destinations</source>
        <translation>Weitere Ziele</translation>
    </message>
    <message>
        <source>Each destination is written from the same read, with the same hashes; double-click one to edit it.</source>
        <translation>Jedes Ziel wird aus demselben Lesevorgang geschrieben, mit denselben Hashwerten; ein Doppelklick bearbeitet es.</translation>
    </message>
    <message>
        <source>&amp;Add image…</source>
        <translation>Abbild &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>%1 is the name of two outputs: give each its own name or folder.</source>
        <translation>%1 ist der Name zweier Ausgaben: Geben Sie jeder einen eigenen Namen oder Ordner.</translation>
    </message>
    <message>
        <source>E01</source>
        <translation>E01</translation>
    </message>
    <message>
        <source>split raw</source>
        <translation>aufgeteiltes Raw</translation>
    </message>
    <message>
        <source>raw</source>
        <translation>Raw</translation>
    </message>
    <message>
        <source>Image %1 (%2)</source>
        <translation>Abbild %1 (%2)</translation>
    </message>
    <message>
        <source>Image %1 (%2, read back)</source>
        <translation>Abbild %1 (%2, zurückgelesen)</translation>
    </message>
    <message>
        <source>Only the image above.</source>
        <translation>Nur das Abbild oben.</translation>
    </message>
    <message>
        <source>Write the source onto a whole drive, sector for sector (a restore when the source is an image file).</source>
        <translation>Die Quelle Sektor für Sektor auf ein ganzes Laufwerk schreiben (eine Wiederherstellung, wenn die Quelle eine Abbilddatei ist).</translation>
    </message>
    <message>
        <source>the sectors past the source left as they are</source>
        <translation>die Sektoren hinter der Quelle bleiben, wie sie sind</translation>
    </message>
    <message>
        <source>the sectors past the source written with zeros</source>
        <translation>die Sektoren hinter der Quelle mit Nullen beschrieben</translation>
    </message>
    <message>
        <source>the sectors past the source written with 0x%1</source>
        <translation>die Sektoren hinter der Quelle mit 0x%1 beschrieben</translation>
    </message>
    <message>
        <source>Clone onto %1: %2, %3; %4</source>
        <translation>Klon auf %1: %2, %3; %4</translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>Clone to dr&amp;ive…</source>
        <translation>Auf &amp;Laufwerk klonen…</translation>
    </message>
</context>
<context>
    <name>Custody::DetachedSignature</name>
    <message>
        <source>the validity of the certificate %1 cannot be read; nothing is signed with it</source>
        <translation>die Gültigkeit des Zertifikats %1 kann nicht gelesen werden; damit wird nichts signiert</translation>
    </message>
    <message>
        <source>the certificate %1 is not valid before %2 (it is %3 now); nothing is signed with it: sign with a certificate valid now</source>
        <translation>das Zertifikat %1 ist erst ab %2 gültig (jetzt ist es %3); damit wird nichts signiert: signieren Sie mit einem jetzt gültigen Zertifikat</translation>
    </message>
    <message>
        <source>the certificate %1 expired at %2 (it is %3 now); nothing is signed with it: sign with a certificate valid now</source>
        <translation>das Zertifikat %1 ist am %2 abgelaufen (jetzt ist es %3); damit wird nichts signiert: signieren Sie mit einem jetzt gültigen Zertifikat</translation>
    </message>
    <message>
        <source>the trusted CA %1 cannot be read: %2</source>
        <translation>die vertrauenswürdige CA %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the trusted CA %1 holds no PEM certificate: give the lab&apos;s CA certificate</source>
        <translation>die vertrauenswürdige CA %1 enthält kein PEM-Zertifikat: geben Sie das CA-Zertifikat des Labors an</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceDetailsPane</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Drive details</source>
        <translation>Laufwerksdetails</translation>
    </message>
    <message>
        <source>Select a drive to see its identity, partitions and SMART data.</source>
        <translation>Wählen Sie ein Laufwerk aus, um seine Identität, Partitionen und SMART-Daten zu sehen.</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Stable name</source>
        <translation>Stabiler Name</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Seriennummer</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 Bytes)</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Logischer Sektor</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Physischer Sektor</translation>
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
        <translation>Wechselbar</translation>
    </message>
    <message>
        <source>Kernel read-only flag</source>
        <translation>Nur-Lesen-Flag des Kernels</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Zugrunde liegende Datei</translation>
    </message>
    <message>
        <source>Listed by</source>
        <translation>Ermittelt durch</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partitionen</translation>
    </message>
    <message>
        <source>None found.</source>
        <translation>Keine gefunden.</translation>
    </message>
    <message>
        <source>Mounted: the file systems below may change while the drive is imaged.</source>
        <translation>Eingehängt: Die folgenden Dateisysteme können sich während der Abbilderstellung ändern.</translation>
    </message>
    <message>
        <source>File system</source>
        <translation>Dateisystem</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Eingehängt unter</translation>
    </message>
    <message>
        <source>%1 (%2) on %3</source>
        <translation>%1 (%2) unter %3</translation>
    </message>
    <message>
        <source>SMART</source>
        <translation>SMART</translation>
    </message>
    <message>
        <source>Read at %1</source>
        <translation>Gelesen am %1</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <source>Overall health self-assessment</source>
        <translation>Selbstbewertung des Gesamtzustands</translation>
    </message>
    <message>
        <source>Powered on</source>
        <translation>Betriebsdauer</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n Stunde</numerusform>
            <numerusform>%n Stunden</numerusform>
        </translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Reallocated sectors</source>
        <translation>Neu zugewiesene Sektoren</translation>
    </message>
    <message>
        <source>Sectors waiting to be reallocated</source>
        <translation>Auf Neuzuweisung wartende Sektoren</translation>
    </message>
    <message>
        <source>Sectors found unreadable offline</source>
        <translation>Offline als unlesbar erkannte Sektoren</translation>
    </message>
    <message>
        <source>Media and data integrity errors</source>
        <translation>Medien- und Datenintegritätsfehler</translation>
    </message>
    <message>
        <source>Life used</source>
        <translation>Verbrauchte Lebensdauer</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Verfügbare Reserve</translation>
    </message>
    <message>
        <source>%1 % (threshold %2 %)</source>
        <translation>%1 % (Schwellenwert %2 %)</translation>
    </message>
    <message>
        <source>Grown defects</source>
        <translation>Hinzugekommene Defekte</translation>
    </message>
    <message>
        <source>Latest self-test</source>
        <translation>Letzter Selbsttest</translation>
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
        <translation>Attribut</translation>
    </message>
    <message>
        <source>Value / worst / threshold</source>
        <translation>Wert / schlechtester / Schwellenwert</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>Rohwert</translation>
    </message>
    <message>
        <source>Assessment</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>FAILING NOW</source>
        <translation>FÄLLT JETZT AUS</translation>
    </message>
    <message>
        <source>failed in the past</source>
        <translation>früher ausgefallen</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>Versteckte Bereiche</translation>
    </message>
    <message>
        <source>Sectors the drive shows</source>
        <translation>Sektoren, die das Laufwerk zeigt</translation>
    </message>
    <message>
        <source>Native size</source>
        <translation>Native Größe</translation>
    </message>
    <message>
        <source>Other namespaces of this controller:</source>
        <translation>Weitere Namespaces dieses Controllers:</translation>
    </message>
    <message>
        <source>Commands sent (read-only):</source>
        <translation>Gesendete Befehle (nur lesend):</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Being read…</source>
        <translation>Wird gelesen …</translation>
    </message>
    <message>
        <source>Could not be read: %1</source>
        <translation>Konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Partition table: %1</source>
        <translation>Partitionstabelle: %1</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceInfo</name>
    <message>
        <source>loop</source>
        <translation>Loop</translation>
    </message>
    <message>
        <source>platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>rotierend (Festplatte)</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>Halbleiter (SSD)</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceMonitor</name>
    <message>
        <source>smartctl could not open the drive (permission, or a USB bridge it does not recognise).</source>
        <translation>smartctl konnte das Laufwerk nicht öffnen (fehlende Berechtigung oder eine nicht erkannte USB-Bridge).</translation>
    </message>
    <message>
        <source>The drive reports no SMART data.</source>
        <translation>Das Laufwerk meldet keine SMART-Daten.</translation>
    </message>
    <message>
        <source>%1 no longer exists: the drive was removed or renamed.</source>
        <translation>%1 existiert nicht mehr: Das Laufwerk wurde entfernt oder umbenannt.</translation>
    </message>
    <message>
        <source>You may not read %1: imaging it needs root or membership of its group &quot;%2&quot;. Start Custody with &quot;Run as administrator&quot; from the desktop menu (or custody-pkexec), or ask an administrator to add your account to &quot;%2&quot;, then log in again.</source>
        <translation>Sie dürfen %1 nicht lesen: Für ein Abbild sind Root-Rechte oder die Mitgliedschaft in seiner Gruppe „%2“ nötig. Starten Sie Custody über „Als Administrator ausführen“ im Desktop-Menü (oder custody-pkexec), oder bitten Sie einen Administrator, Ihr Konto der Gruppe „%2“ hinzuzufügen, und melden Sie sich dann neu an.</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceRow</name>
    <message>
        <source>A disk of this workstation: it holds %1. Imaging it reads a disk that changes while it is read; it is acquired only on an explicit, confirmed override and is never write-blocked.</source>
        <translation>Ein Datenträger dieses Arbeitsplatzes: Er enthält %1. Ein Abbild liest einen Datenträger, der sich beim Lesen ändert; er wird nur nach ausdrücklicher, bestätigter Freigabe gesichert und nie schreibgeschützt.</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceTableModel</name>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Serial</source>
        <translation>Seriennr.</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
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
        <translation>Wechselbar</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Nur lesbar</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>Eingehängt</translation>
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
        <translation>nein</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>Mounted: %1. A file system on this drive may change while it is imaged. Unmount it first if you can.</source>
        <translation>Eingehängt: %1. Ein Dateisystem auf diesem Laufwerk kann sich während der Abbilderstellung ändern. Hängen Sie es nach Möglichkeit zuerst aus.</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Auftrag</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>untätig</translation>
    </message>
    <message>
        <source>%1 (system)</source>
        <translation>%1 (System)</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sektoren</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>SMART is not read over the network.</source>
        <translation>SMART wird über das Netz nicht gelesen.</translation>
    </message>
    <message>
        <source>file %1</source>
        <translation>Datei %1</translation>
    </message>
    <message>
        <source>A loop device over the file %1</source>
        <translation>Ein Loop-Gerät über der Datei %1</translation>
    </message>
    <message>
        <source>Hidden areas: sectors the drive holds but does not show the host (an HPA, a DCO, a detached NVMe namespace), as read-only commands found them. Custody never removes them.</source>
        <translation>Versteckte Bereiche: Sektoren, die das Laufwerk enthält, dem Rechner aber nicht zeigt (ein HPA, ein DCO, ein abgetrennter NVMe-Namespace), wie nur lesende Befehle sie gefunden haben. Custody entfernt sie nie.</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>Versteckt</translation>
    </message>
</context>
<context>
    <name>Custody::DriveIo</name>
    <message>
        <source>%1 of sectors %2 to %3</source>
        <translation>%1 der Sektoren %2 bis %3</translation>
    </message>
    <message>
        <source>the drive ends early</source>
        <translation>das Laufwerk endet vorzeitig</translation>
    </message>
    <message>
        <source>no memory for a block of the pattern</source>
        <translation>kein Speicher für einen Block des Musters</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>%1, each of which was written when tried alone</source>
        <translation>%1; jeder dieser Sektoren ließ sich einzeln schreiben</translation>
    </message>
    <message>
        <source>pwrite of sectors %1</source>
        <translation>pwrite der Sektoren %1</translation>
    </message>
</context>
<context>
    <name>Custody::DriveWipe</name>
    <message>
        <source>%1 refused a write at byte %2 (%3): the drive is not usable as a destination as it is.</source>
        <translation>%1 hat einen Schreibvorgang bei Byte %2 abgelehnt (%3): In diesem Zustand taugt das Laufwerk nicht als Ziel.</translation>
    </message>
    <message>
        <source>%1 refused a read at byte %2 (%3): the drive is not usable as a destination as it is.</source>
        <translation>%1 hat einen Lesevorgang bei Byte %2 abgelehnt (%3): In diesem Zustand taugt das Laufwerk nicht als Ziel.</translation>
    </message>
    <message>
        <source>the certificate&apos;s folder %1 is not a folder you may write into: name a certificate base in another folder</source>
        <translation>der Ordner des Zertifikats, %1, ist kein Ordner, in den Sie schreiben dürfen: Geben Sie eine Zertifikatsbasis in einem anderen Ordner an</translation>
    </message>
    <message>
        <source>--method zeroout writes zeros only: give --pattern zero, or --method write for another pattern</source>
        <translation>--method zeroout schreibt nur Nullen: Geben Sie --pattern zero an, oder --method write für ein anderes Muster</translation>
    </message>
    <message>
        <source>a random pattern can be checked only with the key it was written with: give --pattern zero or 0xNN to --verify-only</source>
        <translation>ein Zufallsmuster lässt sich nur mit dem Schlüssel prüfen, mit dem es geschrieben wurde: Geben Sie --verify-only das Muster --pattern zero oder 0xNN</translation>
    </message>
    <message>
        <source>the block size must be a multiple of 4096 bytes and of the drive&apos;s sector</source>
        <translation>die Blockgröße muss ein Vielfaches von 4096 Bytes und des Sektors des Laufwerks sein</translation>
    </message>
</context>
<context>
    <name>Custody::EarlierOutputs</name>
    <message>
        <source>it is the report of the acquisition that starting over would replace, and would then describe an image that is no longer there; move it (and its signature, if any) away first</source>
        <translation>es ist der Bericht der Sicherung, die ein Neubeginn ersetzen würde, und er würde dann ein Abbild beschreiben, das es nicht mehr gibt; verschieben Sie ihn (und gegebenenfalls seine Signatur) zuerst an einen anderen Ort</translation>
    </message>
</context>
<context>
    <name>Custody::EndHookDialog</name>
    <message>
        <source>No program</source>
        <translation>Kein Programm</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Program to run</source>
        <translation>Auszuführendes Programm</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>After this, the program is stopped with every process it started.</source>
        <translation>Danach wird das Programm mit allen Prozessen, die es gestartet hat, beendet.</translation>
    </message>
    <message>
        <source>&amp;Program:</source>
        <translation>&amp;Programm:</translation>
    </message>
    <message>
        <source>&amp;Stopped after:</source>
        <translation>&amp;Beendet nach:</translation>
    </message>
    <message>
        <source>Give the program&apos;s full path (it starts with /).</source>
        <translation>Geben Sie den vollständigen Pfad des Programms an (er beginnt mit /).</translation>
    </message>
    <message>
        <source>%1 is not a program that can be run: give the path of an executable file.</source>
        <translation>%1 ist kein ausführbares Programm: Geben Sie den Pfad einer ausführbaren Datei an.</translation>
    </message>
    <message>
        <source>Program when a job ends</source>
        <translation>Programm am Ende eines Auftrags</translation>
    </message>
    <message>
        <source>A program of the lab&apos;s that runs once each acquisition, verification or wipe has ended (to copy the image to an archive, to update a case system); for an acquisition, before the record and the log are signed. It is run without a shell or arguments and told the outcome, the verdict, the files and the digests in CUSTODY_ environment variables, as custody-cli acquire, verify and wipe --on-end tell them. Its exit status and output go into the acquisition log (a verification&apos;s or wipe&apos;s first line into its row of the case history); whatever it does, the job&apos;s outcome and verdict stay as they are. Leave it empty to run none.</source>
        <translation>Ein Programm des Labors, das nach dem Ende jeder Sicherung, Verifikation oder Löschung läuft (um das Abbild in ein Archiv zu kopieren, ein Fallsystem zu aktualisieren); bei einer Sicherung, bevor Protokoll und Log signiert werden. Es wird ohne Shell und ohne Argumente ausgeführt und erfährt Ergebnis, Urteil, Dateien und Hashwerte in CUSTODY_-Umgebungsvariablen, wie custody-cli acquire, verify und wipe --on-end sie mitteilen. Sein Exit-Status und seine Ausgabe kommen in das Sicherungslog (bei einer Verifikation oder Löschung die erste Zeile in deren Zeile der Fallhistorie); was es auch tut, Ergebnis und Urteil des Auftrags bleiben, wie sie sind. Leer lassen, um keines auszuführen.</translation>
    </message>
</context>
<context>
    <name>Custody::Error</name>
    <message>
        <source>%1 at byte offset %2</source>
        <translation>%1 (Byte-Offset %2)</translation>
    </message>
    <message>
        <source>Invalid setting: %1.</source>
        <translation>Ungültige Einstellung: %1.</translation>
    </message>
    <message>
        <source>Cannot open the source %1 for reading. Check that it exists and that you have read permission (root or the &apos;disk&apos; group for drives).</source>
        <translation>Die Quelle %1 kann nicht zum Lesen geöffnet werden. Prüfen Sie, ob sie existiert und ob Sie Leseberechtigung haben (bei Laufwerken root oder die Gruppe „disk“).</translation>
    </message>
    <message>
        <source>The source %1 is neither a block device nor a regular file. Choose a drive, a partition or an image file.</source>
        <translation>Die Quelle %1 ist weder ein Blockgerät noch eine reguläre Datei. Wählen Sie ein Laufwerk, eine Partition oder eine Abbilddatei.</translation>
    </message>
    <message>
        <source>The source device vanished while reading %1. Reconnect it and resume; the image and map written so far are kept.</source>
        <translation>Das Quellgerät ist beim Lesen von %1 verschwunden. Schließen Sie es wieder an und setzen Sie die Sicherung fort; das bisher geschriebene Abbild und die Map-Datei bleiben erhalten.</translation>
    </message>
    <message>
        <source>The source ended early: no data at %1, although its size was reported larger. The image and map written so far are kept.</source>
        <translation>Die Quelle endete vorzeitig: keine Daten bei %1, obwohl eine größere Größe gemeldet wurde. Das bisher geschriebene Abbild und die Map-Datei bleiben erhalten.</translation>
    </message>
    <message>
        <source>Reading the source failed at %1 in a way that is not a bad sector. The image and map written so far are kept.</source>
        <translation>Das Lesen der Quelle ist bei %1 fehlgeschlagen, und zwar nicht wegen eines defekten Sektors. Das bisher geschriebene Abbild und die Map-Datei bleiben erhalten.</translation>
    </message>
    <message>
        <source>The output %1 already exists. Choose another name, or allow overwriting (--force).</source>
        <translation>Die Ausgabe %1 existiert bereits. Wählen Sie einen anderen Namen oder erlauben Sie das Überschreiben (--force).</translation>
    </message>
    <message>
        <source>Cannot create the output file %1. Check that the folder exists and is writable.</source>
        <translation>Die Ausgabedatei %1 kann nicht erstellt werden. Prüfen Sie, ob der Ordner existiert und beschreibbar ist.</translation>
    </message>
    <message>
        <source>Writing the image failed at %1. The data written so far is kept; check the destination drive.</source>
        <translation>Das Schreiben des Abbilds ist bei %1 fehlgeschlagen. Die bisher geschriebenen Daten bleiben erhalten; prüfen Sie das Ziellaufwerk.</translation>
    </message>
    <message>
        <source>The destination is full: cannot write %1. Free space or choose another destination; the image and map written so far are kept.</source>
        <translation>Das Ziel ist voll: %1 kann nicht geschrieben werden. Geben Sie Speicherplatz frei oder wählen Sie ein anderes Ziel; das bisher geschriebene Abbild und die Map-Datei bleiben erhalten.</translation>
    </message>
    <message>
        <source>Flushing the image %1 to disk failed. The destination drive may be failing.</source>
        <translation>Das Festschreiben des Abbilds %1 auf den Datenträger ist fehlgeschlagen. Das Ziellaufwerk fällt möglicherweise aus.</translation>
    </message>
    <message>
        <source>Reading the image at %1 failed, so its hashes cannot be computed. Check that the image files are complete and readable.</source>
        <translation>Das Lesen des Abbilds bei %1 ist fehlgeschlagen, daher können seine Hashwerte nicht berechnet werden. Prüfen Sie, ob die Abbilddateien vollständig und lesbar sind.</translation>
    </message>
    <message>
        <source>The map file %1 is not a valid ddrescue mapfile: %2.</source>
        <translation>Die Map-Datei %1 ist keine gültige ddrescue-Mapdatei: %2.</translation>
    </message>
    <message>
        <source>The hash computation failed (%1).</source>
        <translation>Die Hash-Berechnung ist fehlgeschlagen (%1).</translation>
    </message>
    <message>
        <source>The acquisition was cancelled. The image and map written so far are kept.</source>
        <translation>Die Sicherung wurde abgebrochen. Das bisher geschriebene Abbild und die Map-Datei bleiben erhalten.</translation>
    </message>
    <message>
        <source>Cannot list the drives of this computer (%1).</source>
        <translation>Die Laufwerke dieses Computers können nicht aufgelistet werden (%1).</translation>
    </message>
    <message>
        <source>Not allowed to set the kernel read-only flag (software write-block) on %1: it needs root (CAP_SYS_ADMIN). Run as root, or image without software write-block behind a hardware write blocker.</source>
        <translation>Keine Berechtigung, das Nur-Lesen-Flag des Kernels (Software-Schreibschutz) für %1 zu setzen: Dafür sind root-Rechte (CAP_SYS_ADMIN) erforderlich. Führen Sie das Programm als root aus oder erstellen Sie das Abbild ohne Software-Schreibschutz hinter einem Hardware-Writeblocker.</translation>
    </message>
    <message>
        <source>Cannot change or verify the kernel read-only flag (software write-block) on %1.</source>
        <translation>Das Nur-Lesen-Flag des Kernels (Software-Schreibschutz) für %1 kann nicht geändert oder überprüft werden.</translation>
    </message>
    <message>
        <source>The program %1 is not installed. Install it (Debian package: %2).</source>
        <translation>Das Programm %1 ist nicht installiert. Installieren Sie es (Debian-Paket: %2).</translation>
    </message>
    <message>
        <source>The program %1 could not be run.</source>
        <translation>Das Programm %1 konnte nicht ausgeführt werden.</translation>
    </message>
    <message>
        <source>The program %1 did not finish in time and was stopped.</source>
        <translation>Das Programm %1 wurde nicht rechtzeitig fertig und wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The output of %1 could not be read: %2.</source>
        <translation>Die Ausgabe von %1 konnte nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>ein zeichenorientiertes Gerät</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>ein Blockgerät</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1 bytes; the limit is %2 bytes</source>
        <translation>%1 Bytes; die Grenze liegt bei %2 Bytes</translation>
    </message>
    <message>
        <source>more than %1 bytes, the limit</source>
        <translation>mehr als %1 Bytes, die Grenze</translation>
    </message>
    <message>
        <source>Refused to write %1: %2. Writing there would alter the evidence or a file of record, so overwriting (--force) does not allow it either; choose another destination or name.</source>
        <translation>Schreiben von %1 verweigert: %2. Ein Schreiben dort würde das Beweismittel oder eine Aufzeichnungsdatei verändern, daher erlaubt es auch das Überschreiben (--force) nicht; wählen Sie ein anderes Ziel oder einen anderen Namen.</translation>
    </message>
    <message>
        <source>Cannot save the map file %1. The map saved before is kept unchanged (it describes only image data already on disk), and so is the image. Make room or make the folder writable, then resume.</source>
        <translation>Die Map-Datei %1 kann nicht gespeichert werden. Die zuvor gespeicherte Map bleibt unverändert erhalten (sie beschreibt nur Abbilddaten, die bereits auf dem Datenträger sind), ebenso das Abbild. Schaffen Sie Platz oder machen Sie den Ordner beschreibbar, und setzen Sie dann fort.</translation>
    </message>
    <message>
        <source>Cannot save %1. Nothing was changed: the file is as it was before (or still absent).</source>
        <translation>%1 kann nicht gespeichert werden. Nichts wurde verändert: Die Datei ist wie zuvor (oder fehlt weiterhin).</translation>
    </message>
    <message>
        <source>%1 is %2, not a file that can be read to its end. Give a regular file or a pipe.</source>
        <translation>%1 ist %2, keine Datei, die bis zu ihrem Ende gelesen werden kann. Geben Sie eine reguläre Datei oder eine Pipe an.</translation>
    </message>
    <message>
        <source>%1 is too large to read (%2).</source>
        <translation>%1 ist zu groß zum Lesen (%2).</translation>
    </message>
    <message>
        <source>Cannot resume the acquisition into %1: %2.</source>
        <translation>Die Sicherung nach %1 kann nicht fortgesetzt werden: %2.</translation>
    </message>
    <message>
        <source>Another acquisition is using %1 (%2). Wait until it ends, or choose another image name.</source>
        <translation>Eine andere Sicherung verwendet %1 (%2). Warten Sie, bis sie endet, oder wählen Sie einen anderen Abbildnamen.</translation>
    </message>
    <message>
        <source>The image %1 is no longer the one this acquisition wrote: %2. The digests it was acquired with stay in its map; keep the image as found and acquire the source again into a new name.</source>
        <translation>Das Abbild %1 ist nicht mehr das, das diese Sicherung geschrieben hat: %2. Die Hashwerte, mit denen es gesichert wurde, bleiben in seiner Map; bewahren Sie das Abbild so auf, wie es vorgefunden wurde, und sichern Sie die Quelle erneut unter einem neuen Namen.</translation>
    </message>
    <message>
        <source>an interrupted E01 acquisition cannot be resumed: acquire again, replacing its files, or acquire to raw with the rescue preset (which resumes) and convert the result to E01</source>
        <translation>eine unterbrochene E01-Sicherung lässt sich nicht fortsetzen: sichern Sie erneut und ersetzen Sie ihre Dateien, oder sichern Sie mit dem Rettungsmodus (der fortgesetzt werden kann) als Rohabbild und wandeln Sie das Ergebnis in E01 um</translation>
    </message>
    <message>
        <source>TLS credentials were given for a plaintext URI: write nbds:// (or nbds+unix://) to use TLS</source>
        <translation>TLS-Zugangsdaten wurden für eine unverschlüsselte URI angegeben: Schreiben Sie nbds:// (oder nbds+unix://), um TLS zu verwenden</translation>
    </message>
    <message numerus="yes">
        <source>the NBD server did not answer within %n second(s)</source>
        <translation>
            <numerusform>der NBD-Server antwortete nicht innerhalb von %n Sekunde</numerusform>
            <numerusform>der NBD-Server antwortete nicht innerhalb von %n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot sign with %1. Check that the key (--sign-key) belongs to the certificate (--sign-cert), that both are PEM files, and the passphrase.</source>
        <translation>Mit %1 kann nicht signiert werden. Prüfen Sie, ob der Schlüssel (--sign-key) zum Zertifikat (--sign-cert) gehört, ob beide PEM-Dateien sind, und die Passphrase.</translation>
    </message>
    <message>
        <source>The signature %1 cannot be read as a detached CMS (PKCS#7) signature in DER. Keep it as found: it says nothing about the file beside it.</source>
        <translation>Die Signatur %1 lässt sich nicht als abgetrennte CMS-Signatur (PKCS#7) in DER lesen. Bewahren Sie sie unverändert auf: Über die Datei daneben sagt sie nichts aus.</translation>
    </message>
    <message>
        <source>The case history %1 cannot be used (%2).</source>
        <translation>Die Fallhistorie %1 kann nicht verwendet werden (%2).</translation>
    </message>
    <message>
        <source>Refused to remove %1: %2. Custody removes only files it can prove it wrote itself; move the file away or choose another name.</source>
        <translation>Entfernen von %1 verweigert: %2. Custody entfernt nur Dateien, von denen es nachweisen kann, dass es sie selbst geschrieben hat; verschieben Sie die Datei an einen anderen Ort oder wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>The signature of %1 fails (%2), so nothing made from it is signed over it. Keep the files as found and verify them (Verify image…, custody-cli verify).</source>
        <translation>Die Signatur von %1 ist ungültig (%2), daher wird nichts, was daraus erstellt wird, darüber signiert. Bewahren Sie die Dateien unverändert auf und prüfen Sie sie (Abbild prüfen…, custody-cli verify).</translation>
    </message>
    <message>
        <source>Refused to overwrite the drive %1: %2. Nothing was written to it.</source>
        <translation>Überschreiben des Laufwerks %1 verweigert: %2. Es wurde nichts darauf geschrieben.</translation>
    </message>
    <message>
        <source>Cannot connect to the network source %1. Check the URI, that the server runs and exports it to this machine, and the credentials (NBD: nbds:// with --tls-psk and --tls-username, or --tls-certificates; iSCSI: --chap-file).</source>
        <translation>Keine Verbindung zur Netzwerkquelle %1. Prüfen Sie die URI, ob der Server läuft und sie für diesen Rechner freigibt, und die Zugangsdaten (NBD: nbds:// mit --tls-psk und --tls-username, oder --tls-certificates; iSCSI: --chap-file).</translation>
    </message>
    <message>
        <source>What describes the source %1 (its layout or identify data) could not be read.</source>
        <translation>Was die Quelle %1 beschreibt (ihr Aufbau oder ihre Identifikationsdaten), konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The drive at %1 is not the one chosen for this acquisition: %2. Nothing was read or written; connect the drive chosen, or choose the drive again (its serial number and size as the device list shows them).</source>
        <translation>Das Laufwerk unter %1 ist nicht das für diese Sicherung gewählte: %2. Nichts wurde gelesen oder geschrieben; schließen Sie das gewählte Laufwerk an, oder wählen Sie das Laufwerk erneut (seine Seriennummer und Größe, wie die Geräteliste sie zeigt).</translation>
    </message>
</context>
<context>
    <name>Custody::EvidenceGuard</name>
    <message>
        <source>the source %1</source>
        <translation>die Quelle %1</translation>
    </message>
    <message>
        <source>%1, which holds %2</source>
        <translation>%1, das %2 enthält</translation>
    </message>
    <message>
        <source>%1, the file behind %2 (%3)</source>
        <translation>%1, die Datei hinter %2 (%3)</translation>
    </message>
    <message>
        <source>it is a symbolic link, and writing it would write wherever it points; give the real path</source>
        <translation>es ist ein symbolischer Link, und ihn zu schreiben würde dorthin schreiben, wohin er zeigt; geben Sie den echten Pfad an</translation>
    </message>
    <message>
        <source>it exists and is not a regular file (a device, a folder, a pipe or a socket)</source>
        <translation>es existiert und ist keine reguläre Datei (ein Gerät, ein Ordner, eine Pipe oder ein Socket)</translation>
    </message>
    <message>
        <source>it is %1</source>
        <translation>es ist %1</translation>
    </message>
    <message>
        <source>its folder %1 is on a file system that writes to %2</source>
        <translation>sein Ordner %1 liegt auf einem Dateisystem, das auf %2 schreibt</translation>
    </message>
    <message>
        <source>its folder %1 is on a file system inside %2</source>
        <translation>sein Ordner %1 liegt auf einem Dateisystem in %2</translation>
    </message>
    <message>
        <source>overwriting it overwrites %1, which is %2</source>
        <translation>es zu überschreiben überschreibt %1, das %2 ist</translation>
    </message>
    <message>
        <source>%1 stands on %2</source>
        <translation>%1 liegt auf %2</translation>
    </message>
    <message>
        <source>%1 writes into %2</source>
        <translation>%1 schreibt in %2</translation>
    </message>
</context>
<context>
    <name>Custody::FolderProbe</name>
    <message>
        <source>Refused to create %1: %2 is on a file system that writes to the source %3. Choose a folder on another drive.</source>
        <translation>Anlegen von %1 abgelehnt: %2 liegt auf einem Dateisystem, das auf die Quelle %3 schreibt. Wählen Sie einen Ordner auf einem anderen Laufwerk.</translation>
    </message>
</context>
<context>
    <name>Custody::HashlogFormat</name>
    <message>
        <source>coreutils checksum list</source>
        <translation>coreutils-Prüfsummenliste</translation>
    </message>
    <message>
        <source>BSD-style checksum list</source>
        <translation>Prüfsummenliste im BSD-Stil</translation>
    </message>
    <message>
        <source>dc3dd log</source>
        <translation>dc3dd-Protokoll</translation>
    </message>
    <message>
        <source>dcfldd hashlog</source>
        <translation>dcfldd-Hash-Log</translation>
    </message>
    <message>
        <source>Guymager .info file</source>
        <translation>Guymager-.info-Datei</translation>
    </message>
    <message>
        <source>libewf tool output (ewfacquire/ewfverify/ewfinfo)</source>
        <translation>Ausgabe der libewf-Werkzeuge (ewfacquire/ewfverify/ewfinfo)</translation>
    </message>
    <message>
        <source>FTK Imager summary</source>
        <translation>FTK-Imager-Zusammenfassung</translation>
    </message>
    <message>
        <source>Custody acquisition record</source>
        <translation>Custody-Sicherungsaufzeichnung</translation>
    </message>
    <message>
        <source>digests stored in the E01 image</source>
        <translation>im E01-Abbild gespeicherte Prüfsummen</translation>
    </message>
</context>
<context>
    <name>Custody::HashlogText</name>
    <message>
        <source>the size &apos;%1&apos; is not a number</source>
        <translation>die Größe „%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>not a checksum line: expected &apos;&lt;hex&gt;  &lt;file name&gt;&apos; or &apos;ALGORITHM (&lt;file name&gt;) = &lt;hex&gt;&apos;</source>
        <translation>keine Prüfsummenzeile: erwartet „&lt;hex&gt;  &lt;Dateiname&gt;“ oder „ALGORITHMUS (&lt;Dateiname&gt;) = &lt;hex&gt;“</translation>
    </message>
    <message>
        <source>a digest of %1 hex digits, which is the length of no algorithm Custody knows</source>
        <translation>ein Hashwert mit %1 Hexadezimalziffern, eine Länge, die zu keinem Custody bekannten Algorithmus passt</translation>
    </message>
    <message>
        <source>no checksum lines</source>
        <translation>keine Prüfsummenzeilen</translation>
    </message>
    <message>
        <source>a window without a valid offset and length</source>
        <translation>ein Fenster ohne gültigen Offset und gültige Länge</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>a JSON file, but not a Custody acquisition record (no &quot;format&quot;: &quot;custody-acquisition-record&quot;)</source>
        <translation>eine JSON-Datei, aber keine Custody-Sicherungsaufzeichnung (kein &quot;format&quot;: &quot;custody-acquisition-record&quot;)</translation>
    </message>
    <message>
        <source>a hash without an algorithm</source>
        <translation>ein Hashwert ohne Algorithmus</translation>
    </message>
    <message>
        <source>the record has no hashes (the acquisition&apos;s status is &apos;%1&apos;)</source>
        <translation>die Aufzeichnung enthält keine Hashwerte (Status der Sicherung: „%1“)</translation>
    </message>
    <message>
        <source>the device size is not a number</source>
        <translation>die Gerätegröße ist keine Zahl</translation>
    </message>
    <message>
        <source>a piecewise hash before any total hash names its algorithm</source>
        <translation>ein abschnittsweiser Hashwert, bevor ein Gesamt-Hashwert seinen Algorithmus nennt</translation>
    </message>
    <message>
        <source>the sector range is not valid</source>
        <translation>der Sektorbereich ist ungültig</translation>
    </message>
    <message>
        <source>unexpected line in dc3dd&apos;s input results: expected &apos;&lt;hex&gt; (&lt;algorithm&gt;)&apos; or &apos;&lt;hex&gt;, sectors A - B&apos;</source>
        <translation>unerwartete Zeile in den Eingabeergebnissen von dc3dd: erwartet „&lt;hex&gt; (&lt;Algorithmus&gt;)“ oder „&lt;hex&gt;, sectors A - B“</translation>
    </message>
    <message>
        <source>a dc3dd log without hashes (was it run with hash=?)</source>
        <translation>ein dc3dd-Protokoll ohne Hashwerte (wurde dc3dd mit hash= ausgeführt?)</translation>
    </message>
    <message>
        <source>the sector size is 0</source>
        <translation>die Sektorgröße ist 0</translation>
    </message>
    <message>
        <source>the sector range is too large</source>
        <translation>der Sektorbereich ist zu groß</translation>
    </message>
    <message>
        <source>a window digest of %1 hex digits, which is the length of none of the log&apos;s algorithms (%2)</source>
        <translation>ein Fenster-Hashwert mit %1 Hexadezimalziffern, eine Länge, die zu keinem der Algorithmen des Protokolls passt (%2)</translation>
    </message>
    <message>
        <source>this is a dcfldd verify log: it holds match results, not hashes. Verify against the hashlog of the acquisition</source>
        <translation>dies ist ein dcfldd-Verifikationsprotokoll: Es enthält Vergleichsergebnisse, keine Hashwerte. Verifizieren Sie gegen das Hash-Log der Sicherung</translation>
    </message>
    <message>
        <source>not a dcfldd hashlog line: expected &apos;&lt;start&gt; - &lt;end&gt;: &lt;hex&gt;&apos; or &apos;Total (&lt;algorithm&gt;): &lt;hex&gt;&apos;</source>
        <translation>keine dcfldd-Hash-Log-Zeile: erwartet „&lt;Anfang&gt; - &lt;Ende&gt;: &lt;hex&gt;“ oder „Total (&lt;Algorithmus&gt;): &lt;hex&gt;“</translation>
    </message>
    <message>
        <source>the window %1 - %2 is not a byte range</source>
        <translation>das Fenster %1 - %2 ist kein Bytebereich</translation>
    </message>
    <message>
        <source>a dcfldd log without hashes (was it run with hash=?)</source>
        <translation>ein dcfldd-Protokoll ohne Hashwerte (wurde dcfldd mit hash= ausgeführt?)</translation>
    </message>
    <message>
        <source>no digest in the output of the libewf tool</source>
        <translation>kein Hashwert in der Ausgabe des libewf-Werkzeugs</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>the FTK Imager summary has no computed hashes</source>
        <translation>die Zusammenfassung von FTK Imager enthält keine berechneten Hashwerte</translation>
    </message>
    <message>
        <source>the .info file records no hash of the image</source>
        <translation>die .info-Datei enthält keinen Hashwert des Abbilds</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>not a hashlog format Custody reads (coreutils or BSD checksum lists, dc3dd, dcfldd, Guymager, ewfacquire/ewfverify/ewfinfo, FTK Imager, Custody&apos;s JSON record)</source>
        <translation>kein Hash-Log-Format, das Custody liest (Prüfsummenlisten von coreutils oder BSD, dc3dd, dcfldd, Guymager, ewfacquire/ewfverify/ewfinfo, FTK Imager, JSON-Aufzeichnung von Custody)</translation>
    </message>
    <message>
        <source>the file starts with a UTF-16 byte-order mark but is not valid UTF-16</source>
        <translation>die Datei beginnt mit einer UTF-16-Bytereihenfolge-Markierung (BOM), ist aber kein gültiges UTF-16</translation>
    </message>
    <message>
        <source>every other byte is NUL: this is UTF-16 text without a byte-order mark, or a binary file</source>
        <translation>jedes zweite Byte ist NUL: Dies ist UTF-16-Text ohne Bytereihenfolge-Markierung (BOM) oder eine Binärdatei</translation>
    </message>
    <message>
        <source>a NUL byte: this is a binary file, or UTF-16 text without a byte-order mark</source>
        <translation>ein NUL-Byte: Dies ist eine Binärdatei oder UTF-16-Text ohne Bytereihenfolge-Markierung (BOM)</translation>
    </message>
    <message>
        <source>the line is longer than %1 bytes: not a hashlog</source>
        <translation>die Zeile ist länger als %1 Bytes: kein Hash-Log</translation>
    </message>
    <message>
        <source>line %1: </source>
        <translation>Zeile %1: </translation>
    </message>
    <message>
        <source>the %1 digest has %2 hex digits; %1 has %3</source>
        <translation>der %1-Hashwert hat %2 Hexadezimalziffern; %1 hat %3</translation>
    </message>
    <message>
        <source>the %1 digest has %2 hex digits, which is not the length of a digest</source>
        <translation>der %1-Hashwert hat %2 Hexadezimalziffern, was keiner gültigen Hashwert-Länge entspricht</translation>
    </message>
    <message>
        <source>the %1 digest is missing</source>
        <translation>der %1-Hashwert fehlt</translation>
    </message>
    <message>
        <source>the %1 digest &apos;%2&apos; is not hexadecimal%3</source>
        <translation>der %1-Hashwert „%2“ ist nicht hexadezimal%3</translation>
    </message>
    <message>
        <source> nor base64 of the right length</source>
        <translation> und auch kein Base64 der richtigen Länge</translation>
    </message>
    <message>
        <source>an entry of result.%1 without a valid offset and length</source>
        <translation>ein Eintrag von result.%1 ohne gültigen Offset und gültige Länge</translation>
    </message>
</context>
<context>
    <name>Custody::HiddenAreaFinding</name>
    <message>
        <source>1 sector</source>
        <translation>1 Sektor</translation>
    </message>
    <message>
        <source>%1 sectors</source>
        <translation>%1 Sektoren</translation>
    </message>
    <message>
        <source>HPA of %1</source>
        <translation>HPA mit %1</translation>
    </message>
    <message>
        <source>DCO of %1</source>
        <translation>DCO mit %1</translation>
    </message>
    <message>
        <source>AMA of %1</source>
        <translation>AMA mit %1</translation>
    </message>
    <message>
        <source>detached namespace %1 of %2</source>
        <translation>abgetrennter Namespace %1 mit %2</translation>
    </message>
    <message>
        <source>%1 unallocated</source>
        <translation>%1 nicht zugeordnet</translation>
    </message>
    <message>
        <source>A Host Protected Area (HPA) of %1 (%2) from sector %3.</source>
        <translation>Ein Host Protected Area (HPA) mit %1 (%2) ab Sektor %3.</translation>
    </message>
    <message>
        <source>A Device Configuration Overlay (DCO) of %1 (%2) from sector %3.</source>
        <translation>Ein Device Configuration Overlay (DCO) mit %1 (%2) ab Sektor %3.</translation>
    </message>
    <message>
        <source>An Accessible Max Address below the native one: %1 (%2) from sector %3.</source>
        <translation>Eine Accessible Max Address unter der nativen: %1 (%2) ab Sektor %3.</translation>
    </message>
    <message>
        <source>NVMe namespace %1 of %2 (%3) is allocated but not attached: the kernel shows no device for it.</source>
        <translation>Der NVMe-Namespace %1 mit %2 (%3) ist angelegt, aber nicht angebunden: Der Kernel zeigt kein Gerät dafür.</translation>
    </message>
    <message>
        <source>%1 of the drive&apos;s capacity belongs to no NVMe namespace.</source>
        <translation>%1 der Kapazität des Laufwerks gehören zu keinem NVMe-Namespace.</translation>
    </message>
    <message>
        <source>detached namespace %1 of unknown size</source>
        <translation>abgetrennter Namespace %1 unbekannter Größe</translation>
    </message>
    <message>
        <source>NVMe namespace %1, of unknown size, is allocated but not attached: the kernel shows no device for it.</source>
        <translation>Der NVMe-Namespace %1 unbekannter Größe ist angelegt, aber nicht angebunden: Der Kernel zeigt kein Gerät dafür.</translation>
    </message>
</context>
<context>
    <name>Custody::HiddenAreaStatus</name>
    <message>
        <source>checking…</source>
        <translation>wird geprüft …</translation>
    </message>
    <message>
        <source>Custody is asking the drive, with read-only commands, whether it hides sectors from the host (HPA, DCO, detached namespaces).</source>
        <translation>Custody fragt das Laufwerk mit nur lesenden Befehlen, ob es Sektoren vor dem Rechner verbirgt (HPA, DCO, abgetrennte Namespaces).</translation>
    </message>
    <message>
        <source>The drive hides no sectors from the host: it shows all %1.</source>
        <translation>Das Laufwerk verbirgt keine Sektoren vor dem Rechner: Es zeigt alle %1.</translation>
    </message>
</context>
<context>
    <name>Custody::HiddenAreas</name>
    <message>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>not a drive</source>
        <translation>kein Laufwerk</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1; more unknown</source>
        <translation>%1; weiteres unbekannt</translation>
    </message>
    <message>
        <source>Not a drive (a loop device, network export, mapped device or file): it has no hidden areas of its own. Check the drive it comes from.</source>
        <translation>Kein Laufwerk (ein Loop-Gerät, eine Netzwerkfreigabe, ein abgebildetes Gerät oder eine Datei): Es hat keine eigenen versteckten Bereiche. Prüfen Sie das Laufwerk, von dem es stammt.</translation>
    </message>
    <message>
        <source>The drive refused a command that reads its size (%1). Its hidden areas cannot be told; a hardware write-blocker or duplicator may read them.</source>
        <translation>Das Laufwerk hat einen Befehl abgelehnt, der seine Größe liest (%1). Seine versteckten Bereiche lassen sich nicht bestimmen; ein Hardware-Schreibschutz oder Duplikator kann sie eventuell lesen.</translation>
    </message>
    <message>
        <source>The device could not be opened to ask it (%1). Run Custody as root, and check that the drive is still connected.</source>
        <translation>Das Gerät konnte für die Abfrage nicht geöffnet werden (%1). Starten Sie Custody als root und prüfen Sie, ob das Laufwerk noch angeschlossen ist.</translation>
    </message>
    <message>
        <source>The drive&apos;s identify data is not valid (%1): its sizes cannot be trusted. Connect it directly to SATA and check again.</source>
        <translation>Die Identifikationsdaten des Laufwerks sind ungültig (%1): Seinen Größenangaben ist nicht zu trauen. Schließen Sie es direkt an SATA an und prüfen Sie erneut.</translation>
    </message>
    <message>
        <source>The NVMe controller could not be asked (%1). Check the drive on a machine where the NVMe admin commands reach it.</source>
        <translation>Der NVMe-Controller konnte nicht abgefragt werden (%1). Prüfen Sie das Laufwerk an einem Rechner, an dem die NVMe-Admin-Befehle es erreichen.</translation>
    </message>
    <message>
        <source>Hidden areas could not be checked (%1).</source>
        <translation>Versteckte Bereiche konnten nicht geprüft werden (%1).</translation>
    </message>
    <message>
        <source>The drive&apos;s Device Configuration Overlay is frozen (%1), as many computers leave it at start-up: whether a DCO hides sectors cannot be told. Connect the drive after the computer has started, or through a write-blocker that reads the DCO.</source>
        <translation>Das Device Configuration Overlay des Laufwerks ist eingefroren (%1), wie viele Rechner es beim Start hinterlassen: Ob ein DCO Sektoren verbirgt, lässt sich nicht bestimmen. Schließen Sie das Laufwerk an, nachdem der Rechner gestartet ist, oder über einen Schreibblocker, der das DCO liest.</translation>
    </message>
    <message>
        <source>An ATA command did not reach the drive (%1). Connect the drive directly to SATA, or through a bridge that passes ATA commands (SAT), to look for an HPA or DCO.</source>
        <translation>Ein ATA-Befehl hat das Laufwerk nicht erreicht (%1). Schließen Sie das Laufwerk direkt an SATA an oder über eine Brücke, die ATA-Befehle weiterreicht (SAT), um nach einem HPA oder DCO zu suchen.</translation>
    </message>
</context>
<context>
    <name>Custody::HiddenAreasText</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>unknown (%1)</source>
        <translation>unbekannt (%1)</translation>
    </message>
    <message>
        <source>Acquired sectors 0 to %1 of the %2 the drive shows; hidden areas: %3.</source>
        <translation>Gesichert: Sektoren 0 bis %1 der %2, die das Laufwerk zeigt; versteckte Bereiche: %3.</translation>
    </message>
    <message>
        <source>Set out to acquire sectors 0 to %1 of the %2 the drive shows, and did not complete; hidden areas: %3.</source>
        <translation>Zu sichern waren die Sektoren 0 bis %1 der %2, die das Laufwerk zeigt; die Sicherung wurde nicht abgeschlossen; versteckte Bereiche: %3.</translation>
    </message>
    <message numerus="yes">
        <source>An image of this drive holds only the sectors it shows, not the %1 hidden sector(s).</source>
        <translation>
            <numerusform>Ein Abbild dieses Laufwerks enthält nur die Sektoren, die es zeigt, nicht den %1 versteckten Sektor.</numerusform>
            <numerusform>Ein Abbild dieses Laufwerks enthält nur die Sektoren, die es zeigt, nicht die %1 versteckten Sektoren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Custody never removes an HPA or DCO: the examiner decides, for example with a hardware write-blocker&apos;s HPA/DCO handling, and then acquires the drive again.</source>
        <translation>Custody entfernt nie ein HPA oder DCO: Der Prüfer entscheidet, etwa mit der HPA/DCO-Funktion eines Hardware-Schreibblockers, und sichert das Laufwerk dann erneut.</translation>
    </message>
    <message>
        <source>A detached NVMe namespace is in no image of another namespace, and the kernel shows no device for it: it can be acquired only once attached, which the examiner decides.</source>
        <translation>Ein abgetrennter NVMe-Namespace ist in keinem Abbild eines anderen Namespace enthalten, und der Kernel zeigt kein Gerät dafür: Er lässt sich erst sichern, wenn er angebunden ist, worüber der Prüfer entscheidet.</translation>
    </message>
    <message>
        <source>Capacity that belongs to no namespace is in no namespace&apos;s image.</source>
        <translation>Kapazität, die zu keinem Namespace gehört, ist im Abbild keines Namespace enthalten.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 sectors</source>
        <translation>%1 Sektoren</translation>
    </message>
    <message>
        <source>%1 sectors of %2 bytes (%3)</source>
        <translation>%1 Sektoren zu %2 Bytes (%3)</translation>
    </message>
    <message>
        <source>%1 Found by %2.</source>
        <translation>%1 Gefunden mit %2.</translation>
    </message>
    <message>
        <source>Namespace %1: %2; the kernel shows no device for it.</source>
        <translation>Namespace %1: %2; der Kernel zeigt kein Gerät dafür.</translation>
    </message>
    <message>
        <source>Namespace %1: %2, its own device %3, which can be acquired on its own.</source>
        <translation>Namespace %1: %2, eigenes Gerät %3, das sich für sich sichern lässt.</translation>
    </message>
    <message>
        <source>Acquired sectors 0 to %1 of the %2 sectors of %3 bytes this source shows; the drive itself shows %4; hidden areas: %5.</source>
        <translation>Gesichert: Sektoren 0 bis %1 der %2 Sektoren zu %3 Bytes, die diese Quelle zeigt; das Laufwerk selbst zeigt %4; versteckte Bereiche: %5.</translation>
    </message>
    <message>
        <source>Set out to acquire sectors 0 to %1 of the %2 sectors of %3 bytes this source shows, and did not complete; the drive itself shows %4; hidden areas: %5.</source>
        <translation>Zu sichern waren die Sektoren 0 bis %1 der %2 Sektoren zu %3 Bytes, die diese Quelle zeigt; die Sicherung wurde nicht abgeschlossen; das Laufwerk selbst zeigt %4; versteckte Bereiche: %5.</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryEvent</name>
    <message>
        <source>Acquisition</source>
        <translation>Sicherung</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzung</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Verifikation</translation>
    </message>
    <message>
        <source>Conversion</source>
        <translation>Umwandlung</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>MATCH</source>
        <translation>ÜBEREINSTIMMUNG</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>ABWEICHUNG</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>NICHT VERIFIZIERT</translation>
    </message>
    <message>
        <source>INCOMPLETE</source>
        <translation>UNVOLLSTÄNDIG</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FEHLGESCHLAGEN</translation>
    </message>
    <message>
        <source>CANCELLED</source>
        <translation>ABGEBROCHEN</translation>
    </message>
    <message>
        <source>OUTPUT NOT WRITTEN</source>
        <translation>AUSGABE NICHT GESCHRIEBEN</translation>
    </message>
    <message>
        <source>Drive wipe</source>
        <translation>Laufwerkslöschung</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>BESTANDEN</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryExport</name>
    <message>
        <source>its chain is broken at row %1 (%2): nothing is exported from it</source>
        <translation>ihre Kette ist bei Zeile %1 unterbrochen (%2): nichts wird aus ihr exportiert</translation>
    </message>
    <message>
        <source>row %1 cannot be written out as it is kept (a column this Custody does not know?): nothing is exported</source>
        <translation>Zeile %1 kann nicht so ausgegeben werden, wie sie gespeichert ist (eine Spalte, die diese Custody-Version nicht kennt?): nichts wird exportiert</translation>
    </message>
    <message>
        <source>not a Custody case history export (version 1)</source>
        <translation>kein Export einer Custody-Fallhistorie (Version 1)</translation>
    </message>
    <message>
        <source>row %1 is missing: the rows go from %2 to %3</source>
        <translation>Zeile %1 fehlt: die Zeilen springen von %2 auf %3</translation>
    </message>
    <message>
        <source>row %1 does not follow row %2</source>
        <translation>Zeile %1 folgt nicht auf Zeile %2</translation>
    </message>
    <message>
        <source>row %1 of the case was changed: its columns do not give its hash</source>
        <translation>Zeile %1 des Falls wurde geändert: ihre Spalten ergeben nicht ihren Hash</translation>
    </message>
    <message>
        <source>row %1 is of another case</source>
        <translation>Zeile %1 gehört zu einem anderen Fall</translation>
    </message>
    <message>
        <source>the last row is not the head the export names</source>
        <translation>die letzte Zeile ist nicht der Kopf, den der Export nennt</translation>
    </message>
    <message>
        <source>the export names %1 rows of the case, and holds %2</source>
        <translation>der Export nennt %1 Zeilen des Falls und enthält %2</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryImport</name>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 ist kein Ordner</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: not a Custody acquisition record</source>
        <translation>%1: kein Sicherungsprotokoll von Custody</translation>
    </message>
    <message>
        <source>the file %1</source>
        <translation>die Datei %1</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryRecorder</name>
    <message>
        <source>Not recorded in the case history: %1 The files written are complete and unaffected; once the history can be written, Import records… in the History view adds acquisitions.</source>
        <translation>Nicht in der Fallhistorie vermerkt: %1 Die geschriebenen Dateien sind vollständig und unberührt; sobald die Historie beschrieben werden kann, fügt „Protokolle importieren…“ in der Historienansicht die Sicherungen hinzu.</translation>
    </message>
    <message numerus="yes">
        <source>Delivered %n event(s) that waited in this station&apos;s spool to the case history %1.</source>
        <translation>
            <numerusform>%n Ereignis, das im Spool dieser Station wartete, an die Fallhistorie %1 übergeben.</numerusform>
            <numerusform>%n Ereignisse, die im Spool dieser Station warteten, an die Fallhistorie %1 übergeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>The spool is kept as %1.</source>
        <translation>Der Spool wird als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>The case history %1 did not take the event (%2). It waits in this station&apos;s spool %3 and is delivered, in order, with the next event recorded or within a minute of the server taking events again.</source>
        <translation>Die Fallhistorie %1 hat das Ereignis nicht angenommen (%2). Es wartet im Spool %3 dieser Station und wird der Reihe nach mit dem nächsten aufgezeichneten Ereignis übergeben oder binnen einer Minute, sobald der Server wieder Ereignisse annimmt.</translation>
    </message>
    <message>
        <source>The spool stays where it is and is read again: %1</source>
        <translation>Der Spool bleibt, wo er ist, und wird erneut gelesen: %1</translation>
    </message>
    <message>
        <source>Events still wait in this station&apos;s spool for the case history %1: %2</source>
        <translation>Ereignisse warten weiter im Spool dieser Station auf die Fallhistorie %1: %2</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryTableModel</name>
    <message>
        <source>Ended (UTC)</source>
        <translation>Beendet (UTC)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Asservat</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Sachbearbeiter</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Unreadable</source>
        <translation>Unlesbar</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Abbild</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>serial %1</source>
        <translation>Seriennummer %1</translation>
    </message>
    <message>
        <source>Arrived as %1 from %2, %3</source>
        <translation>Eingegangen als %1 von %2, %3</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryTransfer</name>
    <message>
        <source>its chain is broken at row %1 (%2): nothing was copied. Keep it as found for examination</source>
        <translation>ihre Kette ist bei Zeile %1 unterbrochen (%2): nichts wurde kopiert. Bewahren Sie sie zur Untersuchung unverändert auf</translation>
    </message>
    <message>
        <source>%1; nor could it wait in the spool: %2</source>
        <translation>%1; es konnte auch nicht im Zwischenspeicher warten: %2</translation>
    </message>
    <message>
        <source>another Custody process of this station is delivering to the server</source>
        <translation>ein anderer Custody-Prozess dieses Arbeitsplatzes stellt gerade an den Server zu</translation>
    </message>
    <message>
        <source>the spool&apos;s folder cannot be locked: %1</source>
        <translation>der Ordner des Zwischenspeichers kann nicht gesperrt werden: %1</translation>
    </message>
    <message>
        <source>cannot lock the spool</source>
        <translation>der Spool kann nicht gesperrt werden</translation>
    </message>
    <message>
        <source>SQLite&apos;s %1 is beside it: a process has it open</source>
        <translation>%1 von SQLite liegt daneben: ein Prozess hat ihn geöffnet</translation>
    </message>
    <message>
        <source>events kept arriving in it while it was delivered</source>
        <translation>während seiner Zustellung kamen weiter Ereignisse hinzu</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryView</name>
    <message>
        <source>Case history</source>
        <translation>Fallhistorie</translation>
    </message>
    <message>
        <source>Case number</source>
        <translation>Fallnummer</translation>
    </message>
    <message>
        <source>Evidence number</source>
        <translation>Asservatennummer</translation>
    </message>
    <message>
        <source>Drive serial</source>
        <translation>Seriennummer des Laufwerks</translation>
    </message>
    <message>
        <source>Digest (hex)</source>
        <translation>Prüfsumme (hex)</translation>
    </message>
    <message>
        <source>Any verdict</source>
        <translation>Jedes Ergebnis</translation>
    </message>
    <message>
        <source>Any kind</source>
        <translation>Jede Art</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Until</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Open &amp;report</source>
        <translation>&amp;Bericht öffnen</translation>
    </message>
    <message>
        <source>Open &amp;folder</source>
        <translation>&amp;Ordner öffnen</translation>
    </message>
    <message>
        <source>&amp;Verify again</source>
        <translation>Erneut &amp;verifizieren</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Check chain</source>
        <translation>&amp;Kette prüfen</translation>
    </message>
    <message>
        <source>&amp;Import records…</source>
        <translation>Protokolle &amp;importieren…</translation>
    </message>
    <message>
        <source>History: %1</source>
        <translation>Historie: %1</translation>
    </message>
    <message>
        <source>Nothing recorded yet: Custody creates the history with its first event.</source>
        <translation>Noch nichts vermerkt: Custody legt die Historie mit ihrem ersten Ereignis an.</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) found.</source>
        <translation>
            <numerusform>%n Ereignis gefunden.</numerusform>
            <numerusform>%n Ereignisse gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>The chain is broken at row %1: %2</source>
        <translation>Die Kette ist bei Zeile %1 unterbrochen: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s); the chain holds. Last row&apos;s hash: %1</source>
        <translation>
            <numerusform>%n Zeile; die Kette ist intakt. Hash der letzten Zeile: %1</numerusform>
            <numerusform>%n Zeilen; die Kette ist intakt. Hash der letzten Zeile: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Import the acquisition records found in a folder</source>
        <translation>Die Sicherungsprotokolle eines Ordners importieren</translation>
    </message>
    <message>
        <source>Imported from the folder: %1 added, %2 already there, %3 skipped.</source>
        <translation>Aus dem Ordner importiert: %1 hinzugefügt, %2 schon vorhanden, %3 übersprungen.</translation>
    </message>
    <message>
        <source>Case history to use</source>
        <translation>Zu verwendende Fallhistorie</translation>
    </message>
    <message>
        <source>SQLite history (*.sqlite);;All files (*)</source>
        <translation>SQLite-Historie (*.sqlite);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Nothing on this desktop opens %1.</source>
        <translation>Nichts auf diesem Desktop öffnet %1.</translation>
    </message>
    <message>
        <source>The report %1 is not there (any more).</source>
        <translation>Der Bericht %1 ist nicht (mehr) vorhanden.</translation>
    </message>
    <message>
        <source>The folder %1 is not there (any more).</source>
        <translation>Der Ordner %1 ist nicht (mehr) vorhanden.</translation>
    </message>
    <message>
        <source>%1 cannot be verified again: %2</source>
        <translation>%1 kann nicht erneut verifiziert werden: %2</translation>
    </message>
    <message>
        <source>Acquisition report</source>
        <translation>Sicherungsbericht</translation>
    </message>
    <message>
        <source>Wipe certificate</source>
        <translation>Löschzertifikat</translation>
    </message>
    <message>
        <source>The report %1 cannot be read: %2</source>
        <translation>Der Bericht %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The report cannot be drawn again from its record (%1): it is shown as it was saved.</source>
        <translation>Der Bericht kann nicht neu aus seinem Datensatz erstellt werden (%1): er wird so gezeigt, wie er gespeichert wurde.</translation>
    </message>
    <message>
        <source>Custody keeps no record to draw this report again from: it is shown as it was saved.</source>
        <translation>Custody hat keinen Datensatz, aus dem dieser Bericht neu erstellt werden könnte: er wird so gezeigt, wie er gespeichert wurde.</translation>
    </message>
    <message>
        <source>The record %1 is not there (any more): the report is shown as it was saved.</source>
        <translation>Der Datensatz %1 ist nicht (mehr) da: der Bericht wird so gezeigt, wie er gespeichert wurde.</translation>
    </message>
    <message>
        <source>A lab&apos;s case history</source>
        <translation>Fallhistorie eines Labors</translation>
    </message>
    <message>
        <source>The lab&apos;s PostgreSQL history, as postgresql://[user@]host[:port]/database[?sslmode=verify-full]. The password is never part of it: keep it in ~/.pgpass or a service file. While the server cannot be reached, events wait in this station&apos;s spool and are delivered in order.</source>
        <translation>Die PostgreSQL-Historie des Labors, als postgresql://[Benutzer@]Host[:Port]/Datenbank[?sslmode=verify-full]. Das Passwort gehört nie dazu: bewahren Sie es in ~/.pgpass oder einer Dienstdatei auf. Solange der Server nicht erreichbar ist, warten Ereignisse im Zwischenspeicher dieses Arbeitsplatzes und werden der Reihe nach zugestellt.</translation>
    </message>
    <message>
        <source>Use another &amp;history</source>
        <translation>Andere &amp;Historie verwenden</translation>
    </message>
    <message>
        <source>A history &amp;file…</source>
        <translation>Eine Historien&amp;datei…</translation>
    </message>
    <message>
        <source>A &amp;lab&apos;s history on its server…</source>
        <translation>Die Historie eines &amp;Labors auf seinem Server…</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s); the chain holds, but its guards were changed: they may no longer refuse changes to rows. Last row&apos;s hash: %1</source>
        <translation>
            <numerusform>%n Zeile; die Kette ist intakt, aber ihre Schutzvorkehrungen wurden geändert: Sie verweigern Änderungen an Zeilen womöglich nicht mehr. Hash der letzten Zeile: %1</numerusform>
            <numerusform>%n Zeilen; die Kette ist intakt, aber ihre Schutzvorkehrungen wurden geändert: Sie verweigern Änderungen an Zeilen womöglich nicht mehr. Hash der letzten Zeile: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Custody::ImageConversion</name>
    <message>
        <source>only conversion to E01 is offered</source>
        <translation>nur die Umwandlung in E01 wird angeboten</translation>
    </message>
    <message>
        <source>give the acquisition&apos;s record, NAME.json</source>
        <translation>geben Sie das Sicherungsaufzeichnung an, NAME.json</translation>
    </message>
    <message>
        <source>the acquisition is not finished (or has no hashes): resume it, then convert</source>
        <translation>die Sicherung ist nicht abgeschlossen (oder hat keine Hashes): setzen Sie sie fort und wandeln Sie dann um</translation>
    </message>
    <message>
        <source>Converted by Custody from the %1 image of an acquisition from %2 to %3 (%4).</source>
        <translation>Von Custody umgewandelt aus dem Abbild (%1) einer Sicherung von %2 bis %3 (%4).</translation>
    </message>
    <message>
        <source>the image holds %1 bytes, the record says %2</source>
        <translation>das Abbild enthält %1 Bytes, die Aufzeichnung nennt %2</translation>
    </message>
    <message>
        <source>%1 is %2, the record says %3</source>
        <translation>%1 ist %2, die Aufzeichnung nennt %3</translation>
    </message>
    <message>
        <source>the image no longer matches its record (%1); no E01 was made</source>
        <translation>das Abbild stimmt nicht mehr mit seiner Aufzeichnung überein (%1); es wurde kein E01 erstellt</translation>
    </message>
    <message>
        <source>this acquisition is an E01 already; to recompress it, acquire its E01 as the source</source>
        <translation>diese Sicherung ist bereits ein E01; um es neu zu komprimieren, sichern Sie sein E01 als Quelle</translation>
    </message>
    <message>
        <source>the image</source>
        <translation>das Image</translation>
    </message>
    <message>
        <source>the E01 just made</source>
        <translation>die soeben erstellte E01</translation>
    </message>
    <message>
        <source>the record of the acquisition</source>
        <translation>der Datensatz der Sicherung</translation>
    </message>
    <message>
        <source>it is not a CMS signature (DER or PEM), so it is not removed with the signature of the log written anew</source>
        <translation>sie ist keine CMS-Signatur (DER oder PEM) und wird darum nicht mit der Signatur des neu geschriebenen Protokolls entfernt</translation>
    </message>
</context>
<context>
    <name>Custody::ImageFormatFields</name>
    <message>
        <source>Fast (deflate level 1)</source>
        <translation>Schnell (Deflate-Stufe 1)</translation>
    </message>
    <message>
        <source>Best (deflate level 9, slower)</source>
        <translation>Beste (Deflate-Stufe 9, langsamer)</translation>
    </message>
    <message>
        <source>Empty chunks only</source>
        <translation>Nur leere Blöcke</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Raw image, one file (.dd)</source>
        <translation>Raw-Abbild, eine Datei (.dd)</translation>
    </message>
    <message>
        <source>Split raw image (.001, .002, …)</source>
        <translation>Aufgeteiltes Raw-Abbild (.001, .002, …)</translation>
    </message>
    <message>
        <source>E01, Expert Witness (.E01, .E02, …)</source>
        <translation>E01, Expert Witness (.E01, .E02, …)</translation>
    </message>
    <message>
        <source>EnCase 6 layout, as ewfacquire writes it: FTK, X-Ways, Autopsy and ewf-tools open it. It stores the case details, the drive, the MD5 and SHA-1 and the unreadable ranges.</source>
        <translation>Aufbau wie EnCase 6, so wie ewfacquire ihn schreibt: FTK, X-Ways, Autopsy und ewf-tools öffnen ihn. Es speichert die Falldaten, das Laufwerk, MD5 und SHA-1 und die unlesbaren Bereiche.</translation>
    </message>
</context>
<context>
    <name>Custody::ImageMount</name>
    <message>
        <source>%1 is not an empty directory: give one to mount on</source>
        <translation>%1 ist kein leeres Verzeichnis: Geben Sie eines zum Einhängen an</translation>
    </message>
    <message>
        <source>%1 is a mount point already: give an empty directory that is not</source>
        <translation>%1 ist bereits ein Einhängepunkt: Geben Sie ein leeres Verzeichnis an, das keiner ist</translation>
    </message>
    <message>
        <source>mounting needs root (FUSE, loop devices and mounts)</source>
        <translation>Einhängen braucht root (FUSE, Loop-Geräte und Einhängungen)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 “%2”</source>
        <translation>%1 „%2“</translation>
    </message>
    <message>
        <source>%1 (%2): not mounted: %3</source>
        <translation>%1 (%2): nicht eingehängt: %3</translation>
    </message>
    <message>
        <source>%1 (%2): %3 (%4, through %5)</source>
        <translation>%1 (%2): %3 (%4, über %5)</translation>
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
        <translation>%case%: die Fallnummer
%evidence%: die Asservatennummer
%serial%: die Seriennummer des Laufwerks
%model%: das Modell des Laufwerks
%device%: der Geräte- oder Dateiname
%date%: das Datum der Sicherung (Jahr-Monat-Tag)</translation>
    </message>
</context>
<context>
    <name>Custody::ImageOutputDialog</name>
    <message>
        <source>Another image of the same read</source>
        <translation>Ein weiteres Abbild desselben Lesevorgangs</translation>
    </message>
    <message>
        <source>Written from the same read as the main image, with the same hashes; if it fails (a full disk, a share gone) only it stops, and it can be resumed on its own.</source>
        <translation>Aus demselben Lesevorgang wie das Hauptabbild geschrieben, mit denselben Hashwerten; scheitert es (ein voller Datenträger, eine verschwundene Freigabe), hält nur es an und lässt sich für sich allein fortsetzen.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>O&amp;rdner:</translation>
    </message>
    <message>
        <source>&amp;Image name:</source>
        <translation>Abb&amp;ildname:</translation>
    </message>
    <message>
        <source>For&amp;mat:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>Com&amp;pression:</source>
        <translation>Kom&amp;pression:</translation>
    </message>
    <message>
        <source>Se&amp;gment size:</source>
        <translation>Se&amp;gmentgröße:</translation>
    </message>
    <message>
        <source>&amp;Read this image back and compare its hashes</source>
        <translation>Dieses Abbild &amp;zurücklesen und seine Hashwerte vergleichen</translation>
    </message>
    <message>
        <source>Choose a folder for this image.</source>
        <translation>Wählen Sie einen Ordner für dieses Abbild.</translation>
    </message>
    <message>
        <source>Give the image a name.</source>
        <translation>Geben Sie dem Abbild einen Namen.</translation>
    </message>
    <message>
        <source>The image name must not contain &apos;/&apos;.</source>
        <translation>Der Abbildname darf kein „/“ enthalten.</translation>
    </message>
    <message>
        <source>%1 is the name of another output of this acquisition: choose another name or folder.</source>
        <translation>%1 ist der Name einer anderen Ausgabe dieser Sicherung: Wählen Sie einen anderen Namen oder Ordner.</translation>
    </message>
    <message>
        <source>%1 does not answer: is it a network share that is slow or gone? Wait, or choose another folder.</source>
        <translation>%1 antwortet nicht: eine langsame oder getrennte Netzwerkfreigabe? Warten Sie, oder wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>%1 wird geprüft …</translation>
    </message>
    <message>
        <source>The folder %1 does not exist: create it, or choose another.</source>
        <translation>Der Ordner %1 existiert nicht: Legen Sie ihn an, oder wählen Sie einen anderen.</translation>
    </message>
    <message>
        <source>You may not write into %1.</source>
        <translation>Sie haben keine Schreibberechtigung für %1.</translation>
    </message>
    <message>
        <source>Folder of this image</source>
        <translation>Ordner dieses Abbilds</translation>
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
            <numerusform>Teilweise über den Seitencache zurückgelesen: %n Seite des Abbilds blieb zwischengespeichert (das Dateisystem behält sie, oder ein anderes Programm bildet die Datei ab) und wurde aus dem Speicher verglichen: %1.</numerusform>
            <numerusform>Teilweise über den Seitencache zurückgelesen: %n Seiten des Abbilds blieben zwischengespeichert (das Dateisystem behält sie, oder ein anderes Programm bildet die Datei ab) und wurden aus dem Speicher verglichen: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Read back through the file system after the image&apos;s pages were written out and dropped from the page cache: %1.</source>
        <translation>Über das Dateisystem zurückgelesen, nachdem die Seiten des Abbilds geschrieben und aus dem Seitencache verworfen wurden: %1.</translation>
    </message>
    <message>
        <source>Read back through the page cache, perhaps from memory: writing out, dropping or counting the image&apos;s cached pages failed (%1): %2.</source>
        <translation>Über den Seitencache zurückgelesen, vielleicht aus dem Speicher: Schreiben, Verwerfen oder Zählen der zwischengespeicherten Seiten des Abbilds schlug fehl (%1): %2.</translation>
    </message>
</context>
<context>
    <name>Custody::InputLimits</name>
    <message>
        <source>%1 is %2: give a regular file of at most %3 bytes</source>
        <translation>%1 ist %2: geben Sie eine reguläre Datei von höchstens %3 Bytes an</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>ein zeichenorientiertes Gerät</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>ein Blockgerät</translation>
    </message>
    <message>
        <source>a pipe</source>
        <translation>eine Pipe</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: give a regular file of at most %3 bytes</source>
        <translation>%1 hat %2 Bytes: geben Sie eine reguläre Datei von höchstens %3 Bytes an</translation>
    </message>
</context>
<context>
    <name>Custody::IscsiSource</name>
    <message>
        <source>it does not start with iscsi://</source>
        <translation>sie beginnt nicht mit iscsi://</translation>
    </message>
    <message>
        <source>it holds a password; give the CHAP secret in a file (--chap-file), never on the command line</source>
        <translation>sie enthält ein Passwort; geben Sie das CHAP-Geheimnis in einer Datei an (--chap-file), nie auf der Befehlszeile</translation>
    </message>
    <message>
        <source>the user before @ is empty</source>
        <translation>der Benutzer vor @ ist leer</translation>
    </message>
    <message>
        <source>an IPv6 address without its closing ]</source>
        <translation>eine IPv6-Adresse ohne schließende ]</translation>
    </message>
    <message>
        <source>text after the IPv6 address</source>
        <translation>Text nach der IPv6-Adresse</translation>
    </message>
    <message>
        <source>no host</source>
        <translation>kein Host</translation>
    </message>
    <message>
        <source>the LUN &quot;%1&quot; is not a number from 0 to 16383</source>
        <translation>die LUN „%1“ ist keine Zahl von 0 bis 16383</translation>
    </message>
    <message>
        <source>it names no target and LUN</source>
        <translation>sie nennt kein Ziel und keine LUN</translation>
    </message>
    <message>
        <source>--chap-file: %1 has no secret for the user &quot;%2&quot;</source>
        <translation>--chap-file: %1 hat kein Geheimnis für den Benutzer „%2“</translation>
    </message>
    <message>
        <source>INQUIRY failed: %1</source>
        <translation>INQUIRY ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>LUN %1 is a %2, not a disk Custody can read</source>
        <translation>LUN %1 ist ein %2, kein Datenträger, den Custody lesen kann</translation>
    </message>
    <message>
        <source>READ CAPACITY(16) failed: %1</source>
        <translation>READ CAPACITY(16) ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1 names the CHAP user %2: give the secret with --chap-file</source>
        <translation>%1 nennt den CHAP-Benutzer %2: geben Sie das Geheimnis mit --chap-file an</translation>
    </message>
    <message>
        <source>libiscsi could not make a context</source>
        <translation>libiscsi konnte keinen Kontext anlegen</translation>
    </message>
    <message>
        <source>discovery failed: %1</source>
        <translation>die Discovery ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>the iSCSI URI is not one Custody can use: %1. Write iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN</source>
        <translation>die iSCSI-URI ist keine, die Custody verwenden kann: %1. Schreiben Sie iscsi://[BENUTZER@]HOST[:PORT]/ZIEL-IQN/LUN</translation>
    </message>
    <message>
        <source>it holds %1, where libiscsi takes a password; give the CHAP secret in a file (--chap-file), never on the command line</source>
        <translation>sie enthält %1, wo libiscsi ein Passwort annimmt; geben Sie das CHAP-Geheimnis in einer Datei an (--chap-file), nie auf der Befehlszeile</translation>
    </message>
    <message>
        <source>the port &quot;%1&quot; is not a number from 1 to 65535</source>
        <translation>der Port „%1“ ist keine Zahl von 1 bis 65535</translation>
    </message>
    <message>
        <source>the target name &quot;%1&quot; holds /</source>
        <translation>der Zielname „%1“ enthält /</translation>
    </message>
    <message>
        <source>--chap-file: %1 can be read by others than its owner, or is not yours: chmod 600 it as its owner</source>
        <translation>--chap-file: %1 ist auch für andere als den Eigentümer lesbar oder gehört nicht Ihnen: wenden Sie als Eigentümer chmod 600 darauf an</translation>
    </message>
    <message>
        <source>--chap-file: %1 changed while it was read</source>
        <translation>--chap-file: %1 hat sich beim Lesen geändert</translation>
    </message>
    <message>
        <source>--chap-file: %1 has more than one target line: keep one file for each target</source>
        <translation>--chap-file: %1 hat mehr als eine target-Zeile: verwenden Sie für jedes Ziel eine eigene Datei</translation>
    </message>
    <message>
        <source>%1: the target did not prove itself as &quot;%2&quot; with the target secret of the CHAP file (mutual CHAP). It is not the target whose secret you hold, or it is not set up for mutual CHAP (tgt: an outgoing account; LIO: mutual_userid and mutual_password)</source>
        <translation>%1: Das Ziel hat sich nicht als „%2“ mit dem Ziel-Geheimnis der CHAP-Datei ausgewiesen (gegenseitiges CHAP). Es ist nicht das Ziel, dessen Geheimnis Sie haben, oder es ist nicht für gegenseitiges CHAP eingerichtet (tgt: ein ausgehendes Konto; LIO: mutual_userid und mutual_password)</translation>
    </message>
    <message>
        <source>%1. The target was also asked to prove itself as &quot;%2&quot; (mutual CHAP): a target not set up for mutual CHAP refuses the login, as it does a wrong secret of the workstation&apos;s user</source>
        <translation>%1. Das Ziel sollte sich außerdem als „%2“ ausweisen (gegenseitiges CHAP): Ein Ziel, das nicht für gegenseitiges CHAP eingerichtet ist, lehnt die Anmeldung ab, ebenso wie bei einem falschen Geheimnis des Benutzers der Arbeitsstation</translation>
    </message>
    <message>
        <source>--chap-file: %1 gives the target the user&apos;s own secret: mutual CHAP needs a secret of its own for each side</source>
        <translation>--chap-file: %1 gibt dem Ziel das eigene Geheimnis des Benutzers: Gegenseitiges CHAP braucht für jede Seite ein eigenes Geheimnis</translation>
    </message>
    <message>
        <source>--chap-file: %1 has a line that is not username:secret or target username:secret (a name with &apos;:&apos; in it, such as an iSCSI name, in double quotes: &quot;iqn.…:host&quot;:secret)</source>
        <translation>--chap-file: %1 hat eine Zeile, die nicht benutzername:geheimnis oder target benutzername:geheimnis ist (ein Name mit &apos;:&apos; darin, etwa ein iSCSI-Name, in doppelten Anführungszeichen: &quot;iqn.…:host&quot;:geheimnis)</translation>
    </message>
    <message numerus="yes">
        <source>--chap-file: %1 holds %n user(s): name the one to use in the URI (iscsi://USER@HOST/…), or keep one file per user (a name with &apos;:&apos; in it, such as an iSCSI name, cannot be written in a URI)</source>
        <translation>
            <numerusform>--chap-file: %1 enthält %n Benutzer: Nennen Sie den zu verwendenden in der URI (iscsi://BENUTZER@HOST/…) oder halten Sie eine Datei pro Benutzer (ein Name mit &apos;:&apos; darin, etwa ein iSCSI-Name, lässt sich nicht in eine URI schreiben)</numerusform>
            <numerusform>--chap-file: %1 enthält %n Benutzer: Nennen Sie den zu verwendenden in der URI (iscsi://BENUTZER@HOST/…) oder halten Sie eine Datei pro Benutzer (ein Name mit &apos;:&apos; darin, etwa ein iSCSI-Name, lässt sich nicht in eine URI schreiben)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Custody::JobQueue</name>
    <message>
        <source>%1 is not connected; gives up at %2</source>
        <translation>%1 ist nicht angeschlossen; gibt um %2 auf</translation>
    </message>
    <message numerus="yes">
        <source>%1 was not connected within %n minute(s)</source>
        <translation>
            <numerusform>%1 wurde nicht innerhalb von %n Minute angeschlossen</numerusform>
            <numerusform>%1 wurde nicht innerhalb von %n Minuten angeschlossen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 was not connected within %n second(s)</source>
        <translation>
            <numerusform>%1 wurde nicht innerhalb von %n Sekunde angeschlossen</numerusform>
            <numerusform>%1 wurde nicht innerhalb von %n Sekunden angeschlossen</numerusform>
        </translation>
    </message>
    <message>
        <source>it did not start</source>
        <translation>er wurde nicht gestartet</translation>
    </message>
    <message>
        <source>the saved queue is not a JSON array (%1)</source>
        <translation>die gespeicherte Warteschlange ist kein JSON-Array (%1)</translation>
    </message>
    <message>
        <source>the saved queue</source>
        <translation>die gespeicherte Warteschlange</translation>
    </message>
    <message>
        <source>%1 is not connected</source>
        <translation>%1 ist nicht angeschlossen</translation>
    </message>
    <message>
        <source>not one job</source>
        <translation>nicht genau ein Auftrag</translation>
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
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <source>Acquiring</source>
        <translation>Sicherung läuft</translation>
    </message>
    <message>
        <source>Verifying (reading back)</source>
        <translation>Verifikation (Zurücklesen)</translation>
    </message>
    <message>
        <source>Verifying</source>
        <translation>Verifikation</translation>
    </message>
    <message>
        <source>Writing outputs</source>
        <translation>Ausgaben werden geschrieben</translation>
    </message>
    <message>
        <source>Stopping</source>
        <translation>Wird angehalten</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Stopped (resumable)</source>
        <translation>Angehalten (fortsetzbar)</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Verifying (reading the source again)</source>
        <translation>Verifikation (Quelle erneut lesen)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>preparing</source>
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <source>reading back the image</source>
        <translation>Zurücklesen des Abbilds</translation>
    </message>
    <message>
        <source>reading the image</source>
        <translation>Lesen des Abbilds</translation>
    </message>
    <message>
        <source>reading the source again</source>
        <translation>Erneutes Lesen der Quelle</translation>
    </message>
    <message>
        <source>writing outputs</source>
        <translation>Schreiben der Ausgaben</translation>
    </message>
    <message>
        <source>stopping</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>copying (pass %1)</source>
        <translation>Kopieren (Durchgang %1)</translation>
    </message>
    <message>
        <source>trimming</source>
        <translation>Trimmen</translation>
    </message>
    <message>
        <source>scraping</source>
        <translation>Scrapen</translation>
    </message>
    <message>
        <source>retrying (pass %1)</source>
        <translation>Wiederholen (Durchgang %1)</translation>
    </message>
    <message>
        <source>filling</source>
        <translation>Füllen</translation>
    </message>
    <message>
        <source>approximate</source>
        <translation>Näherung</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · step %2 of %3: %4</source>
        <translation>%1 · Schritt %2 von %3: %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 bytes)</source>
        <translation>%1 (%2 von %3 Bytes)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Wiping</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Writing the certificate</source>
        <translation>Zertifikat wird geschrieben</translation>
    </message>
    <message>
        <source>writing the pattern</source>
        <translation>Muster wird geschrieben</translation>
    </message>
    <message>
        <source>reading the drive back</source>
        <translation>Laufwerk wird zurückgelesen</translation>
    </message>
    <message>
        <source>writing the certificate</source>
        <translation>Zertifikat wird geschrieben</translation>
    </message>
    <message>
        <source>%1 (priority %2)</source>
        <translation>%1 (Priorität %2)</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>In der Warteschlange</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Waiting for the drive</source>
        <translation>Wartet auf das Laufwerk</translation>
    </message>
    <message>
        <source>Not run</source>
        <translation>Nicht ausgeführt</translation>
    </message>
    <message>
        <source>Converting</source>
        <translation>Konvertierung</translation>
    </message>
    <message>
        <source>writing the E01, checking the hashes</source>
        <translation>E01 wird geschrieben, Hashwerte werden geprüft</translation>
    </message>
</context>
<context>
    <name>Custody::JobTableModel</name>
    <message>
        <source>Job</source>
        <translation>Auftrag</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Image / hashlog</source>
        <translation>Abbild / Hash-Log</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Datenrate</translation>
    </message>
    <message>
        <source>Remaining</source>
        <translation>Verbleibend</translation>
    </message>
    <message>
        <source>Bad / differing</source>
        <translation>Defekt / abweichend</translation>
    </message>
    <message>
        <source>Acquisition</source>
        <translation>Sicherung</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Verifikation</translation>
    </message>
    <message>
        <source>Unreadable sectors of an acquisition; windows that differ from the hashlog in a verification; sectors that failed in a wipe</source>
        <translation>Unlesbare Sektoren einer Sicherung; Fenster, die bei einer Verifikation vom Hashlog abweichen; fehlgeschlagene Sektoren einer Löschung</translation>
    </message>
    <message>
        <source>The image written (an acquisition), the hashlogs checked against (a verification) or the certificate written (a wipe)</source>
        <translation>Das geschriebene Abbild (Sicherung), die Hashlogs, gegen die geprüft wird (Verifikation), oder das geschriebene Zertifikat (Löschung)</translation>
    </message>
    <message>
        <source>Wipe</source>
        <translation>Löschung</translation>
    </message>
    <message>
        <source>Conversion</source>
        <translation>Konvertierung</translation>
    </message>
</context>
<context>
    <name>Custody::JobsView</name>
    <message>
        <source>Jobs</source>
        <translation>Aufträge</translation>
    </message>
</context>
<context>
    <name>Custody::LayoutText</name>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>the whole medium</source>
        <translation>das ganze Medium</translation>
    </message>
    <message>
        <source>partition %1</source>
        <translation>Partition %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>GPT</source>
        <translation>GPT</translation>
    </message>
    <message>
        <source>GPT, disk GUID %1</source>
        <translation>GPT, Datenträger-GUID %1</translation>
    </message>
    <message>
        <source>MBR (DOS)</source>
        <translation>MBR (DOS)</translation>
    </message>
    <message>
        <source>MBR (DOS), disk identifier %1</source>
        <translation>MBR (DOS), Datenträgerkennung %1</translation>
    </message>
    <message>
        <source>%1, identifier %2</source>
        <translation>%1, Kennung %2</translation>
    </message>
    <message>
        <source>type %1</source>
        <translation>Typ %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>label %1</source>
        <translation>Bezeichnung %1</translation>
    </message>
    <message>
        <source>UUID %1</source>
        <translation>UUID %1</translation>
    </message>
    <message>
        <source>encrypted: %1</source>
        <translation>verschlüsselt: %1</translation>
    </message>
    <message>
        <source>%1 (an APFS container: whether its volumes are FileVault-encrypted is not told by the container)</source>
        <translation>%1 (ein APFS-Container: ob seine Volumes mit FileVault verschlüsselt sind, sagt der Container nicht)</translation>
    </message>
    <message>
        <source>no known signature, random-looking bytes (%1 bits per byte in %2 sampled): encrypted without a header (VeraCrypt, a LUKS volume with a detached header), compressed, or overwritten with random data</source>
        <translation>keine bekannte Signatur, zufällig wirkende Bytes (%1 Bit pro Byte in %2 Stichprobe): ohne Header verschlüsselt (VeraCrypt, ein LUKS-Volume mit abgetrenntem Header), komprimiert oder mit Zufallsdaten überschrieben</translation>
    </message>
    <message>
        <source>no known signature, only zeros in %1 sampled</source>
        <translation>keine bekannte Signatur, nur Nullen in %1 Stichprobe</translation>
    </message>
    <message>
        <source>no known signature</source>
        <translation>keine bekannte Signatur</translation>
    </message>
    <message>
        <source>ambiguous: %1</source>
        <translation>mehrdeutig: %1</translation>
    </message>
    <message>
        <source>could not be read: %1</source>
        <translation>konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Partition %1: sectors %2 to %3 (%4), %5</source>
        <translation>Partition %1: Sektoren %2 bis %3 (%4), %5</translation>
    </message>
    <message>
        <source>, name %1</source>
        <translation>, Name %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Whole medium (%1): %2</source>
        <translation>Ganzes Medium (%1): %2</translation>
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
        <translation>zufällig wirkend, keine Signatur</translation>
    </message>
    <message>
        <source>Layout at acquisition</source>
        <translation>Aufbau bei der Sicherung</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Partition table</source>
        <translation>Partitionstabelle</translation>
    </message>
    <message>
        <source>Whole medium</source>
        <translation>Ganzes Medium</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>Erster Sektor</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>Letzter Sektor</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Encrypted volumes</source>
        <translation>Verschlüsselte Volumes</translation>
    </message>
    <message>
        <source>holds the logical partitions listed after it</source>
        <translation>enthält die danach aufgeführten logischen Partitionen</translation>
    </message>
    <message>
        <source>not read: %1</source>
        <translation>nicht gelesen: %1</translation>
    </message>
    <message>
        <source>Encrypted: %1. The image will hold these volumes as they are on the medium, unreadable without their key or passphrase.</source>
        <translation>Verschlüsselt: %1. Das Abbild enthält diese Volumes so, wie sie auf dem Medium liegen, ohne ihren Schlüssel oder ihre Passphrase unlesbar.</translation>
    </message>
    <message>
        <source>Possibly encrypted: %1. These may be encrypted (an APFS container&apos;s volumes by FileVault; random-looking bytes by a tool that writes no header), or compressed or wiped.</source>
        <translation>Möglicherweise verschlüsselt: %1. Sie können verschlüsselt sein (die Volumes eines APFS-Containers mit FileVault; zufällig wirkende Bytes von einem Werkzeug, das keinen Header schreibt) oder komprimiert oder gelöscht.</translation>
    </message>
    <message>
        <source>If the computer is running and the volumes are unlocked, consider capturing its memory and the unlocked volumes before turning it off.</source>
        <translation>Läuft der Computer und sind die Volumes entsperrt, sichern Sie gegebenenfalls seinen Arbeitsspeicher und die entsperrten Volumes, bevor Sie ihn ausschalten.</translation>
    </message>
</context>
<context>
    <name>Custody::MainWindow</name>
    <message>
        <source>Custody — forensic disk imager</source>
        <translation>Custody — forensische Datenträgersicherung</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Laufwerke</translation>
    </message>
    <message>
        <source>Drives cannot be listed</source>
        <translation>Laufwerke können nicht aufgelistet werden</translation>
    </message>
    <message>
        <source>Drives listed by the %1 backend</source>
        <translation>Laufwerke vom Backend %1 aufgelistet</translation>
    </message>
    <message>
        <source>&amp;Acquire…</source>
        <translation>&amp;Sichern…</translation>
    </message>
    <message>
        <source>Image the selected drive (Ctrl+N)</source>
        <translation>Abbild des ausgewählten Laufwerks erstellen (Strg+N)</translation>
    </message>
    <message>
        <source>Add &amp;image or file as source…</source>
        <translation>&amp;Abbild oder Datei als Quelle hinzufügen…</translation>
    </message>
    <message>
        <source>Image an existing image file, a loop device or any other file (Ctrl+O)</source>
        <translation>Abbild einer vorhandenen Abbilddatei, eines Loop-Geräts oder einer beliebigen anderen Datei erstellen (Strg+O)</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>A&amp;bout Custody</source>
        <translation>Über &amp;Custody</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>No access to %1</source>
        <translation>Kein Zugriff auf %1</translation>
    </message>
    <message>
        <source>Image or file to acquire</source>
        <translation>Zu sicherndes Abbild oder Datei</translation>
    </message>
    <message>
        <source>Acquisition running</source>
        <translation>Sicherung läuft</translation>
    </message>
    <message>
        <source>Cancel the acquisition before closing its tab.</source>
        <translation>Brechen Sie die Sicherung ab, bevor Sie ihren Tab schließen.</translation>
    </message>
    <message>
        <source>About Custody</source>
        <translation>Über Custody</translation>
    </message>
    <message>
        <source>Acquisitions running</source>
        <translation>Sicherungen laufen</translation>
    </message>
    <message numerus="yes">
        <source>%n acquisition(s) still running. Stop them and quit? Their images and maps are kept and can be resumed.</source>
        <translation>
            <numerusform>%n Sicherung läuft noch. Anhalten und beenden? Abbild und Map-Datei bleiben erhalten und können fortgesetzt werden.</numerusform>
            <numerusform>%n Sicherungen laufen noch. Anhalten und beenden? Ihre Abbilder und Map-Dateien bleiben erhalten und können fortgesetzt werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is being acquired in another tab already.</source>
        <translation>%1 wird bereits in einem anderen Tab gesichert.</translation>
    </message>
    <message>
        <source>Another acquisition is writing into %1 already.</source>
        <translation>Eine andere Sicherung schreibt bereits nach %1.</translation>
    </message>
    <message>
        <source>Acquisition not started</source>
        <translation>Sicherung nicht gestartet</translation>
    </message>
    <message>
        <source>Stopping the acquisitions: saving their images, maps and records…</source>
        <translation>Sicherungen werden angehalten: Abbilder, Map-Dateien und Aufzeichnungen werden gespeichert…</translation>
    </message>
    <message>
        <source>Check an image against the hashlogs of Custody or another tool (Ctrl+Shift+V)</source>
        <translation>Ein Abbild mit den Hash-Logs von Custody oder einem anderen Werkzeug prüfen (Strg+Umschalt+V)</translation>
    </message>
    <message>
        <source>V&amp;erify image…</source>
        <translation>Abbild &amp;verifizieren…</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Custody %1&lt;/h3&gt;&lt;p&gt;A forensic disk imager.&lt;/p&gt;&lt;p&gt;%2&lt;br&gt;Git revision %3&lt;br&gt;Drives listed by the %4 backend&lt;/p&gt;&lt;p&gt;Custody is open-source software. It uses Qt, under the GNU Lesser General Public License version 3 (Qt Charts under the GNU General Public License version 3), and OpenSSL, under the Apache License 2.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Custody %1&lt;/h3&gt;&lt;p&gt;Ein forensisches Werkzeug zur Abbilderstellung von Datenträgern.&lt;/p&gt;&lt;p&gt;%2&lt;br&gt;Git-Revision %3&lt;br&gt;Laufwerke aufgelistet vom Backend %4&lt;/p&gt;&lt;p&gt;Custody ist Open-Source-Software. Es verwendet Qt unter der GNU Lesser General Public License Version 3 (Qt Charts unter der GNU General Public License Version 3) und OpenSSL unter der Apache License 2.0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Close tab</source>
        <translation>Tab s&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Next tab</source>
        <translation>&amp;Nächster Tab</translation>
    </message>
    <message>
        <source>&amp;Previous tab</source>
        <translation>&amp;Vorheriger Tab</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Drive &amp;details</source>
        <translation>Laufwerks&amp;details</translation>
    </message>
    <message>
        <source>Show the selected drive&apos;s details beside the list (F9)</source>
        <translation>Details des ausgewählten Laufwerks neben der Liste zeigen (F9)</translation>
    </message>
    <message>
        <source>Still looking at %1</source>
        <translation>%1 wird noch geprüft</translation>
    </message>
    <message>
        <source>Custody is still checking whether this computer runs from %1. Try again in a moment.</source>
        <translation>Custody prüft noch, ob dieser Computer von %1 läuft. Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>Add &amp;network source…</source>
        <translation>&amp;Netzwerkquelle hinzufügen…</translation>
    </message>
    <message>
        <source>Add a drive of another machine, exported read-only over NBD (nbdkit, qemu-nbd)</source>
        <translation>Ein Laufwerk eines anderen Rechners hinzufügen, schreibgeschützt über NBD exportiert (nbdkit, qemu-nbd)</translation>
    </message>
    <message>
        <source>Take the selected network drive off the list</source>
        <translation>Das gewählte Netzwerklaufwerk aus der Liste nehmen</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historie</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>&amp;Signing identity…</source>
        <translation>Signatur&amp;identität…</translation>
    </message>
    <message>
        <source>The key and certificate with which Custody signs what it writes</source>
        <translation>Der Schlüssel und das Zertifikat, mit denen Custody signiert, was es schreibt</translation>
    </message>
    <message>
        <source>Signed as %1: %2</source>
        <translation>Signiert als %1: %2</translation>
    </message>
    <message>
        <source>Not signed, although a signing identity is set (File → Signing identity…): %1. %2</source>
        <translation>Nicht signiert, obwohl eine Signaturidentität eingerichtet ist (Datei → Signaturidentität…): %1. %2</translation>
    </message>
    <message>
        <source>The acquisition log %1 does not say so either: %2</source>
        <translation>Auch das Sicherungsprotokoll %1 vermerkt das nicht: %2</translation>
    </message>
    <message>
        <source>The acquisition log %1 says so, but could not be signed again, so its signature was removed: %2</source>
        <translation>Das Sicherungsprotokoll %1 vermerkt es, konnte aber nicht erneut signiert werden, daher wurde seine Signatur entfernt: %2</translation>
    </message>
    <message>
        <source>the signed log says it was signed, but its signature is not there</source>
        <translation>laut dem signierten Protokoll wurde die Datei signiert, aber ihre Signatur ist nicht vorhanden</translation>
    </message>
    <message>
        <source>the signed log says it was signed, but it is not there</source>
        <translation>laut dem signierten Protokoll wurde die Datei signiert, aber sie ist nicht vorhanden</translation>
    </message>
    <message>
        <source>signed with another certificate than the signed log names</source>
        <translation>mit einem anderen Zertifikat signiert als dem, das das signierte Protokoll nennt</translation>
    </message>
    <message>
        <source>changed since it was signed</source>
        <translation>seit der Signatur verändert</translation>
    </message>
    <message>
        <source>%1 does not answer: is it on a network share that is slow or gone? Wait, or choose another file.</source>
        <translation>%1 antwortet nicht: liegt die Datei auf einer langsamen oder getrennten Netzwerkfreigabe? Warten Sie, oder wählen Sie eine andere Datei.</translation>
    </message>
    <message>
        <source>Looking at %1…</source>
        <translation>%1 wird angesehen …</translation>
    </message>
    <message>
        <source>Finishing writing signatures, reports and logs: Custody closes when they are written…</source>
        <translation>Signaturen, Berichte und Protokolle werden fertig geschrieben: Custody schließt sich, sobald sie geschrieben sind…</translation>
    </message>
    <message>
        <source>&amp;Drives</source>
        <translation>&amp;Laufwerke</translation>
    </message>
    <message>
        <source>&amp;Jobs (%1, %2 running)</source>
        <translation>Auf&amp;träge (%1, %2 laufen)</translation>
    </message>
    <message>
        <source>&amp;Jobs (%1)</source>
        <translation>Auf&amp;träge (%1)</translation>
    </message>
    <message>
        <source>Close &amp;finished tabs</source>
        <translation>&amp;Beendete Tabs schließen</translation>
    </message>
    <message>
        <source>Close the tab of every acquisition and verification that has ended; their records, logs and reports stay on disk and in the history</source>
        <translation>Schließt den Tab jeder beendeten Sicherung und Prüfung; ihre Datensätze, Protokolle und Berichte bleiben auf dem Datenträger und in der Historie</translation>
    </message>
    <message>
        <source>&amp;Tabs</source>
        <translation>&amp;Tabs</translation>
    </message>
    <message>
        <source>All tabs</source>
        <translation>Alle Tabs</translation>
    </message>
    <message>
        <source>Go to any tab, or close the finished ones</source>
        <translation>Zu einem beliebigen Tab wechseln oder die beendeten schließen</translation>
    </message>
    <message>
        <source>Custody — History</source>
        <translation>Custody — Historie</translation>
    </message>
    <message>
        <source>The case history: every acquisition, verification, conversion and report, searchable, in a window of its own</source>
        <translation>Die Fallhistorie: jede Sicherung, Prüfung, Umwandlung und jeder Bericht, durchsuchbar, in einem eigenen Fenster</translation>
    </message>
    <message>
        <source>Will not be signed: no signing identity is set (File → Signing identity…)</source>
        <translation>Wird nicht signiert: Es ist keine Signaturidentität eingerichtet (Datei → Signaturidentität…)</translation>
    </message>
    <message>
        <source>Will be signed by %1</source>
        <translation>Wird signiert von %1</translation>
    </message>
    <message>
        <source>Will not be signed: %1</source>
        <translation>Wird nicht signiert: %1</translation>
    </message>
    <message>
        <source>Will be signed once the signing key is opened</source>
        <translation>Wird signiert, sobald der Signaturschlüssel geöffnet ist</translation>
    </message>
    <message>
        <source>Signed by %1: %2</source>
        <translation>Signiert von %1: %2</translation>
    </message>
    <message>
        <source>Not signed: no signing identity is set (File → Signing identity…)</source>
        <translation>Nicht signiert: Es ist keine Signaturidentität eingerichtet (Datei → Signaturidentität…)</translation>
    </message>
    <message>
        <source>Not signed: not every file of the acquisition was written</source>
        <translation>Nicht signiert: Nicht alle Dateien der Sicherung wurden geschrieben</translation>
    </message>
    <message>
        <source>Still writing</source>
        <translation>Schreibt noch</translation>
    </message>
    <message>
        <source>A conversion to E01 or a report of this acquisition is being written: let it finish before closing its tab.</source>
        <translation>Eine Umwandlung in E01 oder ein Bericht dieser Sicherung wird gerade geschrieben: Lassen Sie sie enden, bevor Sie den Tab schließen.</translation>
    </message>
    <message>
        <source>Read SMART and the hidden areas again for every drive of this workstation (F5)</source>
        <translation>SMART und die versteckten Bereiche für jedes Laufwerk dieses Arbeitsplatzes erneut lesen (F5)</translation>
    </message>
    <message>
        <source>&amp;Prepare drive…</source>
        <translation>&amp;Laufwerk vorbereiten…</translation>
    </message>
    <message>
        <source>Wipe running</source>
        <translation>Löschung läuft</translation>
    </message>
    <message>
        <source>Cancel the wipe, or let its certificate be written, before closing its tab.</source>
        <translation>Brechen Sie die Löschung ab oder lassen Sie ihr Zertifikat schreiben, bevor Sie ihren Reiter schließen.</translation>
    </message>
    <message>
        <source>Wipes running</source>
        <translation>Löschungen laufen</translation>
    </message>
    <message numerus="yes">
        <source>%n wipe(s) still running. Stop them and quit? The drives will not be sterile; each certificate says how far its wipe got.</source>
        <translation>
            <numerusform>%n Löschung läuft noch. Anhalten und beenden? Das Laufwerk wird nicht steril sein; das Zertifikat sagt, wie weit die Löschung kam.</numerusform>
            <numerusform>%n Löschungen laufen noch. Anhalten und beenden? Die Laufwerke werden nicht steril sein; jedes Zertifikat sagt, wie weit seine Löschung kam.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping the wipes: writing their certificates…</source>
        <translation>Die Löschungen werden angehalten: Ihre Zertifikate werden geschrieben …</translation>
    </message>
    <message>
        <source>%1 is being wiped in another tab.</source>
        <translation>%1 wird bereits in einem anderen Reiter gelöscht.</translation>
    </message>
    <message>
        <source>Wipe the selected drive and read it back, or check that it holds a pattern, with a certificate</source>
        <translation>Das gewählte Laufwerk löschen und zurücklesen oder prüfen, ob es ein Muster enthält, mit Zertifikat</translation>
    </message>
    <message>
        <source>Select a drive to prepare</source>
        <translation>Wählen Sie ein Laufwerk zum Vorbereiten</translation>
    </message>
    <message>
        <source>A drive of another machine is only ever read, never prepared</source>
        <translation>Ein Laufwerk eines anderen Rechners wird nur gelesen, nie vorbereitet</translation>
    </message>
    <message>
        <source>Checking whether %1 may be overwritten…</source>
        <translation>Es wird geprüft, ob %1 überschrieben werden darf …</translation>
    </message>
    <message>
        <source>%1 is being acquired in another tab.</source>
        <translation>%1 wird bereits in einem anderen Reiter gesichert.</translation>
    </message>
    <message>
        <source>Wipe not started</source>
        <translation>Löschung nicht gestartet</translation>
    </message>
    <message>
        <source>The wipe&apos;s certificate %1 does not say so either: %2</source>
        <translation>Auch das Löschzertifikat %1 vermerkt das nicht: %2</translation>
    </message>
    <message>
        <source>The wipe&apos;s certificate %1 says so, but could not be signed again, so its signature was removed: %2</source>
        <translation>Das Löschzertifikat %1 vermerkt es, konnte aber nicht erneut signiert werden, daher wurde seine Signatur entfernt: %2</translation>
    </message>
    <message>
        <source>The program %1 ran after the acquisition into %2.</source>
        <translation>Das Programm %1 lief nach der Sicherung nach %2.</translation>
    </message>
    <message>
        <source>WARNING: the program %1 did not succeed after the acquisition into %2 (%3); the acquisition&apos;s outcome is as its tab shows.</source>
        <translation>WARNUNG: Das Programm %1 war nach der Sicherung nach %2 nicht erfolgreich (%3); das Ergebnis der Sicherung ist so, wie ihr Reiter es zeigt.</translation>
    </message>
    <message>
        <source>Its run is not in the log: %1</source>
        <translation>Sein Lauf steht nicht im Protokoll: %1</translation>
    </message>
    <message>
        <source>Its run is not in the log: the log there is an earlier run&apos;s (not every file of this run could be written).</source>
        <translation>Sein Lauf steht nicht im Protokoll: Das Protokoll dort stammt von einem früheren Lauf (nicht jede Datei dieses Laufs konnte geschrieben werden).</translation>
    </message>
    <message>
        <source>Not signed: the program run when the acquisition ended put something else at %1.</source>
        <translation>Nicht signiert: Das nach dem Ende der Sicherung ausgeführte Programm hat etwas anderes an %1 gesetzt.</translation>
    </message>
    <message>
        <source>the clone onto %1 carries no confirmed drive</source>
        <translation>der Klon auf %1 trägt kein bestätigtes Laufwerk</translation>
    </message>
    <message>
        <source>a %1 job is not kept by the window</source>
        <translation>ein %1-Auftrag wird vom Fenster nicht aufbewahrt</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>Keep the selected job in the queue without starting it</source>
        <translation>Den ausgewählten Auftrag in der Warteschlange halten, ohne ihn zu starten</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Let the selected paused job start when its turn comes</source>
        <translation>Den ausgewählten angehaltenen Auftrag starten lassen, wenn er an der Reihe ist</translation>
    </message>
    <message>
        <source>Raise p&amp;riority</source>
        <translation>P&amp;riorität erhöhen</translation>
    </message>
    <message>
        <source>Start the selected job before the queued jobs of lower priority</source>
        <translation>Den ausgewählten Auftrag vor den wartenden Aufträgen niedrigerer Priorität starten</translation>
    </message>
    <message>
        <source>&amp;Lower priority</source>
        <translation>Priorität &amp;senken</translation>
    </message>
    <message>
        <source>Start the selected job after the queued jobs of higher priority</source>
        <translation>Den ausgewählten Auftrag nach den wartenden Aufträgen höherer Priorität starten</translation>
    </message>
    <message>
        <source>Re&amp;move from queue</source>
        <translation>Aus der Warteschlange &amp;entfernen</translation>
    </message>
    <message>
        <source>Take the selected job out of the queue without running it</source>
        <translation>Den ausgewählten Auftrag aus der Warteschlange nehmen, ohne ihn auszuführen</translation>
    </message>
    <message>
        <source>Jobs kept from the last run</source>
        <translation>Aus der letzten Sitzung aufbewahrte Aufträge</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) were waiting in the queue when Custody was closed:</source>
        <translation>
            <numerusform>%n Auftrag wartete in der Warteschlange, als Custody geschlossen wurde:</numerusform>
            <numerusform>%n Aufträge warteten in der Warteschlange, als Custody geschlossen wurde:</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Queue them to run</source>
        <translation>Zum Ausführen in die &amp;Warteschlange stellen</translation>
    </message>
    <message>
        <source>&amp;Keep them paused</source>
        <translation>Angehalten &amp;behalten</translation>
    </message>
    <message>
        <source>&amp;Discard them</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>Acquisition not queued</source>
        <translation>Sicherung nicht eingereiht</translation>
    </message>
    <message>
        <source>%1 is not queued: %2</source>
        <translation>%1 wird nicht eingereiht: %2</translation>
    </message>
    <message>
        <source>Queue not restored</source>
        <translation>Warteschlange nicht wiederhergestellt</translation>
    </message>
    <message>
        <source>The jobs kept from the last run cannot be read: %1. They are discarded; nothing of them was started.</source>
        <translation>Die aus der letzten Sitzung aufbewahrten Aufträge können nicht gelesen werden: %1. Sie werden verworfen; keiner von ihnen wurde gestartet.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Jobs not restored</source>
        <translation>Aufträge nicht wiederhergestellt</translation>
    </message>
    <message>
        <source>These kept jobs cannot be queued again and are discarded:
%1</source>
        <translation>Diese aufbewahrten Aufträge können nicht erneut eingereiht werden und werden verworfen:
%1</translation>
    </message>
    <message>
        <source>The jobs kept from the last run were discarded.</source>
        <translation>Die aus der letzten Sitzung aufbewahrten Aufträge wurden verworfen.</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) kept from the last run are in the queue.</source>
        <translation>
            <numerusform>%n aus der letzten Sitzung aufbewahrter Auftrag ist in der Warteschlange.</numerusform>
            <numerusform>%n aus der letzten Sitzung aufbewahrte Aufträge sind in der Warteschlange.</numerusform>
        </translation>
    </message>
    <message>
        <source>A running job writes these files or reads or writes this drive.</source>
        <translation>Ein laufender Auftrag schreibt diese Dateien oder liest oder beschreibt dieses Laufwerk.</translation>
    </message>
    <message>
        <source>A job in the queue writes these files or reads or writes this drive: %1.</source>
        <translation>Ein Auftrag in der Warteschlange schreibt diese Dateien oder liest oder beschreibt dieses Laufwerk: %1.</translation>
    </message>
    <message>
        <source>Wipe not queued</source>
        <translation>Löschen nicht eingereiht</translation>
    </message>
    <message>
        <source>How many queued jobs run at once, on one disk, how long a job waits for its drive, and the status file for a lab&apos;s dashboard</source>
        <translation>Wie viele wartende Aufträge gleichzeitig laufen, auf einem Datenträger, wie lange ein Auftrag auf sein Laufwerk wartet, und die Statusdatei für die Übersicht eines Labors</translation>
    </message>
    <message>
        <source>A program of the lab&apos;s that runs when each acquisition, verification or wipe has ended</source>
        <translation>Ein Programm des Labors, das nach dem Ende jeder Sicherung, Verifikation oder Löschung läuft</translation>
    </message>
    <message>
        <source>Images still mounted</source>
        <translation>Abbilder noch eingehängt</translation>
    </message>
    <message>
        <source>Still mounted, in use: %1. Close what uses them (a file manager, a shell inside), then quit again.</source>
        <translation>Noch eingehängt, in Gebrauch: %1. Schließen Sie, was sie benutzt (einen Dateimanager, eine Shell darin), und beenden Sie dann erneut.</translation>
    </message>
    <message>
        <source>&amp;Mount image read-only…</source>
        <translation>Abbild schreibgeschützt &amp;einhängen …</translation>
    </message>
    <message>
        <source>Show an image (raw, split or E01) read-only in an empty folder, with each file system it holds mounted read-only</source>
        <translation>Ein Abbild (raw, geteilt oder E01) schreibgeschützt in einem leeren Ordner zeigen, jedes enthaltene Dateisystem schreibgeschützt eingehängt</translation>
    </message>
    <message>
        <source>Mounted &amp;images</source>
        <translation>&amp;Eingehängte Abbilder</translation>
    </message>
    <message>
        <source>The images mounted read-only: open their folders, unmount</source>
        <translation>Die schreibgeschützt eingehängten Abbilder: Ordner öffnen, aushängen</translation>
    </message>
    <message>
        <source>A mount or an unmount is under way: quit again when it has ended.</source>
        <translation>Ein Ein- oder Aushängen läuft: Beenden Sie erneut, wenn es abgeschlossen ist.</translation>
    </message>
    <message>
        <source>Signal %1 received: quitting, as Quit does.</source>
        <translation>Signal %1 empfangen: Custody wird wie mit „Beenden“ geschlossen.</translation>
    </message>
    <message>
        <source>Quitting: a mount or an unmount is under way.</source>
        <translation>Beenden: ein Einhängen oder Aushängen läuft gerade.</translation>
    </message>
    <message>
        <source>Quitting: still mounted, in use: %1. Custody quits once nothing uses them.</source>
        <translation>Beenden: noch eingehängt und in Gebrauch: %1. Custody wird beendet, sobald nichts sie mehr verwendet.</translation>
    </message>
    <message>
        <source>&amp;Remove network source</source>
        <translation>Netzwerkquelle en&amp;tfernen</translation>
    </message>
    <message>
        <source>Pro&amp;gram when a job ends…</source>
        <translation>&amp;Programm am Ende eines Auftrags…</translation>
    </message>
    <message>
        <source>&amp;Job queue…</source>
        <translation>Auftrags&amp;warteschlange…</translation>
    </message>
    <message>
        <source>Another Custody window keeps the job queue for the next start: the jobs queued in this window are not kept when it closes.</source>
        <translation>Ein anderes Custody-Fenster bewahrt die Auftragswarteschlange für den nächsten Start auf: Die in diesem Fenster eingereihten Aufträge werden beim Schließen nicht aufbewahrt.</translation>
    </message>
    <message>
        <source>The job queue is not kept for the next start: this window cannot tell whether another keeps it. The jobs queued in this window are not kept when it closes.</source>
        <translation>Die Auftragswarteschlange wird nicht für den nächsten Start aufbewahrt: Dieses Fenster kann nicht feststellen, ob ein anderes sie aufbewahrt. Die in diesem Fenster eingereihten Aufträge werden beim Schließen nicht aufbewahrt.</translation>
    </message>
    <message>
        <source>Conversions running</source>
        <translation>Konvertierungen laufen</translation>
    </message>
    <message numerus="yes">
        <source>%n conversion(s) to E01 still running. Stop them and quit? What each has written of its E01 is removed; the images they read are kept as they are.</source>
        <translation>
            <numerusform>%n Konvertierung nach E01 läuft noch. Anhalten und beenden? Was davon an E01 geschrieben wurde, wird entfernt; das gelesene Abbild bleibt unverändert.</numerusform>
            <numerusform>%n Konvertierungen nach E01 laufen noch. Anhalten und beenden? Was jede davon an E01 geschrieben hat, wird entfernt; die gelesenen Abbilder bleiben unverändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping the conversions to E01…</source>
        <translation>Die Konvertierungen nach E01 werden angehalten…</translation>
    </message>
</context>
<context>
    <name>Custody::MountImageDialog</name>
    <message>
        <source>Mount image read-only</source>
        <translation>Abbild schreibgeschützt einhängen</translation>
    </message>
    <message>
        <source>The image is shown read-only as image.raw in the folder, read through Custody&apos;s own readers (a damaged E01 chunk is a read error, never other bytes), and each file system it holds is mounted read-only below it without replaying a journal. Encrypted volumes are listed, not unlocked. The folder must be empty.</source>
        <translation>Das Abbild erscheint schreibgeschützt als image.raw im Ordner, gelesen durch Custodys eigene Leser (ein beschädigter E01-Chunk ist ein Lesefehler, nie andere Bytes), und jedes enthaltene Dateisystem wird darunter schreibgeschützt eingehängt, ohne ein Journal nachzuspielen. Verschlüsselte Volumes werden aufgeführt, nicht entsperrt. Der Ordner muss leer sein.</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Abbild</translation>
    </message>
    <message>
        <source>Empty folder to mount on</source>
        <translation>Leerer Ordner zum Einhängen</translation>
    </message>
    <message>
        <source>&amp;Image:</source>
        <translation>A&amp;bbild:</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen …</translation>
    </message>
    <message>
        <source>Image to mount</source>
        <translation>Einzuhängendes Abbild</translation>
    </message>
    <message>
        <source>Images (*.dd *.raw *.img *.001 *.E01 *.e01);;All files (*)</source>
        <translation>Abbilder (*.dd *.raw *.img *.001 *.E01 *.e01);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Bro&amp;wse…</source>
        <translation>Du&amp;rchsuchen …</translation>
    </message>
    <message>
        <source>&amp;Mount</source>
        <translation>&amp;Einhängen</translation>
    </message>
</context>
<context>
    <name>Custody::MountsWindow</name>
    <message>
        <source>Image: %1 (read-only)</source>
        <translation>Abbild: %1 (schreibgeschützt)</translation>
    </message>
    <message>
        <source>Layout: could not be read: %1</source>
        <translation>Aufbau: konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Partition table: %1</source>
        <translation>Partitionstabelle: %1</translation>
    </message>
    <message>
        <source>Mounted images</source>
        <translation>Eingehängte Abbilder</translation>
    </message>
    <message>
        <source>Images mounted read-only</source>
        <translation>Schreibgeschützt eingehängte Abbilder</translation>
    </message>
    <message>
        <source>&amp;Open folder</source>
        <translation>Ordner ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Unmount</source>
        <translation>A&amp;ushängen</translation>
    </message>
    <message>
        <source>Wait until the mount or unmount under way has ended.</source>
        <translation>Warten Sie, bis das laufende Ein- oder Aushängen beendet ist.</translation>
    </message>
    <message>
        <source>Mounting %1 on %2…</source>
        <translation>%1 wird in %2 eingehängt …</translation>
    </message>
    <message>
        <source>Mounted %1 read-only on %2.</source>
        <translation>%1 schreibgeschützt in %2 eingehängt.</translation>
    </message>
    <message>
        <source>Not mounted: %1</source>
        <translation>Nicht eingehängt: %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>No image is mounted. File ▸ Mount image read-only… shows one.</source>
        <translation>Kein Abbild eingehängt. Datei ▸ Abbild schreibgeschützt einhängen … zeigt eines.</translation>
    </message>
    <message>
        <source>Unmounting %1…</source>
        <translation>%1 wird ausgehängt …</translation>
    </message>
    <message>
        <source>Unmounted %1.</source>
        <translation>%1 ausgehängt.</translation>
    </message>
    <message>
        <source>Still mounted, in use: %1. Close what uses it, then unmount again.</source>
        <translation>Noch eingehängt, in Gebrauch: %1. Schließen Sie, was es benutzt, und hängen Sie dann erneut aus.</translation>
    </message>
</context>
<context>
    <name>Custody::NetworkDrive</name>
    <message>
        <source>NBD over TLS (%1)</source>
        <translation>NBD über TLS (%1)</translation>
    </message>
    <message>
        <source>NBD over TLS (%1, %2)</source>
        <translation>NBD über TLS (%1, %2)</translation>
    </message>
    <message>
        <source>NBD, this computer, not encrypted</source>
        <translation>NBD, dieser Rechner, nicht verschlüsselt</translation>
    </message>
    <message>
        <source>NBD, NOT ENCRYPTED</source>
        <translation>NBD, NICHT VERSCHLÜSSELT</translation>
    </message>
    <message>
        <source>The server offers the export writable: serve it read-only (nbdkit --readonly, qemu-nbd --read-only). Custody only ever reads it.</source>
        <translation>Der Server bietet den Export beschreibbar an: schreibgeschützt bereitstellen (nbdkit --readonly, qemu-nbd --read-only). Custody liest ihn nur.</translation>
    </message>
    <message>
        <source>NBD export</source>
        <translation>NBD-Export</translation>
    </message>
    <message>
        <source>NBD export %1</source>
        <translation>NBD-Export %1</translation>
    </message>
    <message>
        <source>An NBD export reached through a local socket or loopback address (which may be a tunnel to another machine).</source>
        <translation>Ein NBD-Export, erreicht über einen lokalen Socket oder eine Loopback-Adresse (die ein Tunnel zu einem anderen Rechner sein kann).</translation>
    </message>
    <message>
        <source>A drive of another machine, read over NBD.</source>
        <translation>Ein Laufwerk eines anderen Rechners, über NBD gelesen.</translation>
    </message>
    <message>
        <source>%1 bytes in sectors of %2 bytes, as its server states them.</source>
        <translation>%1 Bytes in Sektoren zu %2 Bytes, wie sein Server sie angibt.</translation>
    </message>
    <message>
        <source>%1 bytes, as its server states them; it states no sector size, so sectors of 512 bytes are assumed.</source>
        <translation>%1 Bytes, wie sein Server sie angibt; er nennt keine Sektorgröße, daher werden Sektoren zu 512 Bytes angenommen.</translation>
    </message>
    <message>
        <source>iSCSI has no encryption of its own: read the LUN through a VPN or IPsec, or on a network that is yours.</source>
        <translation>iSCSI hat keine eigene Verschlüsselung: lesen Sie die LUN über ein VPN oder IPsec oder in einem Netzwerk, das Ihnen gehört.</translation>
    </message>
    <message>
        <source>Use nbds:// with TLS where you can.</source>
        <translation>Verwenden Sie nbds:// mit TLS, wo Sie können.</translation>
    </message>
    <message>
        <source>iSCSI%1, this computer, not encrypted</source>
        <translation>iSCSI%1, dieser Rechner, nicht verschlüsselt</translation>
    </message>
    <message>
        <source>iSCSI%1, NOT ENCRYPTED</source>
        <translation>iSCSI%1, NICHT VERSCHLÜSSELT</translation>
    </message>
    <message>
        <source>LUN %1 of the iSCSI target %2: %3 %4 (serial %5), %6 bytes in sectors of %7 bytes (%8 physical), as the LUN states them.</source>
        <translation>LUN %1 des iSCSI-Ziels %2: %3 %4 (Seriennummer %5), %6 Bytes in Sektoren von %7 Bytes (%8 physisch), wie die LUN sie angibt.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>The transfer is not encrypted: anyone on the network path can read the evidence, and the record and report will say so.</source>
        <translation>Die Übertragung ist nicht verschlüsselt: jeder auf dem Netzwerkpfad kann das Beweismittel lesen, und Protokoll und Bericht werden es sagen.</translation>
    </message>
    <message>
        <source>The target offers the LUN writable: export it read-only (tgt: --params readonly=1; targetcli: readonly=true). Custody only ever reads it.</source>
        <translation>Das Ziel bietet die LUN beschreibbar an: exportieren Sie sie schreibgeschützt (tgt: --params readonly=1; targetcli: readonly=true). Custody liest sie immer nur.</translation>
    </message>
    <message>
        <source>, CHAP offered as %1</source>
        <translation>, CHAP angeboten als %1</translation>
    </message>
    <message>
        <source>Whether the target offers the LUN read-only is not known (it did not answer MODE SENSE). Custody only ever reads it.</source>
        <translation>Ob das Ziel die LUN schreibgeschützt anbietet, ist nicht bekannt (es hat MODE SENSE nicht beantwortet). Custody liest sie immer nur.</translation>
    </message>
    <message>
        <source>, mutual CHAP as %1, the target as %2</source>
        <translation>, gegenseitiges CHAP als %1, das Ziel als %2</translation>
    </message>
</context>
<context>
    <name>Custody::NetworkSourceDialog</name>
    <message>
        <source>Add network source</source>
        <translation>Netzwerkquelle hinzufügen</translation>
    </message>
    <message>
        <source>&amp;URI:</source>
        <translation>&amp;URI:</translation>
    </message>
    <message>
        <source>TLS &amp;PSK file:</source>
        <translation>TLS-&amp;PSK-Datei:</translation>
    </message>
    <message>
        <source>your login name</source>
        <translation>Ihr Anmeldename</translation>
    </message>
    <message>
        <source>PSK &amp;identity:</source>
        <translation>PSK-&amp;Identität:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long the server may stay silent before it counts as gone. A bad sector on the remote drive can take minutes of retries.</source>
        <translation>Wie lange der Server schweigen darf, bevor er als verschwunden gilt. Ein defekter Sektor des entfernten Laufwerks kann Minuten an Wiederholungen kosten.</translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation>&amp;Zeitlimit:</translation>
    </message>
    <message>
        <source>C&amp;onnect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>An empty field</source>
        <translation>Ein leeres Feld</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbindung zu %1…</translation>
    </message>
    <message>
        <source>After a lost connection, how many times to connect again before the acquisition stops (its map saved, to resume). A server back with another size or certificate is not taken.</source>
        <translation>Wie oft nach einer verlorenen Verbindung neu verbunden wird, bevor die Sicherung anhält (ihre Map gespeichert, zum Fortsetzen). Ein Server, der mit anderer Größe oder anderem Zertifikat zurückkommt, wird nicht angenommen.</translation>
    </message>
    <message>
        <source>&amp;Reconnect attempts:</source>
        <translation>&amp;Neue Verbindungsversuche:</translation>
    </message>
    <message>
        <source>Wait &amp;before each:</source>
        <translation>&amp;Wartezeit davor:</translation>
    </message>
    <message>
        <source>Cannot connect now: no thread could be started (%1).</source>
        <translation>Verbinden ist jetzt nicht möglich: es ließ sich kein Thread starten (%1).</translation>
    </message>
    <message>
        <source>nbd://HOST[:PORT]/EXPORT, nbds://… (TLS required), nbd+unix:///EXPORT?socket=PATH, or an iSCSI LUN: iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN</source>
        <translation>nbd://HOST[:PORT]/EXPORT, nbds://… (TLS erforderlich), nbd+unix:///EXPORT?socket=PFAD, oder eine iSCSI-LUN: iscsi://[BENUTZER@]HOST[:PORT]/ZIEL-IQN/LUN</translation>
    </message>
    <message>
        <source>iSCSI C&amp;HAP file:</source>
        <translation>iSCSI-C&amp;HAP-Datei:</translation>
    </message>
    <message>
        <source>Credentials are read from files, never typed in here. On the remote machine, serve the drive read-only (nbdkit --readonly, qemu-nbd --read-only, or an iSCSI target&apos;s read-only LUN), with TLS where the network is not yours (iSCSI has none: use a VPN).</source>
        <translation>Zugangsdaten werden aus Dateien gelesen, nie hier eingetippt. Stellen Sie das Laufwerk auf dem entfernten Rechner schreibgeschützt bereit (nbdkit --readonly, qemu-nbd --read-only oder die schreibgeschützte LUN eines iSCSI-Ziels), mit TLS, wo das Netzwerk nicht Ihnen gehört (iSCSI hat keines: verwenden Sie ein VPN).</translation>
    </message>
    <message>
        <source>%1 is not an NBD or iSCSI URI: give nbd://HOST[:PORT]/EXPORT, nbds://… for TLS, nbd+unix:///EXPORT?socket=PATH, or iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN.</source>
        <translation>%1 ist keine NBD- oder iSCSI-URI: geben Sie nbd://HOST[:PORT]/EXPORT, nbds://… für TLS, nbd+unix:///EXPORT?socket=PFAD oder iscsi://[BENUTZER@]HOST[:PORT]/ZIEL-IQN/LUN an.</translation>
    </message>
    <message>
        <source>TLS certificates &amp;folder:</source>
        <translation>&amp;TLS-Zertifikatsordner:</translation>
    </message>
    <message>
        <source>iSCSI: a file of username:secret lines, readable by its owner only; the user is the one the URI names, or the file&apos;s only one. A line &quot;target username:secret&quot; asks the target to prove itself with them (mutual CHAP).</source>
        <translation>iSCSI: eine Datei mit Zeilen username:secret, nur für ihren Eigentümer lesbar; der Benutzer ist der, den die URI nennt, oder der einzige der Datei. Eine Zeile „target username:secret“ verlangt, dass sich das Ziel damit ausweist (gegenseitiges CHAP).</translation>
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
        <translation>aufgeteiltes Raw</translation>
    </message>
    <message>
        <source>raw</source>
        <translation>Raw</translation>
    </message>
    <message>
        <source>Image %1 (%2)</source>
        <translation>Abbild %1 (%2)</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Read back</source>
        <translation>Zurückgelesen</translation>
    </message>
    <message>
        <source>match</source>
        <translation>Übereinstimmung</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>ABWEICHUNG</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>unvollständig</translation>
    </message>
    <message>
        <source>not read back</source>
        <translation>nicht zurückgelesen</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wartet</translation>
    </message>
    <message>
        <source>Writing: %1 written</source>
        <translation>Schreibt: %1 geschrieben</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Geschrieben</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Failed after %1 written</source>
        <translation>Gescheitert nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Gescheitert: %1</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <source>Resume it alone with: %1</source>
        <translation>Allein fortsetzen mit: %1</translation>
    </message>
    <message>
        <source>Clone onto %1 (%2)</source>
        <translation>Klon auf %1 (%2)</translation>
    </message>
    <message>
        <source>Clone onto %1: %2, %3</source>
        <translation>Klon auf %1: %2, %3</translation>
    </message>
    <message>
        <source>serial %1</source>
        <translation>Seriennummer %1</translation>
    </message>
    <message>
        <source>An interrupted E01 cannot be resumed: acquire it again with --force, which replaces its files.</source>
        <translation>Eine unterbrochene E01-Sicherung lässt sich nicht fortsetzen: sichern Sie sie mit --force erneut, das ersetzt ihre Dateien.</translation>
    </message>
</context>
<context>
    <name>Custody::OverwriteConfirmation</name>
    <message>
        <source>Overwrite %1?</source>
        <translation>%1 überschreiben?</translation>
    </message>
    <message>
        <source>Everything on this drive will be lost. It cannot be undone.</source>
        <translation>Alles auf diesem Laufwerk geht verloren. Das kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>(not reported)</source>
        <translation>(nicht gemeldet)</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>Gerät:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>Seriennummer:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 Bytes)</translation>
    </message>
    <message>
        <source>This drive reports no serial number. To confirm, type its device name, %1:</source>
        <translation>Dieses Laufwerk meldet keine Seriennummer. Geben Sie zur Bestätigung seinen Gerätenamen ein, %1:</translation>
    </message>
    <message>
        <source>To confirm, type the drive&apos;s serial number, %1:</source>
        <translation>Geben Sie zur Bestätigung die Seriennummer des Laufwerks ein, %1:</translation>
    </message>
    <message>
        <source>That is not this drive&apos;s device name.</source>
        <translation>Das ist nicht der Gerätename dieses Laufwerks.</translation>
    </message>
    <message>
        <source>That is not this drive&apos;s serial number.</source>
        <translation>Das ist nicht die Seriennummer dieses Laufwerks.</translation>
    </message>
</context>
<context>
    <name>Custody::OwnFileReplacement</name>
    <message>
        <source>something else appeared at the path</source>
        <translation>an dem Pfad ist etwas anderes erschienen</translation>
    </message>
    <message>
        <source>the file written last is gone</source>
        <translation>die zuletzt geschriebene Datei ist verschwunden</translation>
    </message>
    <message>
        <source>this file system cannot exchange two files in one step (RENAME_EXCHANGE): use a local file system</source>
        <translation>dieses Dateisystem kann zwei Dateien nicht in einem Schritt tauschen (RENAME_EXCHANGE): verwenden Sie ein lokales Dateisystem</translation>
    </message>
    <message>
        <source>another file or a link was put in the place of the file written last; it is left as it is</source>
        <translation>an die Stelle der zuletzt geschriebenen Datei wurde eine andere Datei oder ein Link gesetzt; sie bleibt unverändert</translation>
    </message>
</context>
<context>
    <name>Custody::PartitionTypes</name>
    <message>
        <source>EFI System</source>
        <translation>EFI-System</translation>
    </message>
    <message>
        <source>BIOS boot</source>
        <translation>BIOS-Boot</translation>
    </message>
    <message>
        <source>Microsoft reserved</source>
        <translation>Microsoft reserviert</translation>
    </message>
    <message>
        <source>Microsoft basic data</source>
        <translation>Microsoft Basisdaten</translation>
    </message>
    <message>
        <source>Windows recovery environment</source>
        <translation>Windows-Wiederherstellungsumgebung</translation>
    </message>
    <message>
        <source>Windows LDM metadata</source>
        <translation>Windows-LDM-Metadaten</translation>
    </message>
    <message>
        <source>Windows LDM data</source>
        <translation>Windows-LDM-Daten</translation>
    </message>
    <message>
        <source>Windows Storage Spaces</source>
        <translation>Windows-Speicherplätze</translation>
    </message>
    <message>
        <source>Linux filesystem</source>
        <translation>Linux-Dateisystem</translation>
    </message>
    <message>
        <source>Linux swap</source>
        <translation>Linux-Swap</translation>
    </message>
    <message>
        <source>Linux LVM</source>
        <translation>Linux-LVM</translation>
    </message>
    <message>
        <source>Linux RAID</source>
        <translation>Linux-RAID</translation>
    </message>
    <message>
        <source>Linux LUKS</source>
        <translation>Linux-LUKS</translation>
    </message>
    <message>
        <source>Linux root (x86-64)</source>
        <translation>Linux-Root (x86-64)</translation>
    </message>
    <message>
        <source>Linux root (ARM64)</source>
        <translation>Linux-Root (ARM64)</translation>
    </message>
    <message>
        <source>Linux home</source>
        <translation>Linux-Home</translation>
    </message>
    <message>
        <source>Linux server data</source>
        <translation>Linux-Serverdaten</translation>
    </message>
    <message>
        <source>Linux extended boot</source>
        <translation>Linux erweitertes Boot</translation>
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
        <translation>Apple-Boot</translation>
    </message>
    <message>
        <source>Apple Core Storage</source>
        <translation>Apple Core Storage</translation>
    </message>
    <message>
        <source>FreeBSD data</source>
        <translation>FreeBSD-Daten</translation>
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
        <translation>Erweitert</translation>
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
        <translation>W95 erweitert (LBA)</translation>
    </message>
    <message>
        <source>Hidden NTFS WinRE</source>
        <translation>Verstecktes NTFS WinRE</translation>
    </message>
    <message>
        <source>Windows dynamic disk (LDM)</source>
        <translation>Windows dynamischer Datenträger (LDM)</translation>
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
        <translation>GPT-Schutz</translation>
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
        <translation>keine PostgreSQL-URL (postgresql://[Benutzer@]Host[:Port]/Datenbank)</translation>
    </message>
    <message>
        <source>a password in the URL would be on the command line and in the record: keep it in ~/.pgpass (or PGPASSFILE), a service file or PGPASSWORD, and give the URL without it</source>
        <translation>ein Passwort in der URL stünde auf der Befehlszeile und im Protokoll: bewahren Sie es in ~/.pgpass (oder PGPASSFILE), einer Dienstdatei oder PGPASSWORD auf, und geben Sie die URL ohne es an</translation>
    </message>
    <message>
        <source>not a valid URL: check its spelling (postgresql://[user@]host[:port]/database[?key=value])</source>
        <translation>keine gültige URL: prüfen Sie ihre Schreibweise (postgresql://[Benutzer@]Host[:Port]/Datenbank[?Schlüssel=Wert])</translation>
    </message>
    <message>
        <source>give the database after the host: postgresql://[user@]host[:port]/database</source>
        <translation>geben Sie die Datenbank nach dem Host an: postgresql://[Benutzer@]Host[:Port]/Datenbank</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a libpq connection parameter</source>
        <translation>„%1“ ist kein Verbindungsparameter von libpq</translation>
    </message>
    <message>
        <source>the value of %1 holds a &apos;;&apos;, which Qt&apos;s PostgreSQL driver cannot pass on: use a service file</source>
        <translation>der Wert von %1 enthält ein „;“, das Qts PostgreSQL-Treiber nicht weitergeben kann: verwenden Sie eine Dienstdatei</translation>
    </message>
</context>
<context>
    <name>Custody::PrepareDriveDialog</name>
    <message>
        <source>Prepare drive %1</source>
        <translation>Laufwerk %1 vorbereiten</translation>
    </message>
    <message>
        <source>%1: %2, serial number %3, %4 (%5 bytes)</source>
        <translation>%1: %2, Seriennummer %3, %4 (%5 Byte)</translation>
    </message>
    <message>
        <source>model not reported</source>
        <translation>Modell nicht gemeldet</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <source>Zeros</source>
        <translation>Nullen</translation>
    </message>
    <message>
        <source>One byte value</source>
        <translation>Ein Bytewert</translation>
    </message>
    <message>
        <source>Random (AES-256-CTR, its key in the certificate)</source>
        <translation>Zufällig (AES-256-CTR, Schlüssel im Zertifikat)</translation>
    </message>
    <message>
        <source>Byte value</source>
        <translation>Bytewert</translation>
    </message>
    <message>
        <source>&amp;Pattern:</source>
        <translation>&amp;Muster:</translation>
    </message>
    <message>
        <source>Write the pattern (O_DIRECT)</source>
        <translation>Muster schreiben (O_DIRECT)</translation>
    </message>
    <message>
        <source>Zero-out by the drive (BLKZEROOUT), then read back</source>
        <translation>Nullen durch das Laufwerk (BLKZEROOUT), dann zurücklesen</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>&amp;Methode:</translation>
    </message>
    <message>
        <source>Only chec&amp;k that the drive holds the pattern (write nothing)</source>
        <translation>Nur p&amp;rüfen, ob das Laufwerk das Muster enthält (nichts schreiben)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>Certificate &amp;folder:</source>
        <translation>Ordner des Zertifi&amp;kats:</translation>
    </message>
    <message>
        <source>NAME.json, NAME.txt and NAME.pdf are written: new files, never on the drive prepared</source>
        <translation>NAME.json, NAME.txt und NAME.pdf werden geschrieben: neue Dateien, nie auf dem vorbereiteten Laufwerk</translation>
    </message>
    <message>
        <source>Cer&amp;tificate name:</source>
        <translation>Name des &amp;Zertifikats:</translation>
    </message>
    <message>
        <source>&amp;Start…</source>
        <translation>&amp;Starten…</translation>
    </message>
    <message>
        <source>%1 exists already: a certificate is never replaced. Choose another name.</source>
        <translation>%1 ist bereits vorhanden: Ein Zertifikat wird nie ersetzt. Wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>Folder for the certificate</source>
        <translation>Ordner für das Zertifikat</translation>
    </message>
    <message>
        <source>Give the byte as 0x and two hexadecimal digits, such as 0xff.</source>
        <translation>Geben Sie das Byte als 0x und zwei Hexadezimalziffern an, z. B. 0xff.</translation>
    </message>
    <message>
        <source>A random pattern can be checked only with the key it was written with: check for zeros or a byte value.</source>
        <translation>Ein Zufallsmuster lässt sich nur mit dem Schlüssel prüfen, mit dem es geschrieben wurde: Prüfen Sie auf Nullen oder einen Bytewert.</translation>
    </message>
    <message>
        <source>Choose a folder for the certificate.</source>
        <translation>Wählen Sie einen Ordner für das Zertifikat.</translation>
    </message>
    <message>
        <source>Give the certificate a name (without a folder).</source>
        <translation>Geben Sie dem Zertifikat einen Namen (ohne Ordner).</translation>
    </message>
    <message>
        <source>%1 is not a folder.</source>
        <translation>%1 ist kein Ordner.</translation>
    </message>
    <message>
        <source>%1 is not writable.</source>
        <translation>%1 ist nicht beschreibbar.</translation>
    </message>
    <message>
        <source>Zero-out is offered for the zero pattern when the drive is written</source>
        <translation>Nullen durch das Laufwerk gibt es für das Nullmuster, wenn das Laufwerk beschrieben wird</translation>
    </message>
    <message>
        <source>%1 does not answer: is it on a network share that is slow or gone?</source>
        <translation>%1 antwortet nicht: liegt der Ordner auf einer langsamen oder getrennten Netzwerkfreigabe?</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>%1 wird geprüft …</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>&amp;Wipe…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>a random stream (AES-256-CTR)</source>
        <translation>einem Zufallsstrom (AES-256-CTR)</translation>
    </message>
    <message>
        <source>The drive will be asked to zero every sector (BLKZEROOUT), and every sector read back. The certificate goes to %1.</source>
        <translation>Das Laufwerk wird aufgefordert, jeden Sektor zu nullen (BLKZEROOUT), und jeder Sektor wird zurückgelesen. Das Zertifikat wird unter %1 abgelegt.</translation>
    </message>
    <message>
        <source>Every sector will be overwritten with %1 and read back. The certificate goes to %2.</source>
        <translation>Jeder Sektor wird mit %1 überschrieben und zurückgelesen. Das Zertifikat wird unter %2 abgelegt.</translation>
    </message>
    <message>
        <source>Wipe %1</source>
        <translation>%1 löschen</translation>
    </message>
</context>
<context>
    <name>Custody::QueueLimitsDialog</name>
    <message numerus="yes">
        <source>Automatic: %n at once</source>
        <translation>
            <numerusform>Automatisch: %n gleichzeitig</numerusform>
            <numerusform>Automatisch: %n gleichzeitig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Automatic is half of this computer&apos;s %n core(s), at least one: the hashes of one acquisition keep about two cores busy.</source>
        <translation>
            <numerusform>Automatisch ist die Hälfte des %n Kerns dieses Computers, mindestens einer: die Hashes einer Sicherung beschäftigen etwa zwei Kerne.</numerusform>
            <numerusform>Automatisch ist die Hälfte der %n Kerne dieses Computers, mindestens einer: die Hashes einer Sicherung beschäftigen etwa zwei Kerne.</numerusform>
        </translation>
    </message>
    <message>
        <source>Automatic: one at a time on a spinning disk</source>
        <translation>Automatisch: einer nach dem anderen auf einer Festplatte mit drehenden Scheiben</translation>
    </message>
    <message>
        <source>How many jobs at once may write to (or read images from) one destination disk or file system.</source>
        <translation>Wie viele Aufträge gleichzeitig auf einen Zieldatenträger oder ein Dateisystem schreiben (oder Abbilder davon lesen) dürfen.</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Do not wait</source>
        <translation>Nicht warten</translation>
    </message>
    <message>
        <source>A job whose drive or file is not connected when its turn comes waits this long for it, then is not run; nothing of it is touched, a stopped acquisition&apos;s image and map stay resumable.</source>
        <translation>Ein Auftrag, dessen Laufwerk oder Datei nicht angeschlossen ist, wenn er an der Reihe ist, wartet so lange darauf und wird dann nicht ausgeführt; nichts von ihm wird angerührt, Abbild und Map einer angehaltenen Sicherung bleiben fortsetzbar.</translation>
    </message>
    <message>
        <source>Jobs at once:</source>
        <translation>Aufträge gleichzeitig:</translation>
    </message>
    <message>
        <source>Jobs at once on one disk:</source>
        <translation>Aufträge gleichzeitig auf einem Datenträger:</translation>
    </message>
    <message>
        <source>Wait for a disconnected drive:</source>
        <translation>Auf ein getrenntes Laufwerk warten:</translation>
    </message>
    <message>
        <source>One job at a time reads a drive, and a job that reads or writes what an earlier job writes waits for it, whatever the limits.</source>
        <translation>Ein Laufwerk wird von einem Auftrag nach dem anderen gelesen, und ein Auftrag, der liest oder schreibt, was ein früherer Auftrag schreibt, wartet auf ihn, unabhängig von den Grenzen.</translation>
    </message>
    <message>
        <source>Job queue</source>
        <translation>Auftragswarteschlange</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>A JSON file, replaced whole every two seconds, with every job&apos;s state, progress, rate, time left and bad sectors, for a lab&apos;s dashboard. It must be new or an earlier status file.</source>
        <translation>Eine JSON-Datei, alle zwei Sekunden vollständig ersetzt, mit Zustand, Fortschritt, Rate, Restzeit und defekten Sektoren jedes Auftrags, für die Übersicht eines Labors. Sie muss neu oder eine frühere Statusdatei sein.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>Status file for a dashboard</source>
        <translation>Statusdatei für eine Übersicht</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Status file for a dashboard:</source>
        <translation>Statusdatei für eine Übersicht:</translation>
    </message>
    <message>
        <source>Disks with a limit of their own:</source>
        <translation>Datenträger mit eigener Grenze:</translation>
    </message>
    <message>
        <source>Disks with a limit of their own</source>
        <translation>Datenträger mit eigener Grenze</translation>
    </message>
    <message>
        <source>Folder on the disk</source>
        <translation>Ordner auf dem Datenträger</translation>
    </message>
    <message>
        <source>Jobs at once</source>
        <translation>Aufträge gleichzeitig</translation>
    </message>
    <message>
        <source>&amp;Add folder…</source>
        <translation>Ordner &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>A folder on the disk to limit</source>
        <translation>Ein Ordner auf dem zu begrenzenden Datenträger</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Jobs at once on the disk of %1</source>
        <translation>Aufträge gleichzeitig auf dem Datenträger von %1</translation>
    </message>
    <message>
        <source>A disk that takes fewer or more jobs at once than the others (a USB disk one at a time, a NAS three), named by a folder on it; its limit holds over the one for each disk. While its folder is not there, or is on the root file system (its disk not mounted), the limit is for no disk; the root file system is limited as /.</source>
        <translation>Ein Datenträger, der weniger oder mehr Aufträge gleichzeitig aufnimmt als die anderen (eine USB-Festplatte einen nach dem anderen, ein NAS drei), benannt durch einen Ordner darauf; seine Grenze gilt vor der für jeden Datenträger. Solange sein Ordner nicht da ist oder auf dem Root-Dateisystem liegt (sein Datenträger nicht eingehängt), gilt die Grenze für keinen Datenträger; das Root-Dateisystem wird als / begrenzt.</translation>
    </message>
    <message>
        <source>%1 names no disk of its own: it is not there, or it is on the root file system because its disk is not mounted. Mount the disk and choose a folder on it, or / for the root file system.</source>
        <translation>%1 benennt keinen eigenen Datenträger: der Ordner ist nicht da, oder er liegt auf dem Root-Dateisystem, weil sein Datenträger nicht eingehängt ist. Hängen Sie den Datenträger ein und wählen Sie einen Ordner darauf, oder / für das Root-Dateisystem.</translation>
    </message>
    <message>
        <source>%1 is on the same disk as %2, which has a limit already: change that row&apos;s number instead.</source>
        <translation>%1 liegt auf demselben Datenträger wie %2, der bereits eine Grenze hat: ändern Sie stattdessen die Zahl dieser Zeile.</translation>
    </message>
    <message>
        <source>%1 and %2 are on the same disk: the queue takes the lower of their limits. Remove one of them.</source>
        <translation>%1 und %2 liegen auf demselben Datenträger: die Warteschlange nimmt die niedrigere ihrer Grenzen. Entfernen Sie eine davon.</translation>
    </message>
</context>
<context>
    <name>Custody::ReportActions</name>
    <message>
        <source>Print the acquisition report</source>
        <translation>Sicherungsbericht drucken</translation>
    </message>
    <message>
        <source>Save the acquisition report</source>
        <translation>Sicherungsbericht speichern</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Acquisition report</source>
        <translation>Sicherungsbericht</translation>
    </message>
    <message>
        <source>%1 exists already: save the report under another name.</source>
        <translation>%1 ist bereits vorhanden: Speichern Sie den Bericht unter einem anderen Namen.</translation>
    </message>
    <message>
        <source>No printer is set up on this computer: save the report as a PDF and print that file where a printer is.</source>
        <translation>Auf diesem Computer ist kein Drucker eingerichtet: Speichern Sie den Bericht als PDF und drucken Sie diese Datei dort, wo ein Drucker ist.</translation>
    </message>
</context>
<context>
    <name>Custody::ReportDocumentBuilder</name>
    <message>
        <source>Acquisition report</source>
        <translation>Sicherungsbericht</translation>
    </message>
    <message>
        <source>Custody acquisition report · case %1 · evidence %2</source>
        <translation>Custody-Sicherungsbericht · Fall %1 · Asservat %2</translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>erstellt %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Examiner&apos;s initials:</source>
        <translation>Kürzel des Prüfers:</translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation>(keine Angabe)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>Created (UTC)</source>
        <translation>Erstellt (UTC)</translation>
    </message>
    <message>
        <source>Created (local time)</source>
        <translation>Erstellt (Ortszeit)</translation>
    </message>
    <message>
        <source>Created by</source>
        <translation>Erstellt mit</translation>
    </message>
    <message>
        <source>From the record</source>
        <translation>Aus der Aufzeichnung</translation>
    </message>
    <message>
        <source>Record SHA-256</source>
        <translation>SHA-256 der Aufzeichnung</translation>
    </message>
    <message>
        <source>Acquired with</source>
        <translation>Gesichert mit</translation>
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
        <translation>Hostname</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>Betriebssystem</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Befehlszeile</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <source>Case number</source>
        <translation>Fallnummer</translation>
    </message>
    <message>
        <source>Evidence number</source>
        <translation>Asservatennummer</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Prüfer</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Software write-block</source>
        <translation>Software-Schreibschutz</translation>
    </message>
    <message>
        <source>not requested: the kernel read-only flag was not set (the source was opened read-only)</source>
        <translation>nicht angefordert: Das Nur-Lesen-Flag des Kernels wurde nicht gesetzt (die Quelle wurde schreibgeschützt geöffnet)</translation>
    </message>
    <message>
        <source>requested, but the kernel read-only flag could NOT be set</source>
        <translation>angefordert, aber das Nur-Lesen-Flag des Kernels konnte NICHT gesetzt werden</translation>
    </message>
    <message>
        <source>kernel read-only flag set, but NOT verified</source>
        <translation>Nur-Lesen-Flag des Kernels gesetzt, aber NICHT überprüft</translation>
    </message>
    <message>
        <source>kernel read-only flag set and verified</source>
        <translation>Nur-Lesen-Flag des Kernels gesetzt und überprüft</translation>
    </message>
    <message>
        <source>Device or file</source>
        <translation>Gerät oder Datei</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Seriennummer</translation>
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
        <translation>Größe</translation>
    </message>
    <message>
        <source>%1 bytes = %2 sectors of %3 bytes (%4)</source>
        <translation>%1 Bytes = %2 Sektoren zu %3 Bytes (%4)</translation>
    </message>
    <message>
        <source>Sector size</source>
        <translation>Sektorgröße</translation>
    </message>
    <message>
        <source>%1 bytes logical, %2 bytes physical</source>
        <translation>%1 Bytes logisch, %2 Bytes physisch</translation>
    </message>
    <message>
        <source>SMART at start</source>
        <translation>SMART zu Beginn</translation>
    </message>
    <message>
        <source>SMART at end</source>
        <translation>SMART am Ende</translation>
    </message>
    <message>
        <source>Mounted partitions</source>
        <translation>Eingehängte Partitionen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>WARNING: mounted during the acquisition: %1</source>
        <translation>WARNUNG: während der Sicherung eingehängt: %1</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Voreinstellung</translation>
    </message>
    <message>
        <source>Passes run</source>
        <translation>Durchgeführte Durchgänge</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Blockgröße</translation>
    </message>
    <message>
        <source>Retries</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>Fill of bad sectors</source>
        <translation>Füllwert für defekte Sektoren</translation>
    </message>
    <message>
        <source>First reads</source>
        <translation>Erste Lesevorgänge</translation>
    </message>
    <message>
        <source>direct I/O (O_DIRECT)</source>
        <translation>direkte E/A (O_DIRECT)</translation>
    </message>
    <message>
        <source>through the page cache</source>
        <translation>über den Seitencache</translation>
    </message>
    <message>
        <source>Re-reads of failed blocks</source>
        <translation>Erneutes Lesen fehlgeschlagener Blöcke</translation>
    </message>
    <message>
        <source>none were needed</source>
        <translation>keine erforderlich</translation>
    </message>
    <message>
        <source>%1 bytes at a time, %2</source>
        <translation>jeweils %1 Bytes, %2</translation>
    </message>
    <message>
        <source>through the page cache (direct I/O unavailable)</source>
        <translation>über den Seitencache (direkte E/A nicht verfügbar)</translation>
    </message>
    <message>
        <source>Hash algorithms</source>
        <translation>Hash-Algorithmen</translation>
    </message>
    <message>
        <source>Hash windows</source>
        <translation>Hash-Fenster</translation>
    </message>
    <message>
        <source>every %1</source>
        <translation>alle %1</translation>
    </message>
    <message>
        <source>not given: the run was resumed, and the time of the earlier runs is not recorded</source>
        <translation>nicht angegeben: Der Lauf wurde fortgesetzt, und die Dauer der früheren Läufe ist nicht aufgezeichnet</translation>
    </message>
    <message>
        <source>%1 (%2 bytes read or found unreadable in %3 s)</source>
        <translation>%1 (%2 Bytes in %3 s gelesen oder als unlesbar erkannt)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Average rate</source>
        <translation>Durchschnittliche Datenrate</translation>
    </message>
    <message>
        <source>Resumed</source>
        <translation>Fortgesetzt</translation>
    </message>
    <message>
        <source>yes: continued from an earlier run&apos;s map</source>
        <translation>ja: anhand der Map eines früheren Laufs fortgesetzt</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Durchgang</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitlicher Ablauf</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>Error code</source>
        <translation>Fehlercode</translation>
    </message>
    <message>
        <source>System error</source>
        <translation>Systemfehler</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Byte offset</source>
        <translation>Byte-Offset</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Unterschriften</translation>
    </message>
    <message>
        <source>The undersigned confirm that this report describes the acquisition they performed or witnessed.</source>
        <translation>Die Unterzeichnenden bestätigen, dass dieser Bericht die Sicherung beschreibt, die sie durchgeführt oder bezeugt haben.</translation>
    </message>
    <message>
        <source>Witness</source>
        <translation>Zeuge</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Unterschrift</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>match</source>
        <translation>Übereinstimmung</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>ABWEICHUNG</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>nicht verglichen</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>Hash of</source>
        <translation>Hashwert von</translation>
    </message>
    <message>
        <source>Digest</source>
        <translation>Hashwert</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>acquisition</source>
        <translation>Sicherung</translation>
    </message>
    <message>
        <source>none recorded</source>
        <translation>keiner aufgezeichnet</translation>
    </message>
    <message>
        <source>image re-read</source>
        <translation>Abbild, erneut gelesen</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>nicht berechnet</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>nicht verifiziert</translation>
    </message>
    <message>
        <source>source re-read</source>
        <translation>Quelle, erneut gelesen</translation>
    </message>
    <message>
        <source>not re-read</source>
        <translation>nicht erneut gelesen</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Verified at</source>
        <translation>Verifiziert am</translation>
    </message>
    <message>
        <source>Source re-read</source>
        <translation>Quelle erneut gelesen</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>Verification error</source>
        <translation>Verifikationsfehler</translation>
    </message>
    <message>
        <source>Acquisition hashes</source>
        <translation>Hashwerte der Sicherung</translation>
    </message>
    <message>
        <source>of the image file, fill included: %1 bytes hashed as they were read, %2 bytes read back from the image</source>
        <translation>der Abbilddatei, einschließlich Füllbytes: %1 Bytes beim Lesen gehasht, %2 Bytes aus dem Abbild zurückgelesen</translation>
    </message>
    <message>
        <source>none: no hash algorithm was chosen</source>
        <translation>keine: Es wurde kein Hash-Algorithmus gewählt</translation>
    </message>
    <message>
        <source>none: the image is incomplete</source>
        <translation>keine: Das Abbild ist unvollständig</translation>
    </message>
    <message>
        <source>From byte</source>
        <translation>Ab Byte</translation>
    </message>
    <message>
        <source>To byte</source>
        <translation>Bis Byte</translation>
    </message>
    <message>
        <source>Hash windows: %1 digests of consecutive windows, listed in Appendix %2, locate a later mismatch.</source>
        <translation>Hash-Fenster: %1 Hashwerte aufeinanderfolgender Fenster, aufgeführt in Anhang %2, lokalisieren eine spätere Abweichung.</translation>
    </message>
    <message>
        <source>Appendix %1: %2</source>
        <translation>Anhang %1: %2</translation>
    </message>
    <message>
        <source>hash windows</source>
        <translation>Hash-Fenster</translation>
    </message>
    <message>
        <source>From byte (included) to byte (excluded), as dcfldd&apos;s hash windows.</source>
        <translation>Von Byte (einschließlich) bis Byte (ausschließlich), wie die Hash-Fenster von dcfldd.</translation>
    </message>
    <message>
        <source>Hashes and verification</source>
        <translation>Hashwerte und Verifikation</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>Erster Sektor</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>Letzter Sektor</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sektoren</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>The first %1 of %2 ranges are shown; Appendix %3 lists all %2.</source>
        <translation>Die ersten %1 von %2 Bereichen werden gezeigt; Anhang %3 führt alle %2 auf.</translation>
    </message>
    <message>
        <source>%1 ranges, in sectors of %2 bytes (byte offset = sector × %2); first and last sector included.</source>
        <translation>%1 Bereiche, in Sektoren zu %2 Bytes (Byte-Offset = Sektor × %2); erster und letzter Sektor eingeschlossen.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>gelesen</translation>
    </message>
    <message>
        <source>never tried</source>
        <translation>nie versucht</translation>
    </message>
    <message>
        <source>not trimmed</source>
        <translation>nicht getrimmt</translation>
    </message>
    <message>
        <source>not scraped</source>
        <translation>nicht gescrapt</translation>
    </message>
    <message>
        <source>bad sector</source>
        <translation>defekter Sektor</translation>
    </message>
    <message>
        <source>Source size</source>
        <translation>Größe der Quelle</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Gelesen</translation>
    </message>
    <message>
        <source>%1 bytes (%2 of the source)</source>
        <translation>%1 Bytes (%2 der Quelle)</translation>
    </message>
    <message>
        <source>Unreadable, filled</source>
        <translation>Unlesbar, gefüllt</translation>
    </message>
    <message>
        <source>Bad-sector ranges</source>
        <translation>Bereiche defekter Sektoren</translation>
    </message>
    <message>
        <source>%1 bytes: %2</source>
        <translation>%1 Bytes: %2</translation>
    </message>
    <message>
        <source>0 bytes</source>
        <translation>0 Bytes</translation>
    </message>
    <message>
        <source>Never tried</source>
        <translation>Nie versucht</translation>
    </message>
    <message>
        <source>NOT read, the acquisition stopped first</source>
        <translation>NICHT gelesen, die Sicherung endete vorher</translation>
    </message>
    <message>
        <source>Not trimmed</source>
        <translation>Nicht getrimmt</translation>
    </message>
    <message>
        <source>NOT read, in failed blocks not yet read sector by sector</source>
        <translation>NICHT gelesen, in fehlgeschlagenen Blöcken, die noch nicht sektorweise gelesen wurden</translation>
    </message>
    <message>
        <source>Not scraped</source>
        <translation>Nicht gescrapt</translation>
    </message>
    <message>
        <source>Bad-sector ranges (sectors of %1 bytes):</source>
        <translation>Bereiche defekter Sektoren (Sektoren zu %1 Bytes):</translation>
    </message>
    <message>
        <source>bad-sector ranges</source>
        <translation>Bereiche defekter Sektoren</translation>
    </message>
    <message>
        <source>Areas NOT read (sectors of %1 bytes):</source>
        <translation>NICHT gelesene Bereiche (Sektoren zu %1 Bytes):</translation>
    </message>
    <message>
        <source>areas not read</source>
        <translation>nicht gelesene Bereiche</translation>
    </message>
    <message>
        <source>The record does not say where the %1 bytes that were not read lie; the map below cannot show them.</source>
        <translation>Die Aufzeichnung gibt nicht an, wo die %1 nicht gelesenen Byte liegen; die Sektorkarte unten kann sie nicht zeigen.</translation>
    </message>
    <message>
        <source>%1: %2 bytes</source>
        <translation>%1: %2 Bytes</translation>
    </message>
    <message>
        <source>Sector map: the source from its first sector (top left) to its last, row by row; each cell shows the worst state of the sectors in it.</source>
        <translation>Sektorkarte: die Quelle vom ersten Sektor (oben links) bis zum letzten, Zeile für Zeile; jede Zelle zeigt den schlechtesten Zustand der darin enthaltenen Sektoren.</translation>
    </message>
    <message>
        <source>Throughput: rate of progress (read or found unreadable) between consecutive samples.</source>
        <translation>Durchsatz: Fortschrittsrate (gelesen oder als unlesbar erkannt) zwischen aufeinanderfolgenden Messpunkten.</translation>
    </message>
    <message>
        <source>Resumed run: the first interval is left out, as the counter starts with the earlier runs&apos; bytes.</source>
        <translation>Fortgesetzter Lauf: Das erste Intervall ist ausgelassen, da der Zähler mit den Bytes der früheren Läufe beginnt.</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Abdeckung</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Image file</source>
        <translation>Abbilddatei</translation>
    </message>
    <message>
        <source>Digest in the checksum file</source>
        <translation>Hashwert in der Prüfsummendatei</translation>
    </message>
    <message>
        <source>No checksum files: the image has no hash.</source>
        <translation>Keine Prüfsummendateien: Das Abbild hat keinen Hashwert.</translation>
    </message>
    <message>
        <source>Output files</source>
        <translation>Ausgabedateien</translation>
    </message>
    <message>
        <source>block device</source>
        <translation>Blockgerät</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>simuliert</translation>
    </message>
    <message>
        <source>forensic</source>
        <translation>forensisch</translation>
    </message>
    <message>
        <source>rescue</source>
        <translation>Rettung</translation>
    </message>
    <message>
        <source>Hash windows (%1): %2 digests of consecutive windows of %3 bytes, in %4 (dcfldd&apos;s hashlog layout), to locate a later mismatch.</source>
        <translation>Hash-Fenster (%1): %2 Hashwerte aufeinanderfolgender Fenster zu %3 Bytes, in %4 (im Hashlog-Format von dcfldd), um eine spätere Abweichung zu lokalisieren.</translation>
    </message>
    <message>
        <source>not comparable: unreadable sectors</source>
        <translation>nicht vergleichbar: unlesbare Sektoren</translation>
    </message>
    <message>
        <source>Image format</source>
        <translation>Abbildformat</translation>
    </message>
    <message>
        <source>split raw, files of %1</source>
        <translation>geteiltes Raw, Dateien zu %1</translation>
    </message>
    <message>
        <source>raw, one file</source>
        <translation>Raw, eine Datei</translation>
    </message>
    <message>
        <source>network</source>
        <translation>Netzwerk</translation>
    </message>
    <message numerus="yes">
        <source>%1 bytes in %n bad sector(s), filled with %2 in the image</source>
        <translation>
            <numerusform>%1 Bytes in %n defektem Sektor, im Abbild mit %2 gefüllt</numerusform>
            <numerusform>%1 Bytes in %n defekten Sektoren, im Abbild mit %2 gefüllt</numerusform>
        </translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>Zugrunde liegende Datei</translation>
    </message>
    <message>
        <source>Drive identity</source>
        <translation>Identität des Laufwerks</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>unbekannt: %1</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Custody acquisition log</source>
        <translation>Custody-Sicherungsprotokoll</translation>
    </message>
    <message>
        <source>Custody acquisition log · case %1 · evidence %2</source>
        <translation>Custody-Sicherungsprotokoll · Fall %1 · Asservat %2</translation>
    </message>
    <message>
        <source>[asked %1]</source>
        <translation>[abgefragt %1]</translation>
    </message>
    <message>
        <source>kernel read-only flag set, but NOT verified: %1</source>
        <translation>Nur-Lesen-Flag des Kernels gesetzt, aber NICHT überprüft: %1</translation>
    </message>
    <message numerus="yes">
        <source>kernel read-only flag set and verified on %n node(s) (the disk and its partitions)</source>
        <translation>
            <numerusform>Nur-Lesen-Flag des Kernels gesetzt und auf %n Gerätedatei überprüft (die Platte und ihre Partitionen)</numerusform>
            <numerusform>Nur-Lesen-Flag des Kernels gesetzt und auf %n Gerätedateien überprüft (die Platte und ihre Partitionen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Image read back</source>
        <translation>Abbild zurückgelesen</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>Lauf %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>yes: %n run(s) in all, listed below</source>
        <translation>
            <numerusform>ja: insgesamt %n Lauf, unten aufgeführt</numerusform>
            <numerusform>ja: insgesamt %n Läufe, unten aufgeführt</numerusform>
        </translation>
    </message>
    <message>
        <source>Running time</source>
        <translation>Lesezeit</translation>
    </message>
    <message>
        <source>fill</source>
        <translation>Füllen</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>sweep</source>
        <translation>Durchlauf</translation>
    </message>
    <message>
        <source>trim</source>
        <translation>Trimmen</translation>
    </message>
    <message>
        <source>scrape</source>
        <translation>Scrapen</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>BESTANDEN</translation>
    </message>
    <message>
        <source>DEGRADED</source>
        <translation>BEEINTRÄCHTIGT</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FEHLGESCHLAGEN</translation>
    </message>
    <message>
        <source>NOT REPORTED</source>
        <translation>NICHT GEMELDET</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>retry %1</source>
        <translation>Wiederholung %1</translation>
    </message>
    <message>
        <source>no compression</source>
        <translation>keine Kompression</translation>
    </message>
    <message>
        <source>only uniform chunks compressed</source>
        <translation>nur gleichförmige Blöcke komprimiert</translation>
    </message>
    <message>
        <source>fast compression</source>
        <translation>schnelle Kompression</translation>
    </message>
    <message>
        <source>best compression</source>
        <translation>beste Kompression</translation>
    </message>
    <message>
        <source>E01 (EnCase 6), %1, chunks of %2, segment files of at most %3</source>
        <translation>E01 (EnCase 6), %1, Blöcke zu %2, Segmentdateien zu höchstens %3</translation>
    </message>
    <message>
        <source>Segment file</source>
        <translation>Segmentdatei</translation>
    </message>
    <message>
        <source>MD5 of the file</source>
        <translation>MD5 der Datei</translation>
    </message>
    <message>
        <source>NBD over TLS (%1%2), export &quot;%3&quot;</source>
        <translation>NBD über TLS (%1%2), Export „%3“</translation>
    </message>
    <message>
        <source>NBD, NOT ENCRYPTED across the network, export &quot;%1&quot;</source>
        <translation>NBD, UNVERSCHLÜSSELT über das Netzwerk, Export „%1“</translation>
    </message>
    <message>
        <source>; the server offered the export writable (Custody sent reads only)</source>
        <translation>; der Server bot den Export beschreibbar an (Custody sandte nur Lesezugriffe)</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>Übertragung</translation>
    </message>
    <message>
        <source>NBD through a local socket or loopback address, not encrypted, export &quot;%1&quot;</source>
        <translation>NBD über einen lokalen Socket oder eine Loopback-Adresse, unverschlüsselt, Export „%1“</translation>
    </message>
    <message numerus="yes">
        <source>at most %n at once</source>
        <translation>
            <numerusform>höchstens %n gleichzeitig</numerusform>
            <numerusform>höchstens %n gleichzeitig</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (adaptive)</source>
        <translation>%1 (adaptiv)</translation>
    </message>
    <message>
        <source>%1 (%2 asked for)</source>
        <translation>%1 (%2 verlangt)</translation>
    </message>
    <message>
        <source>Block reads in flight</source>
        <translation>Gleichzeitige Blocklesevorgänge</translation>
    </message>
    <message>
        <source>; server certificate %1, SHA-256 %2</source>
        <translation>; Serverzertifikat %1, SHA-256 %2</translation>
    </message>
    <message numerus="yes">
        <source>; the connection was lost and made again %n time(s) (the same size%1)</source>
        <translation>
            <numerusform>; die Verbindung ging %n Mal verloren und wurde neu aufgebaut (dieselbe Größe%1)</numerusform>
            <numerusform>; die Verbindung ging %n Mal verloren und wurde neu aufgebaut (dieselbe Größe%1)</numerusform>
        </translation>
    </message>
    <message>
        <source> and server certificate</source>
        <translation> und demselben Serverzertifikat</translation>
    </message>
    <message>
        <source>Transfer (last run)</source>
        <translation>Übertragung (letzter Lauf)</translation>
    </message>
    <message>
        <source>; earlier runs reached the server otherwise: see each run under Timeline</source>
        <translation>; frühere Läufe erreichten den Server anders: siehe die einzelnen Läufe unter Zeitlicher Ablauf</translation>
    </message>
    <message>
        <source>Run %1 transfer: %2</source>
        <translation>Lauf %1, Übertragung: %2</translation>
    </message>
    <message>
        <source>Run %1 block reads in flight: %2</source>
        <translation>Lauf %1, gleichzeitige Blocklesevorgänge: %2</translation>
    </message>
    <message>
        <source>bytes %1 to %2</source>
        <translation>Bytes %1 bis %2</translation>
    </message>
    <message>
        <source>%1 more ranges</source>
        <translation>%1 weitere Bereiche</translation>
    </message>
    <message>
        <source>the earlier runs had finished no whole window, so nothing could be checked</source>
        <translation>die früheren Läufe hatten kein ganzes Fenster fertiggestellt, daher war nichts zu prüfen</translation>
    </message>
    <message>
        <source>%1 window(s) of %2 (%3 bytes), finished by the earlier runs, hashed again and unchanged</source>
        <translation>%1 Fenster zu %2 (%3 Bytes), von den früheren Läufen fertiggestellt, erneut gehasht und unverändert</translation>
    </message>
    <message>
        <source>Run %1 checked the image first: %2</source>
        <translation>Lauf %1 prüfte zuerst das Abbild: %2</translation>
    </message>
    <message>
        <source>Run %1 wrote %2</source>
        <translation>Lauf %1 schrieb %2</translation>
    </message>
    <message>
        <source>not possible: the earlier map kept no window digests (GNU ddrescue&apos;s, or an older Custody&apos;s), so the bytes the earlier runs wrote were taken as they were</source>
        <translation>nicht möglich: die frühere Map enthielt keine Fenster-Hashwerte (GNU ddrescues oder eine ältere von Custody), daher wurden die Bytes der früheren Läufe so übernommen, wie sie waren</translation>
    </message>
    <message>
        <source>LIFTED during the acquisition: found writable on %1 when read again after the last read of the source, so the source was writable at some point.</source>
        <translation>Während der Sicherung AUFGEHOBEN: beim erneuten Lesen nach dem letzten Lesen der Quelle auf %1 beschreibbar vorgefunden; die Quelle war also zu einem Zeitpunkt beschreibbar.</translation>
    </message>
    <message>
        <source>Could not be read again at the end: %1</source>
        <translation>Konnte am Ende nicht erneut gelesen werden: %1</translation>
    </message>
    <message>
        <source>Still set on every node when read again after the last read of the source.</source>
        <translation>Beim erneuten Lesen nach dem letzten Lesen der Quelle auf jeder Gerätedatei noch gesetzt.</translation>
    </message>
    <message>
        <source>Could NOT be lifted on %1 after the acquisition (%2): it may still be read-only; run blockdev --setrw on each, or unplug and re-plug the drive.</source>
        <translation>Konnte nach der Sicherung auf %1 NICHT aufgehoben werden (%2): Das Laufwerk kann noch schreibgeschützt sein; führen Sie für jede dieser Gerätedateien blockdev --setrw aus, oder trennen Sie das Laufwerk und schließen Sie es wieder an.</translation>
    </message>
    <message>
        <source>Lifted after the acquisition.</source>
        <translation>Nach der Sicherung aufgehoben.</translation>
    </message>
    <message>
        <source>smartctl says: &quot;%1&quot;</source>
        <translation>smartctl meldet: „%1“</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>Versteckte Bereiche</translation>
    </message>
    <message>
        <source>Sectors the drive shows</source>
        <translation>Sektoren, die das Laufwerk zeigt</translation>
    </message>
    <message>
        <source>Native size</source>
        <translation>Native Größe</translation>
    </message>
    <message>
        <source>Hidden area</source>
        <translation>Versteckter Bereich</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>Was das bedeutet</translation>
    </message>
    <message>
        <source>Other namespaces</source>
        <translation>Weitere Namespaces</translation>
    </message>
    <message>
        <source>Commands sent</source>
        <translation>Gesendete Befehle</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Verifikation</translation>
    </message>
    <message>
        <source>%1 (this record)</source>
        <translation>%1 (dieser Nachweis)</translation>
    </message>
    <message numerus="yes">
        <source>One read wrote %n image(s), each with its own files and record:</source>
        <translation>
            <numerusform>Ein Lesen schrieb %n Abbild, mit eigenen Dateien und eigenem Nachweis:</numerusform>
            <numerusform>Ein Lesen schrieb %n Abbilder, jedes mit eigenen Dateien und eigenem Nachweis:</numerusform>
        </translation>
    </message>
    <message>
        <source>iSCSI target %1, LUN %2 at %3 (initiator %4)</source>
        <translation>iSCSI-Ziel %1, LUN %2 an %3 (Initiator %4)</translation>
    </message>
    <message>
        <source>no CHAP</source>
        <translation>ohne CHAP</translation>
    </message>
    <message>
        <source>through a loopback address, not encrypted</source>
        <translation>über eine Loopback-Adresse, nicht verschlüsselt</translation>
    </message>
    <message>
        <source>NOT ENCRYPTED across the network</source>
        <translation>NICHT VERSCHLÜSSELT über das Netzwerk</translation>
    </message>
    <message>
        <source>; the target offered the LUN writable (Custody sent reads only)</source>
        <translation>; das Ziel bot die LUN beschreibbar an (Custody hat nur Lesebefehle gesendet)</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <source>LUN designators</source>
        <translation>Bezeichner der LUN</translation>
    </message>
    <message>
        <source>over the network (%1), no page cache here</source>
        <translation>über das Netzwerk (%1), hier kein Seitencache</translation>
    </message>
    <message>
        <source>CHAP credentials offered as %1</source>
        <translation>CHAP-Zugangsdaten angeboten als %1</translation>
    </message>
    <message>
        <source>; whether the target offered the LUN read-only is not known (it did not answer MODE SENSE; Custody sent reads only)</source>
        <translation>; ob das Ziel die LUN schreibgeschützt anbot, ist nicht bekannt (es hat MODE SENSE nicht beantwortet; Custody hat nur Lesebefehle gesendet)</translation>
    </message>
    <message>
        <source>read, all zeros: %1 bytes</source>
        <translation>gelesen, nur Nullen: %1 Byte</translation>
    </message>
    <message>
        <source>A finished cell whose sectors were all read as zeros is drawn apart (&quot;read, all zeros&quot;).</source>
        <translation>Eine fertige Zelle, deren Sektoren alle als Nullen gelesen wurden, ist eigens dargestellt („gelesen, nur Nullen“).</translation>
    </message>
    <message>
        <source>mutual CHAP: logged in as %1, the target proved itself as %2</source>
        <translation>gegenseitiges CHAP: angemeldet als %1, das Ziel hat sich als %2 ausgewiesen</translation>
    </message>
</context>
<context>
    <name>Custody::ReportFileView</name>
    <message>
        <source>it is encrypted</source>
        <translation>er ist verschlüsselt</translation>
    </message>
    <message>
        <source>it is not a valid PDF</source>
        <translation>er ist kein gültiges PDF</translation>
    </message>
    <message>
        <source>Qt PDF cannot read it</source>
        <translation>Qt PDF kann ihn nicht lesen</translation>
    </message>
    <message>
        <source>Report %1</source>
        <translation>Bericht %1</translation>
    </message>
    <message>
        <source>Open with &amp;another application</source>
        <translation>Mit &amp;anderer Anwendung öffnen</translation>
    </message>
    <message>
        <source>%1 cannot be shown: %2. Open it with another application to see what it holds.</source>
        <translation>%1 kann nicht gezeigt werden: %2. Öffnen Sie ihn mit einer anderen Anwendung, um zu sehen, was er enthält.</translation>
    </message>
    <message>
        <source>(%1 more bytes of the file are not shown here: open it with another application to read them.)</source>
        <translation>(%1 weitere Bytes der Datei werden hier nicht gezeigt: Öffnen Sie sie mit einer anderen Anwendung, um sie zu lesen.)</translation>
    </message>
</context>
<context>
    <name>Custody::ReportFormat</name>
    <message>
        <source>not recorded</source>
        <translation>nicht aufgezeichnet</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>%1 bytes (%2)</source>
        <translation>%1 Bytes (%2)</translation>
    </message>
    <message>
        <source>%1 bytes, %2 sectors</source>
        <translation>%1 Bytes, %2 Sektoren</translation>
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
        <translation>Jede Zelle umfasst %1 Sektoren (%2 Bytes); %3 Zellen pro Zeile.</translation>
    </message>
</context>
<context>
    <name>Custody::ReportPublisher</name>
    <message>
        <source>%1 is named for two reports</source>
        <translation>%1 ist für zwei Berichte angegeben</translation>
    </message>
    <message>
        <source>cannot read the record %1: %2</source>
        <translation>die Aufzeichnung %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the record %1 is not valid: %2</source>
        <translation>die Aufzeichnung %1 ist ungültig: %2</translation>
    </message>
    <message>
        <source>the acquisition log %1 is missing: the report&apos;s SHA-256 could not be recorded in it</source>
        <translation>das Sicherungsprotokoll %1 fehlt: der SHA-256-Hashwert des Berichts konnte darin nicht vermerkt werden</translation>
    </message>
    <message>
        <source>cannot read back the report %1 to hash it: %2</source>
        <translation>der Bericht %1 kann zum Berechnen des Hashwerts nicht zurückgelesen werden: %2</translation>
    </message>
    <message>
        <source>the report %1 is written, but its SHA-256 could not be appended to the acquisition log %2: %3</source>
        <translation>der Bericht %1 ist geschrieben, aber sein SHA-256-Hashwert konnte nicht an das Sicherungsprotokoll %2 angehängt werden: %3</translation>
    </message>
    <message>
        <source>the record of the acquisition</source>
        <translation>die Aufzeichnung der Sicherung</translation>
    </message>
    <message>
        <source>the acquisition log</source>
        <translation>das Sicherungsprotokoll</translation>
    </message>
    <message>
        <source>%1, a file of the acquisition (%2)</source>
        <translation>%1, eine Datei der Sicherung (%2)</translation>
    </message>
    <message>
        <source>the signature %1</source>
        <translation>die Signatur von %1</translation>
    </message>
    <message>
        <source>it is not a CMS signature (DER or PEM), so it is not removed with the signature of the file written anew</source>
        <translation>es ist keine CMS-Signatur (DER oder PEM) und wird daher nicht mit der Signatur der neu geschriebenen Datei entfernt</translation>
    </message>
</context>
<context>
    <name>Custody::ReportTextWriter</name>
    <message>
        <source>Each character is %1 sectors (%2 bytes); a row is %3 characters.</source>
        <translation>Jedes Zeichen umfasst %1 Sektoren (%2 Bytes); eine Zeile hat %3 Zeichen.</translation>
    </message>
    <message>
        <source>Throughput: no samples recorded.</source>
        <translation>Durchsatz: keine Messpunkte aufgezeichnet.</translation>
    </message>
    <message>
        <source>%1 samples over %2 s; the graph is in the PDF report.</source>
        <translation>%1 Messpunkte über %2 s; das Diagramm befindet sich im PDF-Bericht.</translation>
    </message>
</context>
<context>
    <name>Custody::ResumeCheck</name>
    <message>
        <source>image format</source>
        <translation>Abbildformat</translation>
    </message>
    <message>
        <source>segment size in bytes (--split)</source>
        <translation>Segmentgröße in Byte (--split)</translation>
    </message>
    <message>
        <source>fill byte (--fill)</source>
        <translation>Füllbyte (--fill)</translation>
    </message>
    <message>
        <source>re-read unit (--reread-unit)</source>
        <translation>Einheit für erneutes Lesen (--reread-unit)</translation>
    </message>
    <message>
        <source>%1: was %2, is now %3</source>
        <translation>%1: war %2, ist jetzt %3</translation>
    </message>
    <message>
        <source>the map says the image holds %1 bytes, but the image files hold only %2 (%3 is missing or shorter than that): the image was truncated, or the map belongs to another image. Acquire again into a new name</source>
        <translation>laut Map enthält das Abbild %1 Bytes, die Abbilddateien enthalten aber nur %2 (%3 fehlt oder ist kürzer): Das Abbild wurde gekürzt, oder die Map gehört zu einem anderen Abbild. Sichern Sie erneut unter einem neuen Namen</translation>
    </message>
</context>
<context>
    <name>Custody::ResumePlan</name>
    <message>
        <source>the image was started from the drive with serial number %1, but %2 is the drive with serial number %3: resume only from the same drive</source>
        <translation>das Abbild wurde vom Laufwerk mit der Seriennummer %1 begonnen, aber %2 ist das Laufwerk mit der Seriennummer %3: Setzen Sie nur vom selben Laufwerk fort</translation>
    </message>
    <message>
        <source>there is no map %1, but the image %2 holds data: what of it was copied cannot be known. Acquire again into a new name</source>
        <translation>es gibt keine Map %1, aber das Abbild %2 enthält Daten: Was davon kopiert wurde, lässt sich nicht feststellen. Sichern Sie erneut unter einem neuen Namen</translation>
    </message>
    <message>
        <source>this is not the acquisition the map describes (%1). Resume with the same source and settings, or acquire into a new name</source>
        <translation>dies ist nicht die Sicherung, die die Map beschreibt (%1). Setzen Sie mit derselben Quelle und denselben Einstellungen fort, oder sichern Sie unter einem neuen Namen</translation>
    </message>
    <message>
        <source>that acquisition is finished: its map leaves nothing to read from the source, so resuming would only hash the image again and replace the hashes it recorded. Verify the image instead, or acquire into another name</source>
        <translation>diese Sicherung ist abgeschlossen: Ihre Map lässt nichts mehr von der Quelle zu lesen, ein Fortsetzen würde nur das Abbild erneut hashen und die aufgezeichneten Hashwerte ersetzen. Verifizieren Sie stattdessen das Abbild, oder sichern Sie unter einem anderen Namen</translation>
    </message>
</context>
<context>
    <name>Custody::ResumeWindows</name>
    <message>
        <source>window %1 (bytes %2 to %3) of the image no longer holds what the earlier run wrote: its SHA-256 was %4 when the map was saved and is now %5</source>
        <translation>Fenster %1 (Bytes %2 bis %3) des Abbilds enthält nicht mehr, was der frühere Lauf schrieb: sein SHA-256 war %4, als die Map gespeichert wurde, und ist jetzt %5</translation>
    </message>
    <message>
        <source>the map keeps a digest of window %1, which ends beyond the image&apos;s %2 bytes</source>
        <translation>die Map enthält einen Hashwert von Fenster %1, das hinter den %2 Bytes des Abbilds endet</translation>
    </message>
    <message>
        <source>the part of window %1 that the earlier run wrote (bytes %2 to %3) no longer holds what it wrote: its SHA-256 was %4 when the map was saved and is now %5</source>
        <translation>der vom früheren Lauf geschriebene Teil von Fenster %1 (Bytes %2 bis %3) enthält nicht mehr, was er schrieb: sein SHA-256 war %4, als die Map gespeichert wurde, und ist jetzt %5</translation>
    </message>
</context>
<context>
    <name>Custody::SectorMapView</name>
    <message>
        <source>Finished</source>
        <translation>Gelesen</translation>
    </message>
    <message>
        <source>Non-tried</source>
        <translation>Nicht versucht</translation>
    </message>
    <message>
        <source>Non-trimmed</source>
        <translation>Nicht getrimmt</translation>
    </message>
    <message>
        <source>Non-scraped</source>
        <translation>Nicht gescrapt</translation>
    </message>
    <message>
        <source>Bad sector</source>
        <translation>Defekter Sektor</translation>
    </message>
    <message>
        <source>Sector map</source>
        <translation>Sektorkarte</translation>
    </message>
    <message>
        <source>Bytes %1 to %2 (%3)</source>
        <translation>Byte %1 bis %2 (%3)</translation>
    </message>
    <message>
        <source>Sectors %1 to %2 (%3 bytes each)</source>
        <translation>Sektoren %1 bis %2 (je %3 Bytes)</translation>
    </message>
    <message>
        <source>%1: %2 bytes (%3)</source>
        <translation>%1: %2 Bytes (%3)</translation>
    </message>
    <message>
        <source>No map yet.</source>
        <translation>Noch keine Sektorkarte.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 cells of %2 each, coloured by the worst state inside. %3.</source>
        <translation>%1 Zellen zu je %2, gefärbt nach dem schlechtesten enthaltenen Zustand. %3.</translation>
    </message>
    <message>
        <source>Read, all zeros</source>
        <translation>Gelesen, nur Nullen</translation>
    </message>
    <message numerus="yes">
        <source>read, all zeros: %n cell(s)</source>
        <translation>
            <numerusform>gelesen, nur Nullen: %n Zelle</numerusform>
            <numerusform>gelesen, nur Nullen: %n Zellen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Custody::SigningDialog</name>
    <message>
        <source>Signing identity</source>
        <translation>Signaturidentität</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.key *.crt);;All files (*)</source>
        <translation>PEM-Dateien (*.pem *.key *.crt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Private &amp;key (PEM):</source>
        <translation>Privater &amp;Schlüssel (PEM):</translation>
    </message>
    <message>
        <source>The examiner&apos;s private key</source>
        <translation>Der private Schlüssel des Sachbearbeiters</translation>
    </message>
    <message>
        <source>The examiner&apos;s certificate</source>
        <translation>Das Zertifikat des Sachbearbeiters</translation>
    </message>
    <message>
        <source>With a key and certificate, Custody writes a detached CMS signature (FILE.p7s) beside the record and log of each acquisition and beside each report it saves, and notes the signer in the log and the case history. A key protected by a passphrase is asked for once per session. Leave both empty to sign nothing.</source>
        <translation>Mit Schlüssel und Zertifikat schreibt Custody eine abgetrennte CMS-Signatur (DATEI.p7s) neben das Protokoll und das Log jeder Sicherung und neben jeden gespeicherten Bericht, und vermerkt den Unterzeichner im Log und in der Fallhistorie. Die Passphrase eines geschützten Schlüssels wird einmal pro Sitzung abgefragt. Lassen Sie beide Felder leer, um nichts zu signieren.</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Testen</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Passphrase</translation>
    </message>
    <message>
        <source>Passphrase of the signing key %1:</source>
        <translation>Passphrase des Signaturschlüssels %1:</translation>
    </message>
    <message>
        <source>Give both the key and the certificate.</source>
        <translation>Geben Sie Schlüssel und Zertifikat an.</translation>
    </message>
    <message>
        <source>Loading the key and the certificate…</source>
        <translation>Der Schlüssel und das Zertifikat werden geladen…</translation>
    </message>
    <message>
        <source>Signs as %1</source>
        <translation>Signiert als %1</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Name: %1</translation>
    </message>
    <message>
        <source>Organisation: %1</source>
        <translation>Organisation: %1</translation>
    </message>
    <message>
        <source>E-mail: %1</source>
        <translation>E-Mail: %1</translation>
    </message>
    <message>
        <source>Issued by: itself (a self-signed certificate)</source>
        <translation>Ausgestellt von: sich selbst (ein selbstsigniertes Zertifikat)</translation>
    </message>
    <message>
        <source>Issued by: %1</source>
        <translation>Ausgestellt von: %1</translation>
    </message>
    <message>
        <source>Valid from %1 until %2</source>
        <translation>Gültig von %1 bis %2</translation>
    </message>
    <message>
        <source>Certificate SHA-256: %1</source>
        <translation>SHA-256 des Zertifikats: %1</translation>
    </message>
    <message>
        <source>Ce&amp;rtificate (PEM):</source>
        <translation>&amp;Zertifikat (PEM):</translation>
    </message>
</context>
<context>
    <name>Custody::SmartReport</name>
    <message>
        <source>The drive&apos;s SMART self-assessment says it is failing.</source>
        <translation>Laut SMART-Selbstbewertung fällt das Laufwerk aus.</translation>
    </message>
    <message>
        <source>Attribute %1 %2 is at or below its threshold now.</source>
        <translation>Attribut %1 %2 liegt derzeit auf oder unter seinem Schwellenwert.</translation>
    </message>
    <message>
        <source>Attribute %1 %2 was at or below its threshold in the past.</source>
        <translation>Attribut %1 %2 lag in der Vergangenheit auf oder unter seinem Schwellenwert.</translation>
    </message>
    <message>
        <source>NVMe critical warning: %1.</source>
        <translation>Kritische NVMe-Warnung: %1.</translation>
    </message>
    <message>
        <source>The latest self-test failed at LBA %1.</source>
        <translation>Der letzte Selbsttest ist bei LBA %1 fehlgeschlagen.</translation>
    </message>
    <message>
        <source>The NVMe endurance estimate is used up (%1%).</source>
        <translation>Die geschätzte NVMe-Lebensdauer ist aufgebraucht (%1 %).</translation>
    </message>
    <message>
        <source>Reallocated sectors: %1.</source>
        <translation>Neu zugewiesene Sektoren: %1.</translation>
    </message>
    <message>
        <source>Sectors pending reallocation (unreadable now): %1.</source>
        <translation>Sektoren, die auf Neuzuweisung warten (derzeit unlesbar): %1.</translation>
    </message>
    <message>
        <source>Offline uncorrectable sectors: %1.</source>
        <translation>Offline nicht korrigierbare Sektoren: %1.</translation>
    </message>
    <message>
        <source>NVMe media and data integrity errors: %1.</source>
        <translation>NVMe-Medien- und Datenintegritätsfehler: %1.</translation>
    </message>
    <message>
        <source>Defects in the grown defect list: %1.</source>
        <translation>Defekte in der Liste hinzugekommener Defekte (Grown Defect List): %1.</translation>
    </message>
    <message>
        <source>Uncorrected read, write or verify errors: %1.</source>
        <translation>Nicht korrigierte Lese-, Schreib- oder Prüffehler: %1.</translation>
    </message>
</context>
<context>
    <name>Custody::SmartSnapshot</name>
    <message>
        <source>reallocated sectors %1</source>
        <translation>neu zugewiesene Sektoren %1</translation>
    </message>
    <message>
        <source>pending sectors %1</source>
        <translation>ausstehende Sektoren %1</translation>
    </message>
    <message>
        <source>offline uncorrectable %1</source>
        <translation>offline nicht korrigierbar %1</translation>
    </message>
    <message>
        <source>media errors %1</source>
        <translation>Medienfehler %1</translation>
    </message>
    <message>
        <source>percentage used %1%</source>
        <translation>Abnutzung %1%</translation>
    </message>
    <message>
        <source>grown defects %1</source>
        <translation>hinzugekommene Defekte %1</translation>
    </message>
    <message>
        <source>power-on hours %1</source>
        <translation>Betriebsstunden %1</translation>
    </message>
    <message>
        <source>temperature %1 °C</source>
        <translation>Temperatur %1 °C</translation>
    </message>
    <message>
        <source>smartctl reported no SMART data for this device.</source>
        <translation>smartctl hat für dieses Gerät keine SMART-Daten geliefert.</translation>
    </message>
    <message>
        <source>condition %1</source>
        <translation>Zustand %1</translation>
    </message>
    <message>
        <source>data incomplete (smartctl exit status bit 2)</source>
        <translation>Daten unvollständig (smartctl-Exit-Status Bit 2)</translation>
    </message>
</context>
<context>
    <name>Custody::SmartStatus</name>
    <message>
        <source>Checking…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>Fällt aus</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <translation>Keine Daten</translation>
    </message>
    <message>
        <source>smartctl is reading the drive&apos;s SMART data.</source>
        <translation>smartctl liest die SMART-Daten des Laufwerks.</translation>
    </message>
    <message>
        <source>SMART reports no problem.</source>
        <translation>SMART meldet kein Problem.</translation>
    </message>
</context>
<context>
    <name>Custody::SourceFingerprint</name>
    <message>
        <source>%1: was %2, is now %3</source>
        <translation>%1: war %2, ist jetzt %3</translation>
    </message>
    <message>
        <source>kind of source</source>
        <translation>Art der Quelle</translation>
    </message>
    <message>
        <source>size in bytes</source>
        <translation>Größe in Byte</translation>
    </message>
    <message>
        <source>logical sector size</source>
        <translation>logische Sektorgröße</translation>
    </message>
    <message>
        <source>physical sector size</source>
        <translation>physische Sektorgröße</translation>
    </message>
    <message>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>Seriennummer</translation>
    </message>
    <message>
        <source>file (device and inode): was %1:%2, is now %3:%4</source>
        <translation>Datei (Gerät und Inode): war %1:%2, ist jetzt %3:%4</translation>
    </message>
    <message>
        <source>SHA-256 of the first MiB</source>
        <translation>SHA-256 des ersten MiB</translation>
    </message>
    <message>
        <source>SHA-256 of the last MiB</source>
        <translation>SHA-256 des letzten MiB</translation>
    </message>
    <message>
        <source>SHA-256 of the server&apos;s certificate</source>
        <translation>SHA-256 des Serverzertifikats</translation>
    </message>
    <message>
        <source>designators of the iSCSI LUN</source>
        <translation>Bezeichner der iSCSI-LUN</translation>
    </message>
</context>
<context>
    <name>Custody::SourceLayout</name>
    <message>
        <source>the layout of an E01, split or network source is read through a FUSE view, which needs root</source>
        <translation>der Aufbau einer E01-, geteilten oder Netzwerkquelle wird über eine FUSE-Ansicht gelesen, die Root-Rechte erfordert</translation>
    </message>
    <message>
        <source>the layout was not read within %1 s: the source answers slowly or not at all, and nothing waits for it longer</source>
        <translation>der Aufbau wurde nicht innerhalb von %1 s gelesen: die Quelle antwortet langsam oder gar nicht, und nichts wartet länger auf sie</translation>
    </message>
</context>
<context>
    <name>Custody::SystemDisks</name>
    <message>
        <source>the running system (/)</source>
        <translation>das laufende System (/)</translation>
    </message>
    <message>
        <source>swap (%1)</source>
        <translation>Auslagerungsspeicher (%1)</translation>
    </message>
    <message>
        <source>the destination folder %1</source>
        <translation>den Zielordner %1</translation>
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
        <translation>Keine Durchsatz-Messpunkte aufgezeichnet.</translation>
    </message>
    <message>
        <source>Rate (MB/s)</source>
        <translation>Datenrate (MB/s)</translation>
    </message>
    <message>
        <source>Time since the start (%1)</source>
        <translation>Zeit seit Beginn (%1)</translation>
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
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>Throughput graph</source>
        <translation>Durchsatzdiagramm</translation>
    </message>
    <message>
        <source>No throughput samples yet.</source>
        <translation>Noch keine Durchsatz-Messpunkte.</translation>
    </message>
    <message>
        <source>Time since the start (%1)</source>
        <translation>Zeit seit Beginn (%1)</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Imaging</source>
        <translation>Abbilderstellung</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>Zurücklesen</translation>
    </message>
    <message>
        <source>Source read again</source>
        <translation>Quelle erneut gelesen</translation>
    </message>
    <message>
        <source>%1: current rate %2, average %3.</source>
        <translation>%1: aktuelle Rate %2, Durchschnitt %3.</translation>
    </message>
</context>
<context>
    <name>Custody::Units</name>
    <message>
        <source>C</source>
        <comment>The locale of this translation&apos;s numbers (de_DE, fr_FR): decimal commas in reports</comment>
        <translation>de_DE</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationChecksView</name>
    <message>
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <source>whole image</source>
        <translation>ganzes Abbild</translation>
    </message>
    <message>
        <source>segment</source>
        <translation>Segment</translation>
    </message>
    <message>
        <source>segment %1</source>
        <translation>Segment %1</translation>
    </message>
    <message>
        <source>window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Of</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>Logged</source>
        <translation>Protokolliert</translation>
    </message>
    <message>
        <source>Computed</source>
        <translation>Berechnet</translation>
    </message>
    <message>
        <source>Where logged</source>
        <translation>Wo protokolliert</translation>
    </message>
    <message>
        <source>bytes %1</source>
        <translation>Bytes %1</translation>
    </message>
    <message>
        <source>all %1 bytes</source>
        <translation>alle %1 Bytes</translation>
    </message>
    <message>
        <source>size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>size of %1</source>
        <translation>Größe von %1</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>chunk</source>
        <translation>Block</translation>
    </message>
    <message>
        <source>chunk checksum</source>
        <translation>Blockprüfsumme</translation>
    </message>
    <message>
        <source>does not match the chunk</source>
        <translation>passt nicht zum Block</translation>
    </message>
    <message>
        <source>signature of %1</source>
        <translation>Signatur von %1</translation>
    </message>
    <message>
        <source>CMS signature</source>
        <translation>CMS-Signatur</translation>
    </message>
    <message>
        <source>unchanged since signed</source>
        <translation>seit der Signatur unverändert</translation>
    </message>
    <message>
        <source>unchanged since signed, by a certificate of the trusted CA %1</source>
        <translation>seit der Signatur unverändert, mit einem Zertifikat der vertrauenswürdigen CA %1</translation>
    </message>
    <message>
        <source>the signed log %1 says it was signed, but its signature %2.p7s is not there</source>
        <translation>laut dem signierten Protokoll %1 wurde die Datei signiert, aber ihre Signatur %2.p7s ist nicht vorhanden</translation>
    </message>
    <message>
        <source>the signed log %1 says it was signed, but neither it nor its signature is there</source>
        <translation>laut dem signierten Protokoll %1 wurde die Datei signiert, aber weder sie noch ihre Signatur ist vorhanden</translation>
    </message>
    <message>
        <source>unchanged since signed, but with another certificate than the one the signed log %1 names (SHA-256 %2)</source>
        <translation>seit der Signatur unverändert, aber mit einem anderen Zertifikat als dem, das das signierte Protokoll %1 nennt (SHA-256 %2)</translation>
    </message>
    <message>
        <source>%1
certificate SHA-256 %2, signed %3</source>
        <translation>%1
Zertifikat SHA-256 %2, signiert %3</translation>
    </message>
    <message>
        <source>not a signature: %1.p7s is not a detached CMS signature of one signer, so it vouches for nothing</source>
        <translation>keine Signatur: %1.p7s ist keine abgetrennte CMS-Signatur eines Unterzeichners und bürgt daher für nichts</translation>
    </message>
    <message>
        <source>the signature does not match the file: the file changed since it was signed</source>
        <translation>die Signatur passt nicht zur Datei: Die Datei wurde seit der Signatur verändert</translation>
    </message>
    <message>
        <source>the signature is damaged: it does not verify with the certificate it carries, so it vouches for nothing</source>
        <translation>die Signatur ist beschädigt: Sie lässt sich mit dem mitgeführten Zertifikat nicht prüfen und bürgt daher für nichts</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate has expired: the trusted CA %1 does not vouch for it at the time of this verification</source>
        <translation>seit der Signatur unverändert, aber das Zertifikat des Unterzeichners ist abgelaufen: Die vertrauenswürdige CA %1 bürgt zum Zeitpunkt dieser Verifikation nicht dafür</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate is not valid yet: the trusted CA %1 does not vouch for it at the time of this verification</source>
        <translation>seit der Signatur unverändert, aber das Zertifikat des Unterzeichners ist noch nicht gültig: Die vertrauenswürdige CA %1 bürgt zum Zeitpunkt dieser Verifikation nicht dafür</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate is not trusted: it was not issued under the trusted CA %1</source>
        <translation>seit der Signatur unverändert, aber dem Zertifikat des Unterzeichners wird nicht vertraut: Es wurde nicht unter der vertrauenswürdigen CA %1 ausgestellt</translation>
    </message>
    <message>
        <source>the signature does not match the file: the file or its signature changed since it was signed</source>
        <translation>die Signatur passt nicht zur Datei: Die Datei oder ihre Signatur wurde seit der Signatur verändert</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate is not trusted by the CA %1</source>
        <translation>seit der Signatur unverändert, aber die CA %1 vertraut dem Zertifikat des Unterzeichners nicht</translation>
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
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <source>match</source>
        <translation>Übereinstimmung</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>ABWEICHUNG</translation>
    </message>
    <message>
        <source>not checked: %1</source>
        <translation>nicht geprüft: %1</translation>
    </message>
    <message>
        <source>whole image</source>
        <translation>gesamtes Abbild</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>Of</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Logged</source>
        <translation>Protokolliert</translation>
    </message>
    <message>
        <source>Computed</source>
        <translation>Berechnet</translation>
    </message>
    <message>
        <source>Where logged</source>
        <translation>Fundstelle im Log</translation>
    </message>
    <message>
        <source>Created (UTC)</source>
        <translation>Erstellt (UTC)</translation>
    </message>
    <message>
        <source>Created (local time)</source>
        <translation>Erstellt (Ortszeit)</translation>
    </message>
    <message>
        <source>Created by</source>
        <translation>Erstellt mit</translation>
    </message>
    <message>
        <source>Verification started</source>
        <translation>Verifikation begonnen</translation>
    </message>
    <message>
        <source>Verification ended</source>
        <translation>Verifikation beendet</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Befehlszeile</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Abbild</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Gelesen</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>Segment</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Hashlog</source>
        <translation>Hash-Log</translation>
    </message>
    <message>
        <source>Written by</source>
        <translation>Geschrieben von</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Hashlogs</source>
        <translation>Hash-Logs</translation>
    </message>
    <message>
        <source>Logged bytes</source>
        <translation>Protokollierte Byte</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>Größen</translation>
    </message>
    <message numerus="yes">
        <source>%n window or segment digest(s) match; the appendix lists every window and segment digest.</source>
        <translation>
            <numerusform>%n Fenster- oder Segment-Hashwert stimmt überein; der Anhang führt jeden Fenster- und Segment-Hashwert auf.</numerusform>
            <numerusform>%n Fenster- oder Segment-Hashwerte stimmen überein; der Anhang führt jeden Fenster- und Segment-Hashwert auf.</numerusform>
        </translation>
    </message>
    <message>
        <source>Digests</source>
        <translation>Hashwerte</translation>
    </message>
    <message>
        <source>Appendix: every window and segment digest</source>
        <translation>Anhang: jeder Fenster- und Segment-Hashwert</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Unterschriften</translation>
    </message>
    <message>
        <source>The undersigned confirm that this report describes the verification they performed or witnessed.</source>
        <translation>Die Unterzeichnenden bestätigen, dass dieser Bericht die Verifikation beschreibt, die sie durchgeführt oder bezeugt haben.</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Prüfer</translation>
    </message>
    <message>
        <source>Witness</source>
        <translation>Zeuge</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Unterschrift</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Verification report</source>
        <translation>Verifikationsbericht</translation>
    </message>
    <message>
        <source>Custody verification report · %1</source>
        <translation>Custody-Verifikationsbericht · %1</translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>erstellt %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Examiner&apos;s initials:</source>
        <translation>Kürzel des Prüfers:</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>each as computed</source>
        <translation>jeweils wie berechnet</translation>
    </message>
    <message>
        <source>%1 to line %2</source>
        <translation>%1 bis Zeile %2</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>segment, bytes %1</source>
        <translation>Segment, Bytes %1</translation>
    </message>
    <message>
        <source>segment %1, bytes %2</source>
        <translation>Segment %1, Bytes %2</translation>
    </message>
    <message>
        <source>window, bytes %1</source>
        <translation>Fenster, Bytes %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pieces, bytes %1</source>
        <translation>
            <numerusform>%n Stück, Bytes %1</numerusform>
            <numerusform>%n Stücke, Bytes %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sektoren</translation>
    </message>
    <message>
        <source>Segment file</source>
        <translation>Segmentdatei</translation>
    </message>
    <message>
        <source>Chunks that fail their checksum</source>
        <translation>Blöcke mit falscher Prüfsumme</translation>
    </message>
    <message>
        <source>Signed by</source>
        <translation>Signiert von</translation>
    </message>
    <message>
        <source>Signed at</source>
        <translation>Signiert am</translation>
    </message>
    <message>
        <source>Certificate SHA-256</source>
        <translation>Zertifikat SHA-256</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>CHANGED</source>
        <translation>GEÄNDERT</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>nicht festgehalten</translation>
    </message>
    <message>
        <source>SIGNATURE MISSING: the signed log %1 says it was signed</source>
        <translation>SIGNATUR FEHLT: laut dem signierten Protokoll %1 wurde die Datei signiert</translation>
    </message>
    <message>
        <source>MISSING: the signed log %1 says it was signed</source>
        <translation>FEHLT: laut dem signierten Protokoll %1 wurde die Datei signiert</translation>
    </message>
    <message>
        <source>SIGNATURE INVALID</source>
        <translation>SIGNATUR UNGÜLTIG</translation>
    </message>
    <message>
        <source>OTHER SIGNER than the signed log %1 names</source>
        <translation>ANDERER UNTERZEICHNER als im signierten Protokoll %1 genannt</translation>
    </message>
    <message>
        <source>UNTRUSTED at the verification time %1</source>
        <translation>NICHT VERTRAUENSWÜRDIG zum Verifikationszeitpunkt %1</translation>
    </message>
    <message>
        <source>unchanged, CA-issued, valid at the verification time %1</source>
        <translation>unverändert, von der CA ausgestellt, gültig zum Verifikationszeitpunkt %1</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationPanel</name>
    <message>
        <source>&amp;Cancel verification</source>
        <translation>Verifikation a&amp;bbrechen</translation>
    </message>
    <message>
        <source>&amp;Save report…</source>
        <translation>Bericht &amp;speichern…</translation>
    </message>
    <message>
        <source>&amp;Print report…</source>
        <translation>Bericht d&amp;rucken…</translation>
    </message>
    <message>
        <source>Verify %1</source>
        <translation>%1 verifizieren</translation>
    </message>
    <message>
        <source>Verifying %1 against %2</source>
        <translation>%1 wird gegen %2 verifiziert</translation>
    </message>
    <message>
        <source>FAILED: %1</source>
        <translation>FEHLGESCHLAGEN: %1</translation>
    </message>
    <message>
        <source>Verified %1</source>
        <translation>%1 verifiziert</translation>
    </message>
    <message>
        <source>Save the verification report</source>
        <translation>Verifikationsbericht speichern</translation>
    </message>
    <message>
        <source>Report not saved</source>
        <translation>Bericht nicht gespeichert</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;Text and JSON (*.txt)</source>
        <translation>PDF (*.pdf);;Text und JSON (*.txt)</translation>
    </message>
    <message>
        <source>Report not printed</source>
        <translation>Bericht nicht gedruckt</translation>
    </message>
    <message>
        <source>MATCH</source>
        <translation>ÜBEREINSTIMMUNG</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>ABWEICHUNG</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>NICHT VERIFIZIERT</translation>
    </message>
    <message>
        <source>INCOMPLETE</source>
        <translation>UNVOLLSTÄNDIG</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FEHLGESCHLAGEN</translation>
    </message>
    <message>
        <source>Verify %1: %2</source>
        <translation>%1 verifizieren: %2</translation>
    </message>
    <message>
        <source>Report saved: %1 (SHA-256 %2)</source>
        <translation>Bericht gespeichert: %1 (SHA-256 %2)</translation>
    </message>
    <message>
        <source>Report saved: %1</source>
        <translation>Bericht gespeichert: %1</translation>
    </message>
    <message>
        <source>the hashlog %1</source>
        <translation>das Hashlog %1</translation>
    </message>
    <message>
        <source>Vie&amp;w report</source>
        <translation>Bericht an&amp;zeigen</translation>
    </message>
    <message>
        <source>Print the verification report</source>
        <translation>Verifikationsbericht drucken</translation>
    </message>
    <message>
        <source>Verification report</source>
        <translation>Verifikationsbericht</translation>
    </message>
    <message>
        <source>Report not shown</source>
        <translation>Bericht nicht angezeigt</translation>
    </message>
    <message>
        <source>Signature of %1: %2</source>
        <translation>Signatur von %1: %2</translation>
    </message>
    <message>
        <source>The first window or segment that differs covers bytes %1.</source>
        <translation>Das erste abweichende Fenster oder Segment umfasst die Bytes %1.</translation>
    </message>
    <message>
        <source>Saving the report to %1…</source>
        <translation>Der Bericht wird unter %1 gespeichert…</translation>
    </message>
    <message>
        <source>%1: %2 at %3</source>
        <translation>%1: %2 mit %3</translation>
    </message>
    <message>
        <source>Not signed: no signature (FILE.p7s) beside the image or its hashlogs</source>
        <translation>Nicht signiert: keine Signatur (DATEI.p7s) neben dem Abbild oder seinen Hashlogs</translation>
    </message>
    <message>
        <source>Signed by %1: %2</source>
        <translation>Signiert von %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n signature(s) fail: see above and the signature rows below.</source>
        <translation>
            <numerusform>%n Signatur schlägt fehl: siehe oben und die Signaturzeilen unten.</numerusform>
            <numerusform>%n Signaturen schlagen fehl: siehe oben und die Signaturzeilen unten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: read as %2</source>
        <translation>%1: gelesen als %2</translation>
    </message>
    <message>
        <source>Report not saved: %1</source>
        <translation>Bericht nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Not signed: %1</source>
        <translation>Nicht signiert: %1</translation>
    </message>
    <message>
        <source>Signed by %1.</source>
        <translation>Signiert von %1.</translation>
    </message>
    <message>
        <source>Not signed: no signing identity is set (File → Signing identity…).</source>
        <translation>Nicht signiert: Es ist keine Signaturidentität eingerichtet (Datei → Signaturidentität…).</translation>
    </message>
    <message>
        <source>%1 is beside the report and is no CMS signature: move it away or save the report under another name.</source>
        <translation>%1 liegt neben dem Bericht und ist keine CMS-Signatur: Verschieben Sie die Datei oder speichern Sie den Bericht unter einem anderen Namen.</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationPlan</name>
    <message>
        <source>%1 more</source>
        <translation>%1 weitere</translation>
    </message>
    <message>
        <source>it holds hashes of %1 different files or runs (%2), and none is named like the image %3 or one of its segments</source>
        <translation>es enthält Hashwerte von %1 verschiedenen Dateien oder Läufen (%2), und keiner davon ist wie das Abbild %3 oder eines seiner Segmente benannt</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, not the image %3: its hashes are taken as the image&apos;s</source>
        <translation>%1 nennt „%2“, nicht das Abbild %3: Seine Hashwerte werden als die des Abbilds verwendet</translation>
    </message>
    <message>
        <source>algorithm %1 is not supported</source>
        <translation>Algorithmus %1 wird nicht unterstützt</translation>
    </message>
    <message numerus="yes">
        <source>%1 also lists %n other file(s), not checked</source>
        <translation>
            <numerusform>%1 führt außerdem %n weitere Datei auf, die nicht geprüft wird</numerusform>
            <numerusform>%1 führt außerdem %n weitere Dateien auf, die nicht geprüft werden</numerusform>
        </translation>
    </message>
    <message>
        <source>the log&apos;s hash windows are checked instead</source>
        <translation>stattdessen werden die Hash-Fenster des Hash-Logs geprüft</translation>
    </message>
    <message>
        <source>the pieces are not windows of one size from the start of the image, which one read can check</source>
        <translation>die Abschnitte sind keine Fenster einheitlicher Größe ab dem Anfang des Abbilds, die ein einziger Lesevorgang prüfen könnte</translation>
    </message>
    <message>
        <source>windows of %1 bytes; this read checks windows of %2 bytes</source>
        <translation>Fenster zu %1 Bytes; dieser Lesevorgang prüft Fenster zu %2 Bytes</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationReport</name>
    <message>
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <source>The verification was cancelled before the end of the image.</source>
        <translation>Die Verifikation wurde vor dem Ende des Abbilds abgebrochen.</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Abbild</translation>
    </message>
    <message>
        <source>%1, %2 bytes</source>
        <translation>%1, %2 Bytes</translation>
    </message>
    <message>
        <source>Hashlog</source>
        <translation>Hash-Log</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>%1%2 bytes, as logged (%3)</source>
        <translation>%1%2 Bytes, wie protokolliert (%3)</translation>
    </message>
    <message>
        <source>MISMATCH  %1%2 bytes, the log records %3 (%4)</source>
        <translation>UNGLEICH  %1%2 Bytes, das Hash-Log nennt %3 (%4)</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>MISMATCH  %1: logged %2, image %3 (%4)</source>
        <translation>UNGLEICH  %1: protokolliert %2, Abbild %3 (%4)</translation>
    </message>
    <message>
        <source>not checked: %1: %2 (%3)</source>
        <translation>nicht geprüft: %1: %2 (%3)</translation>
    </message>
    <message>
        <source>match     %1 (%2)</source>
        <translation>gleich    %1 (%2)</translation>
    </message>
    <message>
        <source>MISMATCH  logged %1, image %2 (%3)</source>
        <translation>UNGLEICH  protokolliert %1, Abbild %2 (%3)</translation>
    </message>
    <message>
        <source>not checked: %1 (%2)</source>
        <translation>nicht geprüft: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n image or file digest(s)</source>
        <translation>
            <numerusform>%n Abbild- oder Datei-Hashwert</numerusform>
            <numerusform>%n Abbild- oder Datei-Hashwerte</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: MATCH. %1 checked: all agree with the image.%2</source>
        <translation>Ergebnis: ÜBEREINSTIMMUNG. Geprüft: %1; alle stimmen mit dem Abbild überein.%2</translation>
    </message>
    <message numerus="yes">
        <source>Verdict: NOT VERIFIED. None of the %n digest(s) the hashlog records could be checked (see above); nothing is proven.</source>
        <translation>
            <numerusform>Ergebnis: NICHT VERIFIZIERT. Keiner der im Hash-Log verzeichneten Hashwerte (%n) konnte geprüft werden (siehe oben); nichts ist bewiesen.</numerusform>
            <numerusform>Ergebnis: NICHT VERIFIZIERT. Keiner der %n im Hash-Log verzeichneten Hashwerte konnte geprüft werden (siehe oben); nichts ist bewiesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: INCOMPLETE. The %1 checked agree with the image, but no digest covers %2 (the first such range): the image as a whole is not verified.</source>
        <translation>Ergebnis: UNVOLLSTÄNDIG. Die geprüften %1 stimmen mit dem Abbild überein, aber kein Hashwert deckt %2 ab (der erste solche Bereich): Das Abbild als Ganzes ist nicht verifiziert.</translation>
    </message>
    <message>
        <source>Verdict: FAILED. The image was not read to the end; nothing is proven.</source>
        <translation>Ergebnis: FEHLGESCHLAGEN. Das Abbild wurde nicht bis zum Ende gelesen; nichts ist bewiesen.</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>nicht berechnet</translation>
    </message>
    <message>
        <source>the image ends before this piece</source>
        <translation>das Abbild endet vor diesem Abschnitt</translation>
    </message>
    <message>
        <source>the image was not read to the end</source>
        <translation>das Abbild wurde nicht bis zum Ende gelesen</translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) (windows or segments): %1 match, %2 mismatch, %3 not checked</source>
        <translation>
            <numerusform>%n Abschnitt (Fenster oder Segmente): %1 gleich, %2 abweichend, %3 nicht geprüft</numerusform>
            <numerusform>%n Abschnitte (Fenster oder Segmente): %1 gleich, %2 abweichend, %3 nicht geprüft</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>two counts of digests</comment>
        <translation>%1 und %2</translation>
    </message>
    <message numerus="yes">
        <source>%n window or segment digest(s)</source>
        <translation>
            <numerusform>%n Fenster- oder Segment-Hashwert</numerusform>
            <numerusform>%n Fenster- oder Segment-Hashwerte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n logged digest(s) could not be checked (see above).</source>
        <translation>
            <numerusform>%n protokollierter Hashwert konnte nicht geprüft werden (siehe oben).</numerusform>
            <numerusform>%n protokollierte Hashwerte konnten nicht geprüft werden (siehe oben).</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: MISMATCH. The image differs from what the hashlog records (%1 checked; %2 differ, and so does the size).</source>
        <translation>Ergebnis: ABWEICHUNG. Das Abbild weicht von den Angaben im Hash-Log ab (geprüft: %1; abweichend: %2, ebenso die Größe).</translation>
    </message>
    <message>
        <source>Verdict: MISMATCH. The image differs from what the hashlog records (%1 checked; %2 differ).</source>
        <translation>Ergebnis: ABWEICHUNG. Das Abbild weicht von den Angaben im Hash-Log ab (geprüft: %1; abweichend: %2).</translation>
    </message>
    <message>
        <source>bytes %1</source>
        <translation>Bytes %1</translation>
    </message>
    <message>
        <source>Windows or segments that differ: %1.</source>
        <translation>Abweichende Fenster oder Segmente: %1.</translation>
    </message>
    <message>
        <source>segment %1 of the E01 image is missing</source>
        <translation>Segment %1 des E01-Abbilds fehlt</translation>
    </message>
    <message>
        <source>Chunk</source>
        <translation>Block</translation>
    </message>
    <message>
        <source>CHECKSUM ERROR  %1 (sectors %2) in %3</source>
        <translation>PRÜFSUMMENFEHLER  %1 (Sektoren %2) in %3</translation>
    </message>
    <message numerus="yes">
        <source>Verdict: MISMATCH. %n chunk(s) of the image fail their checksum (see above); %1 checked, %2 differ.</source>
        <translation>
            <numerusform>Ergebnis: ABWEICHUNG. %n Block des Abbilds besteht seine Prüfsumme nicht (siehe oben); %1 geprüft, %2 weichen ab.</numerusform>
            <numerusform>Ergebnis: ABWEICHUNG. %n Blöcke des Abbilds bestehen ihre Prüfsumme nicht (siehe oben); %1 geprüft, %2 weichen ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>the E01 image stores no MD5 or SHA-1 of its media data, and no hashlog was given: there is nothing to check it against</source>
        <translation>das E01-Abbild speichert weder MD5 noch SHA-1 seiner Daten, und es wurde kein Hash-Log angegeben: es gibt nichts, womit es sich prüfen ließe</translation>
    </message>
    <message>
        <source>%1 stores no MD5 or SHA-1 of its media data</source>
        <translation>%1 speichert weder MD5 noch SHA-1 seiner Daten</translation>
    </message>
    <message>
        <source>%1 hashes the E01&apos;s segment files themselves, not its media data: not checked here (md5sum -c or sha256sum -c checks them)</source>
        <translation>%1 enthält Hashes der Segmentdateien des E01 selbst, nicht seiner Daten: hier nicht geprüft (md5sum -c oder sha256sum -c prüft sie)</translation>
    </message>
    <message>
        <source>%1 is segment %2 of an E01 image, not segment %3: it was renamed or belongs to another image</source>
        <translation>%1 ist Segment %2 eines E01-Abbilds, nicht Segment %3: Die Datei wurde umbenannt oder gehört zu einem anderen Abbild</translation>
    </message>
    <message>
        <source>%1 and %2 belong to different E01 images: their set identifiers are %3 and %4</source>
        <translation>%1 und %2 gehören zu verschiedenen E01-Abbildern: Ihre Satzkennungen sind %3 und %4</translation>
    </message>
    <message>
        <source>an unrecorded time</source>
        <translation>einem nicht festgehaltenen Zeitpunkt</translation>
    </message>
    <message>
        <source>Signed</source>
        <translation>Signiert</translation>
    </message>
    <message>
        <source>CHANGED  %1 since it was signed by %2 at %3, or its signature is damaged (%4)</source>
        <translation>GEÄNDERT  %1 seit der Signatur durch %2 am %3, oder die Signatur ist beschädigt (%4)</translation>
    </message>
    <message>
        <source>%1: unchanged since signed at %2 with a certificate naming %3 (SHA-256 %4; not checked against a CA)</source>
        <translation>%1: unverändert seit der Signatur am %2 mit einem Zertifikat auf %3 (SHA-256 %4; nicht gegen eine CA geprüft)</translation>
    </message>
    <message>
        <source>SIGNATURE MISSING  %1: the signed log %2 says it was signed at %3 with a certificate naming %4 (SHA-256 %5), but its signature %1.p7s is not there</source>
        <translation>SIGNATUR FEHLT  %1: laut dem signierten Protokoll %2 wurde die Datei am %3 mit einem Zertifikat auf %4 (SHA-256 %5) signiert, aber ihre Signatur %1.p7s ist nicht vorhanden</translation>
    </message>
    <message>
        <source>MISSING  %1: the signed log %2 says it was signed at %3 with a certificate naming %4 (SHA-256 %5), but neither it nor its signature is there</source>
        <translation>FEHLT  %1: laut dem signierten Protokoll %2 wurde die Datei am %3 mit einem Zertifikat auf %4 (SHA-256 %5) signiert, aber weder sie noch ihre Signatur ist vorhanden</translation>
    </message>
    <message>
        <source>SIGNATURE INVALID  %1: %1.p7s is not a detached CMS signature of one signer (%2)</source>
        <translation>SIGNATUR UNGÜLTIG  %1: %1.p7s ist keine abgetrennte CMS-Signatur eines einzigen Unterzeichners (%2)</translation>
    </message>
    <message>
        <source>OTHER SIGNER  %1: unchanged since signed at %2 with a certificate naming %3 (SHA-256 %4), but the signed log %5 says it was signed with the certificate SHA-256 %6</source>
        <translation>ANDERER UNTERZEICHNER  %1: unverändert seit der Signatur am %2 mit einem Zertifikat auf %3 (SHA-256 %4), aber laut dem signierten Protokoll %5 wurde die Datei mit dem Zertifikat SHA-256 %6 signiert</translation>
    </message>
    <message>
        <source>UNTRUSTED  %1: signed (at %2, as the signer states) with a certificate naming %3 (SHA-256 %4) that the CA %5 does not vouch for at the time of this verification, %6: %7</source>
        <translation>NICHT VERTRAUENSWÜRDIG  %1: signiert (am %2, nach Angabe des Unterzeichners) mit einem Zertifikat auf %3 (SHA-256 %4), für das die CA %5 zum Zeitpunkt dieser Verifikation, %6, nicht bürgt: %7</translation>
    </message>
    <message>
        <source>%1: unchanged since signed (at %2, as the signer states) with a certificate naming %3 (SHA-256 %4), issued under the CA %5 and valid at the time of this verification, %6</source>
        <translation>%1: unverändert seit der Signatur (am %2, nach Angabe des Unterzeichners) mit einem Zertifikat auf %3 (SHA-256 %4), ausgestellt unter der CA %5 und gültig zum Zeitpunkt dieser Verifikation, %6</translation>
    </message>
    <message numerus="yes">
        <source>Verdict: MISMATCH. %n signed file(s) changed since they were signed, lack the signature the signed log says they have, or were signed under no trusted CA (see above); %1 checked, %2 differ from the image.</source>
        <translation>
            <numerusform>Ergebnis: ABWEICHUNG. %n signierte Datei wurde seit der Signatur geändert, hat die Signatur nicht, die ihr das signierte Protokoll zuschreibt, oder wurde unter keiner vertrauenswürdigen CA signiert (siehe oben); %1 geprüft, %2 weichen vom Abbild ab.</numerusform>
            <numerusform>Ergebnis: ABWEICHUNG. %n signierte Dateien wurden seit der Signatur geändert, haben die Signatur nicht, die ihnen das signierte Protokoll zuschreibt, oder wurden unter keiner vertrauenswürdigen CA signiert (siehe oben); %1 geprüft, %2 weichen vom Abbild ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Asservat</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Prüfer</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationVerdict</name>
    <message>
        <source>MATCH</source>
        <translation>ÜBEREINSTIMMUNG</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>ABWEICHUNG</translation>
    </message>
    <message>
        <source>VERIFICATION FAILED</source>
        <translation>VERIFIKATION FEHLGESCHLAGEN</translation>
    </message>
    <message>
        <source>INCOMPLETE: NOT A MATCH</source>
        <translation>UNVOLLSTÄNDIG: KEINE ÜBEREINSTIMMUNG</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>NICHT VERIFIZIERT</translation>
    </message>
    <message>
        <source>The image read-back was cancelled before it finished.</source>
        <translation>Das Zurücklesen des Abbilds wurde abgebrochen, bevor es fertig war.</translation>
    </message>
    <message>
        <source>The image could not be read back: %1</source>
        <translation>Das Abbild konnte nicht zurückgelesen werden: %1</translation>
    </message>
    <message>
        <source>%1 of the image read back differs from the acquisition hash: the image is not what was acquired.</source>
        <translation>%1 des zurückgelesenen Abbilds weicht vom Hash der Sicherung ab: Das Abbild ist nicht das, was gesichert wurde.</translation>
    </message>
    <message>
        <source>No hash of the image differs, but %1 was not computed again, so the image is not shown to be what was acquired.</source>
        <translation>Kein Hash des Abbilds weicht ab, aber %1 wurde nicht erneut berechnet; damit ist nicht gezeigt, dass das Abbild das Gesicherte ist.</translation>
    </message>
    <message>
        <source>Every hash (%1) of the image read back equals the acquisition hash.</source>
        <translation>Jeder Hash (%1) des zurückgelesenen Abbilds gleicht dem Hash der Sicherung.</translation>
    </message>
    <message>
        <source>The second read of the source was cancelled before it finished.</source>
        <translation>Das zweite Lesen der Quelle wurde abgebrochen, bevor es fertig war.</translation>
    </message>
    <message>
        <source>The source could not be read again: %1</source>
        <translation>Die Quelle konnte nicht erneut gelesen werden: %1</translation>
    </message>
    <message>
        <source>The source read again has the acquisition hashes.</source>
        <translation>Die erneut gelesene Quelle hat die Hashes der Sicherung.</translation>
    </message>
    <message>
        <source>The source read again has other hashes over unreadable sectors; this record predates the sector-by-sector comparison, so the source was not compared with the image.</source>
        <translation>Die erneut gelesene Quelle hat über unlesbare Sektoren hinweg andere Hashes; dieser Datensatz ist älter als der sektorweise Vergleich, daher wurde die Quelle nicht mit dem Abbild verglichen.</translation>
    </message>
    <message>
        <source>The source read again does not have the acquisition hashes, although no sector was unreadable.</source>
        <translation>Die erneut gelesene Quelle hat nicht die Hashes der Sicherung, obwohl kein Sektor unlesbar war.</translation>
    </message>
    <message>
        <source>The source read again differs from the image: %1 bytes in sectors read both times, the first at byte offset %2.</source>
        <translation>Die erneut gelesene Quelle weicht vom Abbild ab: %1 Bytes in beide Male gelesenen Sektoren, das erste bei Byte-Offset %2.</translation>
    </message>
    <message>
        <source>No sector of the source could be read both times, so the source was not compared with the image.</source>
        <translation>Kein Sektor der Quelle konnte beide Male gelesen werden, daher wurde die Quelle nicht mit dem Abbild verglichen.</translation>
    </message>
    <message>
        <source>The source read again equals the image in every sector read both times (%1 bytes).</source>
        <translation>Die erneut gelesene Quelle gleicht dem Abbild in jedem beide Male gelesenen Sektor (%1 Bytes).</translation>
    </message>
    <message>
        <source>%1 bytes unreadable in one of the two reads were not compared.</source>
        <translation>%1 Bytes, die bei einem der beiden Lesevorgänge unlesbar waren, wurden nicht verglichen.</translation>
    </message>
    <message>
        <source>Of those, %1 bytes were unreadable during the acquisition and read now: their content is not in the image.</source>
        <translation>Davon waren %1 Bytes bei der Sicherung unlesbar und sind jetzt lesbar: Ihr Inhalt ist nicht im Abbild.</translation>
    </message>
    <message>
        <source>No verification is recorded: the image has not been read back and compared with the acquisition hashes.</source>
        <translation>Keine Verifikation aufgezeichnet: Das Abbild wurde nicht zurückgelesen und mit den Hashes der Sicherung verglichen.</translation>
    </message>
    <message>
        <source>The acquisition has no hash to compare the verification with.</source>
        <translation>Die Sicherung hat keinen Hash, mit dem die Verifikation verglichen werden kann.</translation>
    </message>
    <message>
        <source>The source was not read again.</source>
        <translation>Die Quelle wurde nicht erneut gelesen.</translation>
    </message>
    <message>
        <source>The image could not be read for the comparison with the source: %1</source>
        <translation>Das Abbild konnte für den Vergleich mit der Quelle nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The software write-block was found lifted on %1 before the end of the acquisition: the source was writable at some point during it.</source>
        <translation>Der Software-Schreibschutz war auf %1 vor dem Ende der Sicherung aufgehoben: Die Quelle war zu einem Zeitpunkt während der Sicherung beschreibbar.</translation>
    </message>
</context>
<context>
    <name>Custody::VerifyDialog</name>
    <message>
        <source>Verify an image</source>
        <translation>Ein Abbild verifizieren</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Image:</source>
        <translation>A&amp;bbild:</translation>
    </message>
    <message>
        <source>&amp;Hashlogs:</source>
        <translation>Hash-&amp;Logs:</translation>
    </message>
    <message>
        <source>&amp;Add hashlog…</source>
        <translation>Hash-Log &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>&amp;Verifizieren</translation>
    </message>
    <message>
        <source>Image to verify</source>
        <translation>Zu verifizierendes Abbild</translation>
    </message>
    <message>
        <source>Hashlog</source>
        <translation>Hash-Log</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 ist keine Datei.</translation>
    </message>
    <message>
        <source>No hashlog found next to the image: add one.</source>
        <translation>Kein Hash-Log neben dem Abbild gefunden: Fügen Sie eines hinzu.</translation>
    </message>
    <message>
        <source>Looking for hashlogs next to the image…</source>
        <translation>Hash-Logs neben dem Abbild werden gesucht …</translation>
    </message>
    <message>
        <source>Choose the image (for a split or E01 image, any of its segments).</source>
        <translation>Wählen Sie das Abbild (bei einem geteilten oder E01-Abbild eines seiner Segmente).</translation>
    </message>
    <message>
        <source>optional: signatures must come from this CA (PEM)</source>
        <translation>optional: Signaturen müssen von dieser CA stammen (PEM)</translation>
    </message>
    <message>
        <source>Brow&amp;se…</source>
        <translation>Du&amp;rchsuchen…</translation>
    </message>
    <message>
        <source>The CA certificate signers must chain to</source>
        <translation>Das CA-Zertifikat, auf das die Signaturen zurückführen müssen</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.crt);;All files (*)</source>
        <translation>PEM-Dateien (*.pem *.crt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Still looking at %1 and for hashlogs next to it: its folder does not answer (a share that is slow or gone?).</source>
        <translation>%1 wird noch geprüft und nach Hashlogs daneben gesucht: Der Ordner antwortet nicht (eine langsame oder getrennte Netzwerkfreigabe?).</translation>
    </message>
    <message>
        <source>Read as</source>
        <translation>Gelesen als</translation>
    </message>
    <message>
        <source>its folder does not answer</source>
        <translation>sein Ordner antwortet nicht</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>wird gelesen…</translation>
    </message>
    <message>
        <source>not readable</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>%1 cannot be read as a hashlog: %2
Remove it, or add another.</source>
        <translation>%1 kann nicht als Hash-Log gelesen werden: %2
Entfernen Sie es, oder fügen Sie ein anderes hinzu.</translation>
    </message>
    <message>
        <source>Hashlogs</source>
        <translation>Hash-Logs</translation>
    </message>
    <message>
        <source>&amp;Trusted CA:</source>
        <translation>Vertrauens&amp;würdige CA:</translation>
    </message>
</context>
<context>
    <name>Custody::VolumeMounts</name>
    <message>
        <source>encrypted: listed, not unlocked</source>
        <translation>verschlüsselt: aufgeführt, nicht entsperrt</translation>
    </message>
    <message>
        <source>not a file system (%1)</source>
        <translation>kein Dateisystem (%1)</translation>
    </message>
    <message>
        <source>this kernel has no %1 driver</source>
        <translation>dieser Kernel hat keinen %1-Treiber</translation>
    </message>
    <message>
        <source>no loop device: %1</source>
        <translation>kein Loop-Gerät: %1</translation>
    </message>
    <message>
        <source>the mount failed: %1</source>
        <translation>das Einhängen schlug fehl: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: in use by %2, set up on a file in it; detach it (losetup -d), then unmount again</source>
        <translation>%1: belegt durch %2, eingerichtet auf einer Datei darin; lösen Sie es (losetup -d) und hängen Sie dann erneut aus</translation>
    </message>
</context>
<context>
    <name>Custody::WipeCertificateActions</name>
    <message>
        <source>Save a copy of the wipe certificate</source>
        <translation>Kopie des Löschzertifikats speichern</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Wipe certificate</source>
        <translation>Löschzertifikat</translation>
    </message>
    <message>
        <source>Print the wipe certificate</source>
        <translation>Löschzertifikat drucken</translation>
    </message>
</context>
<context>
    <name>Custody::WipeCertificateDocument</name>
    <message>
        <source>PASSED</source>
        <translation>BESTANDEN</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FEHLGESCHLAGEN</translation>
    </message>
    <message>
        <source>CANCELLED</source>
        <translation>ABGEBROCHEN</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>NICHT VERIFIZIERT</translation>
    </message>
    <message>
        <source>Sterile: every one of the %1 sectors the drive shows was read back from the medium holding the pattern %2. Nothing was written.</source>
        <translation>Steril: Jeder der %1 Sektoren, die das Laufwerk zeigt, wurde vom Medium zurückgelesen und enthält das Muster %2. Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Sterile: every one of the %1 sectors the drive shows was written with the pattern %2 and read back from the medium holding it.</source>
        <translation>Steril: Jeder der %1 Sektoren, die das Laufwerk zeigt, wurde mit dem Muster %2 beschrieben und enthält es beim Zurücklesen vom Medium.</translation>
    </message>
    <message numerus="yes">
        <source>Not sterile: %n sector(s) do not hold the pattern (listed under Failed sectors).</source>
        <translation>
            <numerusform>Nicht steril: %n Sektor enthält das Muster nicht (aufgeführt unter Fehlgeschlagene Sektoren).</numerusform>
            <numerusform>Nicht steril: %n Sektoren enthalten das Muster nicht (aufgeführt unter Fehlgeschlagene Sektoren).</numerusform>
        </translation>
    </message>
    <message>
        <source>Not sterile: the wipe stopped before its end, after %1 of the %2 sectors were written and %3 read back: %4</source>
        <translation>Nicht steril: Die Löschung hielt vor ihrem Ende an, nachdem %1 der %2 Sektoren geschrieben und %3 zurückgelesen waren: %4</translation>
    </message>
    <message>
        <source>Not sterile: cancelled by the examiner after %1 of the %2 sectors were written and %3 read back.</source>
        <translation>Nicht steril: vom Sachbearbeiter abgebrochen, nachdem %1 der %2 Sektoren geschrieben und %3 zurückgelesen waren.</translation>
    </message>
    <message>
        <source>Not proven sterile: the sectors were not all read back from the medium (%1 of %2 read back, %3).</source>
        <translation>Nicht als steril nachgewiesen: Nicht alle Sektoren wurden vom Medium zurückgelesen (%1 von %2 zurückgelesen, %3).</translation>
    </message>
    <message>
        <source>%1 Not wiped: the host cannot write there.</source>
        <translation>%1 Nicht gelöscht: Der Rechner kann dort nicht schreiben.</translation>
    </message>
    <message>
        <source>Drive wipe certificate</source>
        <translation>Zertifikat der Laufwerkslöschung</translation>
    </message>
    <message>
        <source>Custody wipe certificate · %1 · serial %2</source>
        <translation>Custody-Löschzertifikat · %1 · Seriennummer %2</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>nicht aufgezeichnet</translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>erstellt %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Examiner&apos;s initials:</source>
        <translation>Kürzel des Prüfers:</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>%1 sectors (%2 bytes)</source>
        <translation>%1 Sektoren (%2 Bytes)</translation>
    </message>
    <message>
        <source>zeros (0x00)</source>
        <translation>Nullen (0x00)</translation>
    </message>
    <message>
        <source>random: the %1 keystream of the key and initial counter below, which make it again</source>
        <translation>zufällig: der %1-Schlüsselstrom des unten genannten Schlüssels und Anfangszählers, die ihn neu erzeugen</translation>
    </message>
    <message>
        <source>the byte %1 in every position</source>
        <translation>das Byte %1 an jeder Stelle</translation>
    </message>
    <message>
        <source>verify only: nothing was written</source>
        <translation>nur prüfen: Es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>BLKZEROOUT: the drive (or the kernel for it) wrote zeros; a range it refused was written with O_DIRECT</source>
        <translation>BLKZEROOUT: Das Laufwerk (oder der Kernel für es) hat Nullen geschrieben; ein abgelehnter Bereich wurde mit O_DIRECT geschrieben</translation>
    </message>
    <message>
        <source>written in aligned blocks with O_DIRECT, then the drive&apos;s cache flushed</source>
        <translation>in ausgerichteten Blöcken mit O_DIRECT geschrieben, danach der Cache des Laufwerks geleert</translation>
    </message>
    <message>
        <source>every sector read from the medium with O_DIRECT</source>
        <translation>jeder Sektor mit O_DIRECT vom Medium gelesen</translation>
    </message>
    <message>
        <source>O_DIRECT refused by the device: read through the page cache after dropping it (BLKFLSBUF, POSIX_FADV_DONTNEED)</source>
        <translation>O_DIRECT vom Gerät abgelehnt: über den Seitencache gelesen, nachdem dieser verworfen wurde (BLKFLSBUF, POSIX_FADV_DONTNEED)</translation>
    </message>
    <message>
        <source>O_DIRECT refused by the device and the page cache could not be dropped: the read-back may have come from memory</source>
        <translation>O_DIRECT vom Gerät abgelehnt und der Seitencache ließ sich nicht verwerfen: Das Zurücklesen kann aus dem Arbeitsspeicher gekommen sein</translation>
    </message>
    <message>
        <source>first byte not the pattern at offset %1 (sector %2, byte %3): %4</source>
        <translation>erstes Byte, das nicht dem Muster entspricht, bei Offset %1 (Sektor %2, Byte %3): %4</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>Schreibfehler</translation>
    </message>
    <message>
        <source>read error</source>
        <translation>Lesefehler</translation>
    </message>
    <message>
        <source>not the pattern</source>
        <translation>nicht das Muster</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>Zertifikat</translation>
    </message>
    <message>
        <source>Created (UTC)</source>
        <translation>Erstellt (UTC)</translation>
    </message>
    <message>
        <source>Created (local time)</source>
        <translation>Erstellt (Ortszeit)</translation>
    </message>
    <message>
        <source>Created by</source>
        <translation>Erstellt mit</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Befehlszeile</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>Betriebssystem</translation>
    </message>
    <message>
        <source>%1, kernel %2</source>
        <translation>%1, Kernel %2</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Seriennummer</translation>
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
        <translation>Größe</translation>
    </message>
    <message>
        <source>%1 bytes = %2 sectors of %3 bytes (%4)</source>
        <translation>%1 Bytes = %2 Sektoren zu %3 Bytes (%4)</translation>
    </message>
    <message>
        <source>Sector size</source>
        <translation>Sektorgröße</translation>
    </message>
    <message>
        <source>%1 bytes logical, %2 bytes physical</source>
        <translation>%1 Bytes logisch, %2 Bytes physisch</translation>
    </message>
    <message>
        <source>SMART at start</source>
        <translation>SMART zu Beginn</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not asked for</source>
        <translation>nicht angefordert</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>Versteckte Bereiche</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Muster</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Initial counter</source>
        <translation>Anfangszähler</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Verfahren</translation>
    </message>
    <message>
        <source>Read-back</source>
        <translation>Zurücklesen</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Sectors written</source>
        <translation>Geschriebene Sektoren</translation>
    </message>
    <message>
        <source>Sectors verified</source>
        <translation>Geprüfte Sektoren</translation>
    </message>
    <message>
        <source>Sectors failed</source>
        <translation>Fehlgeschlagene Sektoren</translation>
    </message>
    <message>
        <source>Stopped by</source>
        <translation>Angehalten durch</translation>
    </message>
    <message>
        <source>Wipe</source>
        <translation>Löschung</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>Erster Sektor</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>Letzter Sektor</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sektoren</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Einzelheiten</translation>
    </message>
    <message>
        <source>Failed sectors</source>
        <translation>Fehlgeschlagene Sektoren</translation>
    </message>
    <message>
        <source>holds the pattern, read back</source>
        <translation>enthält das Muster, zurückgelesen</translation>
    </message>
    <message>
        <source>written, not read back</source>
        <translation>geschrieben, nicht zurückgelesen</translation>
    </message>
    <message>
        <source>not written</source>
        <translation>nicht geschrieben</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>nicht gelesen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>The drive&apos;s sectors, from the first to the last.</source>
        <translation>Die Sektoren des Laufwerks, vom ersten bis zum letzten.</translation>
    </message>
    <message>
        <source>Writing: bytes written over time.</source>
        <translation>Schreiben: geschriebene Bytes über die Zeit.</translation>
    </message>
    <message>
        <source>Reading back: bytes read over time.</source>
        <translation>Zurücklesen: gelesene Bytes über die Zeit.</translation>
    </message>
    <message>
        <source>Sector map and throughput</source>
        <translation>Sektorkarte und Durchsatz</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Unterschriften</translation>
    </message>
    <message>
        <source>The undersigned confirm that this certificate describes the preparation of the drive they performed or witnessed.</source>
        <translation>Die Unterzeichnenden bestätigen, dass dieses Zertifikat die Vorbereitung des Laufwerks beschreibt, die sie durchgeführt oder bezeugt haben.</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Sachbearbeiter</translation>
    </message>
    <message>
        <source>Witness</source>
        <translation>Zeuge</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Unterschrift</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>BLKZEROOUT: the drive (or the kernel for it) wrote zeros; a range it refused was written through the page cache (the device refuses O_DIRECT), then flushed</source>
        <translation>BLKZEROOUT: das Laufwerk (oder der Kernel für es) schrieb Nullen; ein Bereich, den es ablehnte, wurde über den Seitencache geschrieben (das Gerät lehnt O_DIRECT ab) und dann zurückgeschrieben</translation>
    </message>
    <message>
        <source>written through the page cache (the device refuses O_DIRECT), then flushed to the drive and the drive&apos;s cache flushed</source>
        <translation>über den Seitencache geschrieben (das Gerät lehnt O_DIRECT ab), dann auf das Laufwerk zurückgeschrieben und dessen Cache geleert</translation>
    </message>
</context>
<context>
    <name>Custody::WipeOutputs</name>
    <message>
        <source>a PDF needs the graphical libraries, which this process did not load</source>
        <translation>ein PDF braucht die Grafikbibliotheken, die dieser Prozess nicht geladen hat</translation>
    </message>
</context>
<context>
    <name>Custody::WipePanel</name>
    <message>
        <source>Stop the wipe?</source>
        <translation>Löschung anhalten?</translation>
    </message>
    <message>
        <source>Wipe progress</source>
        <translation>Fortschritt der Löschung</translation>
    </message>
    <message>
        <source>Done:</source>
        <translation>Erledigt:</translation>
    </message>
    <message>
        <source>Rate (now / average):</source>
        <translation>Rate (aktuell / Durchschnitt):</translation>
    </message>
    <message>
        <source>Elapsed / remaining:</source>
        <translation>Vergangen / verbleibend:</translation>
    </message>
    <message>
        <source>Phase:</source>
        <translation>Phase:</translation>
    </message>
    <message>
        <source>Failed sectors:</source>
        <translation>Fehlgeschlagene Sektoren:</translation>
    </message>
    <message>
        <source>Writing</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>Verifiziert</translation>
    </message>
    <message>
        <source>Not written</source>
        <translation>Nicht geschrieben</translation>
    </message>
    <message>
        <source>Written, not read back</source>
        <translation>Geschrieben, nicht zurückgelesen</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>&amp;Cancel wipe</source>
        <translation>Löschung &amp;abbrechen</translation>
    </message>
    <message>
        <source>Vie&amp;w certificate</source>
        <translation>Zertifikat an&amp;zeigen</translation>
    </message>
    <message>
        <source>Save &amp;PDF…</source>
        <translation>&amp;PDF speichern…</translation>
    </message>
    <message>
        <source>Save a copy of the certificate&apos;s PDF, byte for byte, elsewhere</source>
        <translation>Eine Kopie des Zertifikat-PDFs Byte für Byte an anderer Stelle speichern</translation>
    </message>
    <message>
        <source>Pri&amp;nt certificate…</source>
        <translation>Zertifikat &amp;drucken…</translation>
    </message>
    <message>
        <source>Check %1</source>
        <translation>%1 prüfen</translation>
    </message>
    <message>
        <source>Wipe %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>NOT STARTED</source>
        <translation>NICHT GESTARTET</translation>
    </message>
    <message>
        <source>Preparing: checking the drive and the certificate&apos;s folder, reading SMART…</source>
        <translation>Vorbereitung: Laufwerk und Ordner des Zertifikats werden geprüft, SMART wird gelesen …</translation>
    </message>
    <message>
        <source>not started: %1</source>
        <translation>nicht gestartet: %1</translation>
    </message>
    <message>
        <source>%1, but a certificate file was not written</source>
        <translation>%1, aber eine Zertifikatsdatei wurde nicht geschrieben</translation>
    </message>
    <message>
        <source>%1, not signed</source>
        <translation>%1, nicht signiert</translation>
    </message>
    <message>
        <source>Flushing the drive&apos;s cache to its medium…</source>
        <translation>Der Cache des Laufwerks wird auf das Medium geschrieben …</translation>
    </message>
    <message>
        <source>Writing %1 on every sector of %2</source>
        <translation>%1 wird auf jeden Sektor von %2 geschrieben</translation>
    </message>
    <message>
        <source>Reading every sector of %1 back and comparing it with %2</source>
        <translation>Jeder Sektor von %1 wird zurückgelesen und mit %2 verglichen</translation>
    </message>
    <message>
        <source>Writing the certificate…</source>
        <translation>Das Zertifikat wird geschrieben …</translation>
    </message>
    <message>
        <source>Stop the check? The drive will not be called sterile; %1 of %2 sectors were read back.</source>
        <translation>Prüfung anhalten? Das Laufwerk wird nicht als steril bezeichnet; %1 von %2 Sektoren wurden zurückgelesen.</translation>
    </message>
    <message>
        <source>Stop the wipe? The drive will not be sterile; %1 of %2 sectors were written.</source>
        <translation>Löschung anhalten? Das Laufwerk wird nicht steril sein; %1 von %2 Sektoren wurden geschrieben.</translation>
    </message>
    <message>
        <source>Stopping: the certificate will say how far the wipe got…</source>
        <translation>Wird angehalten: Das Zertifikat wird sagen, wie weit die Löschung kam …</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht gestartet</translation>
    </message>
    <message>
        <source>The wipe could not start: %1</source>
        <translation>Die Löschung konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>Ended; not every certificate file was written</source>
        <translation>Beendet; nicht jede Zertifikatsdatei wurde geschrieben</translation>
    </message>
    <message>
        <source>Ended; certificate: %1</source>
        <translation>Beendet; Zertifikat: %1</translation>
    </message>
    <message>
        <source>Sectors read back: %1 of %2; failed: %3.</source>
        <translation>Zurückgelesene Sektoren: %1 von %2; fehlgeschlagen: %3.</translation>
    </message>
    <message>
        <source>Sectors written: %1 of %2; read back: %3; failed: %4.</source>
        <translation>Geschriebene Sektoren: %1 von %2; zurückgelesen: %3; fehlgeschlagen: %4.</translation>
    </message>
    <message>
        <source>Sectors %1 to %2: %3</source>
        <translation>Sektoren %1 bis %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more range(s) of failed sectors: the certificate lists them all.</source>
        <translation>
            <numerusform>… und %n weiterer Bereich fehlgeschlagener Sektoren: Das Zertifikat führt alle auf.</numerusform>
            <numerusform>… und %n weitere Bereiche fehlgeschlagener Sektoren: Das Zertifikat führt alle auf.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hidden areas:</source>
        <translation>Versteckte Bereiche:</translation>
    </message>
    <message>
        <source>Certificate not complete:</source>
        <translation>Zertifikat unvollständig:</translation>
    </message>
    <message>
        <source>A copy of the certificate was saved: %1</source>
        <translation>Eine Kopie des Zertifikats wurde gespeichert: %1</translation>
    </message>
    <message>
        <source>Wipe certificate</source>
        <translation>Löschzertifikat</translation>
    </message>
    <message>
        <source>Not signed: the banner above says why</source>
        <translation>Nicht signiert: Das Banner oben sagt, warum</translation>
    </message>
</context>
<context>
    <name>Custody::WipePattern</name>
    <message>
        <source>--pattern: &apos;%1&apos; is not zero, random or a byte written 0xNN (two hexadecimal digits, such as 0xff)</source>
        <translation>--pattern: „%1“ ist weder zero noch random noch ein als 0xNN geschriebenes Byte (zwei Hexadezimalziffern, etwa 0xff)</translation>
    </message>
    <message>
        <source>RAND_bytes failed: no random key</source>
        <translation>RAND_bytes fehlgeschlagen: kein Zufallsschlüssel</translation>
    </message>
    <message>
        <source>an AES-256-CTR key has 32 bytes and its counter 16</source>
        <translation>ein AES-256-CTR-Schlüssel hat 32 Bytes und sein Zähler 16</translation>
    </message>
</context>
<context>
    <name>Custody::WipeRunner</name>
    <message>
        <source>it reports the serial number &quot;%1&quot;, but the drive confirmed was &quot;%2&quot;</source>
        <translation>es meldet die Seriennummer „%1“, bestätigt wurde aber das Laufwerk „%2“</translation>
    </message>
    <message>
        <source>it holds %1 bytes, but the drive confirmed held %2</source>
        <translation>es fasst %1 Byte, das bestätigte Laufwerk aber %2</translation>
    </message>
    <message>
        <source>%1: another drive under the same name? Choose it again in the drive list</source>
        <translation>%1: ein anderes Laufwerk unter demselben Namen? Wählen Sie es in der Laufwerksliste erneut</translation>
    </message>
</context>
<context>
    <name>Custody::WriteBlockSession</name>
    <message>
        <source>refused: it holds %1 of this computer, which would stop if it were made read-only; image it without software write-block</source>
        <translation>abgelehnt: Es enthält %1 dieses Computers, der anhielte, wenn es schreibgeschützt würde; sichern Sie es ohne Software-Schreibschutz</translation>
    </message>
</context>
<context>
    <name>Custody::WriteGate</name>
    <message>
        <source>%1, a segment of the source %2</source>
        <translation>%1, ein Segment der Quelle %2</translation>
    </message>
    <message>
        <source>the source %1</source>
        <translation>die Quelle %1</translation>
    </message>
    <message>
        <source>it is an SQLite database (a case history or another program&apos;s)</source>
        <translation>es ist eine SQLite-Datenbank (eine Fallhistorie oder die eines anderen Programms)</translation>
    </message>
    <message>
        <source>it is a segment of an E01 image</source>
        <translation>es ist ein Segment eines E01-Abbilds</translation>
    </message>
    <message>
        <source>it is the map of an acquisition</source>
        <translation>es ist die Map einer Sicherung</translation>
    </message>
    <message>
        <source>it is the record of an acquisition</source>
        <translation>es ist die Aufzeichnung einer Sicherung</translation>
    </message>
    <message>
        <source>its name says it is an image (%1)</source>
        <translation>sein Name weist es als Abbild aus (%1)</translation>
    </message>
    <message>
        <source>it belongs to the SQLite database %1</source>
        <translation>es gehört zur SQLite-Datenbank %1</translation>
    </message>
    <message>
        <source>nothing proves it is a file this operation wrote</source>
        <translation>nichts belegt, dass dieser Vorgang die Datei geschrieben hat</translation>
    </message>
    <message>
        <source>it was replaced by another file while it was being checked</source>
        <translation>es wurde während der Prüfung durch eine andere Datei ersetzt</translation>
    </message>
    <message>
        <source>it exists, and nothing proves it is a report this operation may replace; give a new file name, or move the file away</source>
        <translation>sie existiert, und nichts belegt, dass sie ein Bericht ist, den dieser Vorgang ersetzen darf; geben Sie einen neuen Dateinamen an oder verschieben Sie die Datei</translation>
    </message>
    <message>
        <source>it is not a CMS signature (DER or PEM), so it is not removed with the signature of the file written anew</source>
        <translation>es ist keine CMS-Signatur (DER oder PEM) und wird daher nicht mit der Signatur der neu geschriebenen Datei entfernt</translation>
    </message>
    <message>
        <source>it is an image file of the acquisition %1</source>
        <translation>es ist eine Abbilddatei der Sicherung %1</translation>
    </message>
    <message>
        <source>it is the map of the acquisition %1</source>
        <translation>es ist die Map der Sicherung %1</translation>
    </message>
    <message>
        <source>it is the record of the acquisition %1</source>
        <translation>es ist die Aufzeichnung der Sicherung %1</translation>
    </message>
    <message>
        <source>it is the log of the acquisition %1</source>
        <translation>es ist das Protokoll der Sicherung %1</translation>
    </message>
    <message>
        <source>it is a checksum file of the acquisition %1</source>
        <translation>es ist eine Prüfsummendatei der Sicherung %1</translation>
    </message>
    <message>
        <source>it holds the window digests of the acquisition %1</source>
        <translation>sie enthält die Fenster-Hashwerte der Sicherung %1</translation>
    </message>
    <message>
        <source>it is a signature of a file of the acquisition %1</source>
        <translation>es ist die Signatur einer Datei der Sicherung %1</translation>
    </message>
    <message>
        <source>it is the lock of the acquisition %1</source>
        <translation>es ist die Sperrdatei der Sicherung %1</translation>
    </message>
    <message>
        <source>it is the report of the acquisition %1</source>
        <translation>es ist der Bericht der Sicherung %1</translation>
    </message>
    <message>
        <source>the name belongs to an image file of the acquisition %1</source>
        <translation>der Name gehört zu einer Abbilddatei der Sicherung %1</translation>
    </message>
    <message>
        <source>the name belongs to the map of the acquisition %1</source>
        <translation>der Name gehört zur Map der Sicherung %1</translation>
    </message>
    <message>
        <source>the name belongs to the record of the acquisition %1</source>
        <translation>der Name gehört zur Aufzeichnung der Sicherung %1</translation>
    </message>
    <message>
        <source>the name belongs to the log of the acquisition %1</source>
        <translation>der Name gehört zum Protokoll der Sicherung %1</translation>
    </message>
    <message>
        <source>the name belongs to a checksum file of the acquisition %1</source>
        <translation>der Name gehört zu einer Prüfsummendatei der Sicherung %1</translation>
    </message>
    <message>
        <source>the name belongs to the window digests of the acquisition %1</source>
        <translation>der Name gehört zu den Fenster-Hashwerten der Sicherung %1</translation>
    </message>
    <message>
        <source>the name belongs to a signature of a file of the acquisition %1</source>
        <translation>der Name gehört zur Signatur einer Datei der Sicherung %1</translation>
    </message>
    <message>
        <source>the name belongs to the lock of the acquisition %1</source>
        <translation>der Name gehört zur Sperrdatei der Sicherung %1</translation>
    </message>
    <message>
        <source>the name belongs to the report of the acquisition %1</source>
        <translation>der Name gehört zum Bericht der Sicherung %1</translation>
    </message>
    <message>
        <source>it does not exist (%1)</source>
        <translation>es existiert nicht (%1)</translation>
    </message>
    <message>
        <source>it is not a block device; name a whole drive such as /dev/sdb</source>
        <translation>es ist kein Blockgerät; geben Sie ein ganzes Laufwerk wie /dev/sdb an</translation>
    </message>
    <message>
        <source>the kernel does not list it in sysfs, so what is on it and what uses it cannot be checked</source>
        <translation>der Kernel führt es nicht in sysfs, daher lässt sich nicht prüfen, was darauf liegt und was es nutzt</translation>
    </message>
    <message>
        <source>it is a partition of /dev/%1; name the whole drive</source>
        <translation>es ist eine Partition von /dev/%1; geben Sie das ganze Laufwerk an</translation>
    </message>
    <message>
        <source>it has no medium (its size is 0)</source>
        <translation>es enthält kein Medium (seine Größe ist 0)</translation>
    </message>
    <message>
        <source>this workstation uses it: %1</source>
        <translation>dieser Arbeitsplatzrechner nutzt es: %1</translation>
    </message>
    <message>
        <source>%1 is mounted on %2; unmount it first</source>
        <translation>%1 ist unter %2 eingehängt; hängen Sie es zuerst aus</translation>
    </message>
    <message>
        <source>/dev/%1 (device-mapper, md or a similar device) is stacked on it; stop that device first</source>
        <translation>/dev/%1 (Device-Mapper, md oder ein ähnliches Gerät) liegt darauf; beenden Sie zuerst dieses Gerät</translation>
    </message>
    <message>
        <source>it is read-only (write-blocked); Custody never lifts a write-block to write, lift it yourself if this is the right drive</source>
        <translation>es ist schreibgeschützt (Schreibblockade); Custody hebt eine Schreibblockade nie auf, um zu schreiben – heben Sie sie selbst auf, wenn dies das richtige Laufwerk ist</translation>
    </message>
    <message>
        <source>it is not the folder this operation created there as it was created: something was put in it or mounted on it, or it was replaced</source>
        <translation>es ist nicht der Ordner, den dieser Vorgang dort angelegt hat, so wie er angelegt wurde: Etwas wurde hineingelegt oder darauf eingehängt, oder er wurde ersetzt</translation>
    </message>
    <message>
        <source>a private folder is made only in a folder given by its absolute path</source>
        <translation>ein privater Ordner wird nur in einem Ordner angelegt, der mit seinem absoluten Pfad angegeben ist</translation>
    </message>
    <message>
        <source>writing in it writes to the source or to what the source stands on</source>
        <translation>ein Schreiben darin schreibt auf die Quelle oder auf das, worauf die Quelle liegt</translation>
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
