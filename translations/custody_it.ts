<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>Custody::AcquireOptions</name>
    <message>
        <source>--%1 %2 is not a size of at least %3 bytes (examples: 4096, 256K, 1M, 2G)</source>
        <translation>--%1 %2 non è una dimensione di almeno %3 byte (esempi: 4096, 256K, 1M, 2G)</translation>
    </message>
    <message>
        <source>Hash algorithms, comma-separated: md5, sha1, sha256, sha384, sha512, or none.</source>
        <translation>Algoritmi di hash, separati da virgole: md5, sha1, sha256, sha384, sha512 oppure none.</translation>
    </message>
    <message>
        <source>--hash %1: use md5, sha1, sha256, sha384, sha512 (comma-separated) or none</source>
        <translation>--hash %1: usare md5, sha1, sha256, sha384, sha512 (separati da virgole) oppure none</translation>
    </message>
    <message>
        <source>Bytes per read (K, M suffixes are binary).</source>
        <translation>Byte per lettura (i suffissi K, M sono binari).</translation>
    </message>
    <message>
        <source>Error handling: forensic (bad blocks resolved on the spot) or rescue (good areas first, then trim, scrape and retry, for failing drives).</source>
        <translation>Gestione degli errori: forensic (blocchi danneggiati risolti sul momento) o rescue (prima le aree integre, poi rifilatura, raschiatura e nuovi tentativi, per unità in avaria).</translation>
    </message>
    <message>
        <source>--preset %1: use forensic or rescue</source>
        <translation>--preset %1: usare forensic o rescue</translation>
    </message>
    <message>
        <source>Forensic: extra attempts at each unreadable sector (default 1). Rescue: retry passes over the bad sectors (default 0).</source>
        <translation>Forensic: tentativi aggiuntivi su ogni settore illeggibile (predefinito 1). Rescue: passate di nuovi tentativi sui settori danneggiati (predefinito 0).</translation>
    </message>
    <message>
        <source>--retries %1: give a whole number from 0 to 100</source>
        <translation>--retries %1: indicare un numero intero da 0 a 100</translation>
    </message>
    <message>
        <source>Unit of sector-by-sector re-reads: physical or logical sectors.</source>
        <translation>Granularità delle riletture settore per settore: settori fisici (physical) o logici (logical).</translation>
    </message>
    <message>
        <source>--reread-unit %1: use physical or logical</source>
        <translation>--reread-unit %1: usare physical o logical</translation>
    </message>
    <message>
        <source>Seconds between saves of the map (after flushing the image).</source>
        <translation>Secondi tra un salvataggio della mappa e il successivo (dopo aver scaricato l&apos;immagine su disco).</translation>
    </message>
    <message>
        <source>--map-interval %1: give seconds from 0 to 3600</source>
        <translation>--map-interval %1: indicare i secondi, da 0 a 3600</translation>
    </message>
    <message>
        <source>Also hash every window of this size.</source>
        <translation>Calcolare anche l&apos;hash di ogni finestra di questa dimensione.</translation>
    </message>
    <message>
        <source>Keep the SHA-256 of every finished window of this size in the map, which a resume checks the image against (default 64M; a resume keeps its earlier run&apos;s).</source>
        <translation>Conservare nella mappa lo SHA-256 di ogni finestra completata di questa dimensione, con cui una ripresa confronta l&apos;immagine (predefinito 64M; una ripresa mantiene quella dell&apos;esecuzione precedente).</translation>
    </message>
    <message>
        <source>Fill for unreadable sectors: zero or a byte, 0xHH.</source>
        <translation>Riempimento per i settori illeggibili: zero o un byte, 0xHH.</translation>
    </message>
    <message>
        <source>--fill %1: use zero or a byte as 0xHH (e.g. 0xFF)</source>
        <translation>--fill %1: usare zero o un byte nella forma 0xHH (ad es. 0xFF)</translation>
    </message>
    <message>
        <source>First reads around the page cache (direct, the default: faster, and after an error the page cache shrinks reads to 4 KiB and reads ahead into bad areas) or through it (buffered).</source>
        <translation>Prime letture aggirando la cache delle pagine (direct, il predefinito: più veloce, e dopo un errore la cache delle pagine riduce le letture a 4 KiB e legge in anticipo nelle aree danneggiate) o attraverso di essa (buffered).</translation>
    </message>
    <message>
        <source>--copy-reads %1: use direct or buffered</source>
        <translation>--copy-reads %1: usare direct o buffered</translation>
    </message>
    <message>
        <source>Block reads kept in flight at once: auto (the default: as many as make the source faster, up to 16) or a number from 1 (one at a time) to 64.</source>
        <translation>Letture di blocchi in corso contemporaneamente: auto (il predefinito: quante rendono più veloce la sorgente, fino a 16) o un numero da 1 (una alla volta) a 64.</translation>
    </message>
    <message>
        <source>--reads-in-flight %1: use auto or a number from 1 to 64</source>
        <translation>--reads-in-flight %1: usare auto o un numero da 1 a 64</translation>
    </message>
    <message>
        <source>Image format: raw (BASE.dd, or BASE.001, … with --split) or e01 (Expert Witness, EnCase 6 layout: BASE.E01, BASE.E02, …; the rescue preset writes raw, then `custody-cli convert` makes the E01). E01 stores the MD5 and SHA-1: its default hashes are md5,sha1,sha256.</source>
        <translation>Formato dell&apos;immagine: raw (BASE.dd, oppure BASE.001, … con --split) o e01 (Expert Witness, struttura di EnCase 6: BASE.E01, BASE.E02, …; il profilo rescue scrive raw, poi `custody-cli convert` crea l&apos;E01). L&apos;E01 memorizza l&apos;MD5 e lo SHA-1: i suoi hash predefiniti sono md5,sha1,sha256.</translation>
    </message>
    <message>
        <source>--format %1: use raw or e01</source>
        <translation>--format %1: usare raw o e01</translation>
    </message>
    <message>
        <source>Split the raw image into files of this size (.001, …).</source>
        <translation>Suddividere l&apos;immagine raw in file di questa dimensione (.001, …).</translation>
    </message>
    <message>
        <source>--split is for raw images; an E01 is split with --segment-size</source>
        <translation>--split vale per le immagini raw; un E01 si suddivide con --segment-size</translation>
    </message>
    <message>
        <source>E01: none, empty (only chunks of one repeated byte), fast or best.</source>
        <translation>E01: none, empty (solo i chunk composti da un unico byte ripetuto), fast o best.</translation>
    </message>
    <message>
        <source>--compression %1: use none, empty, fast or best</source>
        <translation>--compression %1: usare none, empty, fast o best</translation>
    </message>
    <message>
        <source>E01: the largest segment file (.E01, .E02, …, .E99, .EAA, …).</source>
        <translation>E01: il file di segmento più grande (.E01, .E02, …, .E99, .EAA, …).</translation>
    </message>
    <message>
        <source>E01: bytes per chunk, a power of two from 16 to 32768 sectors (default 64 sectors, 32K of 512-byte sectors, as EnCase writes; X-Ways reads chunks of up to 256K only).</source>
        <translation>E01: byte per chunk, una potenza di due da 16 a 32768 settori (predefinito 64 settori, 32K con settori da 512 byte, come scrive EnCase; X-Ways legge solo chunk fino a 256K).</translation>
    </message>
    <message>
        <source>E01: threads compressing chunks (default: one per core).</source>
        <translation>E01: thread che comprimono i chunk (predefinito: uno per core).</translation>
    </message>
    <message>
        <source>--compression-threads %1: give a whole number from 1 to 256</source>
        <translation>--compression-threads %1: indicare un numero intero da 1 a 256</translation>
    </message>
    <message>
        <source>Case number.</source>
        <translation>Numero del caso.</translation>
    </message>
    <message>
        <source>Evidence number.</source>
        <translation>Numero del reperto.</translation>
    </message>
    <message>
        <source>Examiner&apos;s name.</source>
        <translation>Nome dell&apos;esaminatore.</translation>
    </message>
    <message>
        <source>Description of the evidence.</source>
        <translation>Descrizione del reperto.</translation>
    </message>
    <message>
        <source>Notes.</source>
        <translation>Note.</translation>
    </message>
    <message>
        <source>After the acquisition, read the image back and check its hashes.</source>
        <translation>Dopo l&apos;acquisizione, rileggere l&apos;immagine e verificarne gli hash.</translation>
    </message>
    <message>
        <source>As --verify, then read the whole source again and record its hashes (they match only if the source reads back exactly as it did: not where sectors are bad).</source>
        <translation>Come --verify, poi rileggere l&apos;intera sorgente e registrarne gli hash (corrispondono solo se la sorgente si rilegge esattamente come prima: non dove ci sono settori danneggiati).</translation>
    </message>
    <message>
        <source>Do not record the drive&apos;s SMART data (smartctl, read-only) at the start and end of a block device acquisition.</source>
        <translation>Non registrare i dati SMART dell&apos;unità (smartctl, in sola lettura) all&apos;inizio e alla fine dell&apos;acquisizione di un dispositivo a blocchi.</translation>
    </message>
    <message>
        <source>Set the kernel read-only flag on a block device source and its partitions for the acquisition (needs root), and restore it afterwards.</source>
        <translation>Impostare il flag di sola lettura del kernel su una sorgente dispositivo a blocchi e sulle sue partizioni durante l&apos;acquisizione (richiede root), e ripristinarlo al termine.</translation>
    </message>
    <message>
        <source>NBD over TLS (nbds://): the pre-shared keys file (username:hexkey lines, as nbdkit --tls-psk reads it).</source>
        <translation>NBD su TLS (nbds://): il file delle chiavi precondivise (righe username:hexkey, come le legge nbdkit --tls-psk).</translation>
    </message>
    <message>
        <source>--tls-psk: %1</source>
        <translation>--tls-psk: %1</translation>
    </message>
    <message>
        <source>NBD over TLS: the PSK identity to use (default: the login name).</source>
        <translation>NBD su TLS: l&apos;identità PSK da usare (predefinita: il nome di accesso).</translation>
    </message>
    <message>
        <source>NBD over TLS: a directory with the CA certificate (ca-cert.pem) that signed the server&apos;s, and a client certificate if the server asks for one.</source>
        <translation>NBD su TLS: una cartella con il certificato della CA (ca-cert.pem) che ha firmato quello del server, e un certificato client se il server lo richiede.</translation>
    </message>
    <message>
        <source>--tls-certificates: %1 is not a folder: give the folder that holds ca-cert.pem (and client-cert.pem, client-key.pem)</source>
        <translation>--tls-certificates: %1 non è una cartella: indicare la cartella che contiene ca-cert.pem (e client-cert.pem, client-key.pem)</translation>
    </message>
    <message>
        <source>--tls-certificates: %1</source>
        <translation>--tls-certificates: %1</translation>
    </message>
    <message>
        <source>Overwrite existing output files.</source>
        <translation>Sovrascrivere i file di output esistenti.</translation>
    </message>
    <message>
        <source>Continue an interrupted acquisition from OUTPUT_BASE.map (ours or GNU ddrescue&apos;s) and its image.</source>
        <translation>Proseguire un&apos;acquisizione interrotta a partire da OUTPUT_BASE.map (di Custody o di GNU ddrescue) e dalla sua immagine.</translation>
    </message>
    <message>
        <source>--force starts over and --resume continues: give only one</source>
        <translation>--force ricomincia da capo e --resume prosegue: indicarne solo uno</translation>
    </message>
    <message>
        <source>--%1 needs at least one hash (--hash)</source>
        <translation>--%1 richiede almeno un hash (--hash)</translation>
    </message>
    <message>
        <source>--%1 is for E01 images: add --format e01</source>
        <translation>--%1 vale per le immagini E01: aggiungere --format e01</translation>
    </message>
    <message>
        <source>--also %1 must name the image, not a folder</source>
        <translation>--also %1 deve indicare l&apos;immagine, non una cartella</translation>
    </message>
    <message>
        <source>--also-format %1: use raw, split or e01</source>
        <translation>--also-format %1: usare raw, split o e01</translation>
    </message>
    <message>
        <source>--also-segment-size is for --also-format split or e01</source>
        <translation>--also-segment-size vale per --also-format split o e01</translation>
    </message>
    <message>
        <source>--also-segment-size %1 is not a size of at least %2 bytes (examples: 1M, 650M, 2G)</source>
        <translation>--also-segment-size %1 non è una dimensione di almeno %2 byte (esempi: 1M, 650M, 2G)</translation>
    </message>
    <message>
        <source>--also-format split needs --also-segment-size (each file&apos;s size)</source>
        <translation>--also-format split richiede --also-segment-size (la dimensione di ogni file)</translation>
    </message>
    <message>
        <source>--also-compression is for --also-format e01</source>
        <translation>--also-compression vale per --also-format e01</translation>
    </message>
    <message>
        <source>--also-compression %1: use none, empty, fast or best</source>
        <translation>--also-compression %1: usare none, empty, fast o best</translation>
    </message>
    <message>
        <source>--also-verify %1: use image or none</source>
        <translation>--also-verify %1: usare image o none</translation>
    </message>
    <message>
        <source>--%1 needs a value</source>
        <translation>--%1 richiede un valore</translation>
    </message>
    <message>
        <source>--%1: unknown option (the options of --also are --also-format, --also-segment-size, --also-compression and --also-verify)</source>
        <translation>--%1: opzione sconosciuta (le opzioni di --also sono --also-format, --also-segment-size, --also-compression e --also-verify)</translation>
    </message>
    <message>
        <source>--%1 applies to the --also before it: give --also BASE first</source>
        <translation>--%1 si applica al --also che lo precede: indicare prima --also BASE</translation>
    </message>
    <message>
        <source>--%1 is given twice for --also %2</source>
        <translation>--%1 è indicato due volte per --also %2</translation>
    </message>
    <message>
        <source>%1 is given as an output twice: each output needs a base of its own</source>
        <translation>%1 è indicato due volte come output: ogni output richiede una base propria</translation>
    </message>
    <message>
        <source>--resume continues one output: resume each on its own, each reading the source again for what it lacks:
%1</source>
        <translation>--resume prosegue un solo output: riprendere ciascuno separatamente, ognuno rileggendo dalla sorgente ciò che gli manca:
%1</translation>
    </message>
    <message>
        <source>Write another image of the same read, with its own files (image, map, checksums, log, record) at this base; repeatable. The --also-* options after it are its own.</source>
        <translation>Scrivere un&apos;altra immagine della stessa lettura, con i propri file (immagine, mappa, checksum, registro, record) in questa base; ripetibile. Le opzioni --also-* che la seguono sono le sue.</translation>
    </message>
    <message>
        <source>That output&apos;s format: raw, split (files of --also-segment-size) or e01 (64-sector chunks).</source>
        <translation>Formato di quell&apos;output: raw, split (file di --also-segment-size) o e01 (chunk da 64 settori).</translation>
    </message>
    <message>
        <source>That output&apos;s file size (split) or largest segment (e01, default 2G).</source>
        <translation>Dimensione dei file di quell&apos;output (split) o segmento più grande (e01, predefinito 2G).</translation>
    </message>
    <message>
        <source>That E01 output&apos;s compression: none, empty, fast or best.</source>
        <translation>Compressione di quell&apos;output E01: none, empty, fast o best.</translation>
    </message>
    <message>
        <source>Read that output back and hash it again: image or none (default: image with --verify or --verify-source).</source>
        <translation>Rileggere quell&apos;output e ricalcolarne l&apos;hash: image o none (predefinito: image con --verify o --verify-source).</translation>
    </message>
    <message>
        <source>Write the source onto this whole drive instead of image files (a clone; a restore when the source is an image: raw, split .001 or E01). Refused when the drive is smaller than the source, is the source or holds it, is a partition, a system disk, mounted or read-only. OUTPUT_BASE names the map, the log and the record. Asks for the drive&apos;s serial on a terminal (or --yes).</source>
        <translation>Scrivere la sorgente sull&apos;intera unità invece che su file immagine (un clone; un ripristino quando la sorgente è un&apos;immagine: raw, split .001 o E01). Rifiutato se l&apos;unità è più piccola della sorgente, è la sorgente o la contiene, è una partizione, un disco di sistema, è montata o in sola lettura. OUTPUT_BASE dà il nome alla mappa, al registro e al record. Chiede il numero di serie dell&apos;unità su un terminale (o --yes).</translation>
    </message>
    <message>
        <source>--clone: the drive&apos;s sectors past the source&apos;s last are left as they are (leave, the default), or written with zeros or a byte 0xHH (and read back with --verify).</source>
        <translation>--clone: i settori dell&apos;unità oltre l&apos;ultimo della sorgente restano come sono (leave, il predefinito) oppure vengono scritti con zeri o con un byte 0xHH (e riletti con --verify).</translation>
    </message>
    <message>
        <source>--excess is for clones: add --clone DEVICE</source>
        <translation>--excess vale per i cloni: aggiungere --clone DISPOSITIVO</translation>
    </message>
    <message>
        <source>--excess %1: use leave, zero or a byte as 0xHH</source>
        <translation>--excess %1: usare leave, zero o un byte nella forma 0xHH</translation>
    </message>
    <message>
        <source>--clone writes a drive, not image files: leave out --format and --split</source>
        <translation>--clone scrive su un&apos;unità, non su file immagine: omettere --format e --split</translation>
    </message>
    <message>
        <source>--chap-file: %1</source>
        <translation>--chap-file: %1</translation>
    </message>
    <message>
        <source>NBD and iSCSI: seconds the server may stay silent (connecting, or with reads waiting) before the source counts as gone (the map is saved; --resume continues).</source>
        <translation>NBD e iSCSI: secondi per cui il server può restare in silenzio (durante la connessione, o con letture in attesa) prima che la sorgente sia considerata scomparsa (la mappa viene salvata; --resume prosegue).</translation>
    </message>
    <message>
        <source>--network-timeout %1: give seconds from 1 to 86400</source>
        <translation>--network-timeout %1: indicare i secondi, da 1 a 86400</translation>
    </message>
    <message>
        <source>NBD and iSCSI: after a lost connection, connect again up to this many times before the source counts as gone (0: never).</source>
        <translation>NBD e iSCSI: dopo una connessione persa, riconnettersi fino a questo numero di volte prima che la sorgente sia considerata scomparsa (0: mai).</translation>
    </message>
    <message>
        <source>--network-reconnect %1: give a number from 0 to 1000</source>
        <translation>--network-reconnect %1: indicare un numero da 0 a 1000</translation>
    </message>
    <message>
        <source>NBD and iSCSI: seconds to wait before each attempt to connect again.</source>
        <translation>NBD e iSCSI: secondi di attesa prima di ogni nuovo tentativo di connessione.</translation>
    </message>
    <message>
        <source>--network-reconnect-delay %1: give seconds from 0 to 3600</source>
        <translation>--network-reconnect-delay %1: indicare i secondi, da 0 a 3600</translation>
    </message>
    <message>
        <source>--tls-* are for NBD sources (nbd://, nbds://, nbd+unix://), not %1</source>
        <translation>--tls-* valgono per le sorgenti NBD (nbd://, nbds://, nbd+unix://), non per %1</translation>
    </message>
    <message>
        <source>--chap-file is for iSCSI sources (iscsi://), not %1</source>
        <translation>--chap-file vale per le sorgenti iSCSI (iscsi://), non per %1</translation>
    </message>
    <message>
        <source>--network-* are for network sources (nbd://, nbds://, nbd+unix://, iscsi://), not %1</source>
        <translation>--network-* valgono per le sorgenti di rete (nbd://, nbds://, nbd+unix://, iscsi://), non per %1</translation>
    </message>
    <message>
        <source>Do not read the source&apos;s partition table, partitions and file systems at the start (a failing drive: not one read more than imaging needs).</source>
        <translation>Non leggere all&apos;inizio la tabella delle partizioni, le partizioni e i file system della sorgente (per un&apos;unità in avaria: non una lettura in più di quelle necessarie all&apos;acquisizione).</translation>
    </message>
    <message>
        <source>Do not count all-zero and repeated-byte sectors while imaging (the record, log and report then say nothing of what the data looks like).</source>
        <translation>Non contare, durante l&apos;acquisizione, i settori tutti a zero e quelli con un byte ripetuto (record, registro e rapporto non diranno quindi nulla dell&apos;aspetto dei dati).</translation>
    </message>
    <message>
        <source>iSCSI: the CHAP secrets file (username:secret lines, readable by its owner only); the user is the one the URI names (iscsi://USER@HOST/…), or the file&apos;s only one. A line &quot;target username:secret&quot; asks the target to prove itself with them (mutual CHAP).</source>
        <translation>iSCSI: il file dei segreti CHAP (righe username:secret, leggibile solo dal proprietario); l&apos;utente è quello indicato dall&apos;URI (iscsi://UTENTE@HOST/…), o l&apos;unico del file. Una riga &quot;target username:secret&quot; chiede al target di dimostrare la propria identità con essi (CHAP reciproco).</translation>
    </message>
    <message>
        <source>Acquire the source only while the drive holding it reports this serial number and size in bytes (as &apos;custody-cli devices&apos; shows them; nothing before the &apos;:&apos; for a drive without a serial), and refuse any other drive at that path before anything is read or written: for scripts and queue files, where a device name may name another drive by the time the job runs.</source>
        <translation>Acquisire la sorgente solo finché l&apos;unità che la contiene riporta questo numero di serie e questa dimensione in byte (come li mostra &apos;custody-cli devices&apos;; niente prima dei &apos;:&apos; per un&apos;unità senza numero di serie), e rifiutare qualsiasi altra unità in quel percorso prima di leggere o scrivere alcunché: per script e file di coda, dove un nome di dispositivo può indicare un&apos;altra unità quando il lavoro viene eseguito.</translation>
    </message>
    <message>
        <source>--expect-drive %1: give the drive&apos;s serial number and its size in bytes as SERIAL:BYTES (for example WD-WX12A3456789:1000204886016), as &apos;custody-cli devices&apos; shows them</source>
        <translation>--expect-drive %1: indicare il numero di serie dell&apos;unità e la sua dimensione in byte come SERIALE:BYTE (per esempio WD-WX12A3456789:1000204886016), come li mostra &apos;custody-cli devices&apos;</translation>
    </message>
    <message>
        <source>--expect-drive is for a drive of this computer (/dev/…), not %1: a network source&apos;s identity is checked from its own pages</source>
        <translation>--expect-drive è per un&apos;unità di questo computer (/dev/…), non per %1: l&apos;identità di una sorgente di rete è verificata dalle sue pagine</translation>
    </message>
</context>
<context>
    <name>Custody::Acquisition</name>
    <message>
        <source>the destination folder does not exist</source>
        <translation>la cartella di destinazione non esiste</translation>
    </message>
    <message>
        <source>an earlier acquisition into this name was interrupted or has finished: resume it, or choose to start over</source>
        <translation>un&apos;acquisizione precedente con questo nome è stata interrotta o è terminata: riprenderla o scegliere di ricominciare da capo</translation>
    </message>
    <message>
        <source>the output %1</source>
        <translation>l&apos;output %1</translation>
    </message>
    <message>
        <source>the source %1</source>
        <translation>la sorgente %1</translation>
    </message>
    <message>
        <source>an interrupted E01 acquisition cannot be resumed: acquire again, replacing its files, or acquire to raw with the rescue preset (which resumes) and convert the result to E01</source>
        <translation>un&apos;acquisizione E01 interrotta non può essere ripresa: acquisire di nuovo sostituendone i file, oppure acquisire in raw con il profilo Recupero (che si può riprendere) e convertire il risultato in E01</translation>
    </message>
    <message>
        <source>a resume continues one output: resume each output on its own, each reading the source again for what it lacks</source>
        <translation>una ripresa prosegue un solo output: riprendere ogni output separatamente, ognuno rileggendo dalla sorgente ciò che gli manca</translation>
    </message>
    <message>
        <source>a clone onto a drive is not resumed: clone again with --force, which writes the drive from its first sector</source>
        <translation>un clone su un&apos;unità non si riprende: clonare di nuovo con --force, che scrive l&apos;unità dal primo settore</translation>
    </message>
    <message>
        <source>its identity cannot be read (%1)</source>
        <translation>la sua identità non può essere letta (%1)</translation>
    </message>
    <message>
        <source>%1, but the drive chosen has %2: another drive under the same name, or this one changed</source>
        <translation>%1, ma l&apos;unità scelta ha %2: un&apos;altra unità con lo stesso nome, oppure questa è cambiata</translation>
    </message>
    <message>
        <source>it is not a drive</source>
        <translation>non è un&apos;unità</translation>
    </message>
    <message>
        <source>it reports %1</source>
        <translation>riporta %1</translation>
    </message>
    <message>
        <source>no serial number and %1 bytes</source>
        <translation>nessun numero di serie e %1 byte</translation>
    </message>
    <message>
        <source>the serial number &quot;%1&quot; and %2 bytes</source>
        <translation>il numero di serie &quot;%1&quot; e %2 byte</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionDialog</name>
    <message>
        <source>Acquire %1</source>
        <translation>Acquisisci %1</translation>
    </message>
    <message>
        <source>Source: %1 — %2 (%3 bytes)</source>
        <translation>Sorgente: %1 — %2 (%3 byte)</translation>
    </message>
    <message>
        <source>Mounted on %1: the file systems may change while they are imaged. Unmount them first if you can.</source>
        <translation>Montata su %1: i file system possono cambiare durante l&apos;acquisizione. Se possibile, smontarli prima.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>Avv&amp;ia</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Destinazione</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Sfoglia…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Cartella:</translation>
    </message>
    <message>
        <source>The image is written as NAME.dd (or NAME.001, NAME.002, … when split), with NAME.map, NAME.txt, NAME.json and checksum files beside it.</source>
        <translation>L&apos;immagine viene scritta come NOME.dd (o NOME.001, NOME.002, … se suddivisa), con accanto NOME.map, NOME.txt, NOME.json e i file di checksum.</translation>
    </message>
    <message>
        <source>Acquisition</source>
        <translation>Acquisizione</translation>
    </message>
    <message>
        <source>Hashes:</source>
        <translation>Hash:</translation>
    </message>
    <message>
        <source>Forensic: resolve bad blocks on the spot, hash in one pass</source>
        <translation>Forense: risolvere subito i blocchi danneggiati, hash in un&apos;unica passata</translation>
    </message>
    <message>
        <source>Rescue: good areas first, then trim, scrape, retry (failing drives)</source>
        <translation>Recupero: prima le aree integre, poi rifilatura, raschiatura, nuovi tentativi (unità in avaria)</translation>
    </message>
    <message>
        <source>&amp;Verify: read the image back and compare its hashes</source>
        <translation>&amp;Verifica: rileggere l&apos;immagine e confrontarne gli hash</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avanzate</translation>
    </message>
    <message>
        <source>&amp;Retries:</source>
        <translation>&amp;Tentativi aggiuntivi:</translation>
    </message>
    <message>
        <source>The byte written in place of unreadable sectors, as 0xHH.</source>
        <translation>Il byte scritto al posto dei settori illeggibili, nella forma 0xHH.</translation>
    </message>
    <message>
        <source>Suggested by SMART: %1</source>
        <translation>Suggerito da SMART: %1</translation>
    </message>
    <message>
        <source>SMART suggests the rescue preset for this drive: %1</source>
        <translation>SMART suggerisce il profilo Recupero per questa unità: %1</translation>
    </message>
    <message>
        <source>Destination folder</source>
        <translation>Cartella di destinazione</translation>
    </message>
    <message>
        <source>Choose a destination folder.</source>
        <translation>Scegliere una cartella di destinazione.</translation>
    </message>
    <message>
        <source>You may not write into %1.</source>
        <translation>Non si dispone del permesso di scrittura in %1.</translation>
    </message>
    <message>
        <source>Give the image a name.</source>
        <translation>Assegnare un nome all&apos;immagine.</translation>
    </message>
    <message>
        <source>The image name must not contain &apos;/&apos;.</source>
        <translation>Il nome dell&apos;immagine non deve contenere &apos;/&apos;.</translation>
    </message>
    <message>
        <source>Only %1 free at the destination, the source holds %2: the acquisition will stop when the disk is full.</source>
        <translation>Solo %1 liberi nella destinazione, la sorgente contiene %2: l&apos;acquisizione si fermerà quando il disco sarà pieno.</translation>
    </message>
    <message>
        <source>Choose at least one hash.</source>
        <translation>Scegliere almeno un hash.</translation>
    </message>
    <message>
        <source>Give the fill byte as 0x followed by two hex digits, e.g. 0x00.</source>
        <translation>Indicare il byte di riempimento come 0x seguito da due cifre esadecimali, ad es. 0x00.</translation>
    </message>
    <message>
        <source>Use 0x followed by two hex digits, e.g. 0x00.</source>
        <translation>Usare 0x seguito da due cifre esadecimali, ad es. 0x00.</translation>
    </message>
    <message>
        <source>Files exist</source>
        <translation>File esistenti</translation>
    </message>
    <message>
        <source>These files exist already:
%1</source>
        <translation>Questi file esistono già:
%1</translation>
    </message>
    <message>
        <source>&amp;Resume that acquisition</source>
        <translation>&amp;Riprendi quell&apos;acquisizione</translation>
    </message>
    <message>
        <source>&amp;Overwrite them</source>
        <translation>&amp;Sovrascrivili</translation>
    </message>
    <message>
        <source>For&amp;mat:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source>Bloc&amp;k size:</source>
        <translation>Dimensione del &amp;blocco:</translation>
    </message>
    <message>
        <source>Error polic&amp;y:</source>
        <translation>&amp;Gestione degli errori:</translation>
    </message>
    <message>
        <source>Soft&amp;ware write-block (kernel read-only flag)</source>
        <translation>Blocco della scrittura soft&amp;ware (flag di sola lettura del kernel)</translation>
    </message>
    <message>
        <source>Sets the kernel read-only flag on the drive and all its partitions while imaging, and restores the previous flags afterwards. Needs root.</source>
        <translation>Imposta il flag di sola lettura del kernel sull&apos;unità e su tutte le sue partizioni durante l&apos;acquisizione e al termine ripristina i flag precedenti. Richiede root.</translation>
    </message>
    <message>
        <source>Fi&amp;ll unreadable sectors with:</source>
        <translation>Riempi i settori illeggibili con il b&amp;yte:</translation>
    </message>
    <message>
        <source>Direct I/O: read around the page cache</source>
        <translation>I/O diretto: leggere aggirando la cache delle pagine</translation>
    </message>
    <message>
        <source>Also re-read the so&amp;urce and compare its hashes</source>
        <translation>Rileggi anche la sorgente dopo l&apos;ac&amp;quisizione e confrontane gli hash</translation>
    </message>
    <message>
        <source>Reads the whole source a second time after the acquisition and compares its hashes. On a failing drive the extra read adds wear.</source>
        <translation>Rilegge l&apos;intera sorgente una seconda volta dopo l&apos;acquisizione e ne confronta gli hash. Su un&apos;unità in avaria la lettura aggiuntiva ne aumenta l&apos;usura.</translation>
    </message>
    <message>
        <source>Only root may set the kernel read-only flag: start Custody as root to write-block the drive, or use a hardware write blocker.</source>
        <translation>Solo root può impostare il flag di sola lettura del kernel: avviare Custody come root per bloccare in scrittura l&apos;unità, oppure usare un write blocker hardware.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Controllo di %1…</translation>
    </message>
    <message>
        <source>%1 does not answer: is it a network share that is slow or gone? Wait, or choose another folder.</source>
        <translation>%1 non risponde: è una condivisione di rete lenta o non più disponibile? Attendere o scegliere un&apos;altra cartella.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Disattivato</translation>
    </message>
    <message>
        <source>Also hash every window of this size, so that a later verification can say where an image changed, not only that it did.</source>
        <translation>Calcolare anche l&apos;hash di ogni finestra di questa dimensione, così che una verifica successiva possa dire dove un&apos;immagine è cambiata, non solo che è cambiata.</translation>
    </message>
    <message>
        <source>&amp;Hash windows:</source>
        <translation>&amp;Hash per finestre:</translation>
    </message>
    <message>
        <source>Acquire a disk of this workstation?</source>
        <translation>Acquisire un disco di questa postazione?</translation>
    </message>
    <message>
        <source>%1 holds %2. It changes while it is read, so its image will not be a consistent copy of any moment, and it is not write-blocked. Acquire it anyway?</source>
        <translation>%1 contiene %2. Cambia mentre viene letto, quindi la sua immagine non sarà una copia coerente di alcun istante, e non è bloccato in scrittura. Acquisirlo comunque?</translation>
    </message>
    <message>
        <source>%1 is a disk of this workstation: it holds %2. It is acquired only on an explicit override, and never write-blocked (that would stop the system).</source>
        <translation>%1 è un disco di questa postazione: contiene %2. Viene acquisito solo con una deroga esplicita e mai bloccato in scrittura (arresterebbe il sistema).</translation>
    </message>
    <message>
        <source>Acquire this &amp;workstation disk anyway</source>
        <translation>Acquisisci comunque questo disco della po&amp;stazione</translation>
    </message>
    <message>
        <source>Tick the override to acquire a disk of this workstation.</source>
        <translation>Selezionare la deroga per acquisire un disco di questa postazione.</translation>
    </message>
    <message>
        <source>%1.001, .002, … (%2 each)</source>
        <translation>%1.001, .002, … (%2 ciascuno)</translation>
    </message>
    <message>
        <source>no hash</source>
        <translation>nessun hash</translation>
    </message>
    <message>
        <source>windows of %1</source>
        <translation>finestre di %1</translation>
    </message>
    <message>
        <source>rescue</source>
        <translation>recupero</translation>
    </message>
    <message>
        <source>forensic</source>
        <translation>forense</translation>
    </message>
    <message>
        <source>image and source read back</source>
        <translation>immagine e sorgente rilette</translation>
    </message>
    <message>
        <source>image read back</source>
        <translation>immagine riletta</translation>
    </message>
    <message>
        <source>not read back</source>
        <translation>nessuna rilettura</translation>
    </message>
    <message>
        <source>write-blocked</source>
        <translation>bloccata in scrittura</translation>
    </message>
    <message>
        <source>not write-blocked</source>
        <translation>non bloccata in scrittura</translation>
    </message>
    <message>
        <source>Start images %1 (%2) into %3
%4</source>
        <translation>«Avvia» acquisisce l&apos;immagine di %1 (%2) in %3
%4</translation>
    </message>
    <message>
        <source>The image name is built from this pattern as the case fields are typed, until the name is edited by hand:
%1</source>
        <translation>Il nome dell&apos;immagine viene composto da questo modello man mano che si compilano i campi del caso, finché il nome non viene modificato a mano:
%1</translation>
    </message>
    <message>
        <source>Name &amp;template:</source>
        <translation>Modello del nome:</translation>
    </message>
    <message>
        <source>%1 could not be created: check the path and your permissions, or choose another folder.</source>
        <translation>Impossibile creare %1: controllare il percorso e i propri permessi, oppure scegliere un&apos;altra cartella.</translation>
    </message>
    <message>
        <source>%1 free at the destination; the image needs %2.</source>
        <translation>%1 liberi nella destinazione; l&apos;immagine richiede %2.</translation>
    </message>
    <message>
        <source>Files written: %1</source>
        <translation>File scritti: %1</translation>
    </message>
    <message>
        <source>The folder %1 does not exist: create it, or choose another.</source>
        <translation>La cartella %1 non esiste: crearla o sceglierne un&apos;altra.</translation>
    </message>
    <message>
        <source>An E01 image stores the MD5 and SHA-1 of the media.</source>
        <translation>Un&apos;immagine E01 memorizza l&apos;MD5 e lo SHA-1 del supporto.</translation>
    </message>
    <message>
        <source>An E01 is written in order, and the rescue preset reads out of order: acquire to raw with it, then convert the finished acquisition to E01 from its tab.</source>
        <translation>Un E01 viene scritto in ordine, mentre il profilo Recupero legge fuori ordine: acquisire in raw con quel profilo, poi convertire in E01 l&apos;acquisizione terminata dalla sua scheda.</translation>
    </message>
    <message>
        <source>%1.E01, .E02, … (%2 at most each, %3)</source>
        <translation>%1.E01, .E02, … (al massimo %2 ciascuno, %3)</translation>
    </message>
    <message>
        <source>Com&amp;pression:</source>
        <translation>Com&amp;pressione:</translation>
    </message>
    <message>
        <source>%1 does not answer: is it on a network share that is slow or gone? Wait, or cancel.</source>
        <translation>%1 non risponde: si trova su una condivisione di rete lenta o non più disponibile? Attendere o annullare.</translation>
    </message>
    <message>
        <source>Looking for earlier files of %1…</source>
        <translation>Ricerca dei file precedenti di %1…</translation>
    </message>
    <message>
        <source>Creating %1…</source>
        <translation>Creazione di %1…</translation>
    </message>
    <message numerus="yes">
        <source>Files written: %1 … %2 (%n files; all of them in the tooltip)</source>
        <translation>
            <numerusform>File scritti: %1 … %2 (%n file; tutti nel suggerimento)</numerusform>
            <numerusform>File scritti: %1 … %2 (%n file; tutti nel suggerimento)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Files written: %n file(s), named in the tooltip</source>
        <translation>
            <numerusform>File scritti: %n file, indicato nel suggerimento</numerusform>
            <numerusform>File scritti: %n file, indicati nel suggerimento</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more image(s)</source>
        <translation>
            <numerusform>%n altra immagine</numerusform>
            <numerusform>altre %n immagini</numerusform>
        </translation>
    </message>
    <message>
        <source>Overwrite %1</source>
        <translation>Sovrascrivi %1</translation>
    </message>
    <message>
        <source>Start clones %1 (%2) onto %3, overwriting it
%4</source>
        <translation>«Avvia» clona %1 (%2) su %3, sovrascrivendola
%4</translation>
    </message>
    <message>
        <source>Start restores %1 (%2) onto %3, overwriting it
%4</source>
        <translation>«Avvia» ripristina %1 (%2) su %3, sovrascrivendola
%4</translation>
    </message>
    <message>
        <source>%1 takes the main image&apos;s place: the folder and name above hold only the map, the log and the record of the clone.</source>
        <translation>%1 prende il posto dell&apos;immagine principale: la cartella e il nome qui sopra contengono solo la mappa, il registro e il record del clone.</translation>
    </message>
    <message>
        <source>Its sectors past the source are left as they are.</source>
        <translation>I suoi settori oltre la sorgente restano come sono.</translation>
    </message>
    <message>
        <source>Its sectors past the source are written with zeros.</source>
        <translation>I suoi settori oltre la sorgente vengono scritti con zeri.</translation>
    </message>
    <message>
        <source>Its sectors past the source are written with 0x%1.</source>
        <translation>I suoi settori oltre la sorgente vengono scritti con 0x%1.</translation>
    </message>
    <message>
        <source>Its first %1 are overwritten with the drive %2, sector for sector.</source>
        <translation>I suoi primi %1 vengono sovrascritti con l&apos;unità %2, settore per settore.</translation>
    </message>
    <message>
        <source>Its first %1 are overwritten with the image %2, sector for sector.</source>
        <translation>I suoi primi %1 vengono sovrascritti con l&apos;immagine %2, settore per settore.</translation>
    </message>
    <message>
        <source>Not encrypted: the evidence crosses the network in plaintext, readable by anyone on the way; the record and the report will say so.</source>
        <translation>Non cifrato: il reperto attraversa la rete in chiaro, leggibile da chiunque lungo il percorso; il record e il rapporto lo indicheranno.</translation>
    </message>
    <message>
        <source>Create this folder</source>
        <translation>Crea questa cartella</translation>
    </message>
    <message>
        <source>Ima&amp;ge name:</source>
        <translation>Nome del&amp;l&apos;immagine:</translation>
    </message>
    <message>
        <source>Segment si&amp;ze:</source>
        <translation>&amp;Dimensione dei segmenti:</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionLock</name>
    <message>
        <source>another process</source>
        <translation>un altro processo</translation>
    </message>
    <message>
        <source>held by %1; lock file %2</source>
        <translation>detenuto da %1; file di lock %2</translation>
    </message>
    <message>
        <source>its lock file %1 keeps changing</source>
        <translation>il suo file di lock %1 continua a cambiare</translation>
    </message>
    <message>
        <source>a file of that name is there that is not a Custody lock file, and taking the lock would overwrite it; move it away</source>
        <translation>esiste un file con quel nome che non è un file di lock di Custody, e acquisire il lock lo sovrascriverebbe; spostarlo altrove</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionOutputs</name>
    <message>
        <source>Earlier runs of this acquisition, as the log recorded them:</source>
        <translation>Esecuzioni precedenti di questa acquisizione, come le ha registrate il registro:</translation>
    </message>
    <message>
        <source>%1: not written</source>
        <translation>%1: non scritto</translation>
    </message>
    <message>
        <source>%1: %2 of %3 bytes copied, %4 bytes unreadable, saved %5</source>
        <translation>%1: %2 di %3 byte copiati, %4 byte illeggibili, salvato il %5</translation>
    </message>
    <message>
        <source>%1: %2 bytes</source>
        <translation>%1: %2 byte</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionPanel</name>
    <message>
        <source>Cancel the acquisition?</source>
        <translation>Annullare l&apos;acquisizione?</translation>
    </message>
    <message>
        <source>Stop imaging %1? The image and its map are kept: you can resume later.</source>
        <translation>Interrompere l&apos;acquisizione di %1? L&apos;immagine e la sua mappa vengono conservate: sarà possibile riprendere in seguito.</translation>
    </message>
    <message>
        <source>Acquisition progress</source>
        <translation>Avanzamento dell&apos;acquisizione</translation>
    </message>
    <message>
        <source>Done:</source>
        <translation>Completato:</translation>
    </message>
    <message>
        <source>Rate (now / average):</source>
        <translation>Velocità (attuale / media):</translation>
    </message>
    <message>
        <source>Elapsed / remaining:</source>
        <translation>Trascorso / rimanente:</translation>
    </message>
    <message>
        <source>Pass:</source>
        <translation>Passata:</translation>
    </message>
    <message>
        <source>Bad sectors:</source>
        <translation>Settori danneggiati:</translation>
    </message>
    <message>
        <source>&amp;Cancel acquisition</source>
        <translation>A&amp;nnulla acquisizione</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Riprendi</translation>
    </message>
    <message>
        <source>Imaging %1 into %2</source>
        <translation>Acquisizione di %1 in %2</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 byte)</translation>
    </message>
    <message>
        <source>Stopping: flushing the image and saving the map…</source>
        <translation>Arresto: scaricamento dell&apos;immagine su disco e salvataggio della mappa…</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Non avviata</translation>
    </message>
    <message>
        <source>The acquisition could not start: %1</source>
        <translation>Impossibile avviare l&apos;acquisizione: %1</translation>
    </message>
    <message>
        <source>The image and the map are kept: Resume continues where it stopped.</source>
        <translation>L&apos;immagine e la mappa vengono conservate: «Riprendi» prosegue da dove si è fermata.</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminata</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Interrotta</translation>
    </message>
    <message>
        <source>Pri&amp;nt report…</source>
        <translation>Stam&amp;pa rapporto…</translation>
    </message>
    <message>
        <source>Report saved: %1 (its SHA-256 is in the acquisition log)</source>
        <translation>Rapporto salvato: %1 (il suo SHA-256 è nel registro di acquisizione)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapporto</translation>
    </message>
    <message>
        <source>Preparing: checking the source and the destination, reading SMART…</source>
        <translation>Preparazione: controllo della sorgente e della destinazione, lettura SMART…</translation>
    </message>
    <message>
        <source>Writing the checksum files, the log and the record…</source>
        <translation>Scrittura dei file di checksum, del registro e del record…</translation>
    </message>
    <message>
        <source>Output folder</source>
        <translation>Cartella di output</translation>
    </message>
    <message>
        <source>No file manager is set up on this desktop. The outputs are in %1.</source>
        <translation>Su questo desktop non è configurato alcun gestore di file. Gli output si trovano in %1.</translation>
    </message>
    <message>
        <source>Open output f&amp;older</source>
        <translation>Apri cartella di &amp;output</translation>
    </message>
    <message>
        <source>Vie&amp;w report</source>
        <translation>&amp;Visualizza rapporto</translation>
    </message>
    <message>
        <source>Resume writes the missing files once the image is found unchanged.</source>
        <translation>«Riprendi» scrive i file mancanti, una volta accertato che l&apos;immagine è invariata.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s), the first started %1: %2 in %3 of reading, %4 on average.</source>
        <translation>
            <numerusform>%n esecuzione, iniziata il %1: %2 in %3 di lettura, in media %4.</numerusform>
            <numerusform>%n esecuzioni, la prima iniziata il %1: %2 in %3 di lettura, in media %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>COMPLETE</source>
        <translation>COMPLETATA</translation>
    </message>
    <message>
        <source>STOPPED</source>
        <translation>INTERROTTA</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>NON RIUSCITA</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Save &amp;PDF report…</source>
        <translation>Salva rapporto &amp;PDF…</translation>
    </message>
    <message>
        <source>not started: %1</source>
        <translation>non avviata: %1</translation>
    </message>
    <message>
        <source>%1, but a file was not written</source>
        <translation>%1, ma un file non è stato scritto</translation>
    </message>
    <message>
        <source>Con&amp;vert to E01…</source>
        <translation>Con&amp;verti in E01…</translation>
    </message>
    <message>
        <source>An interrupted E01 acquisition cannot be resumed: acquire again, or acquire to raw with the rescue preset and convert the result to E01.</source>
        <translation>Un&apos;acquisizione E01 interrotta non può essere ripresa: acquisire di nuovo, oppure acquisire in raw con il profilo Recupero e convertire il risultato in E01.</translation>
    </message>
    <message>
        <source>Resuming: checking the %1 the earlier runs wrote against the digests their map kept: %2 done</source>
        <translation>Ripresa: confronto dei %1 scritti dalle esecuzioni precedenti con i valori hash conservati nella loro mappa: %2 completati</translation>
    </message>
    <message>
        <source>not signed</source>
        <translation>non firmato</translation>
    </message>
    <message>
        <source>%1, not signed</source>
        <translation>%1, non firmato</translation>
    </message>
    <message>
        <source>%1, write-block not lifted</source>
        <translation>%1, blocco della scrittura non rimosso</translation>
    </message>
    <message>
        <source>%1, write-block lifted during the run</source>
        <translation>%1, blocco della scrittura rimosso durante l&apos;esecuzione</translation>
    </message>
    <message>
        <source>Write the image as an E01 beside it, checked against this acquisition&apos;s hashes in the same read. Asks for compression and segment size first.</source>
        <translation>Scrive l&apos;immagine come E01 accanto all&apos;originale, controllata con gli hash di questa acquisizione nella stessa lettura. Chiede prima la compressione e la dimensione dei segmenti.</translation>
    </message>
    <message>
        <source>Converted: %1</source>
        <translation>Convertita: %1</translation>
    </message>
    <message>
        <source>Finished; converted to E01: %1</source>
        <translation>Terminata; convertita in E01: %1</translation>
    </message>
    <message>
        <source>E01 written.</source>
        <translation>E01 scritto.</translation>
    </message>
    <message>
        <source>%1 exists already.</source>
        <translation>%1 esiste già.</translation>
    </message>
    <message>
        <source>Verifying: %1, %2 at %3…</source>
        <translation>Verifica: %1, %2 a %3…</translation>
    </message>
    <message>
        <source>Not signed: the banner above says why</source>
        <translation>Non firmato: il banner qui sopra ne indica il motivo</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionSource</name>
    <message>
        <source>The acquisition asks the drive again when it starts; its log and report say what it found.</source>
        <translation>L&apos;acquisizione interroga di nuovo l&apos;unità all&apos;avvio; il suo registro e il suo rapporto indicano cosa ha trovato.</translation>
    </message>
    <message>
        <source>Whether this drive hides sectors from the host (HPA, DCO, detached namespaces) is still being checked.</source>
        <translation>Controllo ancora in corso: questa unità nasconde settori all&apos;host (HPA, DCO, namespace scollegati)?</translation>
    </message>
    <message>
        <source>This drive hides sectors from the host: %1</source>
        <translation>Questa unità nasconde settori all&apos;host: %1</translation>
    </message>
    <message>
        <source>Hidden areas: none. The drive shows all its %1.</source>
        <translation>Aree nascoste: nessuna. L&apos;unità espone tutti i suoi %1.</translation>
    </message>
    <message>
        <source>Hidden areas unknown: %1</source>
        <translation>Aree nascoste sconosciute: %1</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionSummary</name>
    <message>
        <source>Acquisition completed.</source>
        <translation>Acquisizione completata.</translation>
    </message>
    <message>
        <source>Every area of the source was tried and the image is complete.</source>
        <translation>Ogni area della sorgente è stata tentata e l&apos;immagine è completa.</translation>
    </message>
    <message>
        <source>Acquisition FAILED.</source>
        <translation>Acquisizione NON RIUSCITA.</translation>
    </message>
    <message>
        <source>Acquisition STOPPED.</source>
        <translation>Acquisizione INTERROTTA.</translation>
    </message>
    <message>
        <source>The acquisition was stopped before the end. The image is incomplete and has no hash.</source>
        <translation>L&apos;acquisizione è stata interrotta prima della fine. L&apos;immagine è incompleta e non ha hash.</translation>
    </message>
    <message>
        <source>Nothing read.</source>
        <translation>Nulla letto.</translation>
    </message>
    <message>
        <source>The record holds no map: nothing of the source is known to have been read.</source>
        <translation>Il record non contiene alcuna mappa: non risulta che alcuna parte della sorgente sia stata letta.</translation>
    </message>
    <message>
        <source>No unreadable sector.</source>
        <translation>Nessun settore illeggibile.</translation>
    </message>
    <message>
        <source>All %1 bytes of the source were read.</source>
        <translation>Tutti i %1 byte della sorgente sono stati letti.</translation>
    </message>
    <message numerus="yes">
        <source>%1 bytes (%n bad sector(s)) could NOT be read and are filled with %2 in the image.</source>
        <translation>
            <numerusform>%1 byte (%n settore danneggiato) NON sono stati letti e nell&apos;immagine sono riempiti con %2.</numerusform>
            <numerusform>%1 byte (%n settori danneggiati) NON sono stati letti e nell&apos;immagine sono riempiti con %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes were NEVER read: the acquisition stopped before it reached them.</source>
        <translation>%1 byte non sono MAI stati letti: l&apos;acquisizione si è fermata prima di raggiungerli.</translation>
    </message>
    <message>
        <source>Not all of the source was read.</source>
        <translation>La sorgente non è stata letta interamente.</translation>
    </message>
    <message>
        <source>%1 of %2 bytes read (%3). </source>
        <translation>%1 di %2 byte letti (%3). </translation>
    </message>
    <message>
        <source>Write-block LIFTED during the acquisition.</source>
        <translation>Blocco della scrittura RIMOSSO durante l&apos;acquisizione.</translation>
    </message>
    <message>
        <source>The kernel read-only flag was found cleared on %1 when it was read again after the last read of the source: the source was writable at some point during the acquisition.</source>
        <translation>Il flag di sola lettura del kernel è risultato disattivato su %1 quando è stato riletto dopo l&apos;ultima lettura della sorgente: in un certo momento dell&apos;acquisizione la sorgente era scrivibile.</translation>
    </message>
    <message>
        <source>Write-block not checked at the end.</source>
        <translation>Blocco della scrittura non controllato alla fine.</translation>
    </message>
    <message>
        <source>Write-block NOT lifted.</source>
        <translation>Blocco della scrittura NON rimosso.</translation>
    </message>
    <message>
        <source>The kernel read-only flag could not be cleared on %1 after the acquisition, which may still be read-only: run blockdev --setrw on each of them, or unplug and re-plug the drive. This concerns the drive only, not the image or the acquisition&apos;s files.</source>
        <translation>Dopo l&apos;acquisizione non è stato possibile disattivare il flag di sola lettura del kernel su %1, che potrebbero essere ancora in sola lettura: eseguire blockdev --setrw su ciascuno, oppure scollegare e ricollegare l&apos;unità. Riguarda solo l&apos;unità, non l&apos;immagine né i file dell&apos;acquisizione.</translation>
    </message>
    <message>
        <source>Verification: %1.</source>
        <translation>Verifica: %1.</translation>
    </message>
    <message>
        <source>A file was NOT written.</source>
        <translation>Un file NON è stato scritto.</translation>
    </message>
    <message>
        <source>%1 Resume the acquisition to write its files again.</source>
        <translation>%1 Riprendere l&apos;acquisizione per scriverne di nuovo i file.</translation>
    </message>
    <message>
        <source>Kept, as they are on disk now:</source>
        <translation>Conservati, così come sono ora sul disco:</translation>
    </message>
    <message>
        <source>it was stopped</source>
        <translation>è stata interrotta</translation>
    </message>
    <message>
        <source>Another output NOT completed.</source>
        <translation>Un altro output NON completato.</translation>
    </message>
    <message>
        <source>%1 (%2): %3. Its files are an interrupted acquisition&apos;s: it resumes on its own (custody-cli acquire with its base, its format and --resume), reading the source again for what it lacks.</source>
        <translation>%1 (%2): %3. I suoi file sono quelli di un&apos;acquisizione interrotta: si riprende separatamente (custody-cli acquire con la sua base, il suo formato e --resume), rileggendo dalla sorgente ciò che le manca.</translation>
    </message>
    <message>
        <source>%1 (%2): %3. An interrupted E01 acquisition cannot be resumed: acquire it again with --force (which replaces its files), or acquire to raw with --preset rescue, which resumes, and convert the result to E01.</source>
        <translation>%1 (%2): %3. Un&apos;acquisizione E01 interrotta non può essere ripresa: acquisirla di nuovo con --force (che ne sostituisce i file), oppure acquisire in raw con --preset rescue, che si può riprendere, e convertire il risultato in E01.</translation>
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
        <translation>&amp;Numero del caso:</translation>
    </message>
    <message>
        <source>&amp;Evidence number:</source>
        <translation>Numero del &amp;reperto:</translation>
    </message>
    <message>
        <source>E&amp;xaminer:</source>
        <translation>&amp;Esaminatore:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>Descri&amp;zione:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>N&amp;ote:</translation>
    </message>
</context>
<context>
    <name>Custody::CaseHistory</name>
    <message>
        <source>Qt&apos;s SQLite driver is not installed (Debian: libqt6sql6-sqlite)</source>
        <translation>il driver SQLite di Qt non è installato (Debian: libqt6sql6-sqlite)</translation>
    </message>
    <message>
        <source>there is no history there yet</source>
        <translation>lì non c&apos;è ancora alcuna cronologia</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossibile creare la cartella %1</translation>
    </message>
    <message>
        <source>open</source>
        <translation>apertura</translation>
    </message>
    <message>
        <source>not a readable SQLite database</source>
        <translation>non è un database SQLite leggibile</translation>
    </message>
    <message>
        <source>newer schema</source>
        <translation>schema più recente</translation>
    </message>
    <message>
        <source>version %1, written by a later Custody; this one knows up to %2. Use the later version, or give another file</source>
        <translation>versione %1, scritta da un Custody più recente; questo conosce fino alla %2. Usare la versione più recente o indicare un altro file</translation>
    </message>
    <message>
        <source>read</source>
        <translation>lettura</translation>
    </message>
    <message>
        <source>the file is an SQLite database of something else</source>
        <translation>il file è un database SQLite di altro tipo</translation>
    </message>
    <message>
        <source>set up</source>
        <translation>configurazione</translation>
    </message>
    <message>
        <source>not a Custody history (no schema version)</source>
        <translation>non è una cronologia di Custody (nessuna versione dello schema)</translation>
    </message>
    <message>
        <source>SQLite keeps it out of WAL mode</source>
        <translation>SQLite la mantiene fuori dalla modalità WAL</translation>
    </message>
    <message>
        <source>upgrade</source>
        <translation>aggiornamento</translation>
    </message>
    <message>
        <source>upgrade from schema %1</source>
        <translation>aggiornamento dallo schema %1</translation>
    </message>
    <message>
        <source>append</source>
        <translation>aggiunta</translation>
    </message>
    <message>
        <source>this history (schema %1) has no column %2</source>
        <translation>questa cronologia (schema %1) non ha la colonna %2</translation>
    </message>
    <message>
        <source>row %1 is the first row but does not start the chain: the rows before it were removed, or it was inserted</source>
        <translation>la riga %1 è la prima ma non inizia la catena: le righe precedenti sono state rimosse, oppure è stata inserita</translation>
    </message>
    <message>
        <source>row %1 does not follow row %2: the rows between them were removed, or row %1 was inserted</source>
        <translation>la riga %1 non segue la riga %2: le righe intermedie sono state rimosse, oppure la riga %1 è stata inserita</translation>
    </message>
    <message>
        <source>row %1 does not follow row %2: a row was inserted in its place, or its link to the row before was changed</source>
        <translation>la riga %1 non segue la riga %2: al suo posto è stata inserita una riga, oppure il suo collegamento alla riga precedente è stato modificato</translation>
    </message>
    <message>
        <source>row %1 was changed after it was written (or inserted): its columns do not give its hash</source>
        <translation>la riga %1 è stata modificata dopo essere stata scritta (o è stata inserita): le sue colonne non danno il suo hash</translation>
    </message>
    <message>
        <source>row %1 and any after it were removed (the last row written was %2)</source>
        <translation>la riga %1 e tutte le successive sono state rimosse (l&apos;ultima riga scritta era la %2)</translation>
    </message>
    <message>
        <source>the triggers that refuse changes to rows were removed</source>
        <translation>i trigger che impediscono la modifica delle righe sono stati rimossi</translation>
    </message>
    <message>
        <source>it is a symbolic link, which SQLite would follow to a file Custody cannot vouch for: give the path of the history itself</source>
        <translation>è un collegamento simbolico, che SQLite seguirebbe fino a un file di cui Custody non può rispondere: indicare il percorso della cronologia stessa</translation>
    </message>
    <message>
        <source>it is a folder: give the path of a history file in it</source>
        <translation>è una cartella: indicare il percorso di un file di cronologia al suo interno</translation>
    </message>
    <message>
        <source>it is not a regular file (a device, a FIFO or a socket): give the path of a Custody history or a new file name</source>
        <translation>non è un file regolare (un dispositivo, una FIFO o un socket): indicare il percorso di una cronologia di Custody o un nuovo nome di file</translation>
    </message>
    <message>
        <source>cannot look at it</source>
        <translation>impossibile esaminarlo</translation>
    </message>
    <message>
        <source>there is no database there but there is %1, which belongs to another database or to a history that was moved away: SQLite would delete or replay it. Move it away, or choose another file name</source>
        <translation>lì non c&apos;è alcun database, ma c&apos;è %1, che appartiene a un altro database o a una cronologia spostata altrove: SQLite lo eliminerebbe o lo rieseguirebbe. Spostarlo altrove o scegliere un altro nome di file</translation>
    </message>
    <message>
        <source>it is an empty file, and Custody never leaves a history empty: it is not one. Choose a Custody history or a new file name, or remove the empty file if you made it</source>
        <translation>è un file vuoto, e Custody non lascia mai vuota una cronologia: quindi non lo è. Scegliere una cronologia di Custody o un nuovo nome di file, oppure rimuovere il file vuoto se è stato creato da Lei</translation>
    </message>
    <message>
        <source>cannot read it</source>
        <translation>impossibile leggerlo</translation>
    </message>
    <message>
        <source>it is not a readable SQLite database, so not a Custody history, and Custody does not write it: choose a Custody history or a new file name</source>
        <translation>non è un database SQLite leggibile, quindi non è una cronologia di Custody, e Custody non vi scrive: scegliere una cronologia di Custody o un nuovo nome di file</translation>
    </message>
    <message>
        <source>it is an SQLite database of something else (application id 0x%1, where a Custody history has 0x%2), and Custody never opens another program&apos;s database: choose a Custody history or a new file name</source>
        <translation>è un database SQLite di altro tipo (ID applicazione 0x%1, mentre una cronologia di Custody ha 0x%2), e Custody non apre mai il database di un altro programma: scegliere una cronologia di Custody o un nuovo nome di file</translation>
    </message>
    <message>
        <source>%1 beside it is not a regular file, and SQLite would write through it: move it away</source>
        <translation>%1 accanto a esso non è un file regolare, e SQLite scriverebbe attraverso di esso: spostarlo altrove</translation>
    </message>
    <message>
        <source>cannot create a file in its folder</source>
        <translation>impossibile creare un file nella sua cartella</translation>
    </message>
    <message>
        <source>create: %1</source>
        <translation>creazione: %1</translation>
    </message>
    <message>
        <source>cannot sync the new history</source>
        <translation>impossibile sincronizzare su disco la nuova cronologia</translation>
    </message>
    <message>
        <source>cannot give the new history its name</source>
        <translation>impossibile assegnare il nome alla nuova cronologia</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>impossibile leggere %1</translation>
    </message>
    <message>
        <source>cannot make a private copy to read</source>
        <translation>impossibile creare una copia privata da leggere</translation>
    </message>
    <message>
        <source>cannot make a private copy to read: %1</source>
        <translation>impossibile creare una copia privata da leggere: %1</translation>
    </message>
    <message>
        <source>it was removed while it was being read</source>
        <translation>è stato rimosso mentre veniva letto</translation>
    </message>
    <message>
        <source>it kept changing while a private copy was made to read it: try again</source>
        <translation>ha continuato a cambiare mentre se ne creava una copia privata per leggerlo: riprovare</translation>
    </message>
    <message>
        <source>it is not a readable SQLite database: it ends before its header does. Custody does not write it: keep it as found, and choose a Custody history or a new file name</source>
        <translation>non è un database SQLite leggibile: termina prima della fine della sua intestazione. Custody non vi scrive: conservarlo così com&apos;è e scegliere una cronologia di Custody o un nuovo nome di file</translation>
    </message>
    <message>
        <source>it was removed while it was being created</source>
        <translation>è stato rimosso mentre veniva creato</translation>
    </message>
    <message>
        <source>the history was opened to be read only</source>
        <translation>la cronologia è stata aperta in sola lettura</translation>
    </message>
    <message>
        <source>the table chain_head has no row</source>
        <translation>la tabella chain_head non contiene righe</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver is not installed (Debian: libqt6sql6-psql)</source>
        <translation>il driver PostgreSQL di Qt non è installato (Debian: libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>connect</source>
        <translation>connessione</translation>
    </message>
    <message>
        <source>this login may not use the history: the database&apos;s owner grants it the role custody_station (%1)</source>
        <translation>questo login non può usare la cronologia: il proprietario del database gli assegna il ruolo custody_station (%1)</translation>
    </message>
    <message>
        <source>this login may not read the history: the database&apos;s owner grants it the role custody_station (%1)</source>
        <translation>questo login non può leggere la cronologia: il proprietario del database gli assegna il ruolo custody_station (%1)</translation>
    </message>
    <message>
        <source>the database is not a Custody history (%1): its owner sets it up with &apos;custody-cli history init URL&apos;</source>
        <translation>il database non è una cronologia di Custody (%1): il suo proprietario la configura con &apos;custody-cli history init URL&apos;</translation>
    </message>
    <message>
        <source>the database&apos;s custody_history table does not name a Custody history: Custody does not write it</source>
        <translation>la tabella custody_history del database non indica una cronologia di Custody: Custody non vi scrive</translation>
    </message>
    <message>
        <source>version %1, written by a later Custody; this one knows up to %2. Use the later version, or give another history</source>
        <translation>versione %1, scritta da un Custody più recente; questo conosce fino alla %2. Usare la versione più recente o indicare un&apos;altra cronologia</translation>
    </message>
    <message>
        <source>the history has no events table, or this login may not read it (grant it the role custody_station)</source>
        <translation>la cronologia non ha la tabella events, oppure questo login non può leggerla (assegnargli il ruolo custody_station)</translation>
    </message>
    <message>
        <source>the login may not create the role custody_station: run init as a login with CREATEROLE, or have the server&apos;s administrator create the role first (%1)</source>
        <translation>il login non può creare il ruolo custody_station: eseguire init con un login dotato di CREATEROLE, oppure far prima creare il ruolo all&apos;amministratore del server (%1)</translation>
    </message>
    <message>
        <source>the schema was not made: %1</source>
        <translation>lo schema non è stato creato: %1</translation>
    </message>
    <message>
        <source>connect: %1</source>
        <translation>connessione: %1</translation>
    </message>
    <message>
        <source>it has a table named events that is not a Custody history&apos;s: set up the history in a database of its own</source>
        <translation>contiene una tabella chiamata events che non è quella di una cronologia di Custody: configurare la cronologia in un database dedicato</translation>
    </message>
    <message>
        <source>its encoding is %1: a history keeps paths and names in any language, so make it with ENCODING &apos;UTF8&apos;</source>
        <translation>la sua codifica è %1: una cronologia conserva percorsi e nomi in qualsiasi lingua, quindi crearlo con ENCODING &apos;UTF8&apos;</translation>
    </message>
    <message>
        <source>set up: %1</source>
        <translation>configurazione: %1</translation>
    </message>
    <message>
        <source>row %1 and any after it are not in the chain&apos;s head (chain_head, at row %2): they were inserted, or the head was changed</source>
        <translation>la riga %1 e le successive non sono nella testa della catena (chain_head, alla riga %2): sono state inserite, oppure la testa è stata modificata</translation>
    </message>
    <message>
        <source>row %1 is not the row the chain&apos;s head (chain_head) was given: it was replaced</source>
        <translation>la riga %1 non è quella assegnata alla testa della catena (chain_head): è stata sostituita</translation>
    </message>
    <message>
        <source>the chain&apos;s head (table chain_head) cannot be read: %1</source>
        <translation>impossibile leggere la testa della catena (tabella chain_head): %1</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 was removed</source>
        <translation>il trigger %1 su %2 è stato rimosso</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 is disabled</source>
        <translation>il trigger %1 su %2 è disattivato</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 was changed: %3</source>
        <translation>il trigger %1 su %2 è stato modificato: %3</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 runs a function that was changed</source>
        <translation>il trigger %1 su %2 esegue una funzione che è stata modificata</translation>
    </message>
    <message>
        <source>a rule (%1) was added to the table %2: it can turn changes into something else</source>
        <translation>alla tabella %2 è stata aggiunta una regola (%1): può trasformare le modifiche in altro</translation>
    </message>
    <message>
        <source>row security was turned on for the table %1: it can hide rows from the check</source>
        <translation>per la tabella %1 è stata attivata la sicurezza a livello di riga: può nascondere righe al controllo</translation>
    </message>
    <message>
        <source>the database did not store the row (%1 rows stored): a trigger that is not Custody&apos;s may be in the way</source>
        <translation>il database non ha memorizzato la riga (%1 righe memorizzate): potrebbe interferire un trigger non di Custody</translation>
    </message>
    <message>
        <source>a trigger that is not Custody&apos;s was added: %1</source>
        <translation>è stato aggiunto un trigger non di Custody: %1</translation>
    </message>
    <message>
        <source>the server asks this login for a password: keep it in ~/.pgpass (or the file PGPASSFILE names), a service file&apos;s passfile, or PGPASSWORD, never in the URL</source>
        <translation>il server chiede una password per questo accesso: conservarla in ~/.pgpass (o nel file indicato da PGPASSFILE), nel passfile di un file di servizio o in PGPASSWORD, mai nell&apos;URL</translation>
    </message>
    <message>
        <source>the server refused the password this station gave for the login: correct it where it is kept (~/.pgpass, the file PGPASSFILE names, a service file&apos;s passfile, or PGPASSWORD)</source>
        <translation>il server ha rifiutato la password che questa postazione ha fornito per l&apos;accesso: correggerla dove è conservata (~/.pgpass, il file indicato da PGPASSFILE, il passfile di un file di servizio o PGPASSWORD)</translation>
    </message>
    <message>
        <source>the schema&apos;s steps left it at schema %1, not %2</source>
        <translation>i passi dello schema l’hanno lasciato allo schema %1, non %2</translation>
    </message>
    <message>
        <source>as %1 from %2, %3</source>
        <translation>come %1 da %2, %3</translation>
    </message>
    <message>
        <source>it is a Custody history (schema %1) already: nothing was changed</source>
        <translation>è già una cronologia dei casi di Custody (schema %1): non è stato cambiato nulla</translation>
    </message>
    <message>
        <source>upgrade: %1</source>
        <translation>aggiornamento: %1</translation>
    </message>
    <message>
        <source>it was upgraded to schema %1 meanwhile: nothing was changed</source>
        <translation>nel frattempo è stata aggiornata allo schema %1: non è stato cambiato nulla</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver did not say which sslmode the connection used</source>
        <translation>il driver PostgreSQL di Qt non ha indicato quale sslmode ha usato la connessione</translation>
    </message>
    <message>
        <source>the history says it is schema %1, but its events table is schema %2&apos;s: the table custody_history was changed</source>
        <translation>la cronologia dice di essere allo schema %1, ma la sua tabella events è quella dello schema %2: la tabella custody_history è stata modificata</translation>
    </message>
</context>
<context>
    <name>Custody::CloneDestination</name>
    <message>
        <source>it holds %1 bytes (%2 sectors of %3 bytes), %4 bytes (%5 sectors) fewer than the %6 bytes of the source</source>
        <translation>contiene %1 byte (%2 settori da %3 byte), %4 byte (%5 settori) in meno dei %6 byte della sorgente</translation>
    </message>
    <message>
        <source>the source&apos;s %1 bytes are not whole sectors of the drive&apos;s %2 bytes: its last sector would be written only in part</source>
        <translation>i %1 byte della sorgente non sono settori interi dei %2 byte dell&apos;unità: il suo ultimo settore verrebbe scritto solo in parte</translation>
    </message>
    <message>
        <source>it reports the serial number &quot;%1&quot; and %2 bytes, but the drive confirmed was &quot;%3&quot; with %4 bytes: another drive under the same name? Choose it again</source>
        <translation>riporta il numero di serie &quot;%1&quot; e %2 byte, ma l&apos;unità confermata era &quot;%3&quot; con %4 byte: un&apos;altra unità con lo stesso nome? Sceglierla di nuovo</translation>
    </message>
    <message>
        <source>no memory for a block</source>
        <translation>memoria insufficiente per un blocco</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>da %1 a %2</translation>
    </message>
    <message>
        <source>pwrite of sectors %1</source>
        <translation>pwrite dei settori %1</translation>
    </message>
    <message>
        <source>%1 bytes of the excess sectors read back otherwise than written</source>
        <translation>%1 byte dei settori in eccesso riletti diversi da come sono stati scritti</translation>
    </message>
</context>
<context>
    <name>Custody::CloneDriveDialog</name>
    <message>
        <source>%1 holds %2, the source %3: it is %4 bytes (%5 sectors of %6 bytes) too small. A clone needs a drive at least as large as the source; nothing is written to a smaller one.</source>
        <translation>%1 contiene %2, la sorgente %3: è troppo piccola di %4 byte (%5 settori da %6 byte). Un clone richiede un&apos;unità grande almeno quanto la sorgente; su un&apos;unità più piccola non viene scritto nulla.</translation>
    </message>
    <message>
        <source>Clone to a drive</source>
        <translation>Clona su un&apos;unità</translation>
    </message>
    <message>
        <source>The drive chosen is overwritten with the source, sector for sector. Drives the write gate refuses (the source and what it stands on, system disks, mounted or read-only drives) and drives smaller than the source (%1) cannot be chosen.</source>
        <translation>L&apos;unità scelta viene sovrascritta con la sorgente, settore per settore. Non si possono scegliere le unità rifiutate dal controllo di scrittura (la sorgente e ciò su cui si trova, i dischi di sistema, le unità montate o in sola lettura) né le unità più piccole della sorgente (%1).</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Model and serial</source>
        <translation>Modello e numero di serie</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dimensione</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Left as they are</source>
        <translation>Lasciati come sono</translation>
    </message>
    <message>
        <source>Written with zeros</source>
        <translation>Scritti con zeri</translation>
    </message>
    <message>
        <source>Written with a byte</source>
        <translation>Scritti con un byte</translation>
    </message>
    <message>
        <source>The byte written past the source&apos;s last sector, as 0xHH.</source>
        <translation>Il byte scritto oltre l&apos;ultimo settore della sorgente, nella forma 0xHH.</translation>
    </message>
    <message>
        <source>Sectors &amp;past the source:</source>
        <translation>Settori &amp;oltre la sorgente:</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Controllo…</translation>
    </message>
    <message>
        <source>May be overwritten</source>
        <translation>Può essere sovrascritta</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Rifiutata</translation>
    </message>
    <message>
        <source>The device list shows no drive.</source>
        <translation>L&apos;elenco dei dispositivi non mostra alcuna unità.</translation>
    </message>
    <message>
        <source>Asking the write gate about each drive…</source>
        <translation>Interrogazione del controllo di scrittura per ogni unità…</translation>
    </message>
    <message>
        <source>Choose the drive to overwrite.</source>
        <translation>Scegliere l&apos;unità da sovrascrivere.</translation>
    </message>
    <message>
        <source>Give the byte as 0x followed by two hex digits, e.g. 0xff.</source>
        <translation>Indicare il byte come 0x seguito da due cifre esadecimali, ad es. 0xff.</translation>
    </message>
    <message>
        <source>Drives to clone onto</source>
        <translation>Unità su cui clonare</translation>
    </message>
    <message>
        <source>Choose this &amp;drive</source>
        <translation>&amp;Scegli questa unità</translation>
    </message>
</context>
<context>
    <name>Custody::CloneText</name>
    <message>
        <source>sectors %1 to %2 (%3 bytes)</source>
        <translation>settori da %1 a %2 (%3 byte)</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>zeri</translation>
    </message>
    <message>
        <source>the byte %1</source>
        <translation>il byte %1</translation>
    </message>
    <message>
        <source>No excess sectors.</source>
        <translation>Nessun settore in eccesso.</translation>
    </message>
    <message>
        <source>The drive holds as many bytes as the source.</source>
        <translation>L&apos;unità contiene tanti byte quanti la sorgente.</translation>
    </message>
    <message>
        <source>Excess sectors left as they were.</source>
        <translation>Settori in eccesso lasciati come erano.</translation>
    </message>
    <message>
        <source>The drive&apos;s %1 past the source were neither written nor read: they hold what they held before.</source>
        <translation>I %1 dell&apos;unità oltre la sorgente non sono stati né scritti né letti: contengono ciò che contenevano prima.</translation>
    </message>
    <message>
        <source>Excess sectors NOT wiped.</source>
        <translation>Settori in eccesso NON cancellati.</translation>
    </message>
    <message>
        <source>%1 of the %2 were written with %3. %4</source>
        <translation>%1 dei %2 sono stati scritti con %3. %4</translation>
    </message>
    <message>
        <source>Excess sectors wiped and verified.</source>
        <translation>Settori in eccesso cancellati e verificati.</translation>
    </message>
    <message>
        <source>The drive&apos;s %1 past the source were written with %2 and read back equal to it.</source>
        <translation>I %1 dell&apos;unità oltre la sorgente sono stati scritti con %2 e riletti identici.</translation>
    </message>
    <message>
        <source>%1 of the %2 were written with %3: the clone stopped before the rest.</source>
        <translation>%1 dei %2 sono stati scritti con %3: il clone si è fermato prima del resto.</translation>
    </message>
    <message>
        <source>Excess sectors wiped, not verified.</source>
        <translation>Settori in eccesso cancellati, non verificati.</translation>
    </message>
    <message>
        <source>The drive&apos;s %1 past the source were written with %2, and not read back (--verify reads them back).</source>
        <translation>I %1 dell&apos;unità oltre la sorgente sono stati scritti con %2 e non riletti (--verify li rilegge).</translation>
    </message>
    <message>
        <source>serial %1</source>
        <translation>numero di serie %1</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 byte</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Read back from the drive with O_DIRECT, from the medium rather than the page cache: %1.</source>
        <translation>Riletto dall&apos;unità con O_DIRECT, dal supporto anziché dalla cache delle pagine: %1.</translation>
    </message>
    <message>
        <source>Read back from the drive through the page cache, perhaps from memory: writing out or dropping its cached pages failed (%1): %2.</source>
        <translation>Riletto dall&apos;unità attraverso la cache delle pagine, forse dalla memoria: lo scaricamento o l&apos;eliminazione delle sue pagine in cache non è riuscito (%1): %2.</translation>
    </message>
    <message>
        <source>Read back from the drive through the page cache, written out and dropped first (the drive refused O_DIRECT): %1.</source>
        <translation>Riletto dall&apos;unità attraverso la cache delle pagine, dopo averle prima scaricate ed eliminate (l&apos;unità ha rifiutato O_DIRECT): %1.</translation>
    </message>
    <message>
        <source>Cloned onto %1.</source>
        <translation>Clonato su %1.</translation>
    </message>
    <message>
        <source>Its %1 hold the source, with the fill where the source could not be read.</source>
        <translation>I suoi %1 contengono la sorgente, con il riempimento dove la sorgente non è stata letta.</translation>
    </message>
    <message>
        <source>Clone INCOMPLETE on %1.</source>
        <translation>Clone INCOMPLETO su %1.</translation>
    </message>
    <message>
        <source>Drive cache NOT flushed.</source>
        <translation>Cache dell&apos;unità NON scaricata.</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Numero di serie</translation>
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
        <translation>Dimensione</translation>
    </message>
    <message>
        <source>%1 bytes = %2 sectors of %3 bytes (%4 bytes physical)</source>
        <translation>%1 byte = %2 settori da %3 byte (%4 byte fisici)</translation>
    </message>
    <message>
        <source>SMART before the write</source>
        <translation>SMART prima della scrittura</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Source written to</source>
        <translation>Sorgente scritta su</translation>
    </message>
    <message>
        <source>Read back</source>
        <translation>Rilettura</translation>
    </message>
    <message>
        <source>with O_DIRECT, from the medium</source>
        <translation>con O_DIRECT, dal supporto</translation>
    </message>
    <message>
        <source>through the page cache, written out and dropped first (the drive refused O_DIRECT)</source>
        <translation>attraverso la cache delle pagine, dopo averle prima scaricate ed eliminate (l&apos;unità ha rifiutato O_DIRECT)</translation>
    </message>
    <message>
        <source>Excess sectors</source>
        <translation>Settori in eccesso</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Errore</translation>
    </message>
    <message>
        <source>Destination drive</source>
        <translation>Unità di destinazione</translation>
    </message>
    <message>
        <source>none of the %1 sectors of the source (%2 bytes)</source>
        <translation>nessuno dei %1 settori della sorgente (%2 byte)</translation>
    </message>
    <message>
        <source>sectors 0 to %1 of the %2 sectors of the source (%3 of %4 bytes)</source>
        <translation>settori da 0 a %1 dei %2 settori della sorgente (%3 di %4 byte)</translation>
    </message>
    <message>
        <source>Written: %1. The drive is not a copy of the source. Clone again from the start (--force).</source>
        <translation>Scritti: %1. L&apos;unità non è una copia della sorgente. Clonare di nuovo dall&apos;inizio (--force).</translation>
    </message>
</context>
<context>
    <name>Custody::ContentText</name>
    <message>
        <source>%1 of %2 sectors read (%3)</source>
        <translation>%1 di %2 settori letti (%3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 sectors: %2</source>
        <translation>%1 settori: %2</translation>
    </message>
    <message>
        <source>sectors %1 to %2 (%3)</source>
        <translation>settori da %1 a %2 (%3)</translation>
    </message>
    <message>
        <source>Most of this drive reads as zeros (%1 of the sectors read), although SMART reports %2 power-on hours: a drive in use is rarely that empty. Before relying on the image, rule out a drive that answers with zeros instead of its data (a locked or self-encrypting drive, a failing controller or adapter, an SSD that discarded trimmed blocks, a host protected area or a DCO hiding the data).</source>
        <translation>Gran parte di questa unità si legge come zeri (%1 dei settori letti), sebbene SMART riporti %2 ore di accensione: un&apos;unità in uso è raramente così vuota. Prima di fare affidamento sull&apos;immagine, escludere che l&apos;unità risponda con zeri invece che con i propri dati (un&apos;unità bloccata o autocrittografante, un controller o un adattatore guasto, un SSD che ha scartato blocchi liberati con TRIM, una Host Protected Area o un DCO che nasconde i dati).</translation>
    </message>
    <message>
        <source>All zeros: %1</source>
        <translation>Tutti zeri: %1</translation>
    </message>
    <message>
        <source>One other byte repeated: %1</source>
        <translation>Un altro byte ripetuto: %1</translation>
    </message>
    <message>
        <source>Unreadable, not counted: %1 sectors</source>
        <translation>Illeggibili, non contati: %1 settori</translation>
    </message>
    <message>
        <source>Zero run %1: %2</source>
        <translation>Sequenza di zeri %1: %2</translation>
    </message>
    <message>
        <source>What the data looks like (%1-byte sectors):</source>
        <translation>Aspetto dei dati (settori da %1 byte):</translation>
    </message>
    <message>
        <source>What the data looks like</source>
        <translation>Aspetto dei dati</translation>
    </message>
    <message>
        <source>Sectors read</source>
        <translation>Settori letti</translation>
    </message>
    <message>
        <source>All zeros</source>
        <translation>Tutti zeri</translation>
    </message>
    <message>
        <source>One other byte repeated</source>
        <translation>Un altro byte ripetuto</translation>
    </message>
    <message>
        <source>Unreadable, not counted</source>
        <translation>Illeggibili, non contati</translation>
    </message>
    <message>
        <source>%1 sectors (the fill written in their place is not the drive&apos;s data)</source>
        <translation>%1 settori (il riempimento scritto al loro posto non è un dato dell&apos;unità)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>Primo settore</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>Ultimo settore</translation>
    </message>
    <message>
        <source>Offset (bytes)</source>
        <translation>Offset (byte)</translation>
    </message>
    <message>
        <source>Length (bytes)</source>
        <translation>Lunghezza (byte)</translation>
    </message>
    <message>
        <source>The longest runs of sectors read as zeros, longest first:</source>
        <translation>Le sequenze più lunghe di settori letti come zeri, dalla più lunga:</translation>
    </message>
    <message>
        <source>Mostly zeros</source>
        <translation>Prevalentemente zeri</translation>
    </message>
    <message>
        <source>Counted in the image as stored: a sector the acquisition could not read holds its fill here and counts as what the fill is (zeros by default); the acquisition&apos;s record tells the two apart.</source>
        <translation>Conteggio sull&apos;immagine così come è memorizzata: un settore che l&apos;acquisizione non ha potuto leggere contiene qui il suo riempimento e conta per ciò che il riempimento è (zeri per impostazione predefinita); il record dell&apos;acquisizione distingue i due casi.</translation>
    </message>
    <message>
        <source>%1 sectors of %2 bytes</source>
        <translation>%1 settori da %2 byte</translation>
    </message>
    <message>
        <source>Counted in the image as stored, except the sectors that the acquisition&apos;s record calls unreadable (%1): they hold the fill and count as unreadable, not as what the fill is.</source>
        <translation>Conteggiato nell&apos;immagine così come è memorizzata, tranne i settori che il record dell&apos;acquisizione dichiara illeggibili (%1): contengono il riempimento e contano come illeggibili, non come ciò che il riempimento è.</translation>
    </message>
</context>
<context>
    <name>Custody::ConversionDialog</name>
    <message>
        <source>Convert to E01</source>
        <translation>Converti in E01</translation>
    </message>
    <message>
        <source>No E01 was made: %1</source>
        <translation>Nessun E01 creato: %1</translation>
    </message>
    <message>
        <source>Written: %1. Every hash of the acquisition agrees with the image read for it:</source>
        <translation>Scritto: %1. Ogni hash dell&apos;acquisizione concorda con l&apos;immagine letta per calcolarlo:</translation>
    </message>
    <message>
        <source>Write the image of this acquisition as %1.E01 (and further segments as needed) beside it? The image is only read; the E01 is kept only when every hash of the acquisition is found again in the same read, and the acquisition log then names it.</source>
        <translation>Scrivere l&apos;immagine di questa acquisizione come %1.E01 (e altri segmenti se necessario) accanto a essa? L&apos;immagine viene solo letta; l&apos;E01 viene conservato solo se ogni hash dell&apos;acquisizione viene ritrovato nella stessa lettura, e in tal caso il registro di acquisizione lo indica.</translation>
    </message>
    <message>
        <source>Com&amp;pression:</source>
        <translation>Com&amp;pressione:</translation>
    </message>
    <message>
        <source>Se&amp;gment size:</source>
        <translation>Dimensione dei se&amp;gmenti:</translation>
    </message>
    <message>
        <source>Writing the E01 and checking the image against the acquisition&apos;s hashes in the same read…</source>
        <translation>Scrittura dell&apos;E01 e controllo dell&apos;immagine con gli hash dell&apos;acquisizione nella stessa lettura…</translation>
    </message>
    <message>
        <source>The acquisition log does not name it: %1</source>
        <translation>Il registro di acquisizione non lo indica: %1</translation>
    </message>
    <message>
        <source>Stopping: the E01 written so far is removed…</source>
        <translation>Arresto: l&apos;E01 scritto finora viene rimosso…</translation>
    </message>
    <message>
        <source>The acquisition log names it, but its signature, now stale, was not removed: %1</source>
        <translation>Il registro di acquisizione lo indica, ma la sua firma, ormai non più valida, non è stata rimossa: %1</translation>
    </message>
    <message>
        <source>The acquisition log names it; its signature, now stale, was removed (the log is signed again when a signing identity is set).</source>
        <translation>Il registro di acquisizione lo indica; la sua firma, ormai non più valida, è stata rimossa (il registro viene firmato di nuovo quando è impostata un&apos;identità di firma).</translation>
    </message>
    <message>
        <source>Con&amp;vert</source>
        <translation>&amp;Converti</translation>
    </message>
    <message>
        <source>Queued: the conversion starts when the job queue&apos;s limits let it (Jobs table). Cancel takes it out of the queue.</source>
        <translation>In coda: la conversione inizia quando i limiti della coda dei lavori lo consentono (tabella dei lavori). Annulla la toglie dalla coda.</translation>
    </message>
    <message>
        <source>E01 written, the hashes agree</source>
        <translation>E01 scritto, gli hash concordano</translation>
    </message>
    <message>
        <source>nothing kept</source>
        <translation>nulla è conservato</translation>
    </message>
    <message>
        <source>Taken out of the job queue: nothing was written.</source>
        <translation>Tolta dalla coda dei lavori: non è stato scritto nulla.</translation>
    </message>
</context>
<context>
    <name>Custody::DashboardStatus</name>
    <message>
        <source>The status file %1 is not kept: %2</source>
        <translation>Il file di stato %1 non viene mantenuto: %2</translation>
    </message>
    <message>
        <source>The status file %1 is no longer written: %2</source>
        <translation>Il file di stato %1 non viene più scritto: %2</translation>
    </message>
    <message>
        <source>The status file %1 is not kept: give its full path</source>
        <translation>Il file di stato %1 non viene mantenuto: indicarne il percorso completo</translation>
    </message>
</context>
<context>
    <name>Custody::DestinationDrive</name>
    <message>
        <source>the device node changed while it was checked; check which drive it names and try again</source>
        <translation>il nodo del dispositivo è cambiato durante il controllo; controllare quale unità indica e riprovare</translation>
    </message>
    <message>
        <source>the drive %1</source>
        <translation>l&apos;unità %1</translation>
    </message>
    <message>
        <source>the kernel says it is in use (mounted or held by another program)</source>
        <translation>il kernel la segnala in uso (montata o trattenuta da un altro programma)</translation>
    </message>
    <message>
        <source>its size cannot be read</source>
        <translation>impossibile leggerne la dimensione</translation>
    </message>
</context>
<context>
    <name>Custody::DestinationList</name>
    <message>
        <source>More destinations</source>
        <translation>Altre destinazioni</translation>
    </message>
    <message>
        <source>Each destination is written from the same read, with the same hashes; double-click one to edit it.</source>
        <translation>Ogni destinazione viene scritta dalla stessa lettura, con gli stessi hash; fare doppio clic su una destinazione per modificarla.</translation>
    </message>
    <message>
        <source>&amp;Add image…</source>
        <translation>Aggiungi i&amp;mmagine…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifica…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>%1 is the name of two outputs: give each its own name or folder.</source>
        <translation>%1 è il nome di due output: assegnare a ciascuno un nome o una cartella propri.</translation>
    </message>
    <message>
        <source>E01</source>
        <translation>E01</translation>
    </message>
    <message>
        <source>split raw</source>
        <translation>raw suddiviso</translation>
    </message>
    <message>
        <source>raw</source>
        <translation>raw</translation>
    </message>
    <message>
        <source>Image %1 (%2)</source>
        <translation>Immagine %1 (%2)</translation>
    </message>
    <message>
        <source>Image %1 (%2, read back)</source>
        <translation>Immagine %1 (%2, riletta)</translation>
    </message>
    <message>
        <source>Only the image above.</source>
        <translation>Solo l&apos;immagine qui sopra.</translation>
    </message>
    <message>
        <source>Write the source onto a whole drive, sector for sector (a restore when the source is an image file).</source>
        <translation>Scrivere la sorgente su un&apos;intera unità, settore per settore (un ripristino quando la sorgente è un file immagine).</translation>
    </message>
    <message>
        <source>the sectors past the source left as they are</source>
        <translation>i settori oltre la sorgente lasciati come sono</translation>
    </message>
    <message>
        <source>the sectors past the source written with zeros</source>
        <translation>i settori oltre la sorgente scritti con zeri</translation>
    </message>
    <message>
        <source>the sectors past the source written with 0x%1</source>
        <translation>i settori oltre la sorgente scritti con 0x%1</translation>
    </message>
    <message>
        <source>Clone onto %1: %2, %3; %4</source>
        <translation>Clone su %1: %2, %3; %4</translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation>Destinazioni</translation>
    </message>
    <message>
        <source>Clone to dr&amp;ive…</source>
        <translation>Clona su &amp;unità…</translation>
    </message>
</context>
<context>
    <name>Custody::DetachedSignature</name>
    <message>
        <source>the validity of the certificate %1 cannot be read; nothing is signed with it</source>
        <translation>impossibile leggere la validità del certificato %1; non viene firmato nulla con esso</translation>
    </message>
    <message>
        <source>the certificate %1 is not valid before %2 (it is %3 now); nothing is signed with it: sign with a certificate valid now</source>
        <translation>il certificato %1 non è valido prima del %2 (ora è il %3); non viene firmato nulla con esso: firmare con un certificato valido ora</translation>
    </message>
    <message>
        <source>the certificate %1 expired at %2 (it is %3 now); nothing is signed with it: sign with a certificate valid now</source>
        <translation>il certificato %1 è scaduto il %2 (ora è il %3); non viene firmato nulla con esso: firmare con un certificato valido ora</translation>
    </message>
    <message>
        <source>the trusted CA %1 cannot be read: %2</source>
        <translation>impossibile leggere la CA attendibile %1: %2</translation>
    </message>
    <message>
        <source>the trusted CA %1 holds no PEM certificate: give the lab&apos;s CA certificate</source>
        <translation>la CA attendibile %1 non contiene alcun certificato PEM: indicare il certificato della CA del laboratorio</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceDetailsPane</name>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Drive details</source>
        <translation>Dettagli dell&apos;unità</translation>
    </message>
    <message>
        <source>Select a drive to see its identity, partitions and SMART data.</source>
        <translation>Selezionare un&apos;unità per visualizzarne l&apos;identità, le partizioni e i dati SMART.</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Stable name</source>
        <translation>Nome stabile</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Produttore</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Numero di serie</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dimensione</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 byte)</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>Settore logico</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 byte</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>Settore fisico</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Supporto</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Rimovibile</translation>
    </message>
    <message>
        <source>Kernel read-only flag</source>
        <translation>Flag di sola lettura del kernel</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>File sottostante</translation>
    </message>
    <message>
        <source>Listed by</source>
        <translation>Elencato da</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partizioni</translation>
    </message>
    <message>
        <source>None found.</source>
        <translation>Nessuna trovata.</translation>
    </message>
    <message>
        <source>Mounted: the file systems below may change while the drive is imaged.</source>
        <translation>Montata: i file system qui sotto possono cambiare durante l&apos;acquisizione dell&apos;unità.</translation>
    </message>
    <message>
        <source>File system</source>
        <translation>File system</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etichetta</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>Montata su</translation>
    </message>
    <message>
        <source>%1 (%2) on %3</source>
        <translation>%1 (%2) su %3</translation>
    </message>
    <message>
        <source>SMART</source>
        <translation>SMART</translation>
    </message>
    <message>
        <source>Read at %1</source>
        <translation>Letto il %1</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>non riportato</translation>
    </message>
    <message>
        <source>Overall health self-assessment</source>
        <translation>Autovalutazione dello stato generale</translation>
    </message>
    <message>
        <source>Powered on</source>
        <translation>Ore di accensione</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n ora</numerusform>
            <numerusform>%n ore</numerusform>
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
        <translation>Settori riallocati</translation>
    </message>
    <message>
        <source>Sectors waiting to be reallocated</source>
        <translation>Settori in attesa di riallocazione</translation>
    </message>
    <message>
        <source>Sectors found unreadable offline</source>
        <translation>Settori trovati illeggibili offline</translation>
    </message>
    <message>
        <source>Media and data integrity errors</source>
        <translation>Errori del supporto e di integrità dei dati</translation>
    </message>
    <message>
        <source>Life used</source>
        <translation>Vita utilizzata</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>Riserva disponibile</translation>
    </message>
    <message>
        <source>%1 % (threshold %2 %)</source>
        <translation>%1 % (soglia %2 %)</translation>
    </message>
    <message>
        <source>Grown defects</source>
        <translation>Difetti acquisiti</translation>
    </message>
    <message>
        <source>Latest self-test</source>
        <translation>Ultimo autotest</translation>
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
        <translation>Attributo</translation>
    </message>
    <message>
        <source>Value / worst / threshold</source>
        <translation>Valore / peggiore / soglia</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>Valore grezzo</translation>
    </message>
    <message>
        <source>Assessment</source>
        <translation>Valutazione</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>FAILING NOW</source>
        <translation>GUASTO IN CORSO</translation>
    </message>
    <message>
        <source>failed in the past</source>
        <translation>guasto in passato</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>Aree nascoste</translation>
    </message>
    <message>
        <source>Sectors the drive shows</source>
        <translation>Settori esposti dall&apos;unità</translation>
    </message>
    <message>
        <source>Native size</source>
        <translation>Dimensione nativa</translation>
    </message>
    <message>
        <source>Other namespaces of this controller:</source>
        <translation>Altri namespace di questo controller:</translation>
    </message>
    <message>
        <source>Commands sent (read-only):</source>
        <translation>Comandi inviati (sola lettura):</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Struttura</translation>
    </message>
    <message>
        <source>Being read…</source>
        <translation>Lettura in corso…</translation>
    </message>
    <message>
        <source>Could not be read: %1</source>
        <translation>Impossibile leggere: %1</translation>
    </message>
    <message>
        <source>Partition table: %1</source>
        <translation>Tabella delle partizioni: %1</translation>
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
        <translation>piattaforma</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>rotazionale (disco rigido)</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>a stato solido (SSD)</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceMonitor</name>
    <message>
        <source>smartctl could not open the drive (permission, or a USB bridge it does not recognise).</source>
        <translation>smartctl non ha potuto aprire l&apos;unità (permessi, o un bridge USB che non riconosce).</translation>
    </message>
    <message>
        <source>The drive reports no SMART data.</source>
        <translation>L&apos;unità non riporta dati SMART.</translation>
    </message>
    <message>
        <source>%1 no longer exists: the drive was removed or renamed.</source>
        <translation>%1 non esiste più: l&apos;unità è stata rimossa o rinominata.</translation>
    </message>
    <message>
        <source>You may not read %1: imaging it needs root or membership of its group &quot;%2&quot;. Start Custody with &quot;Run as administrator&quot; from the desktop menu (or custody-pkexec), or ask an administrator to add your account to &quot;%2&quot;, then log in again.</source>
        <translation>Non si dispone del permesso di leggere %1: per acquisirlo servono i privilegi di root o l&apos;appartenenza al suo gruppo &quot;%2&quot;. Avviare Custody con &quot;Esegui come amministratore&quot; dal menu del desktop (o custody-pkexec), oppure chiedere a un amministratore di aggiungere il proprio account a &quot;%2&quot;, quindi accedere di nuovo.</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceRow</name>
    <message>
        <source>A disk of this workstation: it holds %1. Imaging it reads a disk that changes while it is read; it is acquired only on an explicit, confirmed override and is never write-blocked.</source>
        <translation>Un disco di questa postazione: contiene %1. Acquisirlo significa leggere un disco che cambia mentre viene letto; viene acquisito solo con una deroga esplicita e confermata e non viene mai bloccato in scrittura.</translation>
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
        <translation>Modello</translation>
    </message>
    <message>
        <source>Serial</source>
        <translation>N. di serie</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Capacità</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Byte</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>Rimovibile</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Sola lettura</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>Montata</translation>
    </message>
    <message>
        <source>SMART</source>
        <translation>SMART</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 byte</translation>
    </message>
    <message>
        <source>Mounted: %1. A file system on this drive may change while it is imaged. Unmount it first if you can.</source>
        <translation>Montata: %1. Un file system di questa unità può cambiare durante l&apos;acquisizione. Se possibile, smontarlo prima.</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Lavoro</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>inattiva</translation>
    </message>
    <message>
        <source>%1 (system)</source>
        <translation>%1 (sistema)</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Settori</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>non noto</translation>
    </message>
    <message>
        <source>SMART is not read over the network.</source>
        <translation>SMART non viene letto attraverso la rete.</translation>
    </message>
    <message>
        <source>file %1</source>
        <translation>file %1</translation>
    </message>
    <message>
        <source>A loop device over the file %1</source>
        <translation>Un dispositivo loop sul file %1</translation>
    </message>
    <message>
        <source>Hidden areas: sectors the drive holds but does not show the host (an HPA, a DCO, a detached NVMe namespace), as read-only commands found them. Custody never removes them.</source>
        <translation>Aree nascoste: settori che l&apos;unità contiene ma non espone all&apos;host (una HPA, una DCO, un namespace NVMe scollegato), come rilevati da comandi in sola lettura. Custody non li rimuove mai.</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>Aree nascoste</translation>
    </message>
</context>
<context>
    <name>Custody::DriveIo</name>
    <message>
        <source>%1 of sectors %2 to %3</source>
        <translation>%1 dei settori da %2 a %3</translation>
    </message>
    <message>
        <source>the drive ends early</source>
        <translation>l&apos;unità termina prima del previsto</translation>
    </message>
    <message>
        <source>no memory for a block of the pattern</source>
        <translation>memoria insufficiente per un blocco del motivo</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>da %1 a %2</translation>
    </message>
    <message>
        <source>%1, each of which was written when tried alone</source>
        <translation>%1, ciascuno dei quali è stato scritto quando tentato da solo</translation>
    </message>
    <message>
        <source>pwrite of sectors %1</source>
        <translation>pwrite dei settori %1</translation>
    </message>
</context>
<context>
    <name>Custody::DriveWipe</name>
    <message>
        <source>%1 refused a write at byte %2 (%3): the drive is not usable as a destination as it is.</source>
        <translation>%1 ha rifiutato una scrittura al byte %2 (%3): così com&apos;è, l&apos;unità non è utilizzabile come destinazione.</translation>
    </message>
    <message>
        <source>%1 refused a read at byte %2 (%3): the drive is not usable as a destination as it is.</source>
        <translation>%1 ha rifiutato una lettura al byte %2 (%3): così com&apos;è, l&apos;unità non è utilizzabile come destinazione.</translation>
    </message>
    <message>
        <source>the certificate&apos;s folder %1 is not a folder you may write into: name a certificate base in another folder</source>
        <translation>la cartella del certificato %1 non è una cartella in cui si dispone del permesso di scrittura: indicare una base del certificato in un&apos;altra cartella</translation>
    </message>
    <message>
        <source>--method zeroout writes zeros only: give --pattern zero, or --method write for another pattern</source>
        <translation>--method zeroout scrive solo zeri: indicare --pattern zero, oppure --method write per un altro motivo</translation>
    </message>
    <message>
        <source>a random pattern can be checked only with the key it was written with: give --pattern zero or 0xNN to --verify-only</source>
        <translation>un motivo casuale può essere controllato solo con la chiave con cui è stato scritto: indicare --pattern zero o 0xNN a --verify-only</translation>
    </message>
    <message>
        <source>the block size must be a multiple of 4096 bytes and of the drive&apos;s sector</source>
        <translation>la dimensione del blocco deve essere un multiplo di 4096 byte e del settore dell&apos;unità</translation>
    </message>
</context>
<context>
    <name>Custody::EarlierOutputs</name>
    <message>
        <source>it is the report of the acquisition that starting over would replace, and would then describe an image that is no longer there; move it (and its signature, if any) away first</source>
        <translation>è il rapporto dell&apos;acquisizione che ricominciare da capo sostituirebbe, e descriverebbe quindi un&apos;immagine non più esistente; spostarlo prima altrove (insieme alla sua firma, se presente)</translation>
    </message>
</context>
<context>
    <name>Custody::EndHookDialog</name>
    <message>
        <source>No program</source>
        <translation>Nessun programma</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Scegli…</translation>
    </message>
    <message>
        <source>Program to run</source>
        <translation>Programma da eseguire</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>After this, the program is stopped with every process it started.</source>
        <translation>Trascorso questo tempo, il programma viene arrestato insieme a tutti i processi che ha avviato.</translation>
    </message>
    <message>
        <source>&amp;Program:</source>
        <translation>&amp;Programma:</translation>
    </message>
    <message>
        <source>&amp;Stopped after:</source>
        <translation>A&amp;rrestato dopo:</translation>
    </message>
    <message>
        <source>Give the program&apos;s full path (it starts with /).</source>
        <translation>Indicare il percorso completo del programma (inizia con /).</translation>
    </message>
    <message>
        <source>%1 is not a program that can be run: give the path of an executable file.</source>
        <translation>%1 non è un programma eseguibile: indicare il percorso di un file eseguibile.</translation>
    </message>
    <message>
        <source>Program when a job ends</source>
        <translation>Programma al termine di un lavoro</translation>
    </message>
    <message>
        <source>A program of the lab&apos;s that runs once each acquisition, verification or wipe has ended (to copy the image to an archive, to update a case system); for an acquisition, before the record and the log are signed. It is run without a shell or arguments and told the outcome, the verdict, the files and the digests in CUSTODY_ environment variables, as custody-cli acquire, verify and wipe --on-end tell them. Its exit status and output go into the acquisition log (a verification&apos;s or wipe&apos;s first line into its row of the case history); whatever it does, the job&apos;s outcome and verdict stay as they are. Leave it empty to run none.</source>
        <translation>Un programma del laboratorio eseguito al termine di ogni acquisizione, verifica o cancellazione sicura (per copiare l&apos;immagine in un archivio, per aggiornare un sistema di gestione dei casi); per un&apos;acquisizione, prima che il record e il registro vengano firmati. Viene eseguito senza shell né argomenti e riceve il risultato, l&apos;esito, i file e i valori hash in variabili d&apos;ambiente CUSTODY_, come le passano custody-cli acquire, verify e wipe --on-end. Il suo codice di uscita e il suo output finiscono nel registro di acquisizione (per una verifica o una cancellazione sicura, la prima riga nella sua riga della cronologia dei casi); qualunque cosa faccia, il risultato e l&apos;esito del lavoro restano invariati. Lasciare vuoto per non eseguirne alcuno.</translation>
    </message>
</context>
<context>
    <name>Custody::Error</name>
    <message>
        <source>%1 at byte offset %2</source>
        <translation>%1 all&apos;offset di byte %2</translation>
    </message>
    <message>
        <source>Invalid setting: %1.</source>
        <translation>Impostazione non valida: %1.</translation>
    </message>
    <message>
        <source>Cannot open the source %1 for reading. Check that it exists and that you have read permission (root or the &apos;disk&apos; group for drives).</source>
        <translation>Impossibile aprire la sorgente %1 in lettura. Verificare che esista e di avere il permesso di lettura (root o il gruppo &apos;disk&apos; per le unità).</translation>
    </message>
    <message>
        <source>The source %1 is neither a block device nor a regular file. Choose a drive, a partition or an image file.</source>
        <translation>La sorgente %1 non è né un dispositivo a blocchi né un file regolare. Scegliere un&apos;unità, una partizione o un file immagine.</translation>
    </message>
    <message>
        <source>The source device vanished while reading %1. Reconnect it and resume; the image and map written so far are kept.</source>
        <translation>Il dispositivo sorgente è scomparso durante la lettura di %1. Ricollegarlo e riprendere; l&apos;immagine e la mappa scritte finora vengono conservate.</translation>
    </message>
    <message>
        <source>The source ended early: no data at %1, although its size was reported larger. The image and map written so far are kept.</source>
        <translation>La sorgente è terminata prima del previsto: nessun dato in %1, sebbene la dimensione riportata fosse maggiore. L&apos;immagine e la mappa scritte finora vengono conservate.</translation>
    </message>
    <message>
        <source>Reading the source failed at %1 in a way that is not a bad sector. The image and map written so far are kept.</source>
        <translation>La lettura della sorgente non è riuscita in %1 per un motivo diverso da un settore danneggiato. L&apos;immagine e la mappa scritte finora vengono conservate.</translation>
    </message>
    <message>
        <source>The output %1 already exists. Choose another name, or allow overwriting (--force).</source>
        <translation>L&apos;output %1 esiste già. Scegliere un altro nome o consentire la sovrascrittura (--force).</translation>
    </message>
    <message>
        <source>Cannot create the output file %1. Check that the folder exists and is writable.</source>
        <translation>Impossibile creare il file di output %1. Verificare che la cartella esista e sia scrivibile.</translation>
    </message>
    <message>
        <source>Writing the image failed at %1. The data written so far is kept; check the destination drive.</source>
        <translation>La scrittura dell&apos;immagine non è riuscita in %1. I dati scritti finora vengono conservati; controllare l&apos;unità di destinazione.</translation>
    </message>
    <message>
        <source>The destination is full: cannot write %1. Free space or choose another destination; the image and map written so far are kept.</source>
        <translation>La destinazione è piena: impossibile scrivere %1. Liberare spazio o scegliere un&apos;altra destinazione; l&apos;immagine e la mappa scritte finora vengono conservate.</translation>
    </message>
    <message>
        <source>Flushing the image %1 to disk failed. The destination drive may be failing.</source>
        <translation>Lo scaricamento su disco dell&apos;immagine %1 non è riuscito. L&apos;unità di destinazione potrebbe essere in avaria.</translation>
    </message>
    <message>
        <source>Reading the image at %1 failed, so its hashes cannot be computed. Check that the image files are complete and readable.</source>
        <translation>La lettura dell&apos;immagine in %1 non è riuscita, quindi non è possibile calcolarne gli hash. Verificare che i file immagine siano completi e leggibili.</translation>
    </message>
    <message>
        <source>The map file %1 is not a valid ddrescue mapfile: %2.</source>
        <translation>Il file di mappa %1 non è un mapfile di ddrescue valido: %2.</translation>
    </message>
    <message>
        <source>The hash computation failed (%1).</source>
        <translation>Il calcolo dell&apos;hash non è riuscito (%1).</translation>
    </message>
    <message>
        <source>The acquisition was cancelled. The image and map written so far are kept.</source>
        <translation>L&apos;acquisizione è stata annullata. L&apos;immagine e la mappa scritte finora vengono conservate.</translation>
    </message>
    <message>
        <source>Cannot list the drives of this computer (%1).</source>
        <translation>Impossibile elencare le unità di questo computer (%1).</translation>
    </message>
    <message>
        <source>Not allowed to set the kernel read-only flag (software write-block) on %1: it needs root (CAP_SYS_ADMIN). Run as root, or image without software write-block behind a hardware write blocker.</source>
        <translation>Non è consentito impostare il flag di sola lettura del kernel (blocco della scrittura software) su %1: richiede root (CAP_SYS_ADMIN). Eseguire come root, oppure acquisire senza blocco della scrittura software dietro un write blocker hardware.</translation>
    </message>
    <message>
        <source>Cannot change or verify the kernel read-only flag (software write-block) on %1.</source>
        <translation>Impossibile modificare o verificare il flag di sola lettura del kernel (blocco della scrittura software) su %1.</translation>
    </message>
    <message>
        <source>The program %1 is not installed. Install it (Debian package: %2).</source>
        <translation>Il programma %1 non è installato. Installarlo (pacchetto Debian: %2).</translation>
    </message>
    <message>
        <source>The program %1 could not be run.</source>
        <translation>Impossibile eseguire il programma %1.</translation>
    </message>
    <message>
        <source>The program %1 did not finish in time and was stopped.</source>
        <translation>Il programma %1 non è terminato in tempo ed è stato arrestato.</translation>
    </message>
    <message>
        <source>The output of %1 could not be read: %2.</source>
        <translation>Impossibile leggere l&apos;output di %1: %2.</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>una cartella</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>un dispositivo a caratteri</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>un dispositivo a blocchi</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>non è un file regolare</translation>
    </message>
    <message>
        <source>%1 bytes; the limit is %2 bytes</source>
        <translation>%1 byte; il limite è %2 byte</translation>
    </message>
    <message>
        <source>more than %1 bytes, the limit</source>
        <translation>più di %1 byte, il limite</translation>
    </message>
    <message>
        <source>Refused to write %1: %2. Writing there would alter the evidence or a file of record, so overwriting (--force) does not allow it either; choose another destination or name.</source>
        <translation>Scrittura di %1 rifiutata: %2. Scrivere lì altererebbe il reperto o un file di documentazione, quindi nemmeno la sovrascrittura (--force) lo consente; scegliere un&apos;altra destinazione o un altro nome.</translation>
    </message>
    <message>
        <source>Cannot save the map file %1. The map saved before is kept unchanged (it describes only image data already on disk), and so is the image. Make room or make the folder writable, then resume.</source>
        <translation>Impossibile salvare il file di mappa %1. La mappa salvata in precedenza viene conservata invariata (descrive solo dati dell&apos;immagine già su disco), così come l&apos;immagine. Liberare spazio o rendere scrivibile la cartella, poi riprendere.</translation>
    </message>
    <message>
        <source>Cannot save %1. Nothing was changed: the file is as it was before (or still absent).</source>
        <translation>Impossibile salvare %1. Non è stato modificato nulla: il file è com&apos;era prima (o è ancora assente).</translation>
    </message>
    <message>
        <source>%1 is %2, not a file that can be read to its end. Give a regular file or a pipe.</source>
        <translation>%1 è %2, non un file che si possa leggere fino alla fine. Indicare un file regolare o una pipe.</translation>
    </message>
    <message>
        <source>%1 is too large to read (%2).</source>
        <translation>%1 è troppo grande per essere letto (%2).</translation>
    </message>
    <message>
        <source>Cannot resume the acquisition into %1: %2.</source>
        <translation>Impossibile riprendere l&apos;acquisizione in %1: %2.</translation>
    </message>
    <message>
        <source>Another acquisition is using %1 (%2). Wait until it ends, or choose another image name.</source>
        <translation>Un&apos;altra acquisizione sta usando %1 (%2). Attendere che termini o scegliere un altro nome per l&apos;immagine.</translation>
    </message>
    <message>
        <source>The image %1 is no longer the one this acquisition wrote: %2. The digests it was acquired with stay in its map; keep the image as found and acquire the source again into a new name.</source>
        <translation>L&apos;immagine %1 non è più quella scritta da questa acquisizione: %2. I valori hash con cui è stata acquisita restano nella sua mappa; conservare l&apos;immagine così come è stata trovata e acquisire di nuovo la sorgente con un nuovo nome.</translation>
    </message>
    <message>
        <source>an interrupted E01 acquisition cannot be resumed: acquire again, replacing its files, or acquire to raw with the rescue preset (which resumes) and convert the result to E01</source>
        <translation>un&apos;acquisizione E01 interrotta non può essere ripresa: acquisire di nuovo sostituendone i file, oppure acquisire in raw con il profilo Recupero (che si può riprendere) e convertire il risultato in E01</translation>
    </message>
    <message>
        <source>TLS credentials were given for a plaintext URI: write nbds:// (or nbds+unix://) to use TLS</source>
        <translation>sono state indicate credenziali TLS per un URI in chiaro: scrivere nbds:// (o nbds+unix://) per usare TLS</translation>
    </message>
    <message numerus="yes">
        <source>the NBD server did not answer within %n second(s)</source>
        <translation>
            <numerusform>il server NBD non ha risposto entro %n secondo</numerusform>
            <numerusform>il server NBD non ha risposto entro %n secondi</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot sign with %1. Check that the key (--sign-key) belongs to the certificate (--sign-cert), that both are PEM files, and the passphrase.</source>
        <translation>Impossibile firmare con %1. Verificare che la chiave (--sign-key) appartenga al certificato (--sign-cert), che entrambi siano file PEM, e la passphrase.</translation>
    </message>
    <message>
        <source>The signature %1 cannot be read as a detached CMS (PKCS#7) signature in DER. Keep it as found: it says nothing about the file beside it.</source>
        <translation>La firma %1 non può essere letta come firma CMS (PKCS#7) separata in DER. Conservarla così com&apos;è: non dice nulla del file accanto.</translation>
    </message>
    <message>
        <source>The case history %1 cannot be used (%2).</source>
        <translation>La cronologia dei casi %1 non può essere usata (%2).</translation>
    </message>
    <message>
        <source>Refused to remove %1: %2. Custody removes only files it can prove it wrote itself; move the file away or choose another name.</source>
        <translation>Rimozione di %1 rifiutata: %2. Custody rimuove solo i file che può dimostrare di aver scritto esso stesso; spostare il file altrove o scegliere un altro nome.</translation>
    </message>
    <message>
        <source>The signature of %1 fails (%2), so nothing made from it is signed over it. Keep the files as found and verify them (Verify image…, custody-cli verify).</source>
        <translation>La firma di %1 non è valida (%2), quindi nulla di quanto ne deriva viene firmato sopra di essa. Conservare i file così come sono stati trovati e verificarli (Verifica immagine…, custody-cli verify).</translation>
    </message>
    <message>
        <source>Refused to overwrite the drive %1: %2. Nothing was written to it.</source>
        <translation>Sovrascrittura dell&apos;unità %1 rifiutata: %2. Non vi è stato scritto nulla.</translation>
    </message>
    <message>
        <source>Cannot connect to the network source %1. Check the URI, that the server runs and exports it to this machine, and the credentials (NBD: nbds:// with --tls-psk and --tls-username, or --tls-certificates; iSCSI: --chap-file).</source>
        <translation>Impossibile connettersi alla sorgente di rete %1. Verificare l&apos;URI, che il server sia in esecuzione e la esporti verso questa macchina, e le credenziali (NBD: nbds:// con --tls-psk e --tls-username, oppure --tls-certificates; iSCSI: --chap-file).</translation>
    </message>
    <message>
        <source>What describes the source %1 (its layout or identify data) could not be read.</source>
        <translation>Ciò che descrive la sorgente %1 (la sua struttura o i dati di identificazione) non è stato letto.</translation>
    </message>
    <message>
        <source>The drive at %1 is not the one chosen for this acquisition: %2. Nothing was read or written; connect the drive chosen, or choose the drive again (its serial number and size as the device list shows them).</source>
        <translation>L&apos;unità in %1 non è quella scelta per questa acquisizione: %2. Nulla è stato letto o scritto; collegare l&apos;unità scelta, o scegliere di nuovo l&apos;unità (il suo numero di serie e la sua dimensione come li mostra l&apos;elenco dei dispositivi).</translation>
    </message>
</context>
<context>
    <name>Custody::EvidenceGuard</name>
    <message>
        <source>the source %1</source>
        <translation>la sorgente %1</translation>
    </message>
    <message>
        <source>%1, which holds %2</source>
        <translation>%1, che contiene %2</translation>
    </message>
    <message>
        <source>%1, the file behind %2 (%3)</source>
        <translation>%1, il file dietro %2 (%3)</translation>
    </message>
    <message>
        <source>it is a symbolic link, and writing it would write wherever it points; give the real path</source>
        <translation>è un collegamento simbolico, e scriverlo scriverebbe ovunque punti; indicare il percorso reale</translation>
    </message>
    <message>
        <source>it exists and is not a regular file (a device, a folder, a pipe or a socket)</source>
        <translation>esiste e non è un file regolare (un dispositivo, una cartella, una pipe o un socket)</translation>
    </message>
    <message>
        <source>it is %1</source>
        <translation>è %1</translation>
    </message>
    <message>
        <source>its folder %1 is on a file system that writes to %2</source>
        <translation>la sua cartella %1 si trova su un file system che scrive su %2</translation>
    </message>
    <message>
        <source>its folder %1 is on a file system inside %2</source>
        <translation>la sua cartella %1 si trova su un file system all&apos;interno di %2</translation>
    </message>
    <message>
        <source>overwriting it overwrites %1, which is %2</source>
        <translation>sovrascriverlo sovrascrive %1, che è %2</translation>
    </message>
    <message>
        <source>%1 stands on %2</source>
        <translation>%1 si trova su %2</translation>
    </message>
    <message>
        <source>%1 writes into %2</source>
        <translation>%1 scrive in %2</translation>
    </message>
</context>
<context>
    <name>Custody::FolderProbe</name>
    <message>
        <source>Refused to create %1: %2 is on a file system that writes to the source %3. Choose a folder on another drive.</source>
        <translation>Creazione di %1 rifiutata: %2 si trova su un file system che scrive sulla sorgente %3. Scegliere una cartella su un&apos;altra unità.</translation>
    </message>
</context>
<context>
    <name>Custody::HashlogFormat</name>
    <message>
        <source>coreutils checksum list</source>
        <translation>elenco di checksum coreutils</translation>
    </message>
    <message>
        <source>BSD-style checksum list</source>
        <translation>elenco di checksum in stile BSD</translation>
    </message>
    <message>
        <source>dc3dd log</source>
        <translation>registro di dc3dd</translation>
    </message>
    <message>
        <source>dcfldd hashlog</source>
        <translation>hashlog di dcfldd</translation>
    </message>
    <message>
        <source>Guymager .info file</source>
        <translation>file .info di Guymager</translation>
    </message>
    <message>
        <source>libewf tool output (ewfacquire/ewfverify/ewfinfo)</source>
        <translation>output degli strumenti libewf (ewfacquire/ewfverify/ewfinfo)</translation>
    </message>
    <message>
        <source>FTK Imager summary</source>
        <translation>riepilogo di FTK Imager</translation>
    </message>
    <message>
        <source>Custody acquisition record</source>
        <translation>record di acquisizione di Custody</translation>
    </message>
    <message>
        <source>digests stored in the E01 image</source>
        <translation>valori hash memorizzati nell&apos;immagine E01</translation>
    </message>
</context>
<context>
    <name>Custody::HashlogText</name>
    <message>
        <source>the size &apos;%1&apos; is not a number</source>
        <translation>la dimensione &apos;%1&apos; non è un numero</translation>
    </message>
    <message>
        <source>not a checksum line: expected &apos;&lt;hex&gt;  &lt;file name&gt;&apos; or &apos;ALGORITHM (&lt;file name&gt;) = &lt;hex&gt;&apos;</source>
        <translation>non è una riga di checksum: atteso &apos;&lt;hex&gt;  &lt;nome file&gt;&apos; o &apos;ALGORITMO (&lt;nome file&gt;) = &lt;hex&gt;&apos;</translation>
    </message>
    <message>
        <source>a digest of %1 hex digits, which is the length of no algorithm Custody knows</source>
        <translation>un valore hash di %1 cifre esadecimali, lunghezza che non corrisponde ad alcun algoritmo noto a Custody</translation>
    </message>
    <message>
        <source>no checksum lines</source>
        <translation>nessuna riga di checksum</translation>
    </message>
    <message>
        <source>a window without a valid offset and length</source>
        <translation>una finestra senza offset e lunghezza validi</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>JSON non valido: %1</translation>
    </message>
    <message>
        <source>a JSON file, but not a Custody acquisition record (no &quot;format&quot;: &quot;custody-acquisition-record&quot;)</source>
        <translation>un file JSON, ma non un record di acquisizione di Custody (manca &quot;format&quot;: &quot;custody-acquisition-record&quot;)</translation>
    </message>
    <message>
        <source>a hash without an algorithm</source>
        <translation>un hash senza algoritmo</translation>
    </message>
    <message>
        <source>the record has no hashes (the acquisition&apos;s status is &apos;%1&apos;)</source>
        <translation>il record non contiene hash (lo stato dell&apos;acquisizione è &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>the device size is not a number</source>
        <translation>la dimensione del dispositivo non è un numero</translation>
    </message>
    <message>
        <source>a piecewise hash before any total hash names its algorithm</source>
        <translation>un hash a tratti precede qualsiasi hash totale che ne indichi l&apos;algoritmo</translation>
    </message>
    <message>
        <source>the sector range is not valid</source>
        <translation>l&apos;intervallo di settori non è valido</translation>
    </message>
    <message>
        <source>unexpected line in dc3dd&apos;s input results: expected &apos;&lt;hex&gt; (&lt;algorithm&gt;)&apos; or &apos;&lt;hex&gt;, sectors A - B&apos;</source>
        <translation>riga inattesa nei risultati di input di dc3dd: atteso &apos;&lt;hex&gt; (&lt;algoritmo&gt;)&apos; o &apos;&lt;hex&gt;, sectors A - B&apos;</translation>
    </message>
    <message>
        <source>a dc3dd log without hashes (was it run with hash=?)</source>
        <translation>un registro di dc3dd senza hash (è stato eseguito con hash=?)</translation>
    </message>
    <message>
        <source>the sector size is 0</source>
        <translation>la dimensione del settore è 0</translation>
    </message>
    <message>
        <source>the sector range is too large</source>
        <translation>l&apos;intervallo di settori è troppo grande</translation>
    </message>
    <message>
        <source>a window digest of %1 hex digits, which is the length of none of the log&apos;s algorithms (%2)</source>
        <translation>un valore hash di finestra di %1 cifre esadecimali, lunghezza che non corrisponde ad alcuno degli algoritmi del registro (%2)</translation>
    </message>
    <message>
        <source>this is a dcfldd verify log: it holds match results, not hashes. Verify against the hashlog of the acquisition</source>
        <translation>questo è un registro di verifica di dcfldd: contiene esiti di confronto, non hash. Verificare con l&apos;hashlog dell&apos;acquisizione</translation>
    </message>
    <message>
        <source>not a dcfldd hashlog line: expected &apos;&lt;start&gt; - &lt;end&gt;: &lt;hex&gt;&apos; or &apos;Total (&lt;algorithm&gt;): &lt;hex&gt;&apos;</source>
        <translation>non è una riga di hashlog di dcfldd: atteso &apos;&lt;inizio&gt; - &lt;fine&gt;: &lt;hex&gt;&apos; o &apos;Total (&lt;algoritmo&gt;): &lt;hex&gt;&apos;</translation>
    </message>
    <message>
        <source>the window %1 - %2 is not a byte range</source>
        <translation>la finestra %1 - %2 non è un intervallo di byte</translation>
    </message>
    <message>
        <source>a dcfldd log without hashes (was it run with hash=?)</source>
        <translation>un registro di dcfldd senza hash (è stato eseguito con hash=?)</translation>
    </message>
    <message>
        <source>no digest in the output of the libewf tool</source>
        <translation>nessun valore hash nell&apos;output dello strumento libewf</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; non è un numero</translation>
    </message>
    <message>
        <source>the FTK Imager summary has no computed hashes</source>
        <translation>il riepilogo di FTK Imager non contiene hash calcolati</translation>
    </message>
    <message>
        <source>the .info file records no hash of the image</source>
        <translation>il file .info non registra alcun hash dell&apos;immagine</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>il file è vuoto</translation>
    </message>
    <message>
        <source>not a hashlog format Custody reads (coreutils or BSD checksum lists, dc3dd, dcfldd, Guymager, ewfacquire/ewfverify/ewfinfo, FTK Imager, Custody&apos;s JSON record)</source>
        <translation>non è un formato di hashlog letto da Custody (elenchi di checksum coreutils o BSD, dc3dd, dcfldd, Guymager, ewfacquire/ewfverify/ewfinfo, FTK Imager, record JSON di Custody)</translation>
    </message>
    <message>
        <source>the file starts with a UTF-16 byte-order mark but is not valid UTF-16</source>
        <translation>il file inizia con un byte order mark UTF-16 ma non è UTF-16 valido</translation>
    </message>
    <message>
        <source>every other byte is NUL: this is UTF-16 text without a byte-order mark, or a binary file</source>
        <translation>un byte su due è NUL: si tratta di testo UTF-16 senza byte order mark, oppure di un file binario</translation>
    </message>
    <message>
        <source>a NUL byte: this is a binary file, or UTF-16 text without a byte-order mark</source>
        <translation>un byte NUL: si tratta di un file binario, oppure di testo UTF-16 senza byte order mark</translation>
    </message>
    <message>
        <source>the line is longer than %1 bytes: not a hashlog</source>
        <translation>la riga supera i %1 byte: non è un hashlog</translation>
    </message>
    <message>
        <source>line %1: </source>
        <translation>riga %1: </translation>
    </message>
    <message>
        <source>the %1 digest has %2 hex digits; %1 has %3</source>
        <translation>il valore hash %1 ha %2 cifre esadecimali; %1 ne ha %3</translation>
    </message>
    <message>
        <source>the %1 digest has %2 hex digits, which is not the length of a digest</source>
        <translation>il valore hash %1 ha %2 cifre esadecimali, che non è la lunghezza di un valore hash</translation>
    </message>
    <message>
        <source>the %1 digest is missing</source>
        <translation>manca il valore hash %1</translation>
    </message>
    <message>
        <source>the %1 digest &apos;%2&apos; is not hexadecimal%3</source>
        <translation>il valore hash %1 &apos;%2&apos; non è esadecimale%3</translation>
    </message>
    <message>
        <source> nor base64 of the right length</source>
        <translation> né base64 della lunghezza giusta</translation>
    </message>
    <message>
        <source>an entry of result.%1 without a valid offset and length</source>
        <translation>una voce di result.%1 senza offset e lunghezza validi</translation>
    </message>
</context>
<context>
    <name>Custody::HiddenAreaFinding</name>
    <message>
        <source>1 sector</source>
        <translation>1 settore</translation>
    </message>
    <message>
        <source>%1 sectors</source>
        <translation>%1 settori</translation>
    </message>
    <message>
        <source>HPA of %1</source>
        <translation>HPA di %1</translation>
    </message>
    <message>
        <source>DCO of %1</source>
        <translation>DCO di %1</translation>
    </message>
    <message>
        <source>AMA of %1</source>
        <translation>AMA di %1</translation>
    </message>
    <message>
        <source>detached namespace %1 of %2</source>
        <translation>namespace scollegato %1 di %2</translation>
    </message>
    <message>
        <source>%1 unallocated</source>
        <translation>%1 non allocati</translation>
    </message>
    <message>
        <source>A Host Protected Area (HPA) of %1 (%2) from sector %3.</source>
        <translation>Una Host Protected Area (HPA) di %1 (%2) a partire dal settore %3.</translation>
    </message>
    <message>
        <source>A Device Configuration Overlay (DCO) of %1 (%2) from sector %3.</source>
        <translation>Una Device Configuration Overlay (DCO) di %1 (%2) a partire dal settore %3.</translation>
    </message>
    <message>
        <source>An Accessible Max Address below the native one: %1 (%2) from sector %3.</source>
        <translation>Un Accessible Max Address inferiore a quello nativo: %1 (%2) a partire dal settore %3.</translation>
    </message>
    <message>
        <source>NVMe namespace %1 of %2 (%3) is allocated but not attached: the kernel shows no device for it.</source>
        <translation>Il namespace NVMe %1 di %2 (%3) è allocato ma non collegato: il kernel non mostra alcun dispositivo per esso.</translation>
    </message>
    <message>
        <source>%1 of the drive&apos;s capacity belongs to no NVMe namespace.</source>
        <translation>%1 della capacità dell&apos;unità non appartiene ad alcun namespace NVMe.</translation>
    </message>
    <message>
        <source>detached namespace %1 of unknown size</source>
        <translation>namespace scollegato %1 di dimensione sconosciuta</translation>
    </message>
    <message>
        <source>NVMe namespace %1, of unknown size, is allocated but not attached: the kernel shows no device for it.</source>
        <translation>Il namespace NVMe %1, di dimensione sconosciuta, è allocato ma non collegato: il kernel non mostra alcun dispositivo per esso.</translation>
    </message>
</context>
<context>
    <name>Custody::HiddenAreaStatus</name>
    <message>
        <source>checking…</source>
        <translation>controllo…</translation>
    </message>
    <message>
        <source>Custody is asking the drive, with read-only commands, whether it hides sectors from the host (HPA, DCO, detached namespaces).</source>
        <translation>Custody sta chiedendo all&apos;unità, con comandi in sola lettura, se nasconde settori all&apos;host (HPA, DCO, namespace scollegati).</translation>
    </message>
    <message>
        <source>The drive hides no sectors from the host: it shows all %1.</source>
        <translation>L&apos;unità non nasconde settori all&apos;host: li espone tutti e %1.</translation>
    </message>
</context>
<context>
    <name>Custody::HiddenAreas</name>
    <message>
        <source>not checked</source>
        <translation>non controllato</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>not a drive</source>
        <translation>non è un&apos;unità</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>%1; more unknown</source>
        <translation>%1; il resto sconosciuto</translation>
    </message>
    <message>
        <source>Not a drive (a loop device, network export, mapped device or file): it has no hidden areas of its own. Check the drive it comes from.</source>
        <translation>Non è un&apos;unità (un dispositivo loop, un export di rete, un dispositivo mappato o un file): non ha aree nascoste proprie. Controllare l&apos;unità da cui proviene.</translation>
    </message>
    <message>
        <source>The drive refused a command that reads its size (%1). Its hidden areas cannot be told; a hardware write-blocker or duplicator may read them.</source>
        <translation>L&apos;unità ha rifiutato un comando che ne legge la dimensione (%1). Le sue aree nascoste non possono essere determinate; un write blocker hardware o un duplicatore potrebbero leggerle.</translation>
    </message>
    <message>
        <source>The device could not be opened to ask it (%1). Run Custody as root, and check that the drive is still connected.</source>
        <translation>Impossibile aprire il dispositivo per interrogarlo (%1). Eseguire Custody come root e verificare che l&apos;unità sia ancora collegata.</translation>
    </message>
    <message>
        <source>The drive&apos;s identify data is not valid (%1): its sizes cannot be trusted. Connect it directly to SATA and check again.</source>
        <translation>I dati di identificazione dell&apos;unità non sono validi (%1): le sue dimensioni non sono attendibili. Collegarla direttamente via SATA e controllare di nuovo.</translation>
    </message>
    <message>
        <source>The NVMe controller could not be asked (%1). Check the drive on a machine where the NVMe admin commands reach it.</source>
        <translation>Impossibile interrogare il controller NVMe (%1). Controllare l&apos;unità su una macchina in cui i comandi di amministrazione NVMe la raggiungono.</translation>
    </message>
    <message>
        <source>Hidden areas could not be checked (%1).</source>
        <translation>Impossibile controllare le aree nascoste (%1).</translation>
    </message>
    <message>
        <source>The drive&apos;s Device Configuration Overlay is frozen (%1), as many computers leave it at start-up: whether a DCO hides sectors cannot be told. Connect the drive after the computer has started, or through a write-blocker that reads the DCO.</source>
        <translation>La Device Configuration Overlay dell&apos;unità è bloccata (frozen, %1), come molti computer la lasciano all&apos;avvio: non si può stabilire se una DCO nasconde settori. Collegare l&apos;unità dopo l&apos;avvio del computer, oppure tramite un write blocker che legge la DCO.</translation>
    </message>
    <message>
        <source>An ATA command did not reach the drive (%1). Connect the drive directly to SATA, or through a bridge that passes ATA commands (SAT), to look for an HPA or DCO.</source>
        <translation>Un comando ATA non ha raggiunto l&apos;unità (%1). Collegare l&apos;unità direttamente via SATA, oppure tramite un bridge che trasmette i comandi ATA (SAT), per cercare una HPA o una DCO.</translation>
    </message>
</context>
<context>
    <name>Custody::HiddenAreasText</name>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>unknown (%1)</source>
        <translation>sconosciute (%1)</translation>
    </message>
    <message>
        <source>Acquired sectors 0 to %1 of the %2 the drive shows; hidden areas: %3.</source>
        <translation>Acquisiti i settori da 0 a %1 dei %2 esposti dall&apos;unità; aree nascoste: %3.</translation>
    </message>
    <message>
        <source>Set out to acquire sectors 0 to %1 of the %2 the drive shows, and did not complete; hidden areas: %3.</source>
        <translation>Prevista l&apos;acquisizione dei settori da 0 a %1 dei %2 esposti dall&apos;unità, non completata; aree nascoste: %3.</translation>
    </message>
    <message numerus="yes">
        <source>An image of this drive holds only the sectors it shows, not the %1 hidden sector(s).</source>
        <translation>
            <numerusform>Un&apos;immagine di questa unità contiene solo i settori che essa espone, non il %1 settore nascosto.</numerusform>
            <numerusform>Un&apos;immagine di questa unità contiene solo i settori che essa espone, non i %1 settori nascosti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Custody never removes an HPA or DCO: the examiner decides, for example with a hardware write-blocker&apos;s HPA/DCO handling, and then acquires the drive again.</source>
        <translation>Custody non rimuove mai una HPA o una DCO: decide l&apos;esaminatore, ad esempio con la gestione HPA/DCO di un write blocker hardware, e poi acquisisce di nuovo l&apos;unità.</translation>
    </message>
    <message>
        <source>A detached NVMe namespace is in no image of another namespace, and the kernel shows no device for it: it can be acquired only once attached, which the examiner decides.</source>
        <translation>Un namespace NVMe scollegato non è presente nell&apos;immagine di nessun altro namespace, e il kernel non mostra alcun dispositivo per esso: può essere acquisito solo dopo essere stato collegato, e lo decide l&apos;esaminatore.</translation>
    </message>
    <message>
        <source>Capacity that belongs to no namespace is in no namespace&apos;s image.</source>
        <translation>La capacità che non appartiene ad alcun namespace non è presente nell&apos;immagine di nessun namespace.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciute</translation>
    </message>
    <message>
        <source>%1 sectors</source>
        <translation>%1 settori</translation>
    </message>
    <message>
        <source>%1 sectors of %2 bytes (%3)</source>
        <translation>%1 settori da %2 byte (%3)</translation>
    </message>
    <message>
        <source>%1 Found by %2.</source>
        <translation>%1 Rilevato da %2.</translation>
    </message>
    <message>
        <source>Namespace %1: %2; the kernel shows no device for it.</source>
        <translation>Namespace %1: %2; il kernel non mostra alcun dispositivo per esso.</translation>
    </message>
    <message>
        <source>Namespace %1: %2, its own device %3, which can be acquired on its own.</source>
        <translation>Namespace %1: %2, con un proprio dispositivo %3, acquisibile separatamente.</translation>
    </message>
    <message>
        <source>Acquired sectors 0 to %1 of the %2 sectors of %3 bytes this source shows; the drive itself shows %4; hidden areas: %5.</source>
        <translation>Acquisiti i settori da 0 a %1 dei %2 settori da %3 byte esposti da questa sorgente; l&apos;unità stessa ne espone %4; aree nascoste: %5.</translation>
    </message>
    <message>
        <source>Set out to acquire sectors 0 to %1 of the %2 sectors of %3 bytes this source shows, and did not complete; the drive itself shows %4; hidden areas: %5.</source>
        <translation>Prevista l&apos;acquisizione dei settori da 0 a %1 dei %2 settori da %3 byte esposti da questa sorgente, non completata; l&apos;unità stessa ne espone %4; aree nascoste: %5.</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryEvent</name>
    <message>
        <source>Acquisition</source>
        <translation>Acquisizione</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Ripresa</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Verifica</translation>
    </message>
    <message>
        <source>Conversion</source>
        <translation>Conversione</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapporto</translation>
    </message>
    <message>
        <source>MATCH</source>
        <translation>CORRISPONDE</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>NON CORRISPONDE</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>NON VERIFICATO</translation>
    </message>
    <message>
        <source>INCOMPLETE</source>
        <translation>INCOMPLETA</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>NON RIUSCITA</translation>
    </message>
    <message>
        <source>CANCELLED</source>
        <translation>ANNULLATA</translation>
    </message>
    <message>
        <source>OUTPUT NOT WRITTEN</source>
        <translation>OUTPUT NON SCRITTO</translation>
    </message>
    <message>
        <source>Drive wipe</source>
        <translation>Cancellazione sicura dell&apos;unità</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>SUPERATO</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryExport</name>
    <message>
        <source>its chain is broken at row %1 (%2): nothing is exported from it</source>
        <translation>la sua catena è interrotta alla riga %1 (%2): non viene esportato nulla</translation>
    </message>
    <message>
        <source>row %1 cannot be written out as it is kept (a column this Custody does not know?): nothing is exported</source>
        <translation>la riga %1 non può essere scritta così come è conservata (una colonna sconosciuta a questo Custody?): non viene esportato nulla</translation>
    </message>
    <message>
        <source>not a Custody case history export (version 1)</source>
        <translation>non è un&apos;esportazione della cronologia dei casi di Custody (versione 1)</translation>
    </message>
    <message>
        <source>row %1 is missing: the rows go from %2 to %3</source>
        <translation>manca la riga %1: le righe vanno dalla %2 alla %3</translation>
    </message>
    <message>
        <source>row %1 does not follow row %2</source>
        <translation>la riga %1 non segue la riga %2</translation>
    </message>
    <message>
        <source>row %1 of the case was changed: its columns do not give its hash</source>
        <translation>la riga %1 del caso è stata modificata: le sue colonne non danno il suo hash</translation>
    </message>
    <message>
        <source>row %1 is of another case</source>
        <translation>la riga %1 appartiene a un altro caso</translation>
    </message>
    <message>
        <source>the last row is not the head the export names</source>
        <translation>l&apos;ultima riga non è la testa indicata dall&apos;esportazione</translation>
    </message>
    <message>
        <source>the export names %1 rows of the case, and holds %2</source>
        <translation>l&apos;esportazione indica %1 righe del caso e ne contiene %2</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryImport</name>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 non è una cartella</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: not a Custody acquisition record</source>
        <translation>%1: non è un record di acquisizione di Custody</translation>
    </message>
    <message>
        <source>the file %1</source>
        <translation>il file %1</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryRecorder</name>
    <message>
        <source>Not recorded in the case history: %1 The files written are complete and unaffected; once the history can be written, Import records… in the History view adds acquisitions.</source>
        <translation>Non registrato nella cronologia dei casi: %1 I file scritti sono completi e integri; quando sarà possibile scrivere la cronologia, «Importa record…» nella vista Cronologia aggiunge le acquisizioni.</translation>
    </message>
    <message numerus="yes">
        <source>Delivered %n event(s) that waited in this station&apos;s spool to the case history %1.</source>
        <translation>
            <numerusform>Consegnato %n evento che attendeva nella coda locale di questa postazione alla cronologia del caso %1.</numerusform>
            <numerusform>Consegnati %n eventi che attendevano nella coda locale di questa postazione alla cronologia del caso %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The spool is kept as %1.</source>
        <translation>La coda locale è conservata come %1.</translation>
    </message>
    <message>
        <source>The case history %1 did not take the event (%2). It waits in this station&apos;s spool %3 and is delivered, in order, with the next event recorded or within a minute of the server taking events again.</source>
        <translation>La cronologia del caso %1 non ha accettato l’evento (%2). Attende nella coda locale %3 di questa postazione e viene consegnato, in ordine, con il prossimo evento registrato o entro un minuto da quando il server accetta di nuovo eventi.</translation>
    </message>
    <message>
        <source>The spool stays where it is and is read again: %1</source>
        <translation>La coda locale resta dov’è e viene riletta: %1</translation>
    </message>
    <message>
        <source>Events still wait in this station&apos;s spool for the case history %1: %2</source>
        <translation>Ci sono ancora eventi in attesa nella coda locale di questa postazione per la cronologia del caso %1: %2</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryTableModel</name>
    <message>
        <source>Ended (UTC)</source>
        <translation>Terminato (UTC)</translation>
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
        <translation>Reperto</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Esaminatore</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Sorgente</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Esito</translation>
    </message>
    <message>
        <source>Unreadable</source>
        <translation>Illeggibili</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Immagine</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Riga</translation>
    </message>
    <message>
        <source>serial %1</source>
        <translation>numero di serie %1</translation>
    </message>
    <message>
        <source>Arrived as %1 from %2, %3</source>
        <translation>Arrivata come %1 da %2, %3</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryTransfer</name>
    <message>
        <source>its chain is broken at row %1 (%2): nothing was copied. Keep it as found for examination</source>
        <translation>la sua catena è interrotta alla riga %1 (%2): non è stato copiato nulla. Conservarla così com&apos;è per l&apos;esame</translation>
    </message>
    <message>
        <source>%1; nor could it wait in the spool: %2</source>
        <translation>%1; né ha potuto attendere nella coda locale: %2</translation>
    </message>
    <message>
        <source>another Custody process of this station is delivering to the server</source>
        <translation>un altro processo Custody di questa postazione sta effettuando la consegna al server</translation>
    </message>
    <message>
        <source>the spool&apos;s folder cannot be locked: %1</source>
        <translation>impossibile bloccare la cartella della coda locale: %1</translation>
    </message>
    <message>
        <source>cannot lock the spool</source>
        <translation>impossibile bloccare la coda locale</translation>
    </message>
    <message>
        <source>SQLite&apos;s %1 is beside it: a process has it open</source>
        <translation>il %1 di SQLite è accanto: un processo lo tiene aperto</translation>
    </message>
    <message>
        <source>events kept arriving in it while it was delivered</source>
        <translation>vi continuavano ad arrivare eventi mentre veniva consegnata</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryView</name>
    <message>
        <source>Case history</source>
        <translation>Cronologia dei casi</translation>
    </message>
    <message>
        <source>Case number</source>
        <translation>Numero del caso</translation>
    </message>
    <message>
        <source>Evidence number</source>
        <translation>Numero del reperto</translation>
    </message>
    <message>
        <source>Drive serial</source>
        <translation>Numero di serie dell&apos;unità</translation>
    </message>
    <message>
        <source>Digest (hex)</source>
        <translation>Valore hash (hex)</translation>
    </message>
    <message>
        <source>Any verdict</source>
        <translation>Qualsiasi esito</translation>
    </message>
    <message>
        <source>Any kind</source>
        <translation>Qualsiasi tipo</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Dal</translation>
    </message>
    <message>
        <source>Until</source>
        <translation>Al</translation>
    </message>
    <message>
        <source>Open &amp;report</source>
        <translation>Apri &amp;rapporto</translation>
    </message>
    <message>
        <source>Open &amp;folder</source>
        <translation>Apri &amp;cartella</translation>
    </message>
    <message>
        <source>&amp;Verify again</source>
        <translation>&amp;Verifica di nuovo</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>A&amp;ggiorna</translation>
    </message>
    <message>
        <source>&amp;Check chain</source>
        <translation>Controlla c&amp;atena</translation>
    </message>
    <message>
        <source>&amp;Import records…</source>
        <translation>&amp;Importa record…</translation>
    </message>
    <message>
        <source>History: %1</source>
        <translation>Cronologia: %1</translation>
    </message>
    <message>
        <source>Nothing recorded yet: Custody creates the history with its first event.</source>
        <translation>Nulla ancora registrato: Custody crea la cronologia con il suo primo evento.</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) found.</source>
        <translation>
            <numerusform>%n evento trovato.</numerusform>
            <numerusform>%n eventi trovati.</numerusform>
        </translation>
    </message>
    <message>
        <source>The chain is broken at row %1: %2</source>
        <translation>La catena è interrotta alla riga %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s); the chain holds. Last row&apos;s hash: %1</source>
        <translation>
            <numerusform>%n riga; la catena è integra. Hash dell&apos;ultima riga: %1</numerusform>
            <numerusform>%n righe; la catena è integra. Hash dell&apos;ultima riga: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Import the acquisition records found in a folder</source>
        <translation>Importa i record di acquisizione trovati in una cartella</translation>
    </message>
    <message>
        <source>Imported from the folder: %1 added, %2 already there, %3 skipped.</source>
        <translation>Importati dalla cartella: %1 aggiunti, %2 già presenti, %3 ignorati.</translation>
    </message>
    <message>
        <source>Case history to use</source>
        <translation>Cronologia dei casi da usare</translation>
    </message>
    <message>
        <source>SQLite history (*.sqlite);;All files (*)</source>
        <translation>Cronologia SQLite (*.sqlite);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Nothing on this desktop opens %1.</source>
        <translation>Nessun programma di questo desktop apre %1.</translation>
    </message>
    <message>
        <source>The report %1 is not there (any more).</source>
        <translation>Il rapporto %1 non è (più) presente.</translation>
    </message>
    <message>
        <source>The folder %1 is not there (any more).</source>
        <translation>La cartella %1 non è (più) presente.</translation>
    </message>
    <message>
        <source>%1 cannot be verified again: %2</source>
        <translation>Impossibile verificare di nuovo %1: %2</translation>
    </message>
    <message>
        <source>Acquisition report</source>
        <translation>Rapporto di acquisizione</translation>
    </message>
    <message>
        <source>Wipe certificate</source>
        <translation>Certificato di cancellazione</translation>
    </message>
    <message>
        <source>The report %1 cannot be read: %2</source>
        <translation>Impossibile leggere il rapporto %1: %2</translation>
    </message>
    <message>
        <source>The report cannot be drawn again from its record (%1): it is shown as it was saved.</source>
        <translation>Il rapporto non può essere rigenerato dal suo record (%1): viene mostrato così come è stato salvato.</translation>
    </message>
    <message>
        <source>Custody keeps no record to draw this report again from: it is shown as it was saved.</source>
        <translation>Custody non conserva alcun record da cui rigenerare questo rapporto: viene mostrato così come è stato salvato.</translation>
    </message>
    <message>
        <source>The record %1 is not there (any more): the report is shown as it was saved.</source>
        <translation>Il record %1 non è (più) presente: il rapporto viene mostrato così come è stato salvato.</translation>
    </message>
    <message>
        <source>A lab&apos;s case history</source>
        <translation>Cronologia dei casi di un laboratorio</translation>
    </message>
    <message>
        <source>The lab&apos;s PostgreSQL history, as postgresql://[user@]host[:port]/database[?sslmode=verify-full]. The password is never part of it: keep it in ~/.pgpass or a service file. While the server cannot be reached, events wait in this station&apos;s spool and are delivered in order.</source>
        <translation>La cronologia PostgreSQL del laboratorio, nella forma postgresql://[utente@]host[:porta]/database[?sslmode=verify-full]. La password non ne fa mai parte: conservarla in ~/.pgpass o in un file di servizio. Finché il server non è raggiungibile, gli eventi attendono nella coda locale di questa postazione e vengono consegnati in ordine.</translation>
    </message>
    <message>
        <source>Use another &amp;history</source>
        <translation>Usa un&apos;altra &amp;cronologia</translation>
    </message>
    <message>
        <source>A history &amp;file…</source>
        <translation>Un &amp;file di cronologia…</translation>
    </message>
    <message>
        <source>A &amp;lab&apos;s history on its server…</source>
        <translation>La cronologia di un &amp;laboratorio sul suo server…</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s); the chain holds, but its guards were changed: they may no longer refuse changes to rows. Last row&apos;s hash: %1</source>
        <translation>
            <numerusform>%n riga; la catena regge, ma le sue protezioni sono state modificate: potrebbero non rifiutare più le modifiche alle righe. Hash dell&apos;ultima riga: %1</numerusform>
            <numerusform>%n righe; la catena regge, ma le sue protezioni sono state modificate: potrebbero non rifiutare più le modifiche alle righe. Hash dell&apos;ultima riga: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Custody::ImageConversion</name>
    <message>
        <source>only conversion to E01 is offered</source>
        <translation>è disponibile solo la conversione in E01</translation>
    </message>
    <message>
        <source>give the acquisition&apos;s record, NAME.json</source>
        <translation>indicare il record dell&apos;acquisizione, NOME.json</translation>
    </message>
    <message>
        <source>the acquisition is not finished (or has no hashes): resume it, then convert</source>
        <translation>l&apos;acquisizione non è terminata (o non ha hash): riprenderla, poi convertire</translation>
    </message>
    <message>
        <source>Converted by Custody from the %1 image of an acquisition from %2 to %3 (%4).</source>
        <translation>Convertito da Custody dall&apos;immagine %1 di un&apos;acquisizione dal %2 al %3 (%4).</translation>
    </message>
    <message>
        <source>the image holds %1 bytes, the record says %2</source>
        <translation>l&apos;immagine contiene %1 byte, il record ne indica %2</translation>
    </message>
    <message>
        <source>%1 is %2, the record says %3</source>
        <translation>%1 è %2, il record indica %3</translation>
    </message>
    <message>
        <source>the image no longer matches its record (%1); no E01 was made</source>
        <translation>l&apos;immagine non corrisponde più al suo record (%1); nessun E01 creato</translation>
    </message>
    <message>
        <source>this acquisition is an E01 already; to recompress it, acquire its E01 as the source</source>
        <translation>questa acquisizione è già un E01; per ricomprimerla, acquisire il suo E01 come sorgente</translation>
    </message>
    <message>
        <source>the image</source>
        <translation>l&apos;immagine</translation>
    </message>
    <message>
        <source>the E01 just made</source>
        <translation>l&apos;E01 appena creato</translation>
    </message>
    <message>
        <source>the record of the acquisition</source>
        <translation>il record dell&apos;acquisizione</translation>
    </message>
    <message>
        <source>it is not a CMS signature (DER or PEM), so it is not removed with the signature of the log written anew</source>
        <translation>non è una firma CMS (DER o PEM), quindi non viene rimossa insieme alla firma del registro riscritto</translation>
    </message>
</context>
<context>
    <name>Custody::ImageFormatFields</name>
    <message>
        <source>Fast (deflate level 1)</source>
        <translation>Veloce (deflate livello 1)</translation>
    </message>
    <message>
        <source>Best (deflate level 9, slower)</source>
        <translation>Migliore (deflate livello 9, più lenta)</translation>
    </message>
    <message>
        <source>Empty chunks only</source>
        <translation>Solo chunk vuoti</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Raw image, one file (.dd)</source>
        <translation>Immagine raw, un unico file (.dd)</translation>
    </message>
    <message>
        <source>Split raw image (.001, .002, …)</source>
        <translation>Immagine raw suddivisa (.001, .002, …)</translation>
    </message>
    <message>
        <source>E01, Expert Witness (.E01, .E02, …)</source>
        <translation>E01, Expert Witness (.E01, .E02, …)</translation>
    </message>
    <message>
        <source>EnCase 6 layout, as ewfacquire writes it: FTK, X-Ways, Autopsy and ewf-tools open it. It stores the case details, the drive, the MD5 and SHA-1 and the unreadable ranges.</source>
        <translation>Struttura EnCase 6, come la scrive ewfacquire: FTK, X-Ways, Autopsy ed ewf-tools la aprono. Memorizza i dati del caso, l&apos;unità, l&apos;MD5 e lo SHA-1 e gli intervalli illeggibili.</translation>
    </message>
</context>
<context>
    <name>Custody::ImageMount</name>
    <message>
        <source>%1 is not an empty directory: give one to mount on</source>
        <translation>%1 non è una cartella vuota: indicarne una su cui montare</translation>
    </message>
    <message>
        <source>%1 is a mount point already: give an empty directory that is not</source>
        <translation>%1 è già un punto di montaggio: indicare una cartella vuota che non lo sia</translation>
    </message>
    <message>
        <source>mounting needs root (FUSE, loop devices and mounts)</source>
        <translation>il montaggio richiede root (FUSE, dispositivi loop e montaggi)</translation>
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
        <translation>%1 (%2): non montato: %3</translation>
    </message>
    <message>
        <source>%1 (%2): %3 (%4, through %5)</source>
        <translation>%1 (%2): %3 (%4, tramite %5)</translation>
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
        <translation>%case%: il numero del caso
%evidence%: il numero del reperto
%serial%: il numero di serie dell&apos;unità
%model%: il modello dell&apos;unità
%device%: il nome del dispositivo o del file
%date%: la data dell&apos;acquisizione (anno-mese-giorno)</translation>
    </message>
</context>
<context>
    <name>Custody::ImageOutputDialog</name>
    <message>
        <source>Another image of the same read</source>
        <translation>Un&apos;altra immagine della stessa lettura</translation>
    </message>
    <message>
        <source>Written from the same read as the main image, with the same hashes; if it fails (a full disk, a share gone) only it stops, and it can be resumed on its own.</source>
        <translation>Scritta dalla stessa lettura dell&apos;immagine principale, con gli stessi hash; se non riesce (un disco pieno, una condivisione scomparsa) si ferma solo essa, e può essere ripresa separatamente.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Sfoglia…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Cartella:</translation>
    </message>
    <message>
        <source>&amp;Image name:</source>
        <translation>&amp;Nome dell&apos;immagine:</translation>
    </message>
    <message>
        <source>For&amp;mat:</source>
        <translation>For&amp;mato:</translation>
    </message>
    <message>
        <source>Com&amp;pression:</source>
        <translation>Com&amp;pressione:</translation>
    </message>
    <message>
        <source>Se&amp;gment size:</source>
        <translation>Dimensione dei se&amp;gmenti:</translation>
    </message>
    <message>
        <source>&amp;Read this image back and compare its hashes</source>
        <translation>&amp;Rileggi questa immagine e confrontane gli hash</translation>
    </message>
    <message>
        <source>Choose a folder for this image.</source>
        <translation>Scegliere una cartella per questa immagine.</translation>
    </message>
    <message>
        <source>Give the image a name.</source>
        <translation>Assegnare un nome all&apos;immagine.</translation>
    </message>
    <message>
        <source>The image name must not contain &apos;/&apos;.</source>
        <translation>Il nome dell&apos;immagine non deve contenere &apos;/&apos;.</translation>
    </message>
    <message>
        <source>%1 is the name of another output of this acquisition: choose another name or folder.</source>
        <translation>%1 è il nome di un altro output di questa acquisizione: scegliere un altro nome o un&apos;altra cartella.</translation>
    </message>
    <message>
        <source>%1 does not answer: is it a network share that is slow or gone? Wait, or choose another folder.</source>
        <translation>%1 non risponde: è una condivisione di rete lenta o non più disponibile? Attendere o scegliere un&apos;altra cartella.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Controllo di %1…</translation>
    </message>
    <message>
        <source>The folder %1 does not exist: create it, or choose another.</source>
        <translation>La cartella %1 non esiste: crearla o sceglierne un&apos;altra.</translation>
    </message>
    <message>
        <source>You may not write into %1.</source>
        <translation>Non si dispone del permesso di scrittura in %1.</translation>
    </message>
    <message>
        <source>Folder of this image</source>
        <translation>Cartella di questa immagine</translation>
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
            <numerusform>Riletta in parte attraverso la cache delle pagine: %n pagina dell&apos;immagine è rimasta in cache (il file system la conserva, o un altro programma mappa il file) ed è stata confrontata dalla memoria: %1.</numerusform>
            <numerusform>Riletta in parte attraverso la cache delle pagine: %n pagine dell&apos;immagine sono rimaste in cache (il file system le conserva, o un altro programma mappa il file) e sono state confrontate dalla memoria: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Read back through the file system after the image&apos;s pages were written out and dropped from the page cache: %1.</source>
        <translation>Riletta attraverso il file system dopo che le pagine dell&apos;immagine sono state scaricate ed eliminate dalla cache delle pagine: %1.</translation>
    </message>
    <message>
        <source>Read back through the page cache, perhaps from memory: writing out, dropping or counting the image&apos;s cached pages failed (%1): %2.</source>
        <translation>Riletta attraverso la cache delle pagine, forse dalla memoria: lo scaricamento, l&apos;eliminazione o il conteggio delle pagine dell&apos;immagine in cache non è riuscito (%1): %2.</translation>
    </message>
</context>
<context>
    <name>Custody::InputLimits</name>
    <message>
        <source>%1 is %2: give a regular file of at most %3 bytes</source>
        <translation>%1 è %2: indicare un file regolare di al massimo %3 byte</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>una cartella</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>un dispositivo a caratteri</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>un dispositivo a blocchi</translation>
    </message>
    <message>
        <source>a pipe</source>
        <translation>una pipe</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>non un file regolare</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: give a regular file of at most %3 bytes</source>
        <translation>%1 ha %2 byte: indicare un file regolare di al massimo %3 byte</translation>
    </message>
</context>
<context>
    <name>Custody::IscsiSource</name>
    <message>
        <source>it does not start with iscsi://</source>
        <translation>non inizia con iscsi://</translation>
    </message>
    <message>
        <source>it holds a password; give the CHAP secret in a file (--chap-file), never on the command line</source>
        <translation>contiene una password; indicare il segreto CHAP in un file (--chap-file), mai sulla riga di comando</translation>
    </message>
    <message>
        <source>the user before @ is empty</source>
        <translation>l&apos;utente prima di @ è vuoto</translation>
    </message>
    <message>
        <source>an IPv6 address without its closing ]</source>
        <translation>un indirizzo IPv6 senza la ] di chiusura</translation>
    </message>
    <message>
        <source>text after the IPv6 address</source>
        <translation>testo dopo l&apos;indirizzo IPv6</translation>
    </message>
    <message>
        <source>no host</source>
        <translation>nessun host</translation>
    </message>
    <message>
        <source>the LUN &quot;%1&quot; is not a number from 0 to 16383</source>
        <translation>il LUN &quot;%1&quot; non è un numero da 0 a 16383</translation>
    </message>
    <message>
        <source>it names no target and LUN</source>
        <translation>non indica né target né LUN</translation>
    </message>
    <message>
        <source>--chap-file: %1 has no secret for the user &quot;%2&quot;</source>
        <translation>--chap-file: %1 non contiene alcun segreto per l&apos;utente &quot;%2&quot;</translation>
    </message>
    <message>
        <source>INQUIRY failed: %1</source>
        <translation>INQUIRY non riuscito: %1</translation>
    </message>
    <message>
        <source>LUN %1 is a %2, not a disk Custody can read</source>
        <translation>il LUN %1 è un %2, non un disco che Custody può leggere</translation>
    </message>
    <message>
        <source>READ CAPACITY(16) failed: %1</source>
        <translation>READ CAPACITY(16) non riuscito: %1</translation>
    </message>
    <message>
        <source>%1 names the CHAP user %2: give the secret with --chap-file</source>
        <translation>%1 indica l&apos;utente CHAP %2: indicare il segreto con --chap-file</translation>
    </message>
    <message>
        <source>libiscsi could not make a context</source>
        <translation>libiscsi non ha potuto creare un contesto</translation>
    </message>
    <message>
        <source>discovery failed: %1</source>
        <translation>rilevamento non riuscito: %1</translation>
    </message>
    <message>
        <source>the iSCSI URI is not one Custody can use: %1. Write iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN</source>
        <translation>l&apos;URI iSCSI non è utilizzabile da Custody: %1. Scrivere iscsi://[UTENTE@]HOST[:PORTA]/IQN-TARGET/LUN</translation>
    </message>
    <message>
        <source>it holds %1, where libiscsi takes a password; give the CHAP secret in a file (--chap-file), never on the command line</source>
        <translation>contiene %1, dove libiscsi accetta una password; indicare il segreto CHAP in un file (--chap-file), mai sulla riga di comando</translation>
    </message>
    <message>
        <source>the port &quot;%1&quot; is not a number from 1 to 65535</source>
        <translation>la porta &quot;%1&quot; non è un numero da 1 a 65535</translation>
    </message>
    <message>
        <source>the target name &quot;%1&quot; holds /</source>
        <translation>il nome del target &quot;%1&quot; contiene /</translation>
    </message>
    <message>
        <source>--chap-file: %1 can be read by others than its owner, or is not yours: chmod 600 it as its owner</source>
        <translation>--chap-file: %1 è leggibile da utenti diversi dal proprietario, oppure non appartiene all&apos;utente corrente: eseguire chmod 600 come proprietario</translation>
    </message>
    <message>
        <source>--chap-file: %1 changed while it was read</source>
        <translation>--chap-file: %1 è cambiato durante la lettura</translation>
    </message>
    <message>
        <source>--chap-file: %1 has more than one target line: keep one file for each target</source>
        <translation>--chap-file: %1 ha più di una riga target: usare un file per ogni target</translation>
    </message>
    <message>
        <source>%1: the target did not prove itself as &quot;%2&quot; with the target secret of the CHAP file (mutual CHAP). It is not the target whose secret you hold, or it is not set up for mutual CHAP (tgt: an outgoing account; LIO: mutual_userid and mutual_password)</source>
        <translation>%1: il target non ha dimostrato di essere &quot;%2&quot; con il segreto del target del file CHAP (CHAP reciproco). Non è il target di cui si possiede il segreto, oppure non è configurato per il CHAP reciproco (tgt: un account in uscita; LIO: mutual_userid e mutual_password)</translation>
    </message>
    <message>
        <source>%1. The target was also asked to prove itself as &quot;%2&quot; (mutual CHAP): a target not set up for mutual CHAP refuses the login, as it does a wrong secret of the workstation&apos;s user</source>
        <translation>%1. Al target è stato chiesto anche di dimostrare di essere &quot;%2&quot; (CHAP reciproco): un target non configurato per il CHAP reciproco rifiuta l&apos;accesso, come per un segreto errato dell&apos;utente della postazione</translation>
    </message>
    <message>
        <source>--chap-file: %1 gives the target the user&apos;s own secret: mutual CHAP needs a secret of its own for each side</source>
        <translation>--chap-file: %1 dà al target il segreto dell&apos;utente stesso: il CHAP reciproco richiede un segreto proprio per ciascun lato</translation>
    </message>
    <message>
        <source>--chap-file: %1 has a line that is not username:secret or target username:secret (a name with &apos;:&apos; in it, such as an iSCSI name, in double quotes: &quot;iqn.…:host&quot;:secret)</source>
        <translation>--chap-file: %1 ha una riga che non è utente:segreto né target utente:segreto (un nome con &apos;:&apos;, come un nome iSCSI, tra virgolette doppie: &quot;iqn.…:host&quot;:segreto)</translation>
    </message>
    <message numerus="yes">
        <source>--chap-file: %1 holds %n user(s): name the one to use in the URI (iscsi://USER@HOST/…), or keep one file per user (a name with &apos;:&apos; in it, such as an iSCSI name, cannot be written in a URI)</source>
        <translation>
            <numerusform>--chap-file: %1 contiene %n utente: indicate quello da usare nell’URI (iscsi://UTENTE@HOST/…) oppure tenete un file per utente (un nome con &apos;:&apos;, come un nome iSCSI, non si può scrivere in un URI)</numerusform>
            <numerusform>--chap-file: %1 contiene %n utenti: indicate quello da usare nell’URI (iscsi://UTENTE@HOST/…) oppure tenete un file per utente (un nome con &apos;:&apos;, come un nome iSCSI, non si può scrivere in un URI)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Custody::JobQueue</name>
    <message>
        <source>%1 is not connected; gives up at %2</source>
        <translation>%1 non è collegata; rinuncia alle %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 was not connected within %n minute(s)</source>
        <translation>
            <numerusform>%1 non è stata collegata entro %n minuto</numerusform>
            <numerusform>%1 non è stata collegata entro %n minuti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 was not connected within %n second(s)</source>
        <translation>
            <numerusform>%1 non è stata collegata entro %n secondo</numerusform>
            <numerusform>%1 non è stata collegata entro %n secondi</numerusform>
        </translation>
    </message>
    <message>
        <source>it did not start</source>
        <translation>non è stato avviato</translation>
    </message>
    <message>
        <source>the saved queue is not a JSON array (%1)</source>
        <translation>la coda salvata non è un array JSON (%1)</translation>
    </message>
    <message>
        <source>the saved queue</source>
        <translation>la coda salvata</translation>
    </message>
    <message>
        <source>%1 is not connected</source>
        <translation>%1 non è collegata</translation>
    </message>
    <message>
        <source>not one job</source>
        <translation>non è un singolo lavoro</translation>
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
        <translation>Preparazione</translation>
    </message>
    <message>
        <source>Acquiring</source>
        <translation>Acquisizione in corso</translation>
    </message>
    <message>
        <source>Verifying (reading back)</source>
        <translation>Verifica (rilettura)</translation>
    </message>
    <message>
        <source>Verifying</source>
        <translation>Verifica</translation>
    </message>
    <message>
        <source>Writing outputs</source>
        <translation>Scrittura degli output</translation>
    </message>
    <message>
        <source>Stopping</source>
        <translation>Arresto in corso</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminato</translation>
    </message>
    <message>
        <source>Stopped (resumable)</source>
        <translation>Interrotto (riprendibile)</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Interrotto</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Non riuscito</translation>
    </message>
    <message>
        <source>Verifying (reading the source again)</source>
        <translation>Verifica (nuova lettura della sorgente)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>preparing</source>
        <translation>preparazione</translation>
    </message>
    <message>
        <source>reading back the image</source>
        <translation>rilettura dell&apos;immagine</translation>
    </message>
    <message>
        <source>reading the image</source>
        <translation>lettura dell&apos;immagine</translation>
    </message>
    <message>
        <source>reading the source again</source>
        <translation>nuova lettura della sorgente</translation>
    </message>
    <message>
        <source>writing outputs</source>
        <translation>scrittura degli output</translation>
    </message>
    <message>
        <source>stopping</source>
        <translation>arresto in corso</translation>
    </message>
    <message>
        <source>copying (pass %1)</source>
        <translation>copia (passata %1)</translation>
    </message>
    <message>
        <source>trimming</source>
        <translation>rifilatura</translation>
    </message>
    <message>
        <source>scraping</source>
        <translation>raschiatura</translation>
    </message>
    <message>
        <source>retrying (pass %1)</source>
        <translation>nuovi tentativi (passata %1)</translation>
    </message>
    <message>
        <source>filling</source>
        <translation>riempimento</translation>
    </message>
    <message>
        <source>approximate</source>
        <translation>approssimativo</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminato</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · step %2 of %3: %4</source>
        <translation>%1 · passaggio %2 di %3: %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 bytes)</source>
        <translation>%1 (%2 di %3 byte)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Wiping</source>
        <translation>Cancellazione sicura</translation>
    </message>
    <message>
        <source>Writing the certificate</source>
        <translation>Scrittura del certificato</translation>
    </message>
    <message>
        <source>writing the pattern</source>
        <translation>scrittura del motivo</translation>
    </message>
    <message>
        <source>reading the drive back</source>
        <translation>rilettura dell&apos;unità</translation>
    </message>
    <message>
        <source>writing the certificate</source>
        <translation>scrittura del certificato</translation>
    </message>
    <message>
        <source>%1 (priority %2)</source>
        <translation>%1 (priorità %2)</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>In coda</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>In pausa</translation>
    </message>
    <message>
        <source>Waiting for the drive</source>
        <translation>In attesa dell&apos;unità</translation>
    </message>
    <message>
        <source>Not run</source>
        <translation>Non eseguito</translation>
    </message>
    <message>
        <source>Converting</source>
        <translation>Conversione in corso</translation>
    </message>
    <message>
        <source>writing the E01, checking the hashes</source>
        <translation>scrittura dell’E01, verifica degli hash</translation>
    </message>
</context>
<context>
    <name>Custody::JobTableModel</name>
    <message>
        <source>Job</source>
        <translation>Lavoro</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Sorgente</translation>
    </message>
    <message>
        <source>Image / hashlog</source>
        <translation>Immagine / hashlog</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Avanzamento</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Velocità</translation>
    </message>
    <message>
        <source>Remaining</source>
        <translation>Rimanente</translation>
    </message>
    <message>
        <source>Bad / differing</source>
        <translation>Danneggiati / diversi</translation>
    </message>
    <message>
        <source>Acquisition</source>
        <translation>Acquisizione</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Verifica</translation>
    </message>
    <message>
        <source>Unreadable sectors of an acquisition; windows that differ from the hashlog in a verification; sectors that failed in a wipe</source>
        <translation>Settori illeggibili di un&apos;acquisizione; finestre che differiscono dall&apos;hashlog in una verifica; settori non riusciti in una cancellazione sicura</translation>
    </message>
    <message>
        <source>The image written (an acquisition), the hashlogs checked against (a verification) or the certificate written (a wipe)</source>
        <translation>L&apos;immagine scritta (un&apos;acquisizione), gli hashlog usati per il confronto (una verifica) o il certificato scritto (una cancellazione sicura)</translation>
    </message>
    <message>
        <source>Wipe</source>
        <translation>Cancellazione sicura</translation>
    </message>
    <message>
        <source>Conversion</source>
        <translation>Conversione</translation>
    </message>
</context>
<context>
    <name>Custody::JobsView</name>
    <message>
        <source>Jobs</source>
        <translation>Lavori</translation>
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
        <translation>l&apos;intero supporto</translation>
    </message>
    <message>
        <source>partition %1</source>
        <translation>partizione %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>GPT</source>
        <translation>GPT</translation>
    </message>
    <message>
        <source>GPT, disk GUID %1</source>
        <translation>GPT, GUID del disco %1</translation>
    </message>
    <message>
        <source>MBR (DOS)</source>
        <translation>MBR (DOS)</translation>
    </message>
    <message>
        <source>MBR (DOS), disk identifier %1</source>
        <translation>MBR (DOS), identificatore del disco %1</translation>
    </message>
    <message>
        <source>%1, identifier %2</source>
        <translation>%1, identificatore %2</translation>
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
        <translation>etichetta %1</translation>
    </message>
    <message>
        <source>UUID %1</source>
        <translation>UUID %1</translation>
    </message>
    <message>
        <source>encrypted: %1</source>
        <translation>cifrato: %1</translation>
    </message>
    <message>
        <source>%1 (an APFS container: whether its volumes are FileVault-encrypted is not told by the container)</source>
        <translation>%1 (un container APFS: il container non indica se i suoi volumi sono cifrati con FileVault)</translation>
    </message>
    <message>
        <source>no known signature, random-looking bytes (%1 bits per byte in %2 sampled): encrypted without a header (VeraCrypt, a LUKS volume with a detached header), compressed, or overwritten with random data</source>
        <translation>nessuna firma nota, byte dall&apos;aspetto casuale (%1 bit per byte su %2 campionati): cifrato senza intestazione (VeraCrypt, un volume LUKS con intestazione separata), compresso, o sovrascritto con dati casuali</translation>
    </message>
    <message>
        <source>no known signature, only zeros in %1 sampled</source>
        <translation>nessuna firma nota, solo zeri su %1 campionati</translation>
    </message>
    <message>
        <source>no known signature</source>
        <translation>nessuna firma nota</translation>
    </message>
    <message>
        <source>ambiguous: %1</source>
        <translation>ambiguo: %1</translation>
    </message>
    <message>
        <source>could not be read: %1</source>
        <translation>impossibile leggere: %1</translation>
    </message>
    <message>
        <source>Partition %1: sectors %2 to %3 (%4), %5</source>
        <translation>Partizione %1: settori da %2 a %3 (%4), %5</translation>
    </message>
    <message>
        <source>, name %1</source>
        <translation>, nome %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Whole medium (%1): %2</source>
        <translation>Intero supporto (%1): %2</translation>
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
        <translation>dall&apos;aspetto casuale, senza firma</translation>
    </message>
    <message>
        <source>Layout at acquisition</source>
        <translation>Struttura al momento dell&apos;acquisizione</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Struttura</translation>
    </message>
    <message>
        <source>Partition table</source>
        <translation>Tabella delle partizioni</translation>
    </message>
    <message>
        <source>Whole medium</source>
        <translation>Intero supporto</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>Primo settore</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>Ultimo settore</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dimensione</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Contenuto</translation>
    </message>
    <message>
        <source>Encrypted volumes</source>
        <translation>Volumi cifrati</translation>
    </message>
    <message>
        <source>holds the logical partitions listed after it</source>
        <translation>contiene le partizioni logiche elencate dopo di essa</translation>
    </message>
    <message>
        <source>not read: %1</source>
        <translation>non letto: %1</translation>
    </message>
    <message>
        <source>Encrypted: %1. The image will hold these volumes as they are on the medium, unreadable without their key or passphrase.</source>
        <translation>Cifrati: %1. L&apos;immagine conterrà questi volumi così come sono sul supporto, illeggibili senza la loro chiave o passphrase.</translation>
    </message>
    <message>
        <source>Possibly encrypted: %1. These may be encrypted (an APFS container&apos;s volumes by FileVault; random-looking bytes by a tool that writes no header), or compressed or wiped.</source>
        <translation>Forse cifrati: %1. Potrebbero essere cifrati (i volumi di un container APFS con FileVault; byte dall&apos;aspetto casuale da uno strumento che non scrive intestazioni), oppure compressi o cancellati.</translation>
    </message>
    <message>
        <source>If the computer is running and the volumes are unlocked, consider capturing its memory and the unlocked volumes before turning it off.</source>
        <translation>Se il computer è acceso e i volumi sono sbloccati, valutare l&apos;acquisizione della memoria e dei volumi sbloccati prima di spegnerlo.</translation>
    </message>
</context>
<context>
    <name>Custody::MainWindow</name>
    <message>
        <source>Custody — forensic disk imager</source>
        <translation>Custody — acquisizione forense di dischi</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Drives cannot be listed</source>
        <translation>Impossibile elencare le unità</translation>
    </message>
    <message>
        <source>Drives listed by the %1 backend</source>
        <translation>Unità elencate dal backend %1</translation>
    </message>
    <message>
        <source>&amp;Acquire…</source>
        <translation>&amp;Acquisisci…</translation>
    </message>
    <message>
        <source>Image the selected drive (Ctrl+N)</source>
        <translation>Acquisisci l&apos;unità selezionata (Ctrl+N)</translation>
    </message>
    <message>
        <source>Add &amp;image or file as source…</source>
        <translation>Aggiungi &amp;immagine o file come sorgente…</translation>
    </message>
    <message>
        <source>Image an existing image file, a loop device or any other file (Ctrl+O)</source>
        <translation>Acquisisci un file immagine esistente, un dispositivo loop o qualsiasi altro file (Ctrl+O)</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>A&amp;ggiorna</translation>
    </message>
    <message>
        <source>A&amp;bout Custody</source>
        <translation>&amp;Informazioni su Custody</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Informazioni su &amp;Qt</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Barra degli strumenti principale</translation>
    </message>
    <message>
        <source>No access to %1</source>
        <translation>Nessun accesso a %1</translation>
    </message>
    <message>
        <source>Image or file to acquire</source>
        <translation>Immagine o file da acquisire</translation>
    </message>
    <message>
        <source>Acquisition running</source>
        <translation>Acquisizione in corso</translation>
    </message>
    <message>
        <source>Cancel the acquisition before closing its tab.</source>
        <translation>Annullare l&apos;acquisizione prima di chiuderne la scheda.</translation>
    </message>
    <message>
        <source>About Custody</source>
        <translation>Informazioni su Custody</translation>
    </message>
    <message>
        <source>Acquisitions running</source>
        <translation>Acquisizioni in corso</translation>
    </message>
    <message numerus="yes">
        <source>%n acquisition(s) still running. Stop them and quit? Their images and maps are kept and can be resumed.</source>
        <translation>
            <numerusform>%n acquisizione ancora in corso. Interromperla e uscire? La sua immagine e la sua mappa vengono conservate e potranno essere riprese.</numerusform>
            <numerusform>%n acquisizioni ancora in corso. Interromperle e uscire? Le loro immagini e mappe vengono conservate e potranno essere riprese.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is being acquired in another tab already.</source>
        <translation>%1 è già in acquisizione in un&apos;altra scheda.</translation>
    </message>
    <message>
        <source>Another acquisition is writing into %1 already.</source>
        <translation>Un&apos;altra acquisizione sta già scrivendo in %1.</translation>
    </message>
    <message>
        <source>Acquisition not started</source>
        <translation>Acquisizione non avviata</translation>
    </message>
    <message>
        <source>Stopping the acquisitions: saving their images, maps and records…</source>
        <translation>Arresto delle acquisizioni: salvataggio di immagini, mappe e record…</translation>
    </message>
    <message>
        <source>Check an image against the hashlogs of Custody or another tool (Ctrl+Shift+V)</source>
        <translation>Controlla un&apos;immagine con gli hashlog di Custody o di un altro strumento (Ctrl+Maiusc+V)</translation>
    </message>
    <message>
        <source>V&amp;erify image…</source>
        <translation>&amp;Verifica immagine…</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Custody %1&lt;/h3&gt;&lt;p&gt;A forensic disk imager.&lt;/p&gt;&lt;p&gt;%2&lt;br&gt;Git revision %3&lt;br&gt;Drives listed by the %4 backend&lt;/p&gt;&lt;p&gt;Custody is open-source software. It uses Qt, under the GNU Lesser General Public License version 3 (Qt Charts under the GNU General Public License version 3), and OpenSSL, under the Apache License 2.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Custody %1&lt;/h3&gt;&lt;p&gt;Uno strumento forense per l&apos;acquisizione di dischi.&lt;/p&gt;&lt;p&gt;%2&lt;br&gt;Revisione Git %3&lt;br&gt;Unità elencate dal backend %4&lt;/p&gt;&lt;p&gt;Custody è software open source. Utilizza Qt, sotto la GNU Lesser General Public License versione 3 (Qt Charts sotto la GNU General Public License versione 3), e OpenSSL, sotto la Apache License 2.0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Close tab</source>
        <translation>&amp;Chiudi scheda</translation>
    </message>
    <message>
        <source>&amp;Next tab</source>
        <translation>Scheda &amp;successiva</translation>
    </message>
    <message>
        <source>&amp;Previous tab</source>
        <translation>Scheda &amp;precedente</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Drive &amp;details</source>
        <translation>&amp;Dettagli dell&apos;unità</translation>
    </message>
    <message>
        <source>Show the selected drive&apos;s details beside the list (F9)</source>
        <translation>Mostra i dettagli dell&apos;unità selezionata accanto all&apos;elenco (F9)</translation>
    </message>
    <message>
        <source>Still looking at %1</source>
        <translation>Esame di %1 ancora in corso</translation>
    </message>
    <message>
        <source>Custody is still checking whether this computer runs from %1. Try again in a moment.</source>
        <translation>Custody sta ancora controllando se questo computer viene eseguito da %1. Riprovare tra un momento.</translation>
    </message>
    <message>
        <source>Add &amp;network source…</source>
        <translation>Aggiungi sorgente di &amp;rete…</translation>
    </message>
    <message>
        <source>Add a drive of another machine, exported read-only over NBD (nbdkit, qemu-nbd)</source>
        <translation>Aggiungi un&apos;unità di un&apos;altra macchina, esportata in sola lettura tramite NBD (nbdkit, qemu-nbd)</translation>
    </message>
    <message>
        <source>Take the selected network drive off the list</source>
        <translation>Rimuovi dall&apos;elenco l&apos;unità di rete selezionata</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>C&amp;ronologia</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>&amp;Signing identity…</source>
        <translation>Identità di &amp;firma…</translation>
    </message>
    <message>
        <source>The key and certificate with which Custody signs what it writes</source>
        <translation>La chiave e il certificato con cui Custody firma ciò che scrive</translation>
    </message>
    <message>
        <source>Signed as %1: %2</source>
        <translation>Firmato come %1: %2</translation>
    </message>
    <message>
        <source>Not signed, although a signing identity is set (File → Signing identity…): %1. %2</source>
        <translation>Non firmato, sebbene sia impostata un&apos;identità di firma (File → Identità di firma…): %1. %2</translation>
    </message>
    <message>
        <source>The acquisition log %1 does not say so either: %2</source>
        <translation>Nemmeno il registro di acquisizione %1 lo indica: %2</translation>
    </message>
    <message>
        <source>The acquisition log %1 says so, but could not be signed again, so its signature was removed: %2</source>
        <translation>Il registro di acquisizione %1 lo indica, ma non è stato possibile firmarlo di nuovo, quindi la sua firma è stata rimossa: %2</translation>
    </message>
    <message>
        <source>the signed log says it was signed, but its signature is not there</source>
        <translation>il registro firmato indica che è stato firmato, ma la sua firma non è presente</translation>
    </message>
    <message>
        <source>the signed log says it was signed, but it is not there</source>
        <translation>il registro firmato indica che è stato firmato, ma il file non è presente</translation>
    </message>
    <message>
        <source>signed with another certificate than the signed log names</source>
        <translation>firmato con un certificato diverso da quello indicato dal registro firmato</translation>
    </message>
    <message>
        <source>changed since it was signed</source>
        <translation>modificato dopo la firma</translation>
    </message>
    <message>
        <source>%1 does not answer: is it on a network share that is slow or gone? Wait, or choose another file.</source>
        <translation>%1 non risponde: si trova su una condivisione di rete lenta o non più disponibile? Attendere o scegliere un altro file.</translation>
    </message>
    <message>
        <source>Looking at %1…</source>
        <translation>Esame di %1…</translation>
    </message>
    <message>
        <source>Finishing writing signatures, reports and logs: Custody closes when they are written…</source>
        <translation>Completamento della scrittura di firme, rapporti e registri: Custody si chiude quando saranno scritti…</translation>
    </message>
    <message>
        <source>&amp;Drives</source>
        <translation>&amp;Unità</translation>
    </message>
    <message>
        <source>&amp;Jobs (%1, %2 running)</source>
        <translation>&amp;Lavori (%1, %2 in esecuzione)</translation>
    </message>
    <message>
        <source>&amp;Jobs (%1)</source>
        <translation>&amp;Lavori (%1)</translation>
    </message>
    <message>
        <source>Close &amp;finished tabs</source>
        <translation>Chiudi schede &amp;terminate</translation>
    </message>
    <message>
        <source>Close the tab of every acquisition and verification that has ended; their records, logs and reports stay on disk and in the history</source>
        <translation>Chiude la scheda di ogni acquisizione e verifica terminata; i loro record, registri e rapporti restano su disco e nella cronologia</translation>
    </message>
    <message>
        <source>&amp;Tabs</source>
        <translation>Sc&amp;hede</translation>
    </message>
    <message>
        <source>All tabs</source>
        <translation>Tutte le schede</translation>
    </message>
    <message>
        <source>Go to any tab, or close the finished ones</source>
        <translation>Passa a una scheda qualsiasi o chiudi quelle terminate</translation>
    </message>
    <message>
        <source>Custody — History</source>
        <translation>Custody — Cronologia</translation>
    </message>
    <message>
        <source>The case history: every acquisition, verification, conversion and report, searchable, in a window of its own</source>
        <translation>La cronologia dei casi: ogni acquisizione, verifica, conversione e rapporto, consultabile, in una finestra dedicata</translation>
    </message>
    <message>
        <source>Will not be signed: no signing identity is set (File → Signing identity…)</source>
        <translation>Non verrà firmato: nessuna identità di firma impostata (File → Identità di firma…)</translation>
    </message>
    <message>
        <source>Will be signed by %1</source>
        <translation>Verrà firmato da %1</translation>
    </message>
    <message>
        <source>Will not be signed: %1</source>
        <translation>Non verrà firmato: %1</translation>
    </message>
    <message>
        <source>Will be signed once the signing key is opened</source>
        <translation>Verrà firmato dopo l&apos;apertura della chiave di firma</translation>
    </message>
    <message>
        <source>Signed by %1: %2</source>
        <translation>Firmato da %1: %2</translation>
    </message>
    <message>
        <source>Not signed: no signing identity is set (File → Signing identity…)</source>
        <translation>Non firmato: nessuna identità di firma impostata (File → Identità di firma…)</translation>
    </message>
    <message>
        <source>Not signed: not every file of the acquisition was written</source>
        <translation>Non firmato: non tutti i file dell&apos;acquisizione sono stati scritti</translation>
    </message>
    <message>
        <source>Still writing</source>
        <translation>Scrittura in corso</translation>
    </message>
    <message>
        <source>A conversion to E01 or a report of this acquisition is being written: let it finish before closing its tab.</source>
        <translation>È in corso la scrittura di una conversione in E01 o di un rapporto di questa acquisizione: attenderne il completamento prima di chiuderne la scheda.</translation>
    </message>
    <message>
        <source>Read SMART and the hidden areas again for every drive of this workstation (F5)</source>
        <translation>Rileggi SMART e le aree nascoste di ogni unità di questa postazione (F5)</translation>
    </message>
    <message>
        <source>&amp;Prepare drive…</source>
        <translation>&amp;Prepara unità…</translation>
    </message>
    <message>
        <source>Wipe running</source>
        <translation>Cancellazione sicura in corso</translation>
    </message>
    <message>
        <source>Cancel the wipe, or let its certificate be written, before closing its tab.</source>
        <translation>Annullare la cancellazione sicura, o lasciarne scrivere il certificato, prima di chiuderne la scheda.</translation>
    </message>
    <message>
        <source>Wipes running</source>
        <translation>Cancellazioni sicure in corso</translation>
    </message>
    <message numerus="yes">
        <source>%n wipe(s) still running. Stop them and quit? The drives will not be sterile; each certificate says how far its wipe got.</source>
        <translation>
            <numerusform>%n cancellazione sicura ancora in corso. Interromperla e uscire? L&apos;unità non sarà sterile; il certificato indica fin dove è arrivata la cancellazione.</numerusform>
            <numerusform>%n cancellazioni sicure ancora in corso. Interromperle e uscire? Le unità non saranno sterili; ogni certificato indica fin dove è arrivata la sua cancellazione.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping the wipes: writing their certificates…</source>
        <translation>Arresto delle cancellazioni sicure: scrittura dei certificati…</translation>
    </message>
    <message>
        <source>%1 is being wiped in another tab.</source>
        <translation>%1 è in cancellazione in un&apos;altra scheda.</translation>
    </message>
    <message>
        <source>Wipe the selected drive and read it back, or check that it holds a pattern, with a certificate</source>
        <translation>Cancella in modo sicuro l&apos;unità selezionata e rileggila, oppure controlla che contenga un motivo, con un certificato</translation>
    </message>
    <message>
        <source>Select a drive to prepare</source>
        <translation>Selezionare un&apos;unità da preparare</translation>
    </message>
    <message>
        <source>A drive of another machine is only ever read, never prepared</source>
        <translation>Un&apos;unità di un&apos;altra macchina viene solo letta, mai preparata</translation>
    </message>
    <message>
        <source>Checking whether %1 may be overwritten…</source>
        <translation>Controllo se %1 può essere sovrascritta…</translation>
    </message>
    <message>
        <source>%1 is being acquired in another tab.</source>
        <translation>%1 è in acquisizione in un&apos;altra scheda.</translation>
    </message>
    <message>
        <source>Wipe not started</source>
        <translation>Cancellazione sicura non avviata</translation>
    </message>
    <message>
        <source>The wipe&apos;s certificate %1 does not say so either: %2</source>
        <translation>Nemmeno il certificato di cancellazione %1 lo indica: %2</translation>
    </message>
    <message>
        <source>The wipe&apos;s certificate %1 says so, but could not be signed again, so its signature was removed: %2</source>
        <translation>Il certificato di cancellazione %1 lo indica, ma non è stato possibile firmarlo di nuovo, quindi la sua firma è stata rimossa: %2</translation>
    </message>
    <message>
        <source>The program %1 ran after the acquisition into %2.</source>
        <translation>Il programma %1 è stato eseguito dopo l&apos;acquisizione in %2.</translation>
    </message>
    <message>
        <source>WARNING: the program %1 did not succeed after the acquisition into %2 (%3); the acquisition&apos;s outcome is as its tab shows.</source>
        <translation>ATTENZIONE: il programma %1 non è riuscito dopo l&apos;acquisizione in %2 (%3); il risultato dell&apos;acquisizione è quello mostrato nella sua scheda.</translation>
    </message>
    <message>
        <source>Its run is not in the log: %1</source>
        <translation>La sua esecuzione non è nel registro: %1</translation>
    </message>
    <message>
        <source>Its run is not in the log: the log there is an earlier run&apos;s (not every file of this run could be written).</source>
        <translation>La sua esecuzione non è nel registro: il registro presente è quello di un&apos;esecuzione precedente (non è stato possibile scrivere tutti i file di questa esecuzione).</translation>
    </message>
    <message>
        <source>Not signed: the program run when the acquisition ended put something else at %1.</source>
        <translation>Non firmato: il programma eseguito al termine dell&apos;acquisizione ha messo qualcos&apos;altro in %1.</translation>
    </message>
    <message>
        <source>the clone onto %1 carries no confirmed drive</source>
        <translation>il clone su %1 non porta alcuna unità confermata</translation>
    </message>
    <message>
        <source>a %1 job is not kept by the window</source>
        <translation>un lavoro di tipo %1 non viene conservato dalla finestra</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Sospendi</translation>
    </message>
    <message>
        <source>Keep the selected job in the queue without starting it</source>
        <translation>Mantieni in coda il lavoro selezionato senza avviarlo</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Riprendi</translation>
    </message>
    <message>
        <source>Let the selected paused job start when its turn comes</source>
        <translation>Consenti al lavoro sospeso selezionato di avviarsi quando arriva il suo turno</translation>
    </message>
    <message>
        <source>Raise p&amp;riority</source>
        <translation>Aumenta p&amp;riorità</translation>
    </message>
    <message>
        <source>Start the selected job before the queued jobs of lower priority</source>
        <translation>Avvia il lavoro selezionato prima dei lavori in coda con priorità inferiore</translation>
    </message>
    <message>
        <source>&amp;Lower priority</source>
        <translation>&amp;Diminuisci priorità</translation>
    </message>
    <message>
        <source>Start the selected job after the queued jobs of higher priority</source>
        <translation>Avvia il lavoro selezionato dopo i lavori in coda con priorità superiore</translation>
    </message>
    <message>
        <source>Re&amp;move from queue</source>
        <translation>Ri&amp;muovi dalla coda</translation>
    </message>
    <message>
        <source>Take the selected job out of the queue without running it</source>
        <translation>Togli il lavoro selezionato dalla coda senza eseguirlo</translation>
    </message>
    <message>
        <source>Jobs kept from the last run</source>
        <translation>Lavori conservati dall&apos;ultima sessione</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) were waiting in the queue when Custody was closed:</source>
        <translation>
            <numerusform>%n lavoro era in attesa nella coda quando Custody è stato chiuso:</numerusform>
            <numerusform>%n lavori erano in attesa nella coda quando Custody è stato chiuso:</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Queue them to run</source>
        <translation>&amp;Metti in coda per l&apos;esecuzione</translation>
    </message>
    <message>
        <source>&amp;Keep them paused</source>
        <translation>Mantieni in &amp;pausa</translation>
    </message>
    <message>
        <source>&amp;Discard them</source>
        <translation>&amp;Scarta</translation>
    </message>
    <message>
        <source>Acquisition not queued</source>
        <translation>Acquisizione non messa in coda</translation>
    </message>
    <message>
        <source>%1 is not queued: %2</source>
        <translation>%1 non è messo in coda: %2</translation>
    </message>
    <message>
        <source>Queue not restored</source>
        <translation>Coda non ripristinata</translation>
    </message>
    <message>
        <source>The jobs kept from the last run cannot be read: %1. They are discarded; nothing of them was started.</source>
        <translation>Impossibile leggere i lavori conservati dall&apos;ultima sessione: %1. Vengono scartati; nessuno di essi è stato avviato.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Jobs not restored</source>
        <translation>Lavori non ripristinati</translation>
    </message>
    <message>
        <source>These kept jobs cannot be queued again and are discarded:
%1</source>
        <translation>Questi lavori conservati non possono essere rimessi in coda e vengono scartati:
%1</translation>
    </message>
    <message>
        <source>The jobs kept from the last run were discarded.</source>
        <translation>I lavori conservati dall&apos;ultima sessione sono stati scartati.</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) kept from the last run are in the queue.</source>
        <translation>
            <numerusform>%n lavoro conservato dall&apos;ultima sessione è in coda.</numerusform>
            <numerusform>%n lavori conservati dall&apos;ultima sessione sono in coda.</numerusform>
        </translation>
    </message>
    <message>
        <source>A running job writes these files or reads or writes this drive.</source>
        <translation>Un lavoro in esecuzione scrive questi file o legge o scrive questa unità.</translation>
    </message>
    <message>
        <source>A job in the queue writes these files or reads or writes this drive: %1.</source>
        <translation>Un lavoro in coda scrive questi file o legge o scrive questa unità: %1.</translation>
    </message>
    <message>
        <source>Wipe not queued</source>
        <translation>Cancellazione sicura non messa in coda</translation>
    </message>
    <message>
        <source>How many queued jobs run at once, on one disk, how long a job waits for its drive, and the status file for a lab&apos;s dashboard</source>
        <translation>Quanti lavori in coda vengono eseguiti contemporaneamente, su un disco, quanto a lungo un lavoro attende la sua unità, e il file di stato per il dashboard di un laboratorio</translation>
    </message>
    <message>
        <source>A program of the lab&apos;s that runs when each acquisition, verification or wipe has ended</source>
        <translation>Un programma del laboratorio eseguito al termine di ogni acquisizione, verifica o cancellazione sicura</translation>
    </message>
    <message>
        <source>Images still mounted</source>
        <translation>Immagini ancora montate</translation>
    </message>
    <message>
        <source>Still mounted, in use: %1. Close what uses them (a file manager, a shell inside), then quit again.</source>
        <translation>Ancora montate, in uso: %1. Chiudere ciò che le usa (un gestore di file, una shell al loro interno), poi uscire di nuovo.</translation>
    </message>
    <message>
        <source>&amp;Mount image read-only…</source>
        <translation>&amp;Monta immagine in sola lettura…</translation>
    </message>
    <message>
        <source>Show an image (raw, split or E01) read-only in an empty folder, with each file system it holds mounted read-only</source>
        <translation>Mostra un&apos;immagine (raw, suddivisa o E01) in sola lettura in una cartella vuota, con ogni file system che contiene montato in sola lettura</translation>
    </message>
    <message>
        <source>Mounted &amp;images</source>
        <translation>&amp;Immagini montate</translation>
    </message>
    <message>
        <source>The images mounted read-only: open their folders, unmount</source>
        <translation>Le immagini montate in sola lettura: aprirne le cartelle, smontarle</translation>
    </message>
    <message>
        <source>A mount or an unmount is under way: quit again when it has ended.</source>
        <translation>È in corso un montaggio o uno smontaggio: uscire di nuovo quando sarà terminato.</translation>
    </message>
    <message>
        <source>Signal %1 received: quitting, as Quit does.</source>
        <translation>Ricevuto il segnale %1: chiusura, come con Esci.</translation>
    </message>
    <message>
        <source>Quitting: a mount or an unmount is under way.</source>
        <translation>Chiusura: è in corso un montaggio o uno smontaggio.</translation>
    </message>
    <message>
        <source>Quitting: still mounted, in use: %1. Custody quits once nothing uses them.</source>
        <translation>Chiusura: ancora montato e in uso: %1. Custody si chiude appena nulla li usa più.</translation>
    </message>
    <message>
        <source>&amp;Remove network source</source>
        <translation>Rimuovi &amp;sorgente di rete</translation>
    </message>
    <message>
        <source>Pro&amp;gram when a job ends…</source>
        <translation>Pro&amp;gramma al termine di un lavoro…</translation>
    </message>
    <message>
        <source>&amp;Job queue…</source>
        <translation>&amp;Coda dei lavori…</translation>
    </message>
    <message>
        <source>Another Custody window keeps the job queue for the next start: the jobs queued in this window are not kept when it closes.</source>
        <translation>Un&apos;altra finestra di Custody conserva la coda dei lavori per il prossimo avvio: i lavori accodati in questa finestra non vengono conservati alla sua chiusura.</translation>
    </message>
    <message>
        <source>The job queue is not kept for the next start: this window cannot tell whether another keeps it. The jobs queued in this window are not kept when it closes.</source>
        <translation>La coda dei lavori non viene conservata per il prossimo avvio: questa finestra non può sapere se un&apos;altra la conserva. I lavori accodati in questa finestra non vengono conservati alla sua chiusura.</translation>
    </message>
    <message>
        <source>Conversions running</source>
        <translation>Conversioni in corso</translation>
    </message>
    <message numerus="yes">
        <source>%n conversion(s) to E01 still running. Stop them and quit? What each has written of its E01 is removed; the images they read are kept as they are.</source>
        <translation>
            <numerusform>%n conversione in E01 è ancora in corso. Fermarla e uscire? Quanto scritto del suo E01 viene rimosso; l&apos;immagine letta resta com&apos;è.</numerusform>
            <numerusform>%n conversioni in E01 sono ancora in corso. Fermarle e uscire? Quanto ciascuna ha scritto del suo E01 viene rimosso; le immagini lette restano come sono.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping the conversions to E01…</source>
        <translation>Arresto delle conversioni in E01…</translation>
    </message>
</context>
<context>
    <name>Custody::MountImageDialog</name>
    <message>
        <source>Mount image read-only</source>
        <translation>Monta immagine in sola lettura</translation>
    </message>
    <message>
        <source>The image is shown read-only as image.raw in the folder, read through Custody&apos;s own readers (a damaged E01 chunk is a read error, never other bytes), and each file system it holds is mounted read-only below it without replaying a journal. Encrypted volumes are listed, not unlocked. The folder must be empty.</source>
        <translation>L&apos;immagine viene mostrata in sola lettura come image.raw nella cartella, letta attraverso i lettori propri di Custody (un chunk E01 danneggiato è un errore di lettura, mai altri byte), e ogni file system che contiene viene montato in sola lettura al di sotto, senza rieseguire alcun journal. I volumi cifrati vengono elencati, non sbloccati. La cartella deve essere vuota.</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Immagine</translation>
    </message>
    <message>
        <source>Empty folder to mount on</source>
        <translation>Cartella vuota su cui montare</translation>
    </message>
    <message>
        <source>&amp;Image:</source>
        <translation>&amp;Immagine:</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Cartella:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Sfoglia…</translation>
    </message>
    <message>
        <source>Image to mount</source>
        <translation>Immagine da montare</translation>
    </message>
    <message>
        <source>Images (*.dd *.raw *.img *.001 *.E01 *.e01);;All files (*)</source>
        <translation>Immagini (*.dd *.raw *.img *.001 *.E01 *.e01);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Bro&amp;wse…</source>
        <translation>Sfo&amp;glia…</translation>
    </message>
    <message>
        <source>&amp;Mount</source>
        <translation>&amp;Monta</translation>
    </message>
</context>
<context>
    <name>Custody::MountsWindow</name>
    <message>
        <source>Image: %1 (read-only)</source>
        <translation>Immagine: %1 (sola lettura)</translation>
    </message>
    <message>
        <source>Layout: could not be read: %1</source>
        <translation>Struttura: impossibile leggere: %1</translation>
    </message>
    <message>
        <source>Partition table: %1</source>
        <translation>Tabella delle partizioni: %1</translation>
    </message>
    <message>
        <source>Mounted images</source>
        <translation>Immagini montate</translation>
    </message>
    <message>
        <source>Images mounted read-only</source>
        <translation>Immagini montate in sola lettura</translation>
    </message>
    <message>
        <source>&amp;Open folder</source>
        <translation>&amp;Apri cartella</translation>
    </message>
    <message>
        <source>&amp;Unmount</source>
        <translation>&amp;Smonta</translation>
    </message>
    <message>
        <source>Wait until the mount or unmount under way has ended.</source>
        <translation>Attendere il termine del montaggio o dello smontaggio in corso.</translation>
    </message>
    <message>
        <source>Mounting %1 on %2…</source>
        <translation>Montaggio di %1 su %2…</translation>
    </message>
    <message>
        <source>Mounted %1 read-only on %2.</source>
        <translation>%1 montata in sola lettura su %2.</translation>
    </message>
    <message>
        <source>Not mounted: %1</source>
        <translation>Non montata: %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <source>No image is mounted. File ▸ Mount image read-only… shows one.</source>
        <translation>Nessuna immagine montata. File ▸ Monta immagine in sola lettura… ne mostra una.</translation>
    </message>
    <message>
        <source>Unmounting %1…</source>
        <translation>Smontaggio di %1…</translation>
    </message>
    <message>
        <source>Unmounted %1.</source>
        <translation>%1 smontata.</translation>
    </message>
    <message>
        <source>Still mounted, in use: %1. Close what uses it, then unmount again.</source>
        <translation>Ancora montata, in uso: %1. Chiudere ciò che la usa, poi smontare di nuovo.</translation>
    </message>
</context>
<context>
    <name>Custody::NetworkDrive</name>
    <message>
        <source>NBD over TLS (%1)</source>
        <translation>NBD su TLS (%1)</translation>
    </message>
    <message>
        <source>NBD over TLS (%1, %2)</source>
        <translation>NBD su TLS (%1, %2)</translation>
    </message>
    <message>
        <source>NBD, this computer, not encrypted</source>
        <translation>NBD, questo computer, non cifrato</translation>
    </message>
    <message>
        <source>NBD, NOT ENCRYPTED</source>
        <translation>NBD, NON CIFRATO</translation>
    </message>
    <message>
        <source>The server offers the export writable: serve it read-only (nbdkit --readonly, qemu-nbd --read-only). Custody only ever reads it.</source>
        <translation>Il server offre l&apos;export in scrittura: esportarlo in sola lettura (nbdkit --readonly, qemu-nbd --read-only). Custody lo legge soltanto.</translation>
    </message>
    <message>
        <source>NBD export</source>
        <translation>Export NBD</translation>
    </message>
    <message>
        <source>NBD export %1</source>
        <translation>Export NBD %1</translation>
    </message>
    <message>
        <source>An NBD export reached through a local socket or loopback address (which may be a tunnel to another machine).</source>
        <translation>Un export NBD raggiunto tramite un socket locale o un indirizzo di loopback (che può essere un tunnel verso un&apos;altra macchina).</translation>
    </message>
    <message>
        <source>A drive of another machine, read over NBD.</source>
        <translation>Un&apos;unità di un&apos;altra macchina, letta tramite NBD.</translation>
    </message>
    <message>
        <source>%1 bytes in sectors of %2 bytes, as its server states them.</source>
        <translation>%1 byte in settori da %2 byte, come indicati dal suo server.</translation>
    </message>
    <message>
        <source>%1 bytes, as its server states them; it states no sector size, so sectors of 512 bytes are assumed.</source>
        <translation>%1 byte, come indicati dal suo server; non indica alcuna dimensione del settore, quindi si assumono settori da 512 byte.</translation>
    </message>
    <message>
        <source>iSCSI has no encryption of its own: read the LUN through a VPN or IPsec, or on a network that is yours.</source>
        <translation>iSCSI non ha una cifratura propria: leggere il LUN attraverso una VPN o IPsec, oppure su una rete di propria competenza.</translation>
    </message>
    <message>
        <source>Use nbds:// with TLS where you can.</source>
        <translation>Usare nbds:// con TLS quando possibile.</translation>
    </message>
    <message>
        <source>iSCSI%1, this computer, not encrypted</source>
        <translation>iSCSI%1, questo computer, non cifrato</translation>
    </message>
    <message>
        <source>iSCSI%1, NOT ENCRYPTED</source>
        <translation>iSCSI%1, NON CIFRATO</translation>
    </message>
    <message>
        <source>LUN %1 of the iSCSI target %2: %3 %4 (serial %5), %6 bytes in sectors of %7 bytes (%8 physical), as the LUN states them.</source>
        <translation>LUN %1 del target iSCSI %2: %3 %4 (numero di serie %5), %6 byte in settori da %7 byte (%8 fisici), come indicati dal LUN.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>The transfer is not encrypted: anyone on the network path can read the evidence, and the record and report will say so.</source>
        <translation>Il trasferimento non è cifrato: chiunque lungo il percorso di rete può leggere il reperto, e il record e il rapporto lo indicheranno.</translation>
    </message>
    <message>
        <source>The target offers the LUN writable: export it read-only (tgt: --params readonly=1; targetcli: readonly=true). Custody only ever reads it.</source>
        <translation>Il target offre il LUN in scrittura: esportarlo in sola lettura (tgt: --params readonly=1; targetcli: readonly=true). Custody lo legge soltanto.</translation>
    </message>
    <message>
        <source>, CHAP offered as %1</source>
        <translation>, CHAP offerto come %1</translation>
    </message>
    <message>
        <source>Whether the target offers the LUN read-only is not known (it did not answer MODE SENSE). Custody only ever reads it.</source>
        <translation>Non è noto se il target offra il LUN in sola lettura (non ha risposto a MODE SENSE). Custody lo legge soltanto.</translation>
    </message>
    <message>
        <source>, mutual CHAP as %1, the target as %2</source>
        <translation>, CHAP reciproco come %1, il target come %2</translation>
    </message>
</context>
<context>
    <name>Custody::NetworkSourceDialog</name>
    <message>
        <source>Add network source</source>
        <translation>Aggiungi sorgente di rete</translation>
    </message>
    <message>
        <source>&amp;URI:</source>
        <translation>&amp;URI:</translation>
    </message>
    <message>
        <source>TLS &amp;PSK file:</source>
        <translation>File &amp;PSK TLS:</translation>
    </message>
    <message>
        <source>your login name</source>
        <translation>il proprio nome di accesso</translation>
    </message>
    <message>
        <source>PSK &amp;identity:</source>
        <translation>&amp;Identità PSK:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long the server may stay silent before it counts as gone. A bad sector on the remote drive can take minutes of retries.</source>
        <translation>Per quanto tempo il server può restare in silenzio prima di essere considerato scomparso. Un settore danneggiato sull&apos;unità remota può richiedere minuti di nuovi tentativi.</translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation>&amp;Timeout:</translation>
    </message>
    <message>
        <source>C&amp;onnect</source>
        <translation>C&amp;onnetti</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Sfoglia…</translation>
    </message>
    <message>
        <source>An empty field</source>
        <translation>Un campo vuoto</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connessione a %1…</translation>
    </message>
    <message>
        <source>After a lost connection, how many times to connect again before the acquisition stops (its map saved, to resume). A server back with another size or certificate is not taken.</source>
        <translation>Dopo una connessione persa, quante volte riconnettersi prima che l&apos;acquisizione si fermi (con la mappa salvata, per riprendere). Un server che ritorna con un&apos;altra dimensione o un altro certificato non viene accettato.</translation>
    </message>
    <message>
        <source>&amp;Reconnect attempts:</source>
        <translation>Tentativi di &amp;riconnessione:</translation>
    </message>
    <message>
        <source>Wait &amp;before each:</source>
        <translation>Atte&amp;sa prima di ciascuno:</translation>
    </message>
    <message>
        <source>Cannot connect now: no thread could be started (%1).</source>
        <translation>Impossibile connettersi ora: non è stato possibile avviare alcun thread (%1).</translation>
    </message>
    <message>
        <source>nbd://HOST[:PORT]/EXPORT, nbds://… (TLS required), nbd+unix:///EXPORT?socket=PATH, or an iSCSI LUN: iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN</source>
        <translation>nbd://HOST[:PORTA]/EXPORT, nbds://… (TLS obbligatorio), nbd+unix:///EXPORT?socket=PERCORSO, oppure un LUN iSCSI: iscsi://[UTENTE@]HOST[:PORTA]/IQN-TARGET/LUN</translation>
    </message>
    <message>
        <source>iSCSI C&amp;HAP file:</source>
        <translation>File C&amp;HAP iSCSI:</translation>
    </message>
    <message>
        <source>Credentials are read from files, never typed in here. On the remote machine, serve the drive read-only (nbdkit --readonly, qemu-nbd --read-only, or an iSCSI target&apos;s read-only LUN), with TLS where the network is not yours (iSCSI has none: use a VPN).</source>
        <translation>Le credenziali vengono lette da file, mai digitate qui. Sulla macchina remota, esportare l&apos;unità in sola lettura (nbdkit --readonly, qemu-nbd --read-only, o il LUN in sola lettura di un target iSCSI), con TLS dove la rete non è di propria competenza (iSCSI non lo prevede: usare una VPN).</translation>
    </message>
    <message>
        <source>%1 is not an NBD or iSCSI URI: give nbd://HOST[:PORT]/EXPORT, nbds://… for TLS, nbd+unix:///EXPORT?socket=PATH, or iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN.</source>
        <translation>%1 non è un URI NBD o iSCSI: indicare nbd://HOST[:PORTA]/EXPORT, nbds://… per TLS, nbd+unix:///EXPORT?socket=PERCORSO, oppure iscsi://[UTENTE@]HOST[:PORTA]/IQN-TARGET/LUN.</translation>
    </message>
    <message>
        <source>TLS certificates &amp;folder:</source>
        <translation>Cartella dei &amp;certificati TLS:</translation>
    </message>
    <message>
        <source>iSCSI: a file of username:secret lines, readable by its owner only; the user is the one the URI names, or the file&apos;s only one. A line &quot;target username:secret&quot; asks the target to prove itself with them (mutual CHAP).</source>
        <translation>iSCSI: un file di righe username:secret, leggibile solo dal proprietario; l&apos;utente è quello indicato dall&apos;URI, o l&apos;unico del file. Una riga &quot;target username:secret&quot; chiede al target di dimostrare la propria identità con essi (CHAP reciproco).</translation>
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
        <translation>raw suddiviso</translation>
    </message>
    <message>
        <source>raw</source>
        <translation>raw</translation>
    </message>
    <message>
        <source>Image %1 (%2)</source>
        <translation>Immagine %1 (%2)</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Destinazione</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Read back</source>
        <translation>Rilettura</translation>
    </message>
    <message>
        <source>match</source>
        <translation>corrisponde</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>NON CORRISPONDE</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>non riuscita</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>incompleta</translation>
    </message>
    <message>
        <source>not read back</source>
        <translation>nessuna rilettura</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>In attesa</translation>
    </message>
    <message>
        <source>Writing: %1 written</source>
        <translation>Scrittura: %1 scritti</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Scritto</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annullato</translation>
    </message>
    <message>
        <source>Failed after %1 written</source>
        <translation>Non riuscito dopo %1 scritti</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Completato</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Non riuscito: %1</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>errore sconosciuto</translation>
    </message>
    <message>
        <source>Resume it alone with: %1</source>
        <translation>Riprenderlo separatamente con: %1</translation>
    </message>
    <message>
        <source>Clone onto %1 (%2)</source>
        <translation>Clone su %1 (%2)</translation>
    </message>
    <message>
        <source>Clone onto %1: %2, %3</source>
        <translation>Clone su %1: %2, %3</translation>
    </message>
    <message>
        <source>serial %1</source>
        <translation>numero di serie %1</translation>
    </message>
    <message>
        <source>An interrupted E01 cannot be resumed: acquire it again with --force, which replaces its files.</source>
        <translation>Un E01 interrotto non può essere ripreso: acquisirlo di nuovo con --force, che ne sostituisce i file.</translation>
    </message>
</context>
<context>
    <name>Custody::OverwriteConfirmation</name>
    <message>
        <source>Overwrite %1?</source>
        <translation>Sovrascrivere %1?</translation>
    </message>
    <message>
        <source>Everything on this drive will be lost. It cannot be undone.</source>
        <translation>Tutto il contenuto di questa unità andrà perso. L&apos;operazione non può essere annullata.</translation>
    </message>
    <message>
        <source>(not reported)</source>
        <translation>(non riportato)</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>Dispositivo:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modello:</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>Numero di serie:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Dimensione:</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 byte)</translation>
    </message>
    <message>
        <source>This drive reports no serial number. To confirm, type its device name, %1:</source>
        <translation>Questa unità non riporta alcun numero di serie. Per confermare, digitare il nome del dispositivo, %1:</translation>
    </message>
    <message>
        <source>To confirm, type the drive&apos;s serial number, %1:</source>
        <translation>Per confermare, digitare il numero di serie dell&apos;unità, %1:</translation>
    </message>
    <message>
        <source>That is not this drive&apos;s device name.</source>
        <translation>Non è il nome del dispositivo di questa unità.</translation>
    </message>
    <message>
        <source>That is not this drive&apos;s serial number.</source>
        <translation>Non è il numero di serie di questa unità.</translation>
    </message>
</context>
<context>
    <name>Custody::OwnFileReplacement</name>
    <message>
        <source>something else appeared at the path</source>
        <translation>nel percorso è comparso qualcos&apos;altro</translation>
    </message>
    <message>
        <source>the file written last is gone</source>
        <translation>l&apos;ultimo file scritto non c&apos;è più</translation>
    </message>
    <message>
        <source>this file system cannot exchange two files in one step (RENAME_EXCHANGE): use a local file system</source>
        <translation>questo file system non può scambiare due file in un solo passaggio (RENAME_EXCHANGE): usare un file system locale</translation>
    </message>
    <message>
        <source>another file or a link was put in the place of the file written last; it is left as it is</source>
        <translation>al posto dell&apos;ultimo file scritto è stato messo un altro file o un collegamento; viene lasciato così com&apos;è</translation>
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
        <translation>Avvio BIOS</translation>
    </message>
    <message>
        <source>Microsoft reserved</source>
        <translation>Riservata Microsoft</translation>
    </message>
    <message>
        <source>Microsoft basic data</source>
        <translation>Dati di base Microsoft</translation>
    </message>
    <message>
        <source>Windows recovery environment</source>
        <translation>Ambiente di ripristino Windows</translation>
    </message>
    <message>
        <source>Windows LDM metadata</source>
        <translation>Metadati LDM Windows</translation>
    </message>
    <message>
        <source>Windows LDM data</source>
        <translation>Dati LDM Windows</translation>
    </message>
    <message>
        <source>Windows Storage Spaces</source>
        <translation>Spazi di archiviazione Windows</translation>
    </message>
    <message>
        <source>Linux filesystem</source>
        <translation>File system Linux</translation>
    </message>
    <message>
        <source>Linux swap</source>
        <translation>Swap Linux</translation>
    </message>
    <message>
        <source>Linux LVM</source>
        <translation>LVM Linux</translation>
    </message>
    <message>
        <source>Linux RAID</source>
        <translation>RAID Linux</translation>
    </message>
    <message>
        <source>Linux LUKS</source>
        <translation>LUKS Linux</translation>
    </message>
    <message>
        <source>Linux root (x86-64)</source>
        <translation>Root Linux (x86-64)</translation>
    </message>
    <message>
        <source>Linux root (ARM64)</source>
        <translation>Root Linux (ARM64)</translation>
    </message>
    <message>
        <source>Linux home</source>
        <translation>Home Linux</translation>
    </message>
    <message>
        <source>Linux server data</source>
        <translation>Dati server Linux</translation>
    </message>
    <message>
        <source>Linux extended boot</source>
        <translation>Avvio esteso Linux</translation>
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
        <translation>Avvio Apple</translation>
    </message>
    <message>
        <source>Apple Core Storage</source>
        <translation>Apple Core Storage</translation>
    </message>
    <message>
        <source>FreeBSD data</source>
        <translation>Dati FreeBSD</translation>
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
        <translation>Estesa</translation>
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
        <translation>W95 estesa (LBA)</translation>
    </message>
    <message>
        <source>Hidden NTFS WinRE</source>
        <translation>NTFS WinRE nascosta</translation>
    </message>
    <message>
        <source>Windows dynamic disk (LDM)</source>
        <translation>Disco dinamico Windows (LDM)</translation>
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
        <translation>Protettiva GPT</translation>
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
        <translation>non è un URL PostgreSQL (postgresql://[utente@]host[:porta]/database)</translation>
    </message>
    <message>
        <source>a password in the URL would be on the command line and in the record: keep it in ~/.pgpass (or PGPASSFILE), a service file or PGPASSWORD, and give the URL without it</source>
        <translation>una password nell&apos;URL finirebbe sulla riga di comando e nel record: conservarla in ~/.pgpass (o PGPASSFILE), in un file di servizio o in PGPASSWORD, e indicare l&apos;URL senza di essa</translation>
    </message>
    <message>
        <source>not a valid URL: check its spelling (postgresql://[user@]host[:port]/database[?key=value])</source>
        <translation>URL non valido: controllarne la grafia (postgresql://[utente@]host[:porta]/database[?chiave=valore])</translation>
    </message>
    <message>
        <source>give the database after the host: postgresql://[user@]host[:port]/database</source>
        <translation>indicare il database dopo l&apos;host: postgresql://[utente@]host[:porta]/database</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a libpq connection parameter</source>
        <translation>&apos;%1&apos; non è un parametro di connessione di libpq</translation>
    </message>
    <message>
        <source>the value of %1 holds a &apos;;&apos;, which Qt&apos;s PostgreSQL driver cannot pass on: use a service file</source>
        <translation>il valore di %1 contiene un &apos;;&apos;, che il driver PostgreSQL di Qt non può trasmettere: usare un file di servizio</translation>
    </message>
</context>
<context>
    <name>Custody::PrepareDriveDialog</name>
    <message>
        <source>Prepare drive %1</source>
        <translation>Prepara l&apos;unità %1</translation>
    </message>
    <message>
        <source>%1: %2, serial number %3, %4 (%5 bytes)</source>
        <translation>%1: %2, numero di serie %3, %4 (%5 byte)</translation>
    </message>
    <message>
        <source>model not reported</source>
        <translation>modello non riportato</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>non riportato</translation>
    </message>
    <message>
        <source>Zeros</source>
        <translation>Zeri</translation>
    </message>
    <message>
        <source>One byte value</source>
        <translation>Un valore di byte</translation>
    </message>
    <message>
        <source>Random (AES-256-CTR, its key in the certificate)</source>
        <translation>Casuale (AES-256-CTR, con la chiave nel certificato)</translation>
    </message>
    <message>
        <source>Byte value</source>
        <translation>Valore del byte</translation>
    </message>
    <message>
        <source>&amp;Pattern:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message>
        <source>Write the pattern (O_DIRECT)</source>
        <translation>Scrivi il motivo (O_DIRECT)</translation>
    </message>
    <message>
        <source>Zero-out by the drive (BLKZEROOUT), then read back</source>
        <translation>Azzeramento eseguito dall&apos;unità (BLKZEROOUT), poi rilettura</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>Me&amp;todo:</translation>
    </message>
    <message>
        <source>Only chec&amp;k that the drive holds the pattern (write nothing)</source>
        <translation>Controlla soltanto che l&apos;&amp;unità contenga il motivo (non scrive nulla)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Sfoglia…</translation>
    </message>
    <message>
        <source>Certificate &amp;folder:</source>
        <translation>Cartella del certi&amp;ficato:</translation>
    </message>
    <message>
        <source>NAME.json, NAME.txt and NAME.pdf are written: new files, never on the drive prepared</source>
        <translation>Vengono scritti NOME.json, NOME.txt e NOME.pdf: file nuovi, mai sull&apos;unità preparata</translation>
    </message>
    <message>
        <source>Cer&amp;tificate name:</source>
        <translation>Nome &amp;del certificato:</translation>
    </message>
    <message>
        <source>&amp;Start…</source>
        <translation>&amp;Avvia…</translation>
    </message>
    <message>
        <source>%1 exists already: a certificate is never replaced. Choose another name.</source>
        <translation>%1 esiste già: un certificato non viene mai sostituito. Scegliere un altro nome.</translation>
    </message>
    <message>
        <source>Folder for the certificate</source>
        <translation>Cartella per il certificato</translation>
    </message>
    <message>
        <source>Give the byte as 0x and two hexadecimal digits, such as 0xff.</source>
        <translation>Indicare il byte come 0x seguito da due cifre esadecimali, ad esempio 0xff.</translation>
    </message>
    <message>
        <source>A random pattern can be checked only with the key it was written with: check for zeros or a byte value.</source>
        <translation>Un motivo casuale può essere controllato solo con la chiave con cui è stato scritto: controllare gli zeri o un valore di byte.</translation>
    </message>
    <message>
        <source>Choose a folder for the certificate.</source>
        <translation>Scegliere una cartella per il certificato.</translation>
    </message>
    <message>
        <source>Give the certificate a name (without a folder).</source>
        <translation>Assegnare un nome al certificato (senza cartella).</translation>
    </message>
    <message>
        <source>%1 is not a folder.</source>
        <translation>%1 non è una cartella.</translation>
    </message>
    <message>
        <source>%1 is not writable.</source>
        <translation>%1 non è scrivibile.</translation>
    </message>
    <message>
        <source>Zero-out is offered for the zero pattern when the drive is written</source>
        <translation>L&apos;azzeramento è disponibile per il motivo a zeri quando l&apos;unità viene scritta</translation>
    </message>
    <message>
        <source>%1 does not answer: is it on a network share that is slow or gone?</source>
        <translation>%1 non risponde: si trova su una condivisione di rete lenta o non più disponibile?</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Controllo di %1…</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>C&amp;ontrolla</translation>
    </message>
    <message>
        <source>&amp;Wipe…</source>
        <translation>&amp;Cancella…</translation>
    </message>
    <message>
        <source>a random stream (AES-256-CTR)</source>
        <translation>un flusso casuale (AES-256-CTR)</translation>
    </message>
    <message>
        <source>The drive will be asked to zero every sector (BLKZEROOUT), and every sector read back. The certificate goes to %1.</source>
        <translation>All&apos;unità verrà chiesto di azzerare ogni settore (BLKZEROOUT) e ogni settore verrà riletto. Il certificato va in %1.</translation>
    </message>
    <message>
        <source>Every sector will be overwritten with %1 and read back. The certificate goes to %2.</source>
        <translation>Ogni settore verrà sovrascritto con %1 e riletto. Il certificato va in %2.</translation>
    </message>
    <message>
        <source>Wipe %1</source>
        <translation>Cancellazione sicura di %1</translation>
    </message>
</context>
<context>
    <name>Custody::QueueLimitsDialog</name>
    <message numerus="yes">
        <source>Automatic: %n at once</source>
        <translation>
            <numerusform>Automatico: %n alla volta</numerusform>
            <numerusform>Automatico: %n alla volta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Automatic is half of this computer&apos;s %n core(s), at least one: the hashes of one acquisition keep about two cores busy.</source>
        <translation>
            <numerusform>Automatico corrisponde a metà del %n core di questo computer, almeno uno: gli hash di un&apos;acquisizione tengono occupati circa due core.</numerusform>
            <numerusform>Automatico corrisponde a metà dei %n core di questo computer, almeno uno: gli hash di un&apos;acquisizione tengono occupati circa due core.</numerusform>
        </translation>
    </message>
    <message>
        <source>Automatic: one at a time on a spinning disk</source>
        <translation>Automatico: uno alla volta su un disco rotazionale</translation>
    </message>
    <message>
        <source>How many jobs at once may write to (or read images from) one destination disk or file system.</source>
        <translation>Quanti lavori alla volta possono scrivere su (o leggere immagini da) un disco o file system di destinazione.</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Do not wait</source>
        <translation>Non attendere</translation>
    </message>
    <message>
        <source>A job whose drive or file is not connected when its turn comes waits this long for it, then is not run; nothing of it is touched, a stopped acquisition&apos;s image and map stay resumable.</source>
        <translation>Un lavoro la cui unità o file non è collegato quando arriva il suo turno lo attende per questo tempo, poi non viene eseguito; nulla di esso viene toccato, e l&apos;immagine e la mappa di un&apos;acquisizione interrotta restano riprendibili.</translation>
    </message>
    <message>
        <source>Jobs at once:</source>
        <translation>Lavori contemporanei:</translation>
    </message>
    <message>
        <source>Jobs at once on one disk:</source>
        <translation>Lavori contemporanei su un disco:</translation>
    </message>
    <message>
        <source>Wait for a disconnected drive:</source>
        <translation>Attesa di un&apos;unità scollegata:</translation>
    </message>
    <message>
        <source>One job at a time reads a drive, and a job that reads or writes what an earlier job writes waits for it, whatever the limits.</source>
        <translation>Un&apos;unità viene letta da un solo lavoro alla volta, e un lavoro che legge o scrive ciò che scrive un lavoro precedente lo attende, indipendentemente dai limiti.</translation>
    </message>
    <message>
        <source>Job queue</source>
        <translation>Coda dei lavori</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>A JSON file, replaced whole every two seconds, with every job&apos;s state, progress, rate, time left and bad sectors, for a lab&apos;s dashboard. It must be new or an earlier status file.</source>
        <translation>Un file JSON, sostituito per intero ogni due secondi, con stato, avanzamento, velocità, tempo rimanente e settori danneggiati di ogni lavoro, per il dashboard di un laboratorio. Deve essere nuovo o un file di stato precedente.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Sfoglia…</translation>
    </message>
    <message>
        <source>Status file for a dashboard</source>
        <translation>File di stato per un dashboard</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Status file for a dashboard:</source>
        <translation>File di stato per un dashboard:</translation>
    </message>
    <message>
        <source>Disks with a limit of their own:</source>
        <translation>Dischi con un limite proprio:</translation>
    </message>
    <message>
        <source>Disks with a limit of their own</source>
        <translation>Dischi con un limite proprio</translation>
    </message>
    <message>
        <source>Folder on the disk</source>
        <translation>Cartella sul disco</translation>
    </message>
    <message>
        <source>Jobs at once</source>
        <translation>Lavori contemporanei</translation>
    </message>
    <message>
        <source>&amp;Add folder…</source>
        <translation>Aggiungi &amp;cartella…</translation>
    </message>
    <message>
        <source>A folder on the disk to limit</source>
        <translation>Una cartella sul disco da limitare</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>Ri&amp;muovi</translation>
    </message>
    <message>
        <source>Jobs at once on the disk of %1</source>
        <translation>Lavori contemporanei sul disco di %1</translation>
    </message>
    <message>
        <source>A disk that takes fewer or more jobs at once than the others (a USB disk one at a time, a NAS three), named by a folder on it; its limit holds over the one for each disk. While its folder is not there, or is on the root file system (its disk not mounted), the limit is for no disk; the root file system is limited as /.</source>
        <translation>Un disco che accetta meno o più lavori contemporanei degli altri (un disco USB uno alla volta, un NAS tre), indicato da una cartella su di esso; il suo limite prevale su quello per ciascun disco. Finché la sua cartella non c&apos;è o si trova sul file system radice (il suo disco non montato), il limite non vale per nessun disco; il file system radice si limita come /.</translation>
    </message>
    <message>
        <source>%1 names no disk of its own: it is not there, or it is on the root file system because its disk is not mounted. Mount the disk and choose a folder on it, or / for the root file system.</source>
        <translation>%1 non indica un disco proprio: non c&apos;è, oppure si trova sul file system radice perché il suo disco non è montato. Montare il disco e scegliere una cartella su di esso, oppure / per il file system radice.</translation>
    </message>
    <message>
        <source>%1 is on the same disk as %2, which has a limit already: change that row&apos;s number instead.</source>
        <translation>%1 si trova sullo stesso disco di %2, che ha già un limite: cambiare invece il numero di quella riga.</translation>
    </message>
    <message>
        <source>%1 and %2 are on the same disk: the queue takes the lower of their limits. Remove one of them.</source>
        <translation>%1 e %2 si trovano sullo stesso disco: la coda prende il più basso dei loro limiti. Rimuoverne uno.</translation>
    </message>
</context>
<context>
    <name>Custody::ReportActions</name>
    <message>
        <source>Print the acquisition report</source>
        <translation>Stampa il rapporto di acquisizione</translation>
    </message>
    <message>
        <source>Save the acquisition report</source>
        <translation>Salva il rapporto di acquisizione</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Acquisition report</source>
        <translation>Rapporto di acquisizione</translation>
    </message>
    <message>
        <source>%1 exists already: save the report under another name.</source>
        <translation>%1 esiste già: salvare il rapporto con un altro nome.</translation>
    </message>
    <message>
        <source>No printer is set up on this computer: save the report as a PDF and print that file where a printer is.</source>
        <translation>Su questo computer non è configurata alcuna stampante: salvare il rapporto come PDF e stampare quel file dove è disponibile una stampante.</translation>
    </message>
</context>
<context>
    <name>Custody::ReportDocumentBuilder</name>
    <message>
        <source>Acquisition report</source>
        <translation>Rapporto di acquisizione</translation>
    </message>
    <message>
        <source>Custody acquisition report · case %1 · evidence %2</source>
        <translation>Rapporto di acquisizione Custody · caso %1 · reperto %2</translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>creato il %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 di %2</translation>
    </message>
    <message>
        <source>Examiner&apos;s initials:</source>
        <translation>Iniziali dell&apos;esaminatore:</translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation>(non indicato)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapporto</translation>
    </message>
    <message>
        <source>Created (UTC)</source>
        <translation>Creato (UTC)</translation>
    </message>
    <message>
        <source>Created (local time)</source>
        <translation>Creato (ora locale)</translation>
    </message>
    <message>
        <source>Created by</source>
        <translation>Creato da</translation>
    </message>
    <message>
        <source>From the record</source>
        <translation>Dal record</translation>
    </message>
    <message>
        <source>Record SHA-256</source>
        <translation>SHA-256 del record</translation>
    </message>
    <message>
        <source>Acquired with</source>
        <translation>Acquisito con</translation>
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
        <translation>Nome host</translation>
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
        <translation>Riga di comando</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Riepilogo</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Caso</translation>
    </message>
    <message>
        <source>Case number</source>
        <translation>Numero del caso</translation>
    </message>
    <message>
        <source>Evidence number</source>
        <translation>Numero del reperto</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Esaminatore</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrizione</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Software write-block</source>
        <translation>Blocco della scrittura software</translation>
    </message>
    <message>
        <source>not requested: the kernel read-only flag was not set (the source was opened read-only)</source>
        <translation>non richiesto: il flag di sola lettura del kernel non è stato impostato (la sorgente è stata aperta in sola lettura)</translation>
    </message>
    <message>
        <source>requested, but the kernel read-only flag could NOT be set</source>
        <translation>richiesto, ma NON è stato possibile impostare il flag di sola lettura del kernel</translation>
    </message>
    <message>
        <source>kernel read-only flag set, but NOT verified</source>
        <translation>flag di sola lettura del kernel impostato, ma NON verificato</translation>
    </message>
    <message>
        <source>kernel read-only flag set and verified</source>
        <translation>flag di sola lettura del kernel impostato e verificato</translation>
    </message>
    <message>
        <source>Device or file</source>
        <translation>Dispositivo o file</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Numero di serie</translation>
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
        <translation>Dimensione</translation>
    </message>
    <message>
        <source>%1 bytes = %2 sectors of %3 bytes (%4)</source>
        <translation>%1 byte = %2 settori da %3 byte (%4)</translation>
    </message>
    <message>
        <source>Sector size</source>
        <translation>Dimensione del settore</translation>
    </message>
    <message>
        <source>%1 bytes logical, %2 bytes physical</source>
        <translation>%1 byte logici, %2 byte fisici</translation>
    </message>
    <message>
        <source>SMART at start</source>
        <translation>SMART all&apos;inizio</translation>
    </message>
    <message>
        <source>SMART at end</source>
        <translation>SMART alla fine</translation>
    </message>
    <message>
        <source>Mounted partitions</source>
        <translation>Partizioni montate</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>WARNING: mounted during the acquisition: %1</source>
        <translation>ATTENZIONE: montata durante l&apos;acquisizione: %1</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Sorgente</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Profilo</translation>
    </message>
    <message>
        <source>Passes run</source>
        <translation>Passate eseguite</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Dimensione del blocco</translation>
    </message>
    <message>
        <source>Retries</source>
        <translation>Tentativi aggiuntivi</translation>
    </message>
    <message>
        <source>Fill of bad sectors</source>
        <translation>Riempimento dei settori danneggiati</translation>
    </message>
    <message>
        <source>First reads</source>
        <translation>Prime letture</translation>
    </message>
    <message>
        <source>direct I/O (O_DIRECT)</source>
        <translation>I/O diretto (O_DIRECT)</translation>
    </message>
    <message>
        <source>through the page cache</source>
        <translation>attraverso la cache delle pagine</translation>
    </message>
    <message>
        <source>Re-reads of failed blocks</source>
        <translation>Riletture dei blocchi non riusciti</translation>
    </message>
    <message>
        <source>none were needed</source>
        <translation>nessuna necessaria</translation>
    </message>
    <message>
        <source>%1 bytes at a time, %2</source>
        <translation>%1 byte alla volta, %2</translation>
    </message>
    <message>
        <source>through the page cache (direct I/O unavailable)</source>
        <translation>attraverso la cache delle pagine (I/O diretto non disponibile)</translation>
    </message>
    <message>
        <source>Hash algorithms</source>
        <translation>Algoritmi di hash</translation>
    </message>
    <message>
        <source>Hash windows</source>
        <translation>Finestre di hash</translation>
    </message>
    <message>
        <source>every %1</source>
        <translation>ogni %1</translation>
    </message>
    <message>
        <source>not given: the run was resumed, and the time of the earlier runs is not recorded</source>
        <translation>non indicato: l&apos;esecuzione è stata ripresa e la durata delle esecuzioni precedenti non è registrata</translation>
    </message>
    <message>
        <source>%1 (%2 bytes read or found unreadable in %3 s)</source>
        <translation>%1 (%2 byte letti o trovati illeggibili in %3 s)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durata</translation>
    </message>
    <message>
        <source>Average rate</source>
        <translation>Velocità media</translation>
    </message>
    <message>
        <source>Resumed</source>
        <translation>Ripresa</translation>
    </message>
    <message>
        <source>yes: continued from an earlier run&apos;s map</source>
        <translation>sì: proseguita dalla mappa di un&apos;esecuzione precedente</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passata</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Cronologia degli eventi</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Errore</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Cosa è successo</translation>
    </message>
    <message>
        <source>Error code</source>
        <translation>Codice di errore</translation>
    </message>
    <message>
        <source>System error</source>
        <translation>Errore di sistema</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Byte offset</source>
        <translation>Offset in byte</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Firme</translation>
    </message>
    <message>
        <source>The undersigned confirm that this report describes the acquisition they performed or witnessed.</source>
        <translation>I sottoscritti confermano che questo rapporto descrive l&apos;acquisizione da loro eseguita o a cui hanno assistito.</translation>
    </message>
    <message>
        <source>Witness</source>
        <translation>Testimone</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>match</source>
        <translation>corrisponde</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>NON CORRISPONDE</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>non confrontato</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmo</translation>
    </message>
    <message>
        <source>Hash of</source>
        <translation>Hash di</translation>
    </message>
    <message>
        <source>Digest</source>
        <translation>Valore hash</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>Confronto</translation>
    </message>
    <message>
        <source>acquisition</source>
        <translation>acquisizione</translation>
    </message>
    <message>
        <source>none recorded</source>
        <translation>nessuno registrato</translation>
    </message>
    <message>
        <source>image re-read</source>
        <translation>immagine riletta</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>non calcolato</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>non verificato</translation>
    </message>
    <message>
        <source>source re-read</source>
        <translation>sorgente riletta</translation>
    </message>
    <message>
        <source>not re-read</source>
        <translation>non riletta</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Esito</translation>
    </message>
    <message>
        <source>Verified at</source>
        <translation>Verificato il</translation>
    </message>
    <message>
        <source>Source re-read</source>
        <translation>Sorgente riletta</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>Verification error</source>
        <translation>Errore di verifica</translation>
    </message>
    <message>
        <source>Acquisition hashes</source>
        <translation>Hash dell&apos;acquisizione</translation>
    </message>
    <message>
        <source>of the image file, fill included: %1 bytes hashed as they were read, %2 bytes read back from the image</source>
        <translation>del file immagine, riempimento incluso: %1 byte sottoposti a hash durante la lettura, %2 byte riletti dall&apos;immagine</translation>
    </message>
    <message>
        <source>none: no hash algorithm was chosen</source>
        <translation>nessuno: non è stato scelto alcun algoritmo di hash</translation>
    </message>
    <message>
        <source>none: the image is incomplete</source>
        <translation>nessuno: l&apos;immagine è incompleta</translation>
    </message>
    <message>
        <source>From byte</source>
        <translation>Dal byte</translation>
    </message>
    <message>
        <source>To byte</source>
        <translation>Al byte</translation>
    </message>
    <message>
        <source>Hash windows: %1 digests of consecutive windows, listed in Appendix %2, locate a later mismatch.</source>
        <translation>Finestre di hash: %1 valori hash di finestre consecutive, elencati nell&apos;appendice %2, permettono di localizzare una successiva mancata corrispondenza.</translation>
    </message>
    <message>
        <source>Appendix %1: %2</source>
        <translation>Appendice %1: %2</translation>
    </message>
    <message>
        <source>hash windows</source>
        <translation>finestre di hash</translation>
    </message>
    <message>
        <source>From byte (included) to byte (excluded), as dcfldd&apos;s hash windows.</source>
        <translation>Dal byte (incluso) al byte (escluso), come le finestre di hash di dcfldd.</translation>
    </message>
    <message>
        <source>Hashes and verification</source>
        <translation>Hash e verifica</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>Primo settore</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>Ultimo settore</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Settori</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Byte</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>The first %1 of %2 ranges are shown; Appendix %3 lists all %2.</source>
        <translation>Sono mostrati i primi %1 dei %2 intervalli; l&apos;appendice %3 li elenca tutti e %2.</translation>
    </message>
    <message>
        <source>%1 ranges, in sectors of %2 bytes (byte offset = sector × %2); first and last sector included.</source>
        <translation>%1 intervalli, in settori da %2 byte (offset in byte = settore × %2); primo e ultimo settore inclusi.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>letto</translation>
    </message>
    <message>
        <source>never tried</source>
        <translation>mai tentato</translation>
    </message>
    <message>
        <source>not trimmed</source>
        <translation>non rifilato</translation>
    </message>
    <message>
        <source>not scraped</source>
        <translation>non raschiato</translation>
    </message>
    <message>
        <source>bad sector</source>
        <translation>settore danneggiato</translation>
    </message>
    <message>
        <source>Source size</source>
        <translation>Dimensione della sorgente</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Letti</translation>
    </message>
    <message>
        <source>%1 bytes (%2 of the source)</source>
        <translation>%1 byte (%2 della sorgente)</translation>
    </message>
    <message>
        <source>Unreadable, filled</source>
        <translation>Illeggibili, riempiti</translation>
    </message>
    <message>
        <source>Bad-sector ranges</source>
        <translation>Intervalli di settori danneggiati</translation>
    </message>
    <message>
        <source>%1 bytes: %2</source>
        <translation>%1 byte: %2</translation>
    </message>
    <message>
        <source>0 bytes</source>
        <translation>0 byte</translation>
    </message>
    <message>
        <source>Never tried</source>
        <translation>Mai tentati</translation>
    </message>
    <message>
        <source>NOT read, the acquisition stopped first</source>
        <translation>NON letti, l&apos;acquisizione si è fermata prima</translation>
    </message>
    <message>
        <source>Not trimmed</source>
        <translation>Non rifilati</translation>
    </message>
    <message>
        <source>NOT read, in failed blocks not yet read sector by sector</source>
        <translation>NON letti, in blocchi non riusciti non ancora letti settore per settore</translation>
    </message>
    <message>
        <source>Not scraped</source>
        <translation>Non raschiati</translation>
    </message>
    <message>
        <source>Bad-sector ranges (sectors of %1 bytes):</source>
        <translation>Intervalli di settori danneggiati (settori da %1 byte):</translation>
    </message>
    <message>
        <source>bad-sector ranges</source>
        <translation>intervalli di settori danneggiati</translation>
    </message>
    <message>
        <source>Areas NOT read (sectors of %1 bytes):</source>
        <translation>Aree NON lette (settori da %1 byte):</translation>
    </message>
    <message>
        <source>areas not read</source>
        <translation>aree non lette</translation>
    </message>
    <message>
        <source>The record does not say where the %1 bytes that were not read lie; the map below cannot show them.</source>
        <translation>Il record non indica dove si trovano i %1 byte non letti; la mappa qui sotto non può mostrarli.</translation>
    </message>
    <message>
        <source>%1: %2 bytes</source>
        <translation>%1: %2 byte</translation>
    </message>
    <message>
        <source>Sector map: the source from its first sector (top left) to its last, row by row; each cell shows the worst state of the sectors in it.</source>
        <translation>Mappa dei settori: la sorgente dal primo settore (in alto a sinistra) all&apos;ultimo, riga per riga; ogni cella mostra lo stato peggiore dei settori che contiene.</translation>
    </message>
    <message>
        <source>Throughput: rate of progress (read or found unreadable) between consecutive samples.</source>
        <translation>Velocità di trasferimento: avanzamento (letto o trovato illeggibile) tra campioni consecutivi.</translation>
    </message>
    <message>
        <source>Resumed run: the first interval is left out, as the counter starts with the earlier runs&apos; bytes.</source>
        <translation>Esecuzione ripresa: il primo intervallo è omesso, perché il contatore parte dai byte delle esecuzioni precedenti.</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Copertura</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Ruolo</translation>
    </message>
    <message>
        <source>Image file</source>
        <translation>File immagine</translation>
    </message>
    <message>
        <source>Digest in the checksum file</source>
        <translation>Valore hash nel file di checksum</translation>
    </message>
    <message>
        <source>No checksum files: the image has no hash.</source>
        <translation>Nessun file di checksum: l&apos;immagine non ha hash.</translation>
    </message>
    <message>
        <source>Output files</source>
        <translation>File di output</translation>
    </message>
    <message>
        <source>block device</source>
        <translation>dispositivo a blocchi</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>simulata</translation>
    </message>
    <message>
        <source>forensic</source>
        <translation>forense</translation>
    </message>
    <message>
        <source>rescue</source>
        <translation>recupero</translation>
    </message>
    <message>
        <source>Hash windows (%1): %2 digests of consecutive windows of %3 bytes, in %4 (dcfldd&apos;s hashlog layout), to locate a later mismatch.</source>
        <translation>Finestre di hash (%1): %2 valori hash di finestre consecutive di %3 byte, in %4 (struttura dell&apos;hashlog di dcfldd), per localizzare una successiva mancata corrispondenza.</translation>
    </message>
    <message>
        <source>not comparable: unreadable sectors</source>
        <translation>non confrontabile: settori illeggibili</translation>
    </message>
    <message>
        <source>Image format</source>
        <translation>Formato dell&apos;immagine</translation>
    </message>
    <message>
        <source>split raw, files of %1</source>
        <translation>raw suddiviso, file da %1</translation>
    </message>
    <message>
        <source>raw, one file</source>
        <translation>raw, un unico file</translation>
    </message>
    <message>
        <source>network</source>
        <translation>rete</translation>
    </message>
    <message numerus="yes">
        <source>%1 bytes in %n bad sector(s), filled with %2 in the image</source>
        <translation>
            <numerusform>%1 byte in %n settore danneggiato, riempiti con %2 nell&apos;immagine</numerusform>
            <numerusform>%1 byte in %n settori danneggiati, riempiti con %2 nell&apos;immagine</numerusform>
        </translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>completata</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annullata</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>non riuscita</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>File sottostante</translation>
    </message>
    <message>
        <source>Drive identity</source>
        <translation>Identità dell&apos;unità</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>sconosciuta: %1</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Custody acquisition log</source>
        <translation>Registro di acquisizione di Custody</translation>
    </message>
    <message>
        <source>Custody acquisition log · case %1 · evidence %2</source>
        <translation>Registro di acquisizione di Custody · caso %1 · reperto %2</translation>
    </message>
    <message>
        <source>[asked %1]</source>
        <translation>[interrogato il %1]</translation>
    </message>
    <message>
        <source>kernel read-only flag set, but NOT verified: %1</source>
        <translation>flag di sola lettura del kernel impostato, ma NON verificato: %1</translation>
    </message>
    <message numerus="yes">
        <source>kernel read-only flag set and verified on %n node(s) (the disk and its partitions)</source>
        <translation>
            <numerusform>flag di sola lettura del kernel impostato e verificato su %n nodo (il disco e le sue partizioni)</numerusform>
            <numerusform>flag di sola lettura del kernel impostato e verificato su %n nodi (il disco e le sue partizioni)</numerusform>
        </translation>
    </message>
    <message>
        <source>Image read back</source>
        <translation>Immagine riletta</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Esecuzione</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Velocità</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Terminata</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>Esecuzione %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>yes: %n run(s) in all, listed below</source>
        <translation>
            <numerusform>sì: %n esecuzione in tutto, elencata di seguito</numerusform>
            <numerusform>sì: %n esecuzioni in tutto, elencate di seguito</numerusform>
        </translation>
    </message>
    <message>
        <source>Running time</source>
        <translation>Tempo di lettura</translation>
    </message>
    <message>
        <source>fill</source>
        <translation>riempimento</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>copia</translation>
    </message>
    <message>
        <source>sweep</source>
        <translation>scansione</translation>
    </message>
    <message>
        <source>trim</source>
        <translation>rifilatura</translation>
    </message>
    <message>
        <source>scrape</source>
        <translation>raschiatura</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>SUPERATO</translation>
    </message>
    <message>
        <source>DEGRADED</source>
        <translation>DEGRADATO</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>NON SUPERATO</translation>
    </message>
    <message>
        <source>NOT REPORTED</source>
        <translation>NON RIPORTATO</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>non disponibile</translation>
    </message>
    <message>
        <source>retry %1</source>
        <translation>nuovo tentativo %1</translation>
    </message>
    <message>
        <source>no compression</source>
        <translation>nessuna compressione</translation>
    </message>
    <message>
        <source>only uniform chunks compressed</source>
        <translation>compressi solo i chunk uniformi</translation>
    </message>
    <message>
        <source>fast compression</source>
        <translation>compressione veloce</translation>
    </message>
    <message>
        <source>best compression</source>
        <translation>compressione migliore</translation>
    </message>
    <message>
        <source>E01 (EnCase 6), %1, chunks of %2, segment files of at most %3</source>
        <translation>E01 (EnCase 6), %1, chunk da %2, file di segmento di al massimo %3</translation>
    </message>
    <message>
        <source>Segment file</source>
        <translation>File di segmento</translation>
    </message>
    <message>
        <source>MD5 of the file</source>
        <translation>MD5 del file</translation>
    </message>
    <message>
        <source>NBD over TLS (%1%2), export &quot;%3&quot;</source>
        <translation>NBD su TLS (%1%2), export &quot;%3&quot;</translation>
    </message>
    <message>
        <source>NBD, NOT ENCRYPTED across the network, export &quot;%1&quot;</source>
        <translation>NBD, NON CIFRATO attraverso la rete, export &quot;%1&quot;</translation>
    </message>
    <message>
        <source>; the server offered the export writable (Custody sent reads only)</source>
        <translation>; il server offriva l&apos;export in scrittura (Custody ha inviato solo letture)</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>Trasferimento</translation>
    </message>
    <message>
        <source>NBD through a local socket or loopback address, not encrypted, export &quot;%1&quot;</source>
        <translation>NBD tramite un socket locale o un indirizzo di loopback, non cifrato, export &quot;%1&quot;</translation>
    </message>
    <message numerus="yes">
        <source>at most %n at once</source>
        <translation>
            <numerusform>al massimo %n alla volta</numerusform>
            <numerusform>al massimo %n alla volta</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (adaptive)</source>
        <translation>%1 (adattivo)</translation>
    </message>
    <message>
        <source>%1 (%2 asked for)</source>
        <translation>%1 (%2 richiesti)</translation>
    </message>
    <message>
        <source>Block reads in flight</source>
        <translation>Letture di blocchi contemporanee</translation>
    </message>
    <message>
        <source>; server certificate %1, SHA-256 %2</source>
        <translation>; certificato del server %1, SHA-256 %2</translation>
    </message>
    <message numerus="yes">
        <source>; the connection was lost and made again %n time(s) (the same size%1)</source>
        <translation>
            <numerusform>; la connessione è stata persa e ristabilita %n volta (stessa dimensione%1)</numerusform>
            <numerusform>; la connessione è stata persa e ristabilita %n volte (stessa dimensione%1)</numerusform>
        </translation>
    </message>
    <message>
        <source> and server certificate</source>
        <translation> e stesso certificato del server</translation>
    </message>
    <message>
        <source>Transfer (last run)</source>
        <translation>Trasferimento (ultima esecuzione)</translation>
    </message>
    <message>
        <source>; earlier runs reached the server otherwise: see each run under Timeline</source>
        <translation>; le esecuzioni precedenti hanno raggiunto il server in altro modo: vedere ciascuna esecuzione in Cronologia degli eventi</translation>
    </message>
    <message>
        <source>Run %1 transfer: %2</source>
        <translation>Trasferimento dell&apos;esecuzione %1: %2</translation>
    </message>
    <message>
        <source>Run %1 block reads in flight: %2</source>
        <translation>Letture di blocchi contemporanee dell&apos;esecuzione %1: %2</translation>
    </message>
    <message>
        <source>bytes %1 to %2</source>
        <translation>byte da %1 a %2</translation>
    </message>
    <message>
        <source>%1 more ranges</source>
        <translation>altri %1 intervalli</translation>
    </message>
    <message>
        <source>the earlier runs had finished no whole window, so nothing could be checked</source>
        <translation>le esecuzioni precedenti non avevano completato alcuna finestra intera, quindi non è stato possibile controllare nulla</translation>
    </message>
    <message>
        <source>%1 window(s) of %2 (%3 bytes), finished by the earlier runs, hashed again and unchanged</source>
        <translation>finestre di %2 completate dalle esecuzioni precedenti, sottoposte di nuovo a hash e risultate invariate: %1 (%3 byte)</translation>
    </message>
    <message>
        <source>Run %1 checked the image first: %2</source>
        <translation>L&apos;esecuzione %1 ha prima controllato l&apos;immagine: %2</translation>
    </message>
    <message>
        <source>Run %1 wrote %2</source>
        <translation>L&apos;esecuzione %1 ha scritto %2</translation>
    </message>
    <message>
        <source>not possible: the earlier map kept no window digests (GNU ddrescue&apos;s, or an older Custody&apos;s), so the bytes the earlier runs wrote were taken as they were</source>
        <translation>non possibile: la mappa precedente non conservava valori hash delle finestre (quella di GNU ddrescue, o di un Custody meno recente), quindi i byte scritti dalle esecuzioni precedenti sono stati presi così com&apos;erano</translation>
    </message>
    <message>
        <source>LIFTED during the acquisition: found writable on %1 when read again after the last read of the source, so the source was writable at some point.</source>
        <translation>RIMOSSO durante l&apos;acquisizione: trovato scrivibile su %1 alla rilettura dopo l&apos;ultima lettura della sorgente, quindi la sorgente è stata scrivibile in un certo momento.</translation>
    </message>
    <message>
        <source>Could not be read again at the end: %1</source>
        <translation>Impossibile rileggerlo alla fine: %1</translation>
    </message>
    <message>
        <source>Still set on every node when read again after the last read of the source.</source>
        <translation>Ancora impostato su ogni nodo alla rilettura dopo l&apos;ultima lettura della sorgente.</translation>
    </message>
    <message>
        <source>Could NOT be lifted on %1 after the acquisition (%2): it may still be read-only; run blockdev --setrw on each, or unplug and re-plug the drive.</source>
        <translation>NON è stato possibile rimuoverlo su %1 dopo l&apos;acquisizione (%2): potrebbero essere ancora in sola lettura; eseguire blockdev --setrw su ciascuno, oppure scollegare e ricollegare l&apos;unità.</translation>
    </message>
    <message>
        <source>Lifted after the acquisition.</source>
        <translation>Rimosso dopo l&apos;acquisizione.</translation>
    </message>
    <message>
        <source>smartctl says: &quot;%1&quot;</source>
        <translation>smartctl riporta: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>Aree nascoste</translation>
    </message>
    <message>
        <source>Sectors the drive shows</source>
        <translation>Settori esposti dall&apos;unità</translation>
    </message>
    <message>
        <source>Native size</source>
        <translation>Dimensione nativa</translation>
    </message>
    <message>
        <source>Hidden area</source>
        <translation>Area nascosta</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>Significato</translation>
    </message>
    <message>
        <source>Other namespaces</source>
        <translation>Altri namespace</translation>
    </message>
    <message>
        <source>Commands sent</source>
        <translation>Comandi inviati</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Output</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Verifica</translation>
    </message>
    <message>
        <source>%1 (this record)</source>
        <translation>%1 (questo record)</translation>
    </message>
    <message numerus="yes">
        <source>One read wrote %n image(s), each with its own files and record:</source>
        <translation>
            <numerusform>Una sola lettura ha scritto %n immagine, con i propri file e il proprio record:</numerusform>
            <numerusform>Una sola lettura ha scritto %n immagini, ciascuna con i propri file e il proprio record:</numerusform>
        </translation>
    </message>
    <message>
        <source>iSCSI target %1, LUN %2 at %3 (initiator %4)</source>
        <translation>target iSCSI %1, LUN %2 su %3 (initiator %4)</translation>
    </message>
    <message>
        <source>no CHAP</source>
        <translation>nessun CHAP</translation>
    </message>
    <message>
        <source>through a loopback address, not encrypted</source>
        <translation>tramite un indirizzo di loopback, non cifrato</translation>
    </message>
    <message>
        <source>NOT ENCRYPTED across the network</source>
        <translation>NON CIFRATO attraverso la rete</translation>
    </message>
    <message>
        <source>; the target offered the LUN writable (Custody sent reads only)</source>
        <translation>; il target offriva il LUN in scrittura (Custody ha inviato solo letture)</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Produttore</translation>
    </message>
    <message>
        <source>LUN designators</source>
        <translation>Designatori del LUN</translation>
    </message>
    <message>
        <source>over the network (%1), no page cache here</source>
        <translation>attraverso la rete (%1), nessuna cache delle pagine qui</translation>
    </message>
    <message>
        <source>CHAP credentials offered as %1</source>
        <translation>credenziali CHAP offerte come %1</translation>
    </message>
    <message>
        <source>; whether the target offered the LUN read-only is not known (it did not answer MODE SENSE; Custody sent reads only)</source>
        <translation>; non è noto se il target offrisse il LUN in sola lettura (non ha risposto a MODE SENSE; Custody ha inviato solo letture)</translation>
    </message>
    <message>
        <source>read, all zeros: %1 bytes</source>
        <translation>letto, tutti zeri: %1 byte</translation>
    </message>
    <message>
        <source>A finished cell whose sectors were all read as zeros is drawn apart (&quot;read, all zeros&quot;).</source>
        <translation>Una cella completata i cui settori sono stati letti tutti come zeri viene disegnata a parte (&quot;letto, tutti zeri&quot;).</translation>
    </message>
    <message>
        <source>mutual CHAP: logged in as %1, the target proved itself as %2</source>
        <translation>CHAP reciproco: accesso come %1, il target ha dimostrato di essere %2</translation>
    </message>
</context>
<context>
    <name>Custody::ReportFileView</name>
    <message>
        <source>it is encrypted</source>
        <translation>è cifrato</translation>
    </message>
    <message>
        <source>it is not a valid PDF</source>
        <translation>non è un PDF valido</translation>
    </message>
    <message>
        <source>Qt PDF cannot read it</source>
        <translation>Qt PDF non può leggerlo</translation>
    </message>
    <message>
        <source>Report %1</source>
        <translation>Rapporto %1</translation>
    </message>
    <message>
        <source>Open with &amp;another application</source>
        <translation>Apri con un&apos;&amp;altra applicazione</translation>
    </message>
    <message>
        <source>%1 cannot be shown: %2. Open it with another application to see what it holds.</source>
        <translation>Impossibile mostrare %1: %2. Aprirlo con un&apos;altra applicazione per vederne il contenuto.</translation>
    </message>
    <message>
        <source>(%1 more bytes of the file are not shown here: open it with another application to read them.)</source>
        <translation>(altri %1 byte del file non sono mostrati qui: aprirlo con un&apos;altra applicazione per leggerli.)</translation>
    </message>
</context>
<context>
    <name>Custody::ReportFormat</name>
    <message>
        <source>not recorded</source>
        <translation>non registrato</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 byte</translation>
    </message>
    <message>
        <source>%1 bytes (%2)</source>
        <translation>%1 byte (%2)</translation>
    </message>
    <message>
        <source>%1 bytes, %2 sectors</source>
        <translation>%1 byte, %2 settori</translation>
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
        <translation>Ogni cella corrisponde a %1 settori (%2 byte); %3 celle per riga.</translation>
    </message>
</context>
<context>
    <name>Custody::ReportPublisher</name>
    <message>
        <source>%1 is named for two reports</source>
        <translation>%1 è indicato per due rapporti</translation>
    </message>
    <message>
        <source>cannot read the record %1: %2</source>
        <translation>impossibile leggere il record %1: %2</translation>
    </message>
    <message>
        <source>the record %1 is not valid: %2</source>
        <translation>il record %1 non è valido: %2</translation>
    </message>
    <message>
        <source>the acquisition log %1 is missing: the report&apos;s SHA-256 could not be recorded in it</source>
        <translation>manca il registro di acquisizione %1: non è stato possibile registrarvi lo SHA-256 del rapporto</translation>
    </message>
    <message>
        <source>cannot read back the report %1 to hash it: %2</source>
        <translation>impossibile rileggere il rapporto %1 per calcolarne l&apos;hash: %2</translation>
    </message>
    <message>
        <source>the report %1 is written, but its SHA-256 could not be appended to the acquisition log %2: %3</source>
        <translation>il rapporto %1 è stato scritto, ma non è stato possibile aggiungerne lo SHA-256 al registro di acquisizione %2: %3</translation>
    </message>
    <message>
        <source>the record of the acquisition</source>
        <translation>il record dell&apos;acquisizione</translation>
    </message>
    <message>
        <source>the acquisition log</source>
        <translation>il registro di acquisizione</translation>
    </message>
    <message>
        <source>%1, a file of the acquisition (%2)</source>
        <translation>%1, un file dell&apos;acquisizione (%2)</translation>
    </message>
    <message>
        <source>the signature %1</source>
        <translation>la firma %1</translation>
    </message>
    <message>
        <source>it is not a CMS signature (DER or PEM), so it is not removed with the signature of the file written anew</source>
        <translation>non è una firma CMS (DER o PEM), quindi non viene rimossa insieme alla firma del file riscritto</translation>
    </message>
</context>
<context>
    <name>Custody::ReportTextWriter</name>
    <message>
        <source>Each character is %1 sectors (%2 bytes); a row is %3 characters.</source>
        <translation>Ogni carattere corrisponde a %1 settori (%2 byte); una riga è di %3 caratteri.</translation>
    </message>
    <message>
        <source>Throughput: no samples recorded.</source>
        <translation>Velocità di trasferimento: nessun campione registrato.</translation>
    </message>
    <message>
        <source>%1 samples over %2 s; the graph is in the PDF report.</source>
        <translation>%1 campioni in %2 s; il grafico è nel rapporto PDF.</translation>
    </message>
</context>
<context>
    <name>Custody::ResumeCheck</name>
    <message>
        <source>image format</source>
        <translation>formato dell&apos;immagine</translation>
    </message>
    <message>
        <source>segment size in bytes (--split)</source>
        <translation>dimensione del segmento in byte (--split)</translation>
    </message>
    <message>
        <source>fill byte (--fill)</source>
        <translation>byte di riempimento (--fill)</translation>
    </message>
    <message>
        <source>re-read unit (--reread-unit)</source>
        <translation>granularità di rilettura (--reread-unit)</translation>
    </message>
    <message>
        <source>%1: was %2, is now %3</source>
        <translation>%1: era %2, ora è %3</translation>
    </message>
    <message>
        <source>the map says the image holds %1 bytes, but the image files hold only %2 (%3 is missing or shorter than that): the image was truncated, or the map belongs to another image. Acquire again into a new name</source>
        <translation>la mappa indica che l&apos;immagine contiene %1 byte, ma i file dell&apos;immagine ne contengono solo %2 (%3 manca o è più corto): l&apos;immagine è stata troncata, oppure la mappa appartiene a un&apos;altra immagine. Acquisire di nuovo con un nuovo nome</translation>
    </message>
</context>
<context>
    <name>Custody::ResumePlan</name>
    <message>
        <source>the image was started from the drive with serial number %1, but %2 is the drive with serial number %3: resume only from the same drive</source>
        <translation>l&apos;immagine è stata avviata dall&apos;unità con numero di serie %1, ma %2 è l&apos;unità con numero di serie %3: riprendere solo dalla stessa unità</translation>
    </message>
    <message>
        <source>there is no map %1, but the image %2 holds data: what of it was copied cannot be known. Acquire again into a new name</source>
        <translation>non esiste la mappa %1, ma l&apos;immagine %2 contiene dati: non è possibile sapere cosa ne è stato copiato. Acquisire di nuovo con un nuovo nome</translation>
    </message>
    <message>
        <source>this is not the acquisition the map describes (%1). Resume with the same source and settings, or acquire into a new name</source>
        <translation>non è l&apos;acquisizione descritta dalla mappa (%1). Riprendere con la stessa sorgente e le stesse impostazioni, oppure acquisire con un nuovo nome</translation>
    </message>
    <message>
        <source>that acquisition is finished: its map leaves nothing to read from the source, so resuming would only hash the image again and replace the hashes it recorded. Verify the image instead, or acquire into another name</source>
        <translation>quell&apos;acquisizione è terminata: la sua mappa non lascia nulla da leggere dalla sorgente, quindi riprenderla ricalcolerebbe soltanto gli hash dell&apos;immagine e sostituirebbe quelli registrati. Verificare invece l&apos;immagine, oppure acquisire con un altro nome</translation>
    </message>
</context>
<context>
    <name>Custody::ResumeWindows</name>
    <message>
        <source>window %1 (bytes %2 to %3) of the image no longer holds what the earlier run wrote: its SHA-256 was %4 when the map was saved and is now %5</source>
        <translation>la finestra %1 (byte da %2 a %3) dell&apos;immagine non contiene più ciò che l&apos;esecuzione precedente ha scritto: il suo SHA-256 era %4 al salvataggio della mappa e ora è %5</translation>
    </message>
    <message>
        <source>the map keeps a digest of window %1, which ends beyond the image&apos;s %2 bytes</source>
        <translation>la mappa conserva un valore hash della finestra %1, che termina oltre i %2 byte dell&apos;immagine</translation>
    </message>
    <message>
        <source>the part of window %1 that the earlier run wrote (bytes %2 to %3) no longer holds what it wrote: its SHA-256 was %4 when the map was saved and is now %5</source>
        <translation>la parte della finestra %1 scritta dall&apos;esecuzione precedente (byte da %2 a %3) non contiene più ciò che era stato scritto: il suo SHA-256 era %4 al salvataggio della mappa e ora è %5</translation>
    </message>
</context>
<context>
    <name>Custody::SectorMapView</name>
    <message>
        <source>Finished</source>
        <translation>Completato</translation>
    </message>
    <message>
        <source>Non-tried</source>
        <translation>Non tentato</translation>
    </message>
    <message>
        <source>Non-trimmed</source>
        <translation>Non rifilato</translation>
    </message>
    <message>
        <source>Non-scraped</source>
        <translation>Non raschiato</translation>
    </message>
    <message>
        <source>Bad sector</source>
        <translation>Settore danneggiato</translation>
    </message>
    <message>
        <source>Sector map</source>
        <translation>Mappa dei settori</translation>
    </message>
    <message>
        <source>Bytes %1 to %2 (%3)</source>
        <translation>Byte da %1 a %2 (%3)</translation>
    </message>
    <message>
        <source>Sectors %1 to %2 (%3 bytes each)</source>
        <translation>Settori da %1 a %2 (%3 byte ciascuno)</translation>
    </message>
    <message>
        <source>%1: %2 bytes (%3)</source>
        <translation>%1: %2 byte (%3)</translation>
    </message>
    <message>
        <source>No map yet.</source>
        <translation>Nessuna mappa ancora.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 cells of %2 each, coloured by the worst state inside. %3.</source>
        <translation>%1 celle da %2 ciascuna, colorate secondo lo stato peggiore al loro interno. %3.</translation>
    </message>
    <message>
        <source>Read, all zeros</source>
        <translation>Letto, tutti zeri</translation>
    </message>
    <message numerus="yes">
        <source>read, all zeros: %n cell(s)</source>
        <translation>
            <numerusform>letto, tutti zeri: %n cella</numerusform>
            <numerusform>letto, tutti zeri: %n celle</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Custody::SigningDialog</name>
    <message>
        <source>Signing identity</source>
        <translation>Identità di firma</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Sfoglia…</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.key *.crt);;All files (*)</source>
        <translation>File PEM (*.pem *.key *.crt);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Private &amp;key (PEM):</source>
        <translation>&amp;Chiave privata (PEM):</translation>
    </message>
    <message>
        <source>The examiner&apos;s private key</source>
        <translation>La chiave privata dell&apos;esaminatore</translation>
    </message>
    <message>
        <source>The examiner&apos;s certificate</source>
        <translation>Il certificato dell&apos;esaminatore</translation>
    </message>
    <message>
        <source>With a key and certificate, Custody writes a detached CMS signature (FILE.p7s) beside the record and log of each acquisition and beside each report it saves, and notes the signer in the log and the case history. A key protected by a passphrase is asked for once per session. Leave both empty to sign nothing.</source>
        <translation>Con una chiave e un certificato, Custody scrive una firma CMS separata (FILE.p7s) accanto al record e al registro di ogni acquisizione e accanto a ogni rapporto che salva, e annota il firmatario nel registro e nella cronologia dei casi. La passphrase di una chiave protetta viene chiesta una volta per sessione. Lasciare vuoti entrambi i campi per non firmare nulla.</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Prova</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Passphrase</translation>
    </message>
    <message>
        <source>Passphrase of the signing key %1:</source>
        <translation>Passphrase della chiave di firma %1:</translation>
    </message>
    <message>
        <source>Give both the key and the certificate.</source>
        <translation>Indicare sia la chiave sia il certificato.</translation>
    </message>
    <message>
        <source>Loading the key and the certificate…</source>
        <translation>Caricamento della chiave e del certificato…</translation>
    </message>
    <message>
        <source>Signs as %1</source>
        <translation>Firma come %1</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Nome: %1</translation>
    </message>
    <message>
        <source>Organisation: %1</source>
        <translation>Organizzazione: %1</translation>
    </message>
    <message>
        <source>E-mail: %1</source>
        <translation>E-mail: %1</translation>
    </message>
    <message>
        <source>Issued by: itself (a self-signed certificate)</source>
        <translation>Emesso da: se stesso (un certificato autofirmato)</translation>
    </message>
    <message>
        <source>Issued by: %1</source>
        <translation>Emesso da: %1</translation>
    </message>
    <message>
        <source>Valid from %1 until %2</source>
        <translation>Valido dal %1 al %2</translation>
    </message>
    <message>
        <source>Certificate SHA-256: %1</source>
        <translation>SHA-256 del certificato: %1</translation>
    </message>
    <message>
        <source>Ce&amp;rtificate (PEM):</source>
        <translation>C&amp;ertificato (PEM):</translation>
    </message>
</context>
<context>
    <name>Custody::SmartReport</name>
    <message>
        <source>The drive&apos;s SMART self-assessment says it is failing.</source>
        <translation>L&apos;autovalutazione SMART dell&apos;unità indica che è in avaria.</translation>
    </message>
    <message>
        <source>Attribute %1 %2 is at or below its threshold now.</source>
        <translation>L&apos;attributo %1 %2 è ora pari o inferiore alla sua soglia.</translation>
    </message>
    <message>
        <source>Attribute %1 %2 was at or below its threshold in the past.</source>
        <translation>L&apos;attributo %1 %2 è stato pari o inferiore alla sua soglia in passato.</translation>
    </message>
    <message>
        <source>NVMe critical warning: %1.</source>
        <translation>Avviso critico NVMe: %1.</translation>
    </message>
    <message>
        <source>The latest self-test failed at LBA %1.</source>
        <translation>L&apos;ultimo autotest non è riuscito all&apos;LBA %1.</translation>
    </message>
    <message>
        <source>The NVMe endurance estimate is used up (%1%).</source>
        <translation>La stima di durata NVMe è esaurita (%1%).</translation>
    </message>
    <message>
        <source>Reallocated sectors: %1.</source>
        <translation>Settori riallocati: %1.</translation>
    </message>
    <message>
        <source>Sectors pending reallocation (unreadable now): %1.</source>
        <translation>Settori in attesa di riallocazione (attualmente illeggibili): %1.</translation>
    </message>
    <message>
        <source>Offline uncorrectable sectors: %1.</source>
        <translation>Settori non correggibili offline: %1.</translation>
    </message>
    <message>
        <source>NVMe media and data integrity errors: %1.</source>
        <translation>Errori NVMe del supporto e di integrità dei dati: %1.</translation>
    </message>
    <message>
        <source>Defects in the grown defect list: %1.</source>
        <translation>Difetti nell&apos;elenco dei difetti acquisiti (grown defect list): %1.</translation>
    </message>
    <message>
        <source>Uncorrected read, write or verify errors: %1.</source>
        <translation>Errori di lettura, scrittura o verifica non corretti: %1.</translation>
    </message>
</context>
<context>
    <name>Custody::SmartSnapshot</name>
    <message>
        <source>reallocated sectors %1</source>
        <translation>settori riallocati %1</translation>
    </message>
    <message>
        <source>pending sectors %1</source>
        <translation>settori in attesa %1</translation>
    </message>
    <message>
        <source>offline uncorrectable %1</source>
        <translation>non correggibili offline %1</translation>
    </message>
    <message>
        <source>media errors %1</source>
        <translation>errori del supporto %1</translation>
    </message>
    <message>
        <source>percentage used %1%</source>
        <translation>percentuale di usura %1%</translation>
    </message>
    <message>
        <source>grown defects %1</source>
        <translation>difetti acquisiti %1</translation>
    </message>
    <message>
        <source>power-on hours %1</source>
        <translation>ore di accensione %1</translation>
    </message>
    <message>
        <source>temperature %1 °C</source>
        <translation>temperatura %1 °C</translation>
    </message>
    <message>
        <source>smartctl reported no SMART data for this device.</source>
        <translation>smartctl non ha riportato dati SMART per questo dispositivo.</translation>
    </message>
    <message>
        <source>condition %1</source>
        <translation>condizione %1</translation>
    </message>
    <message>
        <source>data incomplete (smartctl exit status bit 2)</source>
        <translation>dati incompleti (bit 2 del codice di uscita di smartctl)</translation>
    </message>
</context>
<context>
    <name>Custody::SmartStatus</name>
    <message>
        <source>Checking…</source>
        <translation>Controllo…</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Buono</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avviso</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>In avaria</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <translation>Non disponibile</translation>
    </message>
    <message>
        <source>smartctl is reading the drive&apos;s SMART data.</source>
        <translation>smartctl sta leggendo i dati SMART dell&apos;unità.</translation>
    </message>
    <message>
        <source>SMART reports no problem.</source>
        <translation>SMART non segnala alcun problema.</translation>
    </message>
</context>
<context>
    <name>Custody::SourceFingerprint</name>
    <message>
        <source>%1: was %2, is now %3</source>
        <translation>%1: era %2, ora è %3</translation>
    </message>
    <message>
        <source>kind of source</source>
        <translation>tipo di sorgente</translation>
    </message>
    <message>
        <source>size in bytes</source>
        <translation>dimensione in byte</translation>
    </message>
    <message>
        <source>logical sector size</source>
        <translation>dimensione del settore logico</translation>
    </message>
    <message>
        <source>physical sector size</source>
        <translation>dimensione del settore fisico</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modello</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>numero di serie</translation>
    </message>
    <message>
        <source>file (device and inode): was %1:%2, is now %3:%4</source>
        <translation>file (dispositivo e inode): era %1:%2, ora è %3:%4</translation>
    </message>
    <message>
        <source>SHA-256 of the first MiB</source>
        <translation>SHA-256 del primo MiB</translation>
    </message>
    <message>
        <source>SHA-256 of the last MiB</source>
        <translation>SHA-256 dell&apos;ultimo MiB</translation>
    </message>
    <message>
        <source>SHA-256 of the server&apos;s certificate</source>
        <translation>SHA-256 del certificato del server</translation>
    </message>
    <message>
        <source>designators of the iSCSI LUN</source>
        <translation>designatori del LUN iSCSI</translation>
    </message>
</context>
<context>
    <name>Custody::SourceLayout</name>
    <message>
        <source>the layout of an E01, split or network source is read through a FUSE view, which needs root</source>
        <translation>la struttura di una sorgente E01, suddivisa o di rete viene letta tramite una vista FUSE, che richiede root</translation>
    </message>
    <message>
        <source>the layout was not read within %1 s: the source answers slowly or not at all, and nothing waits for it longer</source>
        <translation>la struttura non è stata letta entro %1 s: la sorgente risponde lentamente o non risponde, e niente la attende più a lungo</translation>
    </message>
</context>
<context>
    <name>Custody::SystemDisks</name>
    <message>
        <source>the running system (/)</source>
        <translation>il sistema in esecuzione (/)</translation>
    </message>
    <message>
        <source>swap (%1)</source>
        <translation>swap (%1)</translation>
    </message>
    <message>
        <source>the destination folder %1</source>
        <translation>la cartella di destinazione %1</translation>
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
        <translation>Nessun campione di velocità registrato.</translation>
    </message>
    <message>
        <source>Rate (MB/s)</source>
        <translation>Velocità (MB/s)</translation>
    </message>
    <message>
        <source>Time since the start (%1)</source>
        <translation>Tempo dall&apos;inizio (%1)</translation>
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
        <translation>Grafico della velocità di trasferimento</translation>
    </message>
    <message>
        <source>No throughput samples yet.</source>
        <translation>Nessun campione di velocità ancora.</translation>
    </message>
    <message>
        <source>Time since the start (%1)</source>
        <translation>Tempo dall&apos;inizio (%1)</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Imaging</source>
        <translation>Acquisizione</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>Rilettura</translation>
    </message>
    <message>
        <source>Source read again</source>
        <translation>Sorgente riletta</translation>
    </message>
    <message>
        <source>%1: current rate %2, average %3.</source>
        <translation>%1: velocità attuale %2, media %3.</translation>
    </message>
</context>
<context>
    <name>Custody::Units</name>
    <message>
        <source>C</source>
        <comment>The locale of this translation&apos;s numbers (de_DE, fr_FR): decimal commas in reports</comment>
        <translation>it_IT</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationChecksView</name>
    <message>
        <source>%1, line %2</source>
        <translation>%1, riga %2</translation>
    </message>
    <message>
        <source>whole image</source>
        <translation>intera immagine</translation>
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
        <translation>finestra</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Of</source>
        <translation>Di</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Byte</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmo</translation>
    </message>
    <message>
        <source>Logged</source>
        <translation>Registrato</translation>
    </message>
    <message>
        <source>Computed</source>
        <translation>Calcolato</translation>
    </message>
    <message>
        <source>Where logged</source>
        <translation>Dove registrato</translation>
    </message>
    <message>
        <source>bytes %1</source>
        <translation>byte %1</translation>
    </message>
    <message>
        <source>all %1 bytes</source>
        <translation>tutti i %1 byte</translation>
    </message>
    <message>
        <source>size</source>
        <translation>dimensione</translation>
    </message>
    <message>
        <source>size of %1</source>
        <translation>dimensione di %1</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 byte</translation>
    </message>
    <message>
        <source>chunk</source>
        <translation>chunk</translation>
    </message>
    <message>
        <source>chunk checksum</source>
        <translation>checksum del chunk</translation>
    </message>
    <message>
        <source>does not match the chunk</source>
        <translation>non corrisponde al chunk</translation>
    </message>
    <message>
        <source>signature of %1</source>
        <translation>firma di %1</translation>
    </message>
    <message>
        <source>CMS signature</source>
        <translation>firma CMS</translation>
    </message>
    <message>
        <source>unchanged since signed</source>
        <translation>invariato dopo la firma</translation>
    </message>
    <message>
        <source>unchanged since signed, by a certificate of the trusted CA %1</source>
        <translation>invariato dopo la firma, con un certificato della CA attendibile %1</translation>
    </message>
    <message>
        <source>the signed log %1 says it was signed, but its signature %2.p7s is not there</source>
        <translation>il registro firmato %1 indica che è stato firmato, ma la sua firma %2.p7s non è presente</translation>
    </message>
    <message>
        <source>the signed log %1 says it was signed, but neither it nor its signature is there</source>
        <translation>il registro firmato %1 indica che è stato firmato, ma non sono presenti né il file né la sua firma</translation>
    </message>
    <message>
        <source>unchanged since signed, but with another certificate than the one the signed log %1 names (SHA-256 %2)</source>
        <translation>invariato dopo la firma, ma con un certificato diverso da quello indicato dal registro firmato %1 (SHA-256 %2)</translation>
    </message>
    <message>
        <source>%1
certificate SHA-256 %2, signed %3</source>
        <translation>%1
certificato SHA-256 %2, firmato il %3</translation>
    </message>
    <message>
        <source>not a signature: %1.p7s is not a detached CMS signature of one signer, so it vouches for nothing</source>
        <translation>non è una firma: %1.p7s non è una firma CMS separata di un unico firmatario, quindi non garantisce nulla</translation>
    </message>
    <message>
        <source>the signature does not match the file: the file changed since it was signed</source>
        <translation>la firma non corrisponde al file: il file è cambiato dopo la firma</translation>
    </message>
    <message>
        <source>the signature is damaged: it does not verify with the certificate it carries, so it vouches for nothing</source>
        <translation>la firma è danneggiata: non si verifica con il certificato che contiene, quindi non garantisce nulla</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate has expired: the trusted CA %1 does not vouch for it at the time of this verification</source>
        <translation>invariato dopo la firma, ma il certificato del firmatario è scaduto: la CA attendibile %1 non lo garantisce al momento di questa verifica</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate is not valid yet: the trusted CA %1 does not vouch for it at the time of this verification</source>
        <translation>invariato dopo la firma, ma il certificato del firmatario non è ancora valido: la CA attendibile %1 non lo garantisce al momento di questa verifica</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate is not trusted: it was not issued under the trusted CA %1</source>
        <translation>invariato dopo la firma, ma il certificato del firmatario non è attendibile: non è stato emesso dalla CA attendibile %1</translation>
    </message>
    <message>
        <source>the signature does not match the file: the file or its signature changed since it was signed</source>
        <translation>la firma non corrisponde al file: il file o la sua firma sono cambiati dopo la firma</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate is not trusted by the CA %1</source>
        <translation>invariato dopo la firma, ma il certificato del firmatario non è considerato attendibile dalla CA %1</translation>
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
        <translation>%1, riga %2</translation>
    </message>
    <message>
        <source>match</source>
        <translation>corrisponde</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>NON CORRISPONDE</translation>
    </message>
    <message>
        <source>not checked: %1</source>
        <translation>non controllato: %1</translation>
    </message>
    <message>
        <source>whole image</source>
        <translation>intera immagine</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmo</translation>
    </message>
    <message>
        <source>Of</source>
        <translation>Di</translation>
    </message>
    <message>
        <source>Logged</source>
        <translation>Registrato</translation>
    </message>
    <message>
        <source>Computed</source>
        <translation>Calcolato</translation>
    </message>
    <message>
        <source>Where logged</source>
        <translation>Dove registrato</translation>
    </message>
    <message>
        <source>Created (UTC)</source>
        <translation>Creato (UTC)</translation>
    </message>
    <message>
        <source>Created (local time)</source>
        <translation>Creato (ora locale)</translation>
    </message>
    <message>
        <source>Created by</source>
        <translation>Creato da</translation>
    </message>
    <message>
        <source>Verification started</source>
        <translation>Verifica avviata</translation>
    </message>
    <message>
        <source>Verification ended</source>
        <translation>Verifica terminata</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Riga di comando</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapporto</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Immagine</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dimensione</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Letti</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>Segmento</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Hashlog</source>
        <translation>Hashlog</translation>
    </message>
    <message>
        <source>Written by</source>
        <translation>Scritto da</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Hashlogs</source>
        <translation>Hashlog</translation>
    </message>
    <message>
        <source>Logged bytes</source>
        <translation>Byte registrati</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Byte</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>Dimensioni</translation>
    </message>
    <message numerus="yes">
        <source>%n window or segment digest(s) match; the appendix lists every window and segment digest.</source>
        <translation>
            <numerusform>%n valore hash di finestra o di segmento corrisponde; l&apos;appendice elenca tutti i valori hash di finestre e segmenti.</numerusform>
            <numerusform>%n valori hash di finestre o di segmenti corrispondono; l&apos;appendice elenca tutti i valori hash di finestre e segmenti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Digests</source>
        <translation>Valori hash</translation>
    </message>
    <message>
        <source>Appendix: every window and segment digest</source>
        <translation>Appendice: tutti i valori hash di finestre e segmenti</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Firme</translation>
    </message>
    <message>
        <source>The undersigned confirm that this report describes the verification they performed or witnessed.</source>
        <translation>I sottoscritti confermano che questo rapporto descrive la verifica da loro eseguita o a cui hanno assistito.</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Esaminatore</translation>
    </message>
    <message>
        <source>Witness</source>
        <translation>Testimone</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Verification report</source>
        <translation>Rapporto di verifica</translation>
    </message>
    <message>
        <source>Custody verification report · %1</source>
        <translation>Rapporto di verifica Custody · %1</translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>creato il %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 di %2</translation>
    </message>
    <message>
        <source>Examiner&apos;s initials:</source>
        <translation>Iniziali dell&apos;esaminatore:</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Cosa è successo</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Esito</translation>
    </message>
    <message>
        <source>each as computed</source>
        <translation>ciascuno come calcolato</translation>
    </message>
    <message>
        <source>%1 to line %2</source>
        <translation>%1 fino alla riga %2</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>non nota</translation>
    </message>
    <message>
        <source>segment, bytes %1</source>
        <translation>segmento, byte %1</translation>
    </message>
    <message>
        <source>segment %1, bytes %2</source>
        <translation>segmento %1, byte %2</translation>
    </message>
    <message>
        <source>window, bytes %1</source>
        <translation>finestra, byte %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pieces, bytes %1</source>
        <translation>
            <numerusform>%n parte, byte %1</numerusform>
            <numerusform>%n parti, byte %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Settori</translation>
    </message>
    <message>
        <source>Segment file</source>
        <translation>File di segmento</translation>
    </message>
    <message>
        <source>Chunks that fail their checksum</source>
        <translation>Chunk il cui checksum non corrisponde</translation>
    </message>
    <message>
        <source>Signed by</source>
        <translation>Firmato da</translation>
    </message>
    <message>
        <source>Signed at</source>
        <translation>Firmato il</translation>
    </message>
    <message>
        <source>Certificate SHA-256</source>
        <translation>SHA-256 del certificato</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>invariato</translation>
    </message>
    <message>
        <source>CHANGED</source>
        <translation>MODIFICATO</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>non registrato</translation>
    </message>
    <message>
        <source>SIGNATURE MISSING: the signed log %1 says it was signed</source>
        <translation>FIRMA MANCANTE: il registro firmato %1 indica che è stato firmato</translation>
    </message>
    <message>
        <source>MISSING: the signed log %1 says it was signed</source>
        <translation>MANCANTE: il registro firmato %1 indica che è stato firmato</translation>
    </message>
    <message>
        <source>SIGNATURE INVALID</source>
        <translation>FIRMA NON VALIDA</translation>
    </message>
    <message>
        <source>OTHER SIGNER than the signed log %1 names</source>
        <translation>FIRMATARIO DIVERSO da quello indicato dal registro firmato %1</translation>
    </message>
    <message>
        <source>UNTRUSTED at the verification time %1</source>
        <translation>NON ATTENDIBILE al momento della verifica %1</translation>
    </message>
    <message>
        <source>unchanged, CA-issued, valid at the verification time %1</source>
        <translation>invariato, emesso dalla CA, valido al momento della verifica %1</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationPanel</name>
    <message>
        <source>&amp;Cancel verification</source>
        <translation>A&amp;nnulla verifica</translation>
    </message>
    <message>
        <source>&amp;Save report…</source>
        <translation>&amp;Salva rapporto…</translation>
    </message>
    <message>
        <source>&amp;Print report…</source>
        <translation>Stam&amp;pa rapporto…</translation>
    </message>
    <message>
        <source>Verify %1</source>
        <translation>Verifica %1</translation>
    </message>
    <message>
        <source>Verifying %1 against %2</source>
        <translation>Verifica di %1 con %2</translation>
    </message>
    <message>
        <source>FAILED: %1</source>
        <translation>NON RIUSCITA: %1</translation>
    </message>
    <message>
        <source>Verified %1</source>
        <translation>%1 verificata</translation>
    </message>
    <message>
        <source>Save the verification report</source>
        <translation>Salva il rapporto di verifica</translation>
    </message>
    <message>
        <source>Report not saved</source>
        <translation>Rapporto non salvato</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;Text and JSON (*.txt)</source>
        <translation>PDF (*.pdf);;Testo e JSON (*.txt)</translation>
    </message>
    <message>
        <source>Report not printed</source>
        <translation>Rapporto non stampato</translation>
    </message>
    <message>
        <source>MATCH</source>
        <translation>CORRISPONDE</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>NON CORRISPONDE</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>NON VERIFICATO</translation>
    </message>
    <message>
        <source>INCOMPLETE</source>
        <translation>INCOMPLETA</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>NON RIUSCITA</translation>
    </message>
    <message>
        <source>Verify %1: %2</source>
        <translation>Verifica %1: %2</translation>
    </message>
    <message>
        <source>Report saved: %1 (SHA-256 %2)</source>
        <translation>Rapporto salvato: %1 (SHA-256 %2)</translation>
    </message>
    <message>
        <source>Report saved: %1</source>
        <translation>Rapporto salvato: %1</translation>
    </message>
    <message>
        <source>the hashlog %1</source>
        <translation>l&apos;hashlog %1</translation>
    </message>
    <message>
        <source>Vie&amp;w report</source>
        <translation>&amp;Visualizza rapporto</translation>
    </message>
    <message>
        <source>Print the verification report</source>
        <translation>Stampa il rapporto di verifica</translation>
    </message>
    <message>
        <source>Verification report</source>
        <translation>Rapporto di verifica</translation>
    </message>
    <message>
        <source>Report not shown</source>
        <translation>Rapporto non mostrato</translation>
    </message>
    <message>
        <source>Signature of %1: %2</source>
        <translation>Firma di %1: %2</translation>
    </message>
    <message>
        <source>The first window or segment that differs covers bytes %1.</source>
        <translation>La prima finestra o il primo segmento che differisce copre i byte %1.</translation>
    </message>
    <message>
        <source>Saving the report to %1…</source>
        <translation>Salvataggio del rapporto in %1…</translation>
    </message>
    <message>
        <source>%1: %2 at %3</source>
        <translation>%1: %2 a %3</translation>
    </message>
    <message>
        <source>Not signed: no signature (FILE.p7s) beside the image or its hashlogs</source>
        <translation>Non firmato: nessuna firma (FILE.p7s) accanto all&apos;immagine o ai suoi hashlog</translation>
    </message>
    <message>
        <source>Signed by %1: %2</source>
        <translation>Firmato da %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n signature(s) fail: see above and the signature rows below.</source>
        <translation>
            <numerusform>%n firma non è valida: vedere sopra e le righe delle firme qui sotto.</numerusform>
            <numerusform>%n firme non sono valide: vedere sopra e le righe delle firme qui sotto.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: read as %2</source>
        <translation>%1: letto come %2</translation>
    </message>
    <message>
        <source>Report not saved: %1</source>
        <translation>Rapporto non salvato: %1</translation>
    </message>
    <message>
        <source>Not signed: %1</source>
        <translation>Non firmato: %1</translation>
    </message>
    <message>
        <source>Signed by %1.</source>
        <translation>Firmato da %1.</translation>
    </message>
    <message>
        <source>Not signed: no signing identity is set (File → Signing identity…).</source>
        <translation>Non firmato: nessuna identità di firma impostata (File → Identità di firma…).</translation>
    </message>
    <message>
        <source>%1 is beside the report and is no CMS signature: move it away or save the report under another name.</source>
        <translation>%1 si trova accanto al rapporto e non è una firma CMS: spostarlo altrove o salvare il rapporto con un altro nome.</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationPlan</name>
    <message>
        <source>%1 more</source>
        <translation>altri %1</translation>
    </message>
    <message>
        <source>it holds hashes of %1 different files or runs (%2), and none is named like the image %3 or one of its segments</source>
        <translation>contiene hash di %1 file o esecuzioni diversi (%2), e nessuno ha il nome dell&apos;immagine %3 o di uno dei suoi segmenti</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, not the image %3: its hashes are taken as the image&apos;s</source>
        <translation>%1 indica &apos;%2&apos;, non l&apos;immagine %3: i suoi hash vengono considerati quelli dell&apos;immagine</translation>
    </message>
    <message>
        <source>algorithm %1 is not supported</source>
        <translation>l&apos;algoritmo %1 non è supportato</translation>
    </message>
    <message numerus="yes">
        <source>%1 also lists %n other file(s), not checked</source>
        <translation>
            <numerusform>%1 elenca anche %n altro file, non controllato</numerusform>
            <numerusform>%1 elenca anche altri %n file, non controllati</numerusform>
        </translation>
    </message>
    <message>
        <source>the log&apos;s hash windows are checked instead</source>
        <translation>vengono controllate invece le finestre di hash del registro</translation>
    </message>
    <message>
        <source>the pieces are not windows of one size from the start of the image, which one read can check</source>
        <translation>le parti non sono finestre di un&apos;unica dimensione dall&apos;inizio dell&apos;immagine, che una sola lettura possa controllare</translation>
    </message>
    <message>
        <source>windows of %1 bytes; this read checks windows of %2 bytes</source>
        <translation>finestre di %1 byte; questa lettura controlla finestre di %2 byte</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationReport</name>
    <message>
        <source>%1, line %2</source>
        <translation>%1, riga %2</translation>
    </message>
    <message>
        <source>The verification was cancelled before the end of the image.</source>
        <translation>La verifica è stata annullata prima della fine dell&apos;immagine.</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Immagine</translation>
    </message>
    <message>
        <source>%1, %2 bytes</source>
        <translation>%1, %2 byte</translation>
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
        <translation>nota: %1</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dimensione</translation>
    </message>
    <message>
        <source>%1%2 bytes, as logged (%3)</source>
        <translation>%1%2 byte, come registrato (%3)</translation>
    </message>
    <message>
        <source>MISMATCH  %1%2 bytes, the log records %3 (%4)</source>
        <translation>NON CORRISPONDE  %1%2 byte, l&apos;hashlog riporta %3 (%4)</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Errore</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>MISMATCH  %1: logged %2, image %3 (%4)</source>
        <translation>NON CORRISPONDE  %1: registrato %2, immagine %3 (%4)</translation>
    </message>
    <message>
        <source>not checked: %1: %2 (%3)</source>
        <translation>non controllato: %1: %2 (%3)</translation>
    </message>
    <message>
        <source>match     %1 (%2)</source>
        <translation>corrisponde      %1 (%2)</translation>
    </message>
    <message>
        <source>MISMATCH  logged %1, image %2 (%3)</source>
        <translation>NON CORRISPONDE  registrato %1, immagine %2 (%3)</translation>
    </message>
    <message>
        <source>not checked: %1 (%2)</source>
        <translation>non controllato: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n image or file digest(s)</source>
        <translation>
            <numerusform>%n valore hash di immagine o di file</numerusform>
            <numerusform>%n valori hash di immagine o di file</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: MATCH. %1 checked: all agree with the image.%2</source>
        <translation>Esito: CORRISPONDE. Controllati: %1; tutti concordano con l&apos;immagine.%2</translation>
    </message>
    <message numerus="yes">
        <source>Verdict: NOT VERIFIED. None of the %n digest(s) the hashlog records could be checked (see above); nothing is proven.</source>
        <translation>
            <numerusform>Esito: NON VERIFICATO. Non è stato possibile controllare l&apos;unico valore hash (%n) registrato nell&apos;hashlog (vedere sopra); non è dimostrato nulla.</numerusform>
            <numerusform>Esito: NON VERIFICATO. Non è stato possibile controllare nessuno dei %n valori hash registrati nell&apos;hashlog (vedere sopra); non è dimostrato nulla.</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: INCOMPLETE. The %1 checked agree with the image, but no digest covers %2 (the first such range): the image as a whole is not verified.</source>
        <translation>Esito: INCOMPLETA. I valori hash controllati (%1) concordano con l&apos;immagine, ma nessun valore hash copre %2 (il primo intervallo di questo tipo): l&apos;immagine nel suo complesso non è verificata.</translation>
    </message>
    <message>
        <source>Verdict: FAILED. The image was not read to the end; nothing is proven.</source>
        <translation>Esito: NON RIUSCITA. L&apos;immagine non è stata letta fino alla fine; non è dimostrato nulla.</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>non calcolato</translation>
    </message>
    <message>
        <source>the image ends before this piece</source>
        <translation>l&apos;immagine termina prima di questa parte</translation>
    </message>
    <message>
        <source>the image was not read to the end</source>
        <translation>l&apos;immagine non è stata letta fino alla fine</translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) (windows or segments): %1 match, %2 mismatch, %3 not checked</source>
        <translation>
            <numerusform>%n parte (finestre o segmenti): %1 corrispondono, %2 non corrispondono, %3 non controllate</numerusform>
            <numerusform>%n parti (finestre o segmenti): %1 corrispondono, %2 non corrispondono, %3 non controllate</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>two counts of digests</comment>
        <translation>%1 e %2</translation>
    </message>
    <message numerus="yes">
        <source>%n window or segment digest(s)</source>
        <translation>
            <numerusform>%n valore hash di finestra o di segmento</numerusform>
            <numerusform>%n valori hash di finestre o di segmenti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n logged digest(s) could not be checked (see above).</source>
        <translation>
            <numerusform>Non è stato possibile controllare %n valore hash registrato (vedere sopra).</numerusform>
            <numerusform>Non è stato possibile controllare %n valori hash registrati (vedere sopra).</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: MISMATCH. The image differs from what the hashlog records (%1 checked; %2 differ, and so does the size).</source>
        <translation>Esito: NON CORRISPONDE. L&apos;immagine differisce da quanto registrato nell&apos;hashlog (controllati: %1; differiscono: %2, così come la dimensione).</translation>
    </message>
    <message>
        <source>Verdict: MISMATCH. The image differs from what the hashlog records (%1 checked; %2 differ).</source>
        <translation>Esito: NON CORRISPONDE. L&apos;immagine differisce da quanto registrato nell&apos;hashlog (controllati: %1; differiscono: %2).</translation>
    </message>
    <message>
        <source>bytes %1</source>
        <translation>byte %1</translation>
    </message>
    <message>
        <source>Windows or segments that differ: %1.</source>
        <translation>Finestre o segmenti che differiscono: %1.</translation>
    </message>
    <message>
        <source>segment %1 of the E01 image is missing</source>
        <translation>manca il segmento %1 dell&apos;immagine E01</translation>
    </message>
    <message>
        <source>Chunk</source>
        <translation>Chunk</translation>
    </message>
    <message>
        <source>CHECKSUM ERROR  %1 (sectors %2) in %3</source>
        <translation>ERRORE DI CHECKSUM  %1 (settori %2) in %3</translation>
    </message>
    <message numerus="yes">
        <source>Verdict: MISMATCH. %n chunk(s) of the image fail their checksum (see above); %1 checked, %2 differ.</source>
        <translation>
            <numerusform>Esito: NON CORRISPONDE. %n chunk dell&apos;immagine non supera il proprio checksum (vedere sopra); controllati: %1, differiscono: %2.</numerusform>
            <numerusform>Esito: NON CORRISPONDE. %n chunk dell&apos;immagine non superano il proprio checksum (vedere sopra); controllati: %1, differiscono: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>the E01 image stores no MD5 or SHA-1 of its media data, and no hashlog was given: there is nothing to check it against</source>
        <translation>l&apos;immagine E01 non memorizza alcun MD5 o SHA-1 dei dati del supporto, e non è stato indicato alcun hashlog: non c&apos;è nulla con cui confrontarla</translation>
    </message>
    <message>
        <source>%1 stores no MD5 or SHA-1 of its media data</source>
        <translation>%1 non memorizza alcun MD5 o SHA-1 dei dati del supporto</translation>
    </message>
    <message>
        <source>%1 hashes the E01&apos;s segment files themselves, not its media data: not checked here (md5sum -c or sha256sum -c checks them)</source>
        <translation>%1 contiene gli hash dei file di segmento dell&apos;E01 stessi, non dei dati del supporto: non controllati qui (li controlla md5sum -c o sha256sum -c)</translation>
    </message>
    <message>
        <source>%1 is segment %2 of an E01 image, not segment %3: it was renamed or belongs to another image</source>
        <translation>%1 è il segmento %2 di un&apos;immagine E01, non il segmento %3: è stato rinominato o appartiene a un&apos;altra immagine</translation>
    </message>
    <message>
        <source>%1 and %2 belong to different E01 images: their set identifiers are %3 and %4</source>
        <translation>%1 e %2 appartengono a immagini E01 diverse: i loro identificatori di set sono %3 e %4</translation>
    </message>
    <message>
        <source>an unrecorded time</source>
        <translation>un orario non registrato</translation>
    </message>
    <message>
        <source>Signed</source>
        <translation>Firmato</translation>
    </message>
    <message>
        <source>CHANGED  %1 since it was signed by %2 at %3, or its signature is damaged (%4)</source>
        <translation>MODIFICATO  %1 dopo la firma di %2 il %3, oppure la sua firma è danneggiata (%4)</translation>
    </message>
    <message>
        <source>%1: unchanged since signed at %2 with a certificate naming %3 (SHA-256 %4; not checked against a CA)</source>
        <translation>%1: invariato dopo la firma del %2 con un certificato intestato a %3 (SHA-256 %4; non controllato rispetto a una CA)</translation>
    </message>
    <message>
        <source>SIGNATURE MISSING  %1: the signed log %2 says it was signed at %3 with a certificate naming %4 (SHA-256 %5), but its signature %1.p7s is not there</source>
        <translation>FIRMA MANCANTE  %1: il registro firmato %2 indica che è stato firmato il %3 con un certificato intestato a %4 (SHA-256 %5), ma la sua firma %1.p7s non è presente</translation>
    </message>
    <message>
        <source>MISSING  %1: the signed log %2 says it was signed at %3 with a certificate naming %4 (SHA-256 %5), but neither it nor its signature is there</source>
        <translation>MANCANTE  %1: il registro firmato %2 indica che è stato firmato il %3 con un certificato intestato a %4 (SHA-256 %5), ma non sono presenti né il file né la sua firma</translation>
    </message>
    <message>
        <source>SIGNATURE INVALID  %1: %1.p7s is not a detached CMS signature of one signer (%2)</source>
        <translation>FIRMA NON VALIDA  %1: %1.p7s non è una firma CMS separata di un unico firmatario (%2)</translation>
    </message>
    <message>
        <source>OTHER SIGNER  %1: unchanged since signed at %2 with a certificate naming %3 (SHA-256 %4), but the signed log %5 says it was signed with the certificate SHA-256 %6</source>
        <translation>FIRMATARIO DIVERSO  %1: invariato dopo la firma del %2 con un certificato intestato a %3 (SHA-256 %4), ma il registro firmato %5 indica che è stato firmato con il certificato SHA-256 %6</translation>
    </message>
    <message>
        <source>UNTRUSTED  %1: signed (at %2, as the signer states) with a certificate naming %3 (SHA-256 %4) that the CA %5 does not vouch for at the time of this verification, %6: %7</source>
        <translation>NON ATTENDIBILE  %1: firmato (il %2, secondo il firmatario) con un certificato intestato a %3 (SHA-256 %4) che la CA %5 non garantisce al momento di questa verifica, %6: %7</translation>
    </message>
    <message>
        <source>%1: unchanged since signed (at %2, as the signer states) with a certificate naming %3 (SHA-256 %4), issued under the CA %5 and valid at the time of this verification, %6</source>
        <translation>%1: invariato dopo la firma (del %2, secondo il firmatario) con un certificato intestato a %3 (SHA-256 %4), emesso dalla CA %5 e valido al momento di questa verifica, %6</translation>
    </message>
    <message numerus="yes">
        <source>Verdict: MISMATCH. %n signed file(s) changed since they were signed, lack the signature the signed log says they have, or were signed under no trusted CA (see above); %1 checked, %2 differ from the image.</source>
        <translation>
            <numerusform>Esito: NON CORRISPONDE. %n file firmato è cambiato dopo la firma, non ha la firma che il registro firmato gli attribuisce, oppure è stato firmato al di fuori di qualsiasi CA attendibile (vedere sopra); controllati: %1, differiscono dall&apos;immagine: %2.</numerusform>
            <numerusform>Esito: NON CORRISPONDE. %n file firmati sono cambiati dopo la firma, non hanno la firma che il registro firmato attribuisce loro, oppure sono stati firmati al di fuori di qualsiasi CA attendibile (vedere sopra); controllati: %1, differiscono dall&apos;immagine: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Caso</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Reperto</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Esaminatore</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrizione</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationVerdict</name>
    <message>
        <source>MATCH</source>
        <translation>CORRISPONDE</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>NON CORRISPONDE</translation>
    </message>
    <message>
        <source>VERIFICATION FAILED</source>
        <translation>VERIFICA NON RIUSCITA</translation>
    </message>
    <message>
        <source>INCOMPLETE: NOT A MATCH</source>
        <translation>INCOMPLETA: CORRISPONDENZA NON ACCERTATA</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>NON VERIFICATO</translation>
    </message>
    <message>
        <source>The image read-back was cancelled before it finished.</source>
        <translation>La rilettura dell&apos;immagine è stata annullata prima del termine.</translation>
    </message>
    <message>
        <source>The image could not be read back: %1</source>
        <translation>Impossibile rileggere l&apos;immagine: %1</translation>
    </message>
    <message>
        <source>%1 of the image read back differs from the acquisition hash: the image is not what was acquired.</source>
        <translation>%1 dell&apos;immagine riletta differisce dall&apos;hash dell&apos;acquisizione: l&apos;immagine non è ciò che è stato acquisito.</translation>
    </message>
    <message>
        <source>No hash of the image differs, but %1 was not computed again, so the image is not shown to be what was acquired.</source>
        <translation>Nessun hash dell&apos;immagine differisce, ma %1 non è stato ricalcolato, quindi non è dimostrato che l&apos;immagine sia ciò che è stato acquisito.</translation>
    </message>
    <message>
        <source>Every hash (%1) of the image read back equals the acquisition hash.</source>
        <translation>Ogni hash (%1) dell&apos;immagine riletta è uguale all&apos;hash dell&apos;acquisizione.</translation>
    </message>
    <message>
        <source>The second read of the source was cancelled before it finished.</source>
        <translation>La seconda lettura della sorgente è stata annullata prima del termine.</translation>
    </message>
    <message>
        <source>The source could not be read again: %1</source>
        <translation>Impossibile rileggere la sorgente: %1</translation>
    </message>
    <message>
        <source>The source read again has the acquisition hashes.</source>
        <translation>La sorgente riletta ha gli hash dell&apos;acquisizione.</translation>
    </message>
    <message>
        <source>The source read again has other hashes over unreadable sectors; this record predates the sector-by-sector comparison, so the source was not compared with the image.</source>
        <translation>La sorgente riletta ha altri hash a causa di settori illeggibili; questo record è precedente al confronto settore per settore, quindi la sorgente non è stata confrontata con l&apos;immagine.</translation>
    </message>
    <message>
        <source>The source read again does not have the acquisition hashes, although no sector was unreadable.</source>
        <translation>La sorgente riletta non ha gli hash dell&apos;acquisizione, sebbene nessun settore fosse illeggibile.</translation>
    </message>
    <message>
        <source>The source read again differs from the image: %1 bytes in sectors read both times, the first at byte offset %2.</source>
        <translation>La sorgente riletta differisce dall&apos;immagine: %1 byte in settori letti entrambe le volte, il primo all&apos;offset di byte %2.</translation>
    </message>
    <message>
        <source>No sector of the source could be read both times, so the source was not compared with the image.</source>
        <translation>Nessun settore della sorgente è stato letto entrambe le volte, quindi la sorgente non è stata confrontata con l&apos;immagine.</translation>
    </message>
    <message>
        <source>The source read again equals the image in every sector read both times (%1 bytes).</source>
        <translation>La sorgente riletta è uguale all&apos;immagine in ogni settore letto entrambe le volte (%1 byte).</translation>
    </message>
    <message>
        <source>%1 bytes unreadable in one of the two reads were not compared.</source>
        <translation>%1 byte illeggibili in una delle due letture non sono stati confrontati.</translation>
    </message>
    <message>
        <source>Of those, %1 bytes were unreadable during the acquisition and read now: their content is not in the image.</source>
        <translation>Di questi, %1 byte erano illeggibili durante l&apos;acquisizione e ora sono stati letti: il loro contenuto non è nell&apos;immagine.</translation>
    </message>
    <message>
        <source>No verification is recorded: the image has not been read back and compared with the acquisition hashes.</source>
        <translation>Nessuna verifica registrata: l&apos;immagine non è stata riletta e confrontata con gli hash dell&apos;acquisizione.</translation>
    </message>
    <message>
        <source>The acquisition has no hash to compare the verification with.</source>
        <translation>L&apos;acquisizione non ha alcun hash con cui confrontare la verifica.</translation>
    </message>
    <message>
        <source>The source was not read again.</source>
        <translation>La sorgente non è stata riletta.</translation>
    </message>
    <message>
        <source>The image could not be read for the comparison with the source: %1</source>
        <translation>Impossibile leggere l&apos;immagine per il confronto con la sorgente: %1</translation>
    </message>
    <message>
        <source>The software write-block was found lifted on %1 before the end of the acquisition: the source was writable at some point during it.</source>
        <translation>Il blocco della scrittura software è risultato rimosso su %1 prima della fine dell&apos;acquisizione: in un certo momento dell&apos;acquisizione la sorgente era scrivibile.</translation>
    </message>
</context>
<context>
    <name>Custody::VerifyDialog</name>
    <message>
        <source>Verify an image</source>
        <translation>Verifica un&apos;immagine</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Sfoglia…</translation>
    </message>
    <message>
        <source>&amp;Image:</source>
        <translation>&amp;Immagine:</translation>
    </message>
    <message>
        <source>&amp;Hashlogs:</source>
        <translation>&amp;Hashlog:</translation>
    </message>
    <message>
        <source>&amp;Add hashlog…</source>
        <translation>A&amp;ggiungi hashlog…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>Ri&amp;muovi</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>&amp;Verifica</translation>
    </message>
    <message>
        <source>Image to verify</source>
        <translation>Immagine da verificare</translation>
    </message>
    <message>
        <source>Hashlog</source>
        <translation>Hashlog</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 non è un file.</translation>
    </message>
    <message>
        <source>No hashlog found next to the image: add one.</source>
        <translation>Nessun hashlog trovato accanto all&apos;immagine: aggiungerne uno.</translation>
    </message>
    <message>
        <source>Looking for hashlogs next to the image…</source>
        <translation>Ricerca di hashlog accanto all&apos;immagine…</translation>
    </message>
    <message>
        <source>Choose the image (for a split or E01 image, any of its segments).</source>
        <translation>Scegliere l&apos;immagine (per un&apos;immagine suddivisa o E01, uno qualsiasi dei suoi segmenti).</translation>
    </message>
    <message>
        <source>optional: signatures must come from this CA (PEM)</source>
        <translation>facoltativo: le firme devono provenire da questa CA (PEM)</translation>
    </message>
    <message>
        <source>Brow&amp;se…</source>
        <translation>S&amp;foglia…</translation>
    </message>
    <message>
        <source>The CA certificate signers must chain to</source>
        <translation>Il certificato della CA a cui devono risalire i firmatari</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.crt);;All files (*)</source>
        <translation>File PEM (*.pem *.crt);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Still looking at %1 and for hashlogs next to it: its folder does not answer (a share that is slow or gone?).</source>
        <translation>Esame di %1 e ricerca di hashlog accanto a esso ancora in corso: la sua cartella non risponde (una condivisione lenta o non più disponibile?).</translation>
    </message>
    <message>
        <source>Read as</source>
        <translation>Letto come</translation>
    </message>
    <message>
        <source>its folder does not answer</source>
        <translation>la sua cartella non risponde</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>lettura…</translation>
    </message>
    <message>
        <source>not readable</source>
        <translation>non leggibile</translation>
    </message>
    <message>
        <source>%1 cannot be read as a hashlog: %2
Remove it, or add another.</source>
        <translation>%1 non può essere letto come hashlog: %2
Rimuoverlo o aggiungerne un altro.</translation>
    </message>
    <message>
        <source>Hashlogs</source>
        <translation>Hashlog</translation>
    </message>
    <message>
        <source>&amp;Trusted CA:</source>
        <translation>&amp;CA attendibile:</translation>
    </message>
</context>
<context>
    <name>Custody::VolumeMounts</name>
    <message>
        <source>encrypted: listed, not unlocked</source>
        <translation>cifrato: elencato, non sbloccato</translation>
    </message>
    <message>
        <source>not a file system (%1)</source>
        <translation>non è un file system (%1)</translation>
    </message>
    <message>
        <source>this kernel has no %1 driver</source>
        <translation>questo kernel non ha un driver %1</translation>
    </message>
    <message>
        <source>no loop device: %1</source>
        <translation>nessun dispositivo loop: %1</translation>
    </message>
    <message>
        <source>the mount failed: %1</source>
        <translation>montaggio non riuscito: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: in use by %2, set up on a file in it; detach it (losetup -d), then unmount again</source>
        <translation>%1: in uso da %2, configurato su un file al suo interno; scollegatelo (losetup -d), poi smontate di nuovo</translation>
    </message>
</context>
<context>
    <name>Custody::WipeCertificateActions</name>
    <message>
        <source>Save a copy of the wipe certificate</source>
        <translation>Salva una copia del certificato di cancellazione</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Wipe certificate</source>
        <translation>Certificato di cancellazione</translation>
    </message>
    <message>
        <source>Print the wipe certificate</source>
        <translation>Stampa il certificato di cancellazione</translation>
    </message>
</context>
<context>
    <name>Custody::WipeCertificateDocument</name>
    <message>
        <source>PASSED</source>
        <translation>SUPERATO</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>NON SUPERATO</translation>
    </message>
    <message>
        <source>CANCELLED</source>
        <translation>ANNULLATO</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>NON VERIFICATO</translation>
    </message>
    <message>
        <source>Sterile: every one of the %1 sectors the drive shows was read back from the medium holding the pattern %2. Nothing was written.</source>
        <translation>Sterile: ciascuno dei %1 settori esposti dall&apos;unità è stato riletto dal supporto e contiene il motivo %2. Non è stato scritto nulla.</translation>
    </message>
    <message>
        <source>Sterile: every one of the %1 sectors the drive shows was written with the pattern %2 and read back from the medium holding it.</source>
        <translation>Sterile: ciascuno dei %1 settori esposti dall&apos;unità è stato scritto con il motivo %2 e riletto dal supporto, che lo contiene.</translation>
    </message>
    <message numerus="yes">
        <source>Not sterile: %n sector(s) do not hold the pattern (listed under Failed sectors).</source>
        <translation>
            <numerusform>Non sterile: %n settore non contiene il motivo (elencato in Settori non riusciti).</numerusform>
            <numerusform>Non sterile: %n settori non contengono il motivo (elencati in Settori non riusciti).</numerusform>
        </translation>
    </message>
    <message>
        <source>Not sterile: the wipe stopped before its end, after %1 of the %2 sectors were written and %3 read back: %4</source>
        <translation>Non sterile: la cancellazione sicura si è fermata prima della fine, dopo che %1 dei %2 settori erano stati scritti e %3 riletti: %4</translation>
    </message>
    <message>
        <source>Not sterile: cancelled by the examiner after %1 of the %2 sectors were written and %3 read back.</source>
        <translation>Non sterile: annullata dall&apos;esaminatore dopo che %1 dei %2 settori erano stati scritti e %3 riletti.</translation>
    </message>
    <message>
        <source>Not proven sterile: the sectors were not all read back from the medium (%1 of %2 read back, %3).</source>
        <translation>Sterilità non dimostrata: non tutti i settori sono stati riletti dal supporto (%1 di %2 riletti, %3).</translation>
    </message>
    <message>
        <source>%1 Not wiped: the host cannot write there.</source>
        <translation>%1 Non cancellato: l&apos;host non può scrivervi.</translation>
    </message>
    <message>
        <source>Drive wipe certificate</source>
        <translation>Certificato di cancellazione sicura dell&apos;unità</translation>
    </message>
    <message>
        <source>Custody wipe certificate · %1 · serial %2</source>
        <translation>Certificato di cancellazione Custody · %1 · numero di serie %2</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>non registrato</translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>creato il %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 di %2</translation>
    </message>
    <message>
        <source>Examiner&apos;s initials:</source>
        <translation>Iniziali dell&apos;esaminatore:</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Esito</translation>
    </message>
    <message>
        <source>%1 sectors (%2 bytes)</source>
        <translation>%1 settori (%2 byte)</translation>
    </message>
    <message>
        <source>zeros (0x00)</source>
        <translation>zeri (0x00)</translation>
    </message>
    <message>
        <source>random: the %1 keystream of the key and initial counter below, which make it again</source>
        <translation>casuale: il keystream %1 della chiave e del contatore iniziale riportati sotto, che permettono di rigenerarlo</translation>
    </message>
    <message>
        <source>the byte %1 in every position</source>
        <translation>il byte %1 in ogni posizione</translation>
    </message>
    <message>
        <source>verify only: nothing was written</source>
        <translation>solo verifica: non è stato scritto nulla</translation>
    </message>
    <message>
        <source>BLKZEROOUT: the drive (or the kernel for it) wrote zeros; a range it refused was written with O_DIRECT</source>
        <translation>BLKZEROOUT: l&apos;unità (o il kernel per suo conto) ha scritto zeri; un intervallo rifiutato è stato scritto con O_DIRECT</translation>
    </message>
    <message>
        <source>written in aligned blocks with O_DIRECT, then the drive&apos;s cache flushed</source>
        <translation>scritto in blocchi allineati con O_DIRECT, poi scaricata la cache dell&apos;unità</translation>
    </message>
    <message>
        <source>every sector read from the medium with O_DIRECT</source>
        <translation>ogni settore letto dal supporto con O_DIRECT</translation>
    </message>
    <message>
        <source>O_DIRECT refused by the device: read through the page cache after dropping it (BLKFLSBUF, POSIX_FADV_DONTNEED)</source>
        <translation>O_DIRECT rifiutato dal dispositivo: letto attraverso la cache delle pagine dopo averla svuotata (BLKFLSBUF, POSIX_FADV_DONTNEED)</translation>
    </message>
    <message>
        <source>O_DIRECT refused by the device and the page cache could not be dropped: the read-back may have come from memory</source>
        <translation>O_DIRECT rifiutato dal dispositivo e impossibile svuotare la cache delle pagine: la rilettura potrebbe provenire dalla memoria</translation>
    </message>
    <message>
        <source>first byte not the pattern at offset %1 (sector %2, byte %3): %4</source>
        <translation>primo byte diverso dal motivo all&apos;offset %1 (settore %2, byte %3): %4</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>errore di scrittura</translation>
    </message>
    <message>
        <source>read error</source>
        <translation>errore di lettura</translation>
    </message>
    <message>
        <source>not the pattern</source>
        <translation>non è il motivo</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>Certificato</translation>
    </message>
    <message>
        <source>Created (UTC)</source>
        <translation>Creato (UTC)</translation>
    </message>
    <message>
        <source>Created (local time)</source>
        <translation>Creato (ora locale)</translation>
    </message>
    <message>
        <source>Created by</source>
        <translation>Creato da</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Riga di comando</translation>
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
        <translation>Modello</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Numero di serie</translation>
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
        <translation>Dimensione</translation>
    </message>
    <message>
        <source>%1 bytes = %2 sectors of %3 bytes (%4)</source>
        <translation>%1 byte = %2 settori da %3 byte (%4)</translation>
    </message>
    <message>
        <source>Sector size</source>
        <translation>Dimensione del settore</translation>
    </message>
    <message>
        <source>%1 bytes logical, %2 bytes physical</source>
        <translation>%1 byte logici, %2 byte fisici</translation>
    </message>
    <message>
        <source>SMART at start</source>
        <translation>SMART all&apos;inizio</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not asked for</source>
        <translation>non richiesto</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>Aree nascoste</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Chiave</translation>
    </message>
    <message>
        <source>Initial counter</source>
        <translation>Contatore iniziale</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Metodo</translation>
    </message>
    <message>
        <source>Read-back</source>
        <translation>Rilettura</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Avviata</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Terminata</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durata</translation>
    </message>
    <message>
        <source>Sectors written</source>
        <translation>Settori scritti</translation>
    </message>
    <message>
        <source>Sectors verified</source>
        <translation>Settori verificati</translation>
    </message>
    <message>
        <source>Sectors failed</source>
        <translation>Settori non riusciti</translation>
    </message>
    <message>
        <source>Stopped by</source>
        <translation>Interrotta da</translation>
    </message>
    <message>
        <source>Wipe</source>
        <translation>Cancellazione sicura</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>Primo settore</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>Ultimo settore</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Settori</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo dell&apos;errore</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Dettaglio</translation>
    </message>
    <message>
        <source>Failed sectors</source>
        <translation>Settori non riusciti</translation>
    </message>
    <message>
        <source>holds the pattern, read back</source>
        <translation>contiene il motivo, riletto</translation>
    </message>
    <message>
        <source>written, not read back</source>
        <translation>scritto, non riletto</translation>
    </message>
    <message>
        <source>not written</source>
        <translation>non scritto</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>non letto</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>non riuscito</translation>
    </message>
    <message>
        <source>The drive&apos;s sectors, from the first to the last.</source>
        <translation>I settori dell&apos;unità, dal primo all&apos;ultimo.</translation>
    </message>
    <message>
        <source>Writing: bytes written over time.</source>
        <translation>Scrittura: byte scritti nel tempo.</translation>
    </message>
    <message>
        <source>Reading back: bytes read over time.</source>
        <translation>Rilettura: byte letti nel tempo.</translation>
    </message>
    <message>
        <source>Sector map and throughput</source>
        <translation>Mappa dei settori e velocità di trasferimento</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Firme</translation>
    </message>
    <message>
        <source>The undersigned confirm that this certificate describes the preparation of the drive they performed or witnessed.</source>
        <translation>I sottoscritti confermano che questo certificato descrive la preparazione dell&apos;unità da loro eseguita o a cui hanno assistito.</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>Esaminatore</translation>
    </message>
    <message>
        <source>Witness</source>
        <translation>Testimone</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>BLKZEROOUT: the drive (or the kernel for it) wrote zeros; a range it refused was written through the page cache (the device refuses O_DIRECT), then flushed</source>
        <translation>BLKZEROOUT: l&apos;unità (o il kernel per suo conto) ha scritto zeri; un intervallo rifiutato è stato scritto attraverso la cache delle pagine (il dispositivo rifiuta O_DIRECT), poi scaricato</translation>
    </message>
    <message>
        <source>written through the page cache (the device refuses O_DIRECT), then flushed to the drive and the drive&apos;s cache flushed</source>
        <translation>scritto attraverso la cache delle pagine (il dispositivo rifiuta O_DIRECT), poi scaricato sull&apos;unità e scaricata la cache dell&apos;unità</translation>
    </message>
</context>
<context>
    <name>Custody::WipeOutputs</name>
    <message>
        <source>a PDF needs the graphical libraries, which this process did not load</source>
        <translation>un PDF richiede le librerie grafiche, che questo processo non ha caricato</translation>
    </message>
</context>
<context>
    <name>Custody::WipePanel</name>
    <message>
        <source>Stop the wipe?</source>
        <translation>Interrompere la cancellazione sicura?</translation>
    </message>
    <message>
        <source>Wipe progress</source>
        <translation>Avanzamento della cancellazione sicura</translation>
    </message>
    <message>
        <source>Done:</source>
        <translation>Completato:</translation>
    </message>
    <message>
        <source>Rate (now / average):</source>
        <translation>Velocità (attuale / media):</translation>
    </message>
    <message>
        <source>Elapsed / remaining:</source>
        <translation>Trascorso / rimanente:</translation>
    </message>
    <message>
        <source>Phase:</source>
        <translation>Fase:</translation>
    </message>
    <message>
        <source>Failed sectors:</source>
        <translation>Settori non riusciti:</translation>
    </message>
    <message>
        <source>Writing</source>
        <translation>Scrittura</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>Verificato</translation>
    </message>
    <message>
        <source>Not written</source>
        <translation>Non scritto</translation>
    </message>
    <message>
        <source>Written, not read back</source>
        <translation>Scritto, non riletto</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Non riuscito</translation>
    </message>
    <message>
        <source>&amp;Cancel wipe</source>
        <translation>A&amp;nnulla cancellazione</translation>
    </message>
    <message>
        <source>Vie&amp;w certificate</source>
        <translation>&amp;Visualizza certificato</translation>
    </message>
    <message>
        <source>Save &amp;PDF…</source>
        <translation>Salva &amp;PDF…</translation>
    </message>
    <message>
        <source>Save a copy of the certificate&apos;s PDF, byte for byte, elsewhere</source>
        <translation>Salva altrove una copia del PDF del certificato, byte per byte</translation>
    </message>
    <message>
        <source>Pri&amp;nt certificate…</source>
        <translation>Stam&amp;pa certificato…</translation>
    </message>
    <message>
        <source>Check %1</source>
        <translation>Controllo di %1</translation>
    </message>
    <message>
        <source>Wipe %1</source>
        <translation>Cancellazione sicura di %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>NOT STARTED</source>
        <translation>NON AVVIATA</translation>
    </message>
    <message>
        <source>Preparing: checking the drive and the certificate&apos;s folder, reading SMART…</source>
        <translation>Preparazione: controllo dell&apos;unità e della cartella del certificato, lettura SMART…</translation>
    </message>
    <message>
        <source>not started: %1</source>
        <translation>non avviata: %1</translation>
    </message>
    <message>
        <source>%1, but a certificate file was not written</source>
        <translation>%1, ma un file del certificato non è stato scritto</translation>
    </message>
    <message>
        <source>%1, not signed</source>
        <translation>%1, non firmato</translation>
    </message>
    <message>
        <source>Flushing the drive&apos;s cache to its medium…</source>
        <translation>Scaricamento della cache dell&apos;unità sul supporto…</translation>
    </message>
    <message>
        <source>Writing %1 on every sector of %2</source>
        <translation>Scrittura di %1 su ogni settore di %2</translation>
    </message>
    <message>
        <source>Reading every sector of %1 back and comparing it with %2</source>
        <translation>Rilettura di ogni settore di %1 e confronto con %2</translation>
    </message>
    <message>
        <source>Writing the certificate…</source>
        <translation>Scrittura del certificato…</translation>
    </message>
    <message>
        <source>Stop the check? The drive will not be called sterile; %1 of %2 sectors were read back.</source>
        <translation>Interrompere il controllo? L&apos;unità non verrà dichiarata sterile; sono stati riletti %1 settori su %2.</translation>
    </message>
    <message>
        <source>Stop the wipe? The drive will not be sterile; %1 of %2 sectors were written.</source>
        <translation>Interrompere la cancellazione sicura? L&apos;unità non sarà sterile; sono stati scritti %1 settori su %2.</translation>
    </message>
    <message>
        <source>Stopping: the certificate will say how far the wipe got…</source>
        <translation>Arresto: il certificato indicherà fin dove è arrivata la cancellazione…</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Non avviata</translation>
    </message>
    <message>
        <source>The wipe could not start: %1</source>
        <translation>Impossibile avviare la cancellazione sicura: %1</translation>
    </message>
    <message>
        <source>Ended; not every certificate file was written</source>
        <translation>Terminata; non tutti i file del certificato sono stati scritti</translation>
    </message>
    <message>
        <source>Ended; certificate: %1</source>
        <translation>Terminata; certificato: %1</translation>
    </message>
    <message>
        <source>Sectors read back: %1 of %2; failed: %3.</source>
        <translation>Settori riletti: %1 di %2; non riusciti: %3.</translation>
    </message>
    <message>
        <source>Sectors written: %1 of %2; read back: %3; failed: %4.</source>
        <translation>Settori scritti: %1 di %2; riletti: %3; non riusciti: %4.</translation>
    </message>
    <message>
        <source>Sectors %1 to %2: %3</source>
        <translation>Settori da %1 a %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more range(s) of failed sectors: the certificate lists them all.</source>
        <translation>
            <numerusform>… e %n altro intervallo di settori non riusciti: il certificato li elenca tutti.</numerusform>
            <numerusform>… e altri %n intervalli di settori non riusciti: il certificato li elenca tutti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hidden areas:</source>
        <translation>Aree nascoste:</translation>
    </message>
    <message>
        <source>Certificate not complete:</source>
        <translation>Certificato non completo:</translation>
    </message>
    <message>
        <source>A copy of the certificate was saved: %1</source>
        <translation>È stata salvata una copia del certificato: %1</translation>
    </message>
    <message>
        <source>Wipe certificate</source>
        <translation>Certificato di cancellazione</translation>
    </message>
    <message>
        <source>Not signed: the banner above says why</source>
        <translation>Non firmato: il banner qui sopra ne indica il motivo</translation>
    </message>
</context>
<context>
    <name>Custody::WipePattern</name>
    <message>
        <source>--pattern: &apos;%1&apos; is not zero, random or a byte written 0xNN (two hexadecimal digits, such as 0xff)</source>
        <translation>--pattern: &apos;%1&apos; non è zero, random o un byte scritto come 0xNN (due cifre esadecimali, ad esempio 0xff)</translation>
    </message>
    <message>
        <source>RAND_bytes failed: no random key</source>
        <translation>RAND_bytes non riuscito: nessuna chiave casuale</translation>
    </message>
    <message>
        <source>an AES-256-CTR key has 32 bytes and its counter 16</source>
        <translation>una chiave AES-256-CTR ha 32 byte e il suo contatore 16</translation>
    </message>
</context>
<context>
    <name>Custody::WipeRunner</name>
    <message>
        <source>it reports the serial number &quot;%1&quot;, but the drive confirmed was &quot;%2&quot;</source>
        <translation>riporta il numero di serie &quot;%1&quot;, ma l&apos;unità confermata era &quot;%2&quot;</translation>
    </message>
    <message>
        <source>it holds %1 bytes, but the drive confirmed held %2</source>
        <translation>contiene %1 byte, ma l&apos;unità confermata ne conteneva %2</translation>
    </message>
    <message>
        <source>%1: another drive under the same name? Choose it again in the drive list</source>
        <translation>%1: un&apos;altra unità con lo stesso nome? Sceglierla di nuovo nell&apos;elenco delle unità</translation>
    </message>
</context>
<context>
    <name>Custody::WriteBlockSession</name>
    <message>
        <source>refused: it holds %1 of this computer, which would stop if it were made read-only; image it without software write-block</source>
        <translation>rifiutato: contiene %1 di questo computer, che si arresterebbe se fosse reso di sola lettura; acquisirlo senza blocco della scrittura software</translation>
    </message>
</context>
<context>
    <name>Custody::WriteGate</name>
    <message>
        <source>%1, a segment of the source %2</source>
        <translation>%1, un segmento della sorgente %2</translation>
    </message>
    <message>
        <source>the source %1</source>
        <translation>la sorgente %1</translation>
    </message>
    <message>
        <source>it is an SQLite database (a case history or another program&apos;s)</source>
        <translation>è un database SQLite (una cronologia dei casi o il database di un altro programma)</translation>
    </message>
    <message>
        <source>it is a segment of an E01 image</source>
        <translation>è un segmento di un&apos;immagine E01</translation>
    </message>
    <message>
        <source>it is the map of an acquisition</source>
        <translation>è la mappa di un&apos;acquisizione</translation>
    </message>
    <message>
        <source>it is the record of an acquisition</source>
        <translation>è il record di un&apos;acquisizione</translation>
    </message>
    <message>
        <source>its name says it is an image (%1)</source>
        <translation>il suo nome indica che è un&apos;immagine (%1)</translation>
    </message>
    <message>
        <source>it belongs to the SQLite database %1</source>
        <translation>appartiene al database SQLite %1</translation>
    </message>
    <message>
        <source>nothing proves it is a file this operation wrote</source>
        <translation>nulla dimostra che sia un file scritto da questa operazione</translation>
    </message>
    <message>
        <source>it was replaced by another file while it was being checked</source>
        <translation>è stato sostituito da un altro file durante il controllo</translation>
    </message>
    <message>
        <source>it exists, and nothing proves it is a report this operation may replace; give a new file name, or move the file away</source>
        <translation>esiste, e nulla dimostra che sia un rapporto che questa operazione può sostituire; indicare un nuovo nome di file o spostare il file altrove</translation>
    </message>
    <message>
        <source>it is not a CMS signature (DER or PEM), so it is not removed with the signature of the file written anew</source>
        <translation>non è una firma CMS (DER o PEM), quindi non viene rimossa insieme alla firma del file riscritto</translation>
    </message>
    <message>
        <source>it is an image file of the acquisition %1</source>
        <translation>è un file immagine dell&apos;acquisizione %1</translation>
    </message>
    <message>
        <source>it is the map of the acquisition %1</source>
        <translation>è la mappa dell&apos;acquisizione %1</translation>
    </message>
    <message>
        <source>it is the record of the acquisition %1</source>
        <translation>è il record dell&apos;acquisizione %1</translation>
    </message>
    <message>
        <source>it is the log of the acquisition %1</source>
        <translation>è il registro dell&apos;acquisizione %1</translation>
    </message>
    <message>
        <source>it is a checksum file of the acquisition %1</source>
        <translation>è un file di checksum dell&apos;acquisizione %1</translation>
    </message>
    <message>
        <source>it holds the window digests of the acquisition %1</source>
        <translation>contiene i valori hash delle finestre dell&apos;acquisizione %1</translation>
    </message>
    <message>
        <source>it is a signature of a file of the acquisition %1</source>
        <translation>è una firma di un file dell&apos;acquisizione %1</translation>
    </message>
    <message>
        <source>it is the lock of the acquisition %1</source>
        <translation>è il file di lock dell&apos;acquisizione %1</translation>
    </message>
    <message>
        <source>it is the report of the acquisition %1</source>
        <translation>è il rapporto dell&apos;acquisizione %1</translation>
    </message>
    <message>
        <source>the name belongs to an image file of the acquisition %1</source>
        <translation>il nome appartiene a un file immagine dell&apos;acquisizione %1</translation>
    </message>
    <message>
        <source>the name belongs to the map of the acquisition %1</source>
        <translation>il nome appartiene alla mappa dell&apos;acquisizione %1</translation>
    </message>
    <message>
        <source>the name belongs to the record of the acquisition %1</source>
        <translation>il nome appartiene al record dell&apos;acquisizione %1</translation>
    </message>
    <message>
        <source>the name belongs to the log of the acquisition %1</source>
        <translation>il nome appartiene al registro dell&apos;acquisizione %1</translation>
    </message>
    <message>
        <source>the name belongs to a checksum file of the acquisition %1</source>
        <translation>il nome appartiene a un file di checksum dell&apos;acquisizione %1</translation>
    </message>
    <message>
        <source>the name belongs to the window digests of the acquisition %1</source>
        <translation>il nome appartiene ai valori hash delle finestre dell&apos;acquisizione %1</translation>
    </message>
    <message>
        <source>the name belongs to a signature of a file of the acquisition %1</source>
        <translation>il nome appartiene a una firma di un file dell&apos;acquisizione %1</translation>
    </message>
    <message>
        <source>the name belongs to the lock of the acquisition %1</source>
        <translation>il nome appartiene al file di lock dell&apos;acquisizione %1</translation>
    </message>
    <message>
        <source>the name belongs to the report of the acquisition %1</source>
        <translation>il nome appartiene al rapporto dell&apos;acquisizione %1</translation>
    </message>
    <message>
        <source>it does not exist (%1)</source>
        <translation>non esiste (%1)</translation>
    </message>
    <message>
        <source>it is not a block device; name a whole drive such as /dev/sdb</source>
        <translation>non è un dispositivo a blocchi; indicare un&apos;intera unità, ad esempio /dev/sdb</translation>
    </message>
    <message>
        <source>the kernel does not list it in sysfs, so what is on it and what uses it cannot be checked</source>
        <translation>il kernel non lo elenca in sysfs, quindi non è possibile controllare cosa contiene e cosa lo usa</translation>
    </message>
    <message>
        <source>it is a partition of /dev/%1; name the whole drive</source>
        <translation>è una partizione di /dev/%1; indicare l&apos;intera unità</translation>
    </message>
    <message>
        <source>it has no medium (its size is 0)</source>
        <translation>non contiene alcun supporto (la sua dimensione è 0)</translation>
    </message>
    <message>
        <source>this workstation uses it: %1</source>
        <translation>questa postazione lo utilizza: %1</translation>
    </message>
    <message>
        <source>%1 is mounted on %2; unmount it first</source>
        <translation>%1 è montato su %2; smontarlo prima</translation>
    </message>
    <message>
        <source>/dev/%1 (device-mapper, md or a similar device) is stacked on it; stop that device first</source>
        <translation>/dev/%1 (device-mapper, md o un dispositivo simile) vi è sovrapposto; arrestare prima quel dispositivo</translation>
    </message>
    <message>
        <source>it is read-only (write-blocked); Custody never lifts a write-block to write, lift it yourself if this is the right drive</source>
        <translation>è in sola lettura (bloccato in scrittura); Custody non rimuove mai un blocco della scrittura per scrivere: rimuoverlo manualmente se si tratta dell&apos;unità corretta</translation>
    </message>
    <message>
        <source>it is not the folder this operation created there as it was created: something was put in it or mounted on it, or it was replaced</source>
        <translation>non è la cartella che questa operazione vi ha creato, così come l&apos;ha creata: vi è stato messo o montato qualcosa, oppure è stata sostituita</translation>
    </message>
    <message>
        <source>a private folder is made only in a folder given by its absolute path</source>
        <translation>una cartella privata viene creata solo in una cartella indicata con il suo percorso assoluto</translation>
    </message>
    <message>
        <source>writing in it writes to the source or to what the source stands on</source>
        <translation>scrivervi scrive sulla sorgente o su ciò su cui la sorgente poggia</translation>
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
