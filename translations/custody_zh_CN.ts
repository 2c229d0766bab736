<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Custody::AcquireOptions</name>
    <message>
        <source>--%1 %2 is not a size of at least %3 bytes (examples: 4096, 256K, 1M, 2G)</source>
        <translation>--%1 %2 不是至少 %3 字节的大小（示例：4096, 256K, 1M, 2G）</translation>
    </message>
    <message>
        <source>Hash algorithms, comma-separated: md5, sha1, sha256, sha384, sha512, or none.</source>
        <translation>哈希算法，以逗号分隔：md5, sha1, sha256, sha384, sha512 或 none。</translation>
    </message>
    <message>
        <source>--hash %1: use md5, sha1, sha256, sha384, sha512 (comma-separated) or none</source>
        <translation>--hash %1: 请使用 md5, sha1, sha256, sha384, sha512（以逗号分隔）或 none</translation>
    </message>
    <message>
        <source>Bytes per read (K, M suffixes are binary).</source>
        <translation>每次读取的字节数（K、M 后缀按二进制计算）。</translation>
    </message>
    <message>
        <source>Error handling: forensic (bad blocks resolved on the spot) or rescue (good areas first, then trim, scrape and retry, for failing drives).</source>
        <translation>错误处理：forensic（当场处理坏块）或 rescue（先读完好区域，然后修剪、刮擦并重试，用于故障驱动器）。</translation>
    </message>
    <message>
        <source>--preset %1: use forensic or rescue</source>
        <translation>--preset %1: 请使用 forensic 或 rescue</translation>
    </message>
    <message>
        <source>Forensic: extra attempts at each unreadable sector (default 1). Rescue: retry passes over the bad sectors (default 0).</source>
        <translation>forensic：对每个不可读扇区的额外尝试次数（默认 1）。rescue：对坏扇区的重试遍数（默认 0）。</translation>
    </message>
    <message>
        <source>--retries %1: give a whole number from 0 to 100</source>
        <translation>--retries %1: 请给出 0 到 100 之间的整数</translation>
    </message>
    <message>
        <source>Unit of sector-by-sector re-reads: physical or logical sectors.</source>
        <translation>逐扇区重读的单位：physical（物理扇区）或 logical（逻辑扇区）。</translation>
    </message>
    <message>
        <source>--reread-unit %1: use physical or logical</source>
        <translation>--reread-unit %1: 请使用 physical 或 logical</translation>
    </message>
    <message>
        <source>Seconds between saves of the map (after flushing the image).</source>
        <translation>两次保存映射文件之间的秒数（在刷写镜像之后保存）。</translation>
    </message>
    <message>
        <source>--map-interval %1: give seconds from 0 to 3600</source>
        <translation>--map-interval %1: 请给出 0 到 3600 之间的秒数</translation>
    </message>
    <message>
        <source>Also hash every window of this size.</source>
        <translation>另外对每个此大小的窗口计算哈希。</translation>
    </message>
    <message>
        <source>Keep the SHA-256 of every finished window of this size in the map, which a resume checks the image against (default 64M; a resume keeps its earlier run&apos;s).</source>
        <translation>在映射文件中保存每个已完成的此大小窗口的 SHA-256，继续采集时据此检查镜像（默认 64M；继续采集时沿用先前运行的值）。</translation>
    </message>
    <message>
        <source>Fill for unreadable sectors: zero or a byte, 0xHH.</source>
        <translation>不可读扇区的填充：zero 或一个字节 0xHH。</translation>
    </message>
    <message>
        <source>--fill %1: use zero or a byte as 0xHH (e.g. 0xFF)</source>
        <translation>--fill %1: 请使用 zero 或 0xHH 形式的字节（例如 0xFF）</translation>
    </message>
    <message>
        <source>First reads around the page cache (direct, the default: faster, and after an error the page cache shrinks reads to 4 KiB and reads ahead into bad areas) or through it (buffered).</source>
        <translation>首次读取绕过页缓存（direct，默认：更快，且出错后页缓存会把读取缩小到 4 KiB 并预读进坏区）或经过页缓存（buffered）。</translation>
    </message>
    <message>
        <source>--copy-reads %1: use direct or buffered</source>
        <translation>--copy-reads %1: 请使用 direct 或 buffered</translation>
    </message>
    <message>
        <source>Block reads kept in flight at once: auto (the default: as many as make the source faster, up to 16) or a number from 1 (one at a time) to 64.</source>
        <translation>同时进行的块读取数：auto（默认：能让源读得更快的数量，最多 16）或 1（一次一个）到 64 之间的数字。</translation>
    </message>
    <message>
        <source>--reads-in-flight %1: use auto or a number from 1 to 64</source>
        <translation>--reads-in-flight %1: 请使用 auto 或 1 到 64 之间的数字</translation>
    </message>
    <message>
        <source>Image format: raw (BASE.dd, or BASE.001, … with --split) or e01 (Expert Witness, EnCase 6 layout: BASE.E01, BASE.E02, …; the rescue preset writes raw, then `custody-cli convert` makes the E01). E01 stores the MD5 and SHA-1: its default hashes are md5,sha1,sha256.</source>
        <translation>镜像格式：raw（BASE.dd，使用 --split 时为 BASE.001, …）或 e01（Expert Witness，EnCase 6 布局：BASE.E01, BASE.E02, …；rescue 预设写入 raw，然后由 `custody-cli convert` 生成 E01）。E01 存储 MD5 和 SHA-1：其默认哈希为 md5,sha1,sha256。</translation>
    </message>
    <message>
        <source>--format %1: use raw or e01</source>
        <translation>--format %1: 请使用 raw 或 e01</translation>
    </message>
    <message>
        <source>Split the raw image into files of this size (.001, …).</source>
        <translation>将 raw 镜像分割为此大小的文件（.001, …）。</translation>
    </message>
    <message>
        <source>--split is for raw images; an E01 is split with --segment-size</source>
        <translation>--split 用于 raw 镜像；E01 用 --segment-size 分段</translation>
    </message>
    <message>
        <source>E01: none, empty (only chunks of one repeated byte), fast or best.</source>
        <translation>E01：none、empty（仅压缩由同一字节重复构成的区块）、fast 或 best。</translation>
    </message>
    <message>
        <source>--compression %1: use none, empty, fast or best</source>
        <translation>--compression %1: 请使用 none, empty, fast 或 best</translation>
    </message>
    <message>
        <source>E01: the largest segment file (.E01, .E02, …, .E99, .EAA, …).</source>
        <translation>E01：分段文件的最大大小（.E01, .E02, …, .E99, .EAA, …）。</translation>
    </message>
    <message>
        <source>E01: bytes per chunk, a power of two from 16 to 32768 sectors (default 64 sectors, 32K of 512-byte sectors, as EnCase writes; X-Ways reads chunks of up to 256K only).</source>
        <translation>E01：每个区块的字节数，为 16 到 32768 个扇区之间的 2 的幂（默认 64 个扇区，即 512 字节扇区下的 32K，与 EnCase 写入的相同；X-Ways 只能读取最大 256K 的区块）。</translation>
    </message>
    <message>
        <source>E01: threads compressing chunks (default: one per core).</source>
        <translation>E01：压缩区块的线程数（默认：每个核心一个）。</translation>
    </message>
    <message>
        <source>--compression-threads %1: give a whole number from 1 to 256</source>
        <translation>--compression-threads %1: 请给出 1 到 256 之间的整数</translation>
    </message>
    <message>
        <source>Case number.</source>
        <translation>案件编号。</translation>
    </message>
    <message>
        <source>Evidence number.</source>
        <translation>证据编号。</translation>
    </message>
    <message>
        <source>Examiner&apos;s name.</source>
        <translation>检验员姓名。</translation>
    </message>
    <message>
        <source>Description of the evidence.</source>
        <translation>证据描述。</translation>
    </message>
    <message>
        <source>Notes.</source>
        <translation>备注。</translation>
    </message>
    <message>
        <source>After the acquisition, read the image back and check its hashes.</source>
        <translation>采集完成后，回读镜像并检查其哈希。</translation>
    </message>
    <message>
        <source>As --verify, then read the whole source again and record its hashes (they match only if the source reads back exactly as it did: not where sectors are bad).</source>
        <translation>同 --verify，然后再次读取整个源并记录其哈希（仅当源回读结果与之前完全相同时才一致：有坏扇区的地方则不然）。</translation>
    </message>
    <message>
        <source>Do not record the drive&apos;s SMART data (smartctl, read-only) at the start and end of a block device acquisition.</source>
        <translation>在块设备采集的开始和结束时不记录驱动器的 SMART 数据（smartctl，只读）。</translation>
    </message>
    <message>
        <source>Set the kernel read-only flag on a block device source and its partitions for the acquisition (needs root), and restore it afterwards.</source>
        <translation>采集期间为块设备源及其分区设置内核只读标志（需要 root），之后再恢复。</translation>
    </message>
    <message>
        <source>NBD over TLS (nbds://): the pre-shared keys file (username:hexkey lines, as nbdkit --tls-psk reads it).</source>
        <translation>基于 TLS 的 NBD（nbds://）：预共享密钥文件（username:hexkey 格式的行，与 nbdkit --tls-psk 读取的相同）。</translation>
    </message>
    <message>
        <source>--tls-psk: %1</source>
        <translation>--tls-psk: %1</translation>
    </message>
    <message>
        <source>NBD over TLS: the PSK identity to use (default: the login name).</source>
        <translation>基于 TLS 的 NBD：要使用的 PSK 身份（默认：登录名）。</translation>
    </message>
    <message>
        <source>NBD over TLS: a directory with the CA certificate (ca-cert.pem) that signed the server&apos;s, and a client certificate if the server asks for one.</source>
        <translation>基于 TLS 的 NBD：一个目录，包含签发服务器证书的 CA 证书（ca-cert.pem），以及服务器要求时使用的客户端证书。</translation>
    </message>
    <message>
        <source>--tls-certificates: %1 is not a folder: give the folder that holds ca-cert.pem (and client-cert.pem, client-key.pem)</source>
        <translation>--tls-certificates: %1 不是文件夹：请给出包含 ca-cert.pem（以及 client-cert.pem、client-key.pem）的文件夹</translation>
    </message>
    <message>
        <source>--tls-certificates: %1</source>
        <translation>--tls-certificates: %1</translation>
    </message>
    <message>
        <source>Overwrite existing output files.</source>
        <translation>覆盖已有的输出文件。</translation>
    </message>
    <message>
        <source>Continue an interrupted acquisition from OUTPUT_BASE.map (ours or GNU ddrescue&apos;s) and its image.</source>
        <translation>根据 OUTPUT_BASE.map（本程序的或 GNU ddrescue 的）及其镜像继续中断的采集。</translation>
    </message>
    <message>
        <source>--force starts over and --resume continues: give only one</source>
        <translation>--force 重新开始，--resume 继续：只能给出其中一个</translation>
    </message>
    <message>
        <source>--%1 needs at least one hash (--hash)</source>
        <translation>--%1 至少需要一种哈希（--hash）</translation>
    </message>
    <message>
        <source>--%1 is for E01 images: add --format e01</source>
        <translation>--%1 用于 E01 镜像：请添加 --format e01</translation>
    </message>
    <message>
        <source>--also %1 must name the image, not a folder</source>
        <translation>--also %1 必须指定镜像，而不是文件夹</translation>
    </message>
    <message>
        <source>--also-format %1: use raw, split or e01</source>
        <translation>--also-format %1: 请使用 raw, split 或 e01</translation>
    </message>
    <message>
        <source>--also-segment-size is for --also-format split or e01</source>
        <translation>--also-segment-size 用于 --also-format split 或 e01</translation>
    </message>
    <message>
        <source>--also-segment-size %1 is not a size of at least %2 bytes (examples: 1M, 650M, 2G)</source>
        <translation>--also-segment-size %1 不是至少 %2 字节的大小（示例：1M, 650M, 2G）</translation>
    </message>
    <message>
        <source>--also-format split needs --also-segment-size (each file&apos;s size)</source>
        <translation>--also-format split 需要 --also-segment-size（每个文件的大小）</translation>
    </message>
    <message>
        <source>--also-compression is for --also-format e01</source>
        <translation>--also-compression 用于 --also-format e01</translation>
    </message>
    <message>
        <source>--also-compression %1: use none, empty, fast or best</source>
        <translation>--also-compression %1: 请使用 none, empty, fast 或 best</translation>
    </message>
    <message>
        <source>--also-verify %1: use image or none</source>
        <translation>--also-verify %1: 请使用 image 或 none</translation>
    </message>
    <message>
        <source>--%1 needs a value</source>
        <translation>--%1 需要一个值</translation>
    </message>
    <message>
        <source>--%1: unknown option (the options of --also are --also-format, --also-segment-size, --also-compression and --also-verify)</source>
        <translation>--%1: 未知选项（--also 的选项有 --also-format、--also-segment-size、--also-compression 和 --also-verify）</translation>
    </message>
    <message>
        <source>--%1 applies to the --also before it: give --also BASE first</source>
        <translation>--%1 作用于它前面的 --also：请先给出 --also BASE</translation>
    </message>
    <message>
        <source>--%1 is given twice for --also %2</source>
        <translation>--also %2 的 --%1 给出了两次</translation>
    </message>
    <message>
        <source>%1 is given as an output twice: each output needs a base of its own</source>
        <translation>%1 被两次指定为输出：每个输出都需要自己的基本名</translation>
    </message>
    <message>
        <source>--resume continues one output: resume each on its own, each reading the source again for what it lacks:
%1</source>
        <translation>--resume 只继续一个输出：请分别继续每个输出，每个都会再次读取源以补齐其缺少的部分：
%1</translation>
    </message>
    <message>
        <source>Write another image of the same read, with its own files (image, map, checksums, log, record) at this base; repeatable. The --also-* options after it are its own.</source>
        <translation>将同一次读取另写入一个镜像，在此基本名下拥有自己的文件（镜像、映射文件、校验和、日志、记录）；可重复。其后的 --also-* 选项属于它。</translation>
    </message>
    <message>
        <source>That output&apos;s format: raw, split (files of --also-segment-size) or e01 (64-sector chunks).</source>
        <translation>该输出的格式：raw、split（大小为 --also-segment-size 的文件）或 e01（64 扇区的区块）。</translation>
    </message>
    <message>
        <source>That output&apos;s file size (split) or largest segment (e01, default 2G).</source>
        <translation>该输出的文件大小（split）或最大分段（e01，默认 2G）。</translation>
    </message>
    <message>
        <source>That E01 output&apos;s compression: none, empty, fast or best.</source>
        <translation>该 E01 输出的压缩方式：none, empty, fast 或 best。</translation>
    </message>
    <message>
        <source>Read that output back and hash it again: image or none (default: image with --verify or --verify-source).</source>
        <translation>回读该输出并再次计算哈希：image 或 none（默认：使用 --verify 或 --verify-source 时为 image）。</translation>
    </message>
    <message>
        <source>Write the source onto this whole drive instead of image files (a clone; a restore when the source is an image: raw, split .001 or E01). Refused when the drive is smaller than the source, is the source or holds it, is a partition, a system disk, mounted or read-only. OUTPUT_BASE names the map, the log and the record. Asks for the drive&apos;s serial on a terminal (or --yes).</source>
        <translation>将源写入此整个驱动器，而不是写入镜像文件（克隆；源为镜像时即还原：raw、split .001 或 E01）。若驱动器小于源、就是源或包含源、是分区、系统盘、已挂载或只读，则拒绝。OUTPUT_BASE 用于命名映射文件、日志和记录。会在终端上询问驱动器的序列号（或使用 --yes）。</translation>
    </message>
    <message>
        <source>--clone: the drive&apos;s sectors past the source&apos;s last are left as they are (leave, the default), or written with zeros or a byte 0xHH (and read back with --verify).</source>
        <translation>--clone：驱动器上超出源最后一个扇区的扇区保持原样（leave，默认），或写入零或字节 0xHH（使用 --verify 时会回读）。</translation>
    </message>
    <message>
        <source>--excess is for clones: add --clone DEVICE</source>
        <translation>--excess 用于克隆：请添加 --clone DEVICE</translation>
    </message>
    <message>
        <source>--excess %1: use leave, zero or a byte as 0xHH</source>
        <translation>--excess %1: 请使用 leave, zero 或 0xHH 形式的字节</translation>
    </message>
    <message>
        <source>--clone writes a drive, not image files: leave out --format and --split</source>
        <translation>--clone 写入的是驱动器而不是镜像文件：请去掉 --format 和 --split</translation>
    </message>
    <message>
        <source>--chap-file: %1</source>
        <translation>--chap-file: %1</translation>
    </message>
    <message>
        <source>NBD and iSCSI: seconds the server may stay silent (connecting, or with reads waiting) before the source counts as gone (the map is saved; --resume continues).</source>
        <translation>NBD 和 iSCSI：服务器可以保持无响应的秒数（连接时，或有读取在等待时），超时后视为源已丢失（映射文件会被保存；--resume 可继续）。</translation>
    </message>
    <message>
        <source>--network-timeout %1: give seconds from 1 to 86400</source>
        <translation>--network-timeout %1: 请给出 1 到 86400 之间的秒数</translation>
    </message>
    <message>
        <source>NBD and iSCSI: after a lost connection, connect again up to this many times before the source counts as gone (0: never).</source>
        <translation>NBD 和 iSCSI：连接断开后最多重新连接的次数，超过后视为源已丢失（0：从不重连）。</translation>
    </message>
    <message>
        <source>--network-reconnect %1: give a number from 0 to 1000</source>
        <translation>--network-reconnect %1: 请给出 0 到 1000 之间的数字</translation>
    </message>
    <message>
        <source>NBD and iSCSI: seconds to wait before each attempt to connect again.</source>
        <translation>NBD 和 iSCSI：每次尝试重新连接前等待的秒数。</translation>
    </message>
    <message>
        <source>--network-reconnect-delay %1: give seconds from 0 to 3600</source>
        <translation>--network-reconnect-delay %1: 请给出 0 到 3600 之间的秒数</translation>
    </message>
    <message>
        <source>--tls-* are for NBD sources (nbd://, nbds://, nbd+unix://), not %1</source>
        <translation>--tls-* 用于 NBD 源（nbd://, nbds://, nbd+unix://），而不是 %1</translation>
    </message>
    <message>
        <source>--chap-file is for iSCSI sources (iscsi://), not %1</source>
        <translation>--chap-file 用于 iSCSI 源（iscsi://），而不是 %1</translation>
    </message>
    <message>
        <source>--network-* are for network sources (nbd://, nbds://, nbd+unix://, iscsi://), not %1</source>
        <translation>--network-* 用于网络源（nbd://, nbds://, nbd+unix://, iscsi://），而不是 %1</translation>
    </message>
    <message>
        <source>Do not read the source&apos;s partition table, partitions and file systems at the start (a failing drive: not one read more than imaging needs).</source>
        <translation>开始时不读取源的分区表、分区和文件系统（用于故障驱动器：不做采集所需之外的任何读取）。</translation>
    </message>
    <message>
        <source>Do not count all-zero and repeated-byte sectors while imaging (the record, log and report then say nothing of what the data looks like).</source>
        <translation>采集时不统计全零扇区和重复字节扇区（这样记录、日志和报告中就不会描述数据的情况）。</translation>
    </message>
    <message>
        <source>iSCSI: the CHAP secrets file (username:secret lines, readable by its owner only); the user is the one the URI names (iscsi://USER@HOST/…), or the file&apos;s only one. A line &quot;target username:secret&quot; asks the target to prove itself with them (mutual CHAP).</source>
        <translation>iSCSI：CHAP 密钥文件（每行 username:secret，仅其所有者可读）；用户为 URI 中指定的用户（iscsi://用户@主机/…），或文件中唯一的用户。一行“target username:secret”要求目标以此证明自己的身份（双向 CHAP）。</translation>
    </message>
    <message>
        <source>Acquire the source only while the drive holding it reports this serial number and size in bytes (as &apos;custody-cli devices&apos; shows them; nothing before the &apos;:&apos; for a drive without a serial), and refuse any other drive at that path before anything is read or written: for scripts and queue files, where a device name may name another drive by the time the job runs.</source>
        <translation>仅当承载源的驱动器报告此序列号和此字节大小时才获取该源（如 &apos;custody-cli devices&apos; 所示；没有序列号的驱动器在 &apos;:&apos; 之前留空），并在读取或写入任何内容之前拒绝该路径上的任何其他驱动器：用于脚本和队列文件，因为到作业运行时，设备名称可能已指向另一个驱动器。</translation>
    </message>
    <message>
        <source>--expect-drive %1: give the drive&apos;s serial number and its size in bytes as SERIAL:BYTES (for example WD-WX12A3456789:1000204886016), as &apos;custody-cli devices&apos; shows them</source>
        <translation>--expect-drive %1：以 序列号:字节数 的形式给出驱动器的序列号及其字节大小（例如 WD-WX12A3456789:1000204886016），如 &apos;custody-cli devices&apos; 所示</translation>
    </message>
    <message>
        <source>--expect-drive is for a drive of this computer (/dev/…), not %1: a network source&apos;s identity is checked from its own pages</source>
        <translation>--expect-drive 用于本机的驱动器（/dev/…），而不是 %1：网络源的身份依据其自身的页面进行核对</translation>
    </message>
</context>
<context>
    <name>Custody::Acquisition</name>
    <message>
        <source>the destination folder does not exist</source>
        <translation>目标文件夹不存在</translation>
    </message>
    <message>
        <source>an earlier acquisition into this name was interrupted or has finished: resume it, or choose to start over</source>
        <translation>先前以此名称进行的采集已中断或已完成：请继续该采集，或选择重新开始</translation>
    </message>
    <message>
        <source>the output %1</source>
        <translation>输出 %1</translation>
    </message>
    <message>
        <source>the source %1</source>
        <translation>源 %1</translation>
    </message>
    <message>
        <source>an interrupted E01 acquisition cannot be resumed: acquire again, replacing its files, or acquire to raw with the rescue preset (which resumes) and convert the result to E01</source>
        <translation>中断的 E01 采集无法继续：请重新采集并替换其文件，或使用 rescue 预设采集为 raw（可以继续），再将结果转换为 E01</translation>
    </message>
    <message>
        <source>a resume continues one output: resume each output on its own, each reading the source again for what it lacks</source>
        <translation>继续采集只针对一个输出：请分别继续每个输出，每个都会再次读取源以补齐其缺少的部分</translation>
    </message>
    <message>
        <source>a clone onto a drive is not resumed: clone again with --force, which writes the drive from its first sector</source>
        <translation>克隆到驱动器的操作不能继续：请使用 --force 重新克隆，它会从第一个扇区开始写入驱动器</translation>
    </message>
    <message>
        <source>its identity cannot be read (%1)</source>
        <translation>无法读取其标识（%1）</translation>
    </message>
    <message>
        <source>%1, but the drive chosen has %2: another drive under the same name, or this one changed</source>
        <translation>%1，但所选驱动器为 %2：同名的另一个驱动器，或此驱动器已改变</translation>
    </message>
    <message>
        <source>it is not a drive</source>
        <translation>它不是驱动器</translation>
    </message>
    <message>
        <source>it reports %1</source>
        <translation>它报告 %1</translation>
    </message>
    <message>
        <source>no serial number and %1 bytes</source>
        <translation>无序列号、%1 字节</translation>
    </message>
    <message>
        <source>the serial number &quot;%1&quot; and %2 bytes</source>
        <translation>序列号“%1”、%2 字节</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionDialog</name>
    <message>
        <source>Acquire %1</source>
        <translation>采集 %1</translation>
    </message>
    <message>
        <source>Source: %1 — %2 (%3 bytes)</source>
        <translation>源：%1 — %2（%3 字节）</translation>
    </message>
    <message>
        <source>Mounted on %1: the file systems may change while they are imaged. Unmount them first if you can.</source>
        <translation>已挂载于 %1：文件系统在采集期间可能发生变化。如有可能，请先卸载它们。</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>The image is written as NAME.dd (or NAME.001, NAME.002, … when split), with NAME.map, NAME.txt, NAME.json and checksum files beside it.</source>
        <translation>镜像写为 NAME.dd（分割时为 NAME.001, NAME.002, …），旁边还有 NAME.map、NAME.txt、NAME.json 和校验和文件。</translation>
    </message>
    <message>
        <source>Acquisition</source>
        <translation>采集</translation>
    </message>
    <message>
        <source>Hashes:</source>
        <translation>哈希：</translation>
    </message>
    <message>
        <source>Forensic: resolve bad blocks on the spot, hash in one pass</source>
        <translation>取证：当场处理坏块，一遍完成哈希</translation>
    </message>
    <message>
        <source>Rescue: good areas first, then trim, scrape, retry (failing drives)</source>
        <translation>救援：先读完好区域，然后修剪、刮擦、重试（用于故障驱动器）</translation>
    </message>
    <message>
        <source>&amp;Verify: read the image back and compare its hashes</source>
        <translation>验证(&amp;V)：回读镜像并比较其哈希</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>高级</translation>
    </message>
    <message>
        <source>&amp;Retries:</source>
        <translation>重试次数(&amp;R)：</translation>
    </message>
    <message>
        <source>The byte written in place of unreadable sectors, as 0xHH.</source>
        <translation>写入以代替不可读扇区的字节，格式为 0xHH。</translation>
    </message>
    <message>
        <source>Suggested by SMART: %1</source>
        <translation>SMART 建议：%1</translation>
    </message>
    <message>
        <source>SMART suggests the rescue preset for this drive: %1</source>
        <translation>SMART 建议对此驱动器使用救援预设：%1</translation>
    </message>
    <message>
        <source>Destination folder</source>
        <translation>目标文件夹</translation>
    </message>
    <message>
        <source>Choose a destination folder.</source>
        <translation>请选择目标文件夹。</translation>
    </message>
    <message>
        <source>You may not write into %1.</source>
        <translation>您无权写入 %1。</translation>
    </message>
    <message>
        <source>Give the image a name.</source>
        <translation>请为镜像命名。</translation>
    </message>
    <message>
        <source>The image name must not contain &apos;/&apos;.</source>
        <translation>镜像名称不能包含 &apos;/&apos;。</translation>
    </message>
    <message>
        <source>Only %1 free at the destination, the source holds %2: the acquisition will stop when the disk is full.</source>
        <translation>目标位置仅剩 %1 可用空间，而源有 %2：磁盘写满时采集将会停止。</translation>
    </message>
    <message>
        <source>Choose at least one hash.</source>
        <translation>请至少选择一种哈希。</translation>
    </message>
    <message>
        <source>Give the fill byte as 0x followed by two hex digits, e.g. 0x00.</source>
        <translation>请以 0x 加两位十六进制数字的形式给出填充字节，例如 0x00。</translation>
    </message>
    <message>
        <source>Use 0x followed by two hex digits, e.g. 0x00.</source>
        <translation>请使用 0x 加两位十六进制数字，例如 0x00。</translation>
    </message>
    <message>
        <source>Files exist</source>
        <translation>文件已存在</translation>
    </message>
    <message>
        <source>These files exist already:
%1</source>
        <translation>以下文件已经存在：
%1</translation>
    </message>
    <message>
        <source>&amp;Resume that acquisition</source>
        <translation>继续该采集(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Overwrite them</source>
        <translation>覆盖这些文件(&amp;O)</translation>
    </message>
    <message>
        <source>For&amp;mat:</source>
        <translation>格式(&amp;M)：</translation>
    </message>
    <message>
        <source>Bloc&amp;k size:</source>
        <translation>块大小(&amp;K)：</translation>
    </message>
    <message>
        <source>Error polic&amp;y:</source>
        <translation>错误策略(&amp;Y)：</translation>
    </message>
    <message>
        <source>Soft&amp;ware write-block (kernel read-only flag)</source>
        <translation>软件写保护（内核只读标志）(&amp;W)</translation>
    </message>
    <message>
        <source>Sets the kernel read-only flag on the drive and all its partitions while imaging, and restores the previous flags afterwards. Needs root.</source>
        <translation>采集期间在驱动器及其所有分区上设置内核只读标志，之后恢复先前的标志。需要 root。</translation>
    </message>
    <message>
        <source>Fi&amp;ll unreadable sectors with:</source>
        <translation>不可读扇区填充为(&amp;L)：</translation>
    </message>
    <message>
        <source>Direct I/O: read around the page cache</source>
        <translation>直接 I/O：绕过页缓存读取</translation>
    </message>
    <message>
        <source>Also re-read the so&amp;urce and compare its hashes</source>
        <translation>同时重新读取源并比较其哈希(&amp;U)</translation>
    </message>
    <message>
        <source>Reads the whole source a second time after the acquisition and compares its hashes. On a failing drive the extra read adds wear.</source>
        <translation>采集后再次读取整个源并比较其哈希。对于故障驱动器，额外的读取会加剧磨损。</translation>
    </message>
    <message>
        <source>Only root may set the kernel read-only flag: start Custody as root to write-block the drive, or use a hardware write blocker.</source>
        <translation>只有 root 才能设置内核只读标志：请以 root 身份启动 Custody 来对驱动器写保护，或使用硬件写保护器。</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>正在检查 %1…</translation>
    </message>
    <message>
        <source>%1 does not answer: is it a network share that is slow or gone? Wait, or choose another folder.</source>
        <translation>%1 没有响应：它是不是缓慢或已断开的网络共享？请等待，或选择其他文件夹。</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Also hash every window of this size, so that a later verification can say where an image changed, not only that it did.</source>
        <translation>另外对每个此大小的窗口计算哈希，以便日后的验证不仅能指出镜像是否发生了变化，还能指出变化的位置。</translation>
    </message>
    <message>
        <source>&amp;Hash windows:</source>
        <translation>哈希窗口(&amp;H)：</translation>
    </message>
    <message>
        <source>Acquire a disk of this workstation?</source>
        <translation>要采集本工作站的磁盘吗？</translation>
    </message>
    <message>
        <source>%1 holds %2. It changes while it is read, so its image will not be a consistent copy of any moment, and it is not write-blocked. Acquire it anyway?</source>
        <translation>%1 上有 %2。它在读取时仍在变化，因此其镜像不会是任何时刻的一致副本，而且它没有写保护。仍要采集吗？</translation>
    </message>
    <message>
        <source>%1 is a disk of this workstation: it holds %2. It is acquired only on an explicit override, and never write-blocked (that would stop the system).</source>
        <translation>%1 是本工作站的磁盘：其上有 %2。只有在明确选择强制时才会采集它，且绝不会写保护（那会使系统停止运行）。</translation>
    </message>
    <message>
        <source>Acquire this &amp;workstation disk anyway</source>
        <translation>仍然采集此工作站磁盘(&amp;W)</translation>
    </message>
    <message>
        <source>Tick the override to acquire a disk of this workstation.</source>
        <translation>勾选强制选项以采集本工作站的磁盘。</translation>
    </message>
    <message>
        <source>%1.001, .002, … (%2 each)</source>
        <translation>%1.001, .002, …（每个 %2）</translation>
    </message>
    <message>
        <source>no hash</source>
        <translation>无哈希</translation>
    </message>
    <message>
        <source>windows of %1</source>
        <translation>%1 的窗口</translation>
    </message>
    <message>
        <source>rescue</source>
        <translation>救援</translation>
    </message>
    <message>
        <source>forensic</source>
        <translation>取证</translation>
    </message>
    <message>
        <source>image and source read back</source>
        <translation>回读镜像和源</translation>
    </message>
    <message>
        <source>image read back</source>
        <translation>回读镜像</translation>
    </message>
    <message>
        <source>not read back</source>
        <translation>不回读</translation>
    </message>
    <message>
        <source>write-blocked</source>
        <translation>已写保护</translation>
    </message>
    <message>
        <source>not write-blocked</source>
        <translation>未写保护</translation>
    </message>
    <message>
        <source>Start images %1 (%2) into %3
%4</source>
        <translation>“开始”将把 %1（%2）采集到 %3
%4</translation>
    </message>
    <message>
        <source>The image name is built from this pattern as the case fields are typed, until the name is edited by hand:
%1</source>
        <translation>在输入案件字段时，镜像名称按此模式生成，直到手动编辑名称为止：
%1</translation>
    </message>
    <message>
        <source>Name &amp;template:</source>
        <translation>名称模板(&amp;T)：</translation>
    </message>
    <message>
        <source>%1 could not be created: check the path and your permissions, or choose another folder.</source>
        <translation>无法创建 %1：请检查路径和您的权限，或选择其他文件夹。</translation>
    </message>
    <message>
        <source>%1 free at the destination; the image needs %2.</source>
        <translation>目标位置有 %1 可用空间；镜像需要 %2。</translation>
    </message>
    <message>
        <source>Files written: %1</source>
        <translation>已写入的文件：%1</translation>
    </message>
    <message>
        <source>The folder %1 does not exist: create it, or choose another.</source>
        <translation>文件夹 %1 不存在：请创建它，或选择其他文件夹。</translation>
    </message>
    <message>
        <source>An E01 image stores the MD5 and SHA-1 of the media.</source>
        <translation>E01 镜像会存储介质的 MD5 和 SHA-1。</translation>
    </message>
    <message>
        <source>An E01 is written in order, and the rescue preset reads out of order: acquire to raw with it, then convert the finished acquisition to E01 from its tab.</source>
        <translation>E01 是按顺序写入的，而救援预设不按顺序读取：请用它采集为 raw，然后在该采集的标签页中将完成的采集转换为 E01。</translation>
    </message>
    <message>
        <source>%1.E01, .E02, … (%2 at most each, %3)</source>
        <translation>%1.E01, .E02, …（每个最多 %2，%3）</translation>
    </message>
    <message>
        <source>Com&amp;pression:</source>
        <translation>压缩(&amp;P)：</translation>
    </message>
    <message>
        <source>%1 does not answer: is it on a network share that is slow or gone? Wait, or cancel.</source>
        <translation>%1 没有响应：它是否位于缓慢或已断开的网络共享上？请等待，或取消。</translation>
    </message>
    <message>
        <source>Looking for earlier files of %1…</source>
        <translation>正在查找 %1 先前的文件…</translation>
    </message>
    <message>
        <source>Creating %1…</source>
        <translation>正在创建 %1…</translation>
    </message>
    <message numerus="yes">
        <source>Files written: %1 … %2 (%n files; all of them in the tooltip)</source>
        <translation>
            <numerusform>已写入的文件：%1 … %2（共 %n 个文件；完整列表见工具提示）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Files written: %n file(s), named in the tooltip</source>
        <translation>
            <numerusform>已写入的文件：%n 个，文件名见工具提示</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more image(s)</source>
        <translation>
            <numerusform>另外 %n 个镜像</numerusform>
        </translation>
    </message>
    <message>
        <source>Overwrite %1</source>
        <translation>覆盖 %1</translation>
    </message>
    <message>
        <source>Start clones %1 (%2) onto %3, overwriting it
%4</source>
        <translation>“开始”将把 %1（%2）克隆到 %3 上并覆盖它
%4</translation>
    </message>
    <message>
        <source>Start restores %1 (%2) onto %3, overwriting it
%4</source>
        <translation>“开始”将把 %1（%2）还原到 %3 上并覆盖它
%4</translation>
    </message>
    <message>
        <source>%1 takes the main image&apos;s place: the folder and name above hold only the map, the log and the record of the clone.</source>
        <translation>%1 取代了主镜像的位置：上面的文件夹和名称只用于克隆的映射文件、日志和记录。</translation>
    </message>
    <message>
        <source>Its sectors past the source are left as they are.</source>
        <translation>其超出源的扇区保持原样。</translation>
    </message>
    <message>
        <source>Its sectors past the source are written with zeros.</source>
        <translation>其超出源的扇区写入零。</translation>
    </message>
    <message>
        <source>Its sectors past the source are written with 0x%1.</source>
        <translation>其超出源的扇区写入 0x%1。</translation>
    </message>
    <message>
        <source>Its first %1 are overwritten with the drive %2, sector for sector.</source>
        <translation>其前 %1 将被驱动器 %2 逐扇区覆盖。</translation>
    </message>
    <message>
        <source>Its first %1 are overwritten with the image %2, sector for sector.</source>
        <translation>其前 %1 将被镜像 %2 逐扇区覆盖。</translation>
    </message>
    <message>
        <source>Not encrypted: the evidence crosses the network in plaintext, readable by anyone on the way; the record and the report will say so.</source>
        <translation>未加密：证据以明文经网络传输，途中任何人都能读取；记录和报告会注明这一点。</translation>
    </message>
    <message>
        <source>Create this folder</source>
        <translation>创建此文件夹</translation>
    </message>
    <message>
        <source>Ima&amp;ge name:</source>
        <translation>镜像名称(&amp;G)：</translation>
    </message>
    <message>
        <source>Segment si&amp;ze:</source>
        <translation>分段大小(&amp;Z)：</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionLock</name>
    <message>
        <source>another process</source>
        <translation>另一个进程</translation>
    </message>
    <message>
        <source>held by %1; lock file %2</source>
        <translation>由 %1 持有；锁文件 %2</translation>
    </message>
    <message>
        <source>its lock file %1 keeps changing</source>
        <translation>其锁文件 %1 不断变化</translation>
    </message>
    <message>
        <source>a file of that name is there that is not a Custody lock file, and taking the lock would overwrite it; move it away</source>
        <translation>存在一个同名文件，但它不是 Custody 锁文件，获取锁会覆盖它；请将其移走</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionOutputs</name>
    <message>
        <source>Earlier runs of this acquisition, as the log recorded them:</source>
        <translation>此采集先前的运行（据日志记录）：</translation>
    </message>
    <message>
        <source>%1: not written</source>
        <translation>%1：未写入</translation>
    </message>
    <message>
        <source>%1: %2 of %3 bytes copied, %4 bytes unreadable, saved %5</source>
        <translation>%1：已复制 %3 字节中的 %2 字节，%4 字节不可读，保存于 %5</translation>
    </message>
    <message>
        <source>%1: %2 bytes</source>
        <translation>%1：%2 字节</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionPanel</name>
    <message>
        <source>Cancel the acquisition?</source>
        <translation>取消采集吗？</translation>
    </message>
    <message>
        <source>Stop imaging %1? The image and its map are kept: you can resume later.</source>
        <translation>停止采集 %1 吗？镜像及其映射文件会保留：您可以稍后继续。</translation>
    </message>
    <message>
        <source>Acquisition progress</source>
        <translation>采集进度</translation>
    </message>
    <message>
        <source>Done:</source>
        <translation>已完成：</translation>
    </message>
    <message>
        <source>Rate (now / average):</source>
        <translation>速率（当前 / 平均）：</translation>
    </message>
    <message>
        <source>Elapsed / remaining:</source>
        <translation>已用 / 剩余时间：</translation>
    </message>
    <message>
        <source>Pass:</source>
        <translation>遍次：</translation>
    </message>
    <message>
        <source>Bad sectors:</source>
        <translation>坏扇区：</translation>
    </message>
    <message>
        <source>&amp;Cancel acquisition</source>
        <translation>取消采集(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>Imaging %1 into %2</source>
        <translation>正在将 %1 采集到 %2</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1（%2 字节）</translation>
    </message>
    <message>
        <source>Stopping: flushing the image and saving the map…</source>
        <translation>正在停止：正在刷写镜像并保存映射文件…</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>未开始</translation>
    </message>
    <message>
        <source>The acquisition could not start: %1</source>
        <translation>无法开始采集：%1</translation>
    </message>
    <message>
        <source>The image and the map are kept: Resume continues where it stopped.</source>
        <translation>镜像和映射文件已保留：“继续”会从停止处接着进行。</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Pri&amp;nt report…</source>
        <translation>打印报告(&amp;N)…</translation>
    </message>
    <message>
        <source>Report saved: %1 (its SHA-256 is in the acquisition log)</source>
        <translation>报告已保存：%1（其 SHA-256 记录在采集日志中）</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>Preparing: checking the source and the destination, reading SMART…</source>
        <translation>正在准备：正在检查源和目标，读取 SMART…</translation>
    </message>
    <message>
        <source>Writing the checksum files, the log and the record…</source>
        <translation>正在写入校验和文件、日志和记录…</translation>
    </message>
    <message>
        <source>Output folder</source>
        <translation>输出文件夹</translation>
    </message>
    <message>
        <source>No file manager is set up on this desktop. The outputs are in %1.</source>
        <translation>此桌面未设置文件管理器。输出位于 %1。</translation>
    </message>
    <message>
        <source>Open output f&amp;older</source>
        <translation>打开输出文件夹(&amp;O)</translation>
    </message>
    <message>
        <source>Vie&amp;w report</source>
        <translation>查看报告(&amp;W)</translation>
    </message>
    <message>
        <source>Resume writes the missing files once the image is found unchanged.</source>
        <translation>确认镜像未被更改后，“继续”会写入缺失的文件。</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s), the first started %1: %2 in %3 of reading, %4 on average.</source>
        <translation>
            <numerusform>%n 次运行，第一次开始于 %1：用 %3 读取了 %2，平均 %4。</numerusform>
        </translation>
    </message>
    <message>
        <source>COMPLETE</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>STOPPED</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Save &amp;PDF report…</source>
        <translation>保存 PDF 报告(&amp;P)…</translation>
    </message>
    <message>
        <source>not started: %1</source>
        <translation>未开始：%1</translation>
    </message>
    <message>
        <source>%1, but a file was not written</source>
        <translation>%1，但有文件未写入</translation>
    </message>
    <message>
        <source>Con&amp;vert to E01…</source>
        <translation>转换为 E01(&amp;V)…</translation>
    </message>
    <message>
        <source>An interrupted E01 acquisition cannot be resumed: acquire again, or acquire to raw with the rescue preset and convert the result to E01.</source>
        <translation>中断的 E01 采集无法继续：请重新采集，或使用救援预设采集为 raw，再将结果转换为 E01。</translation>
    </message>
    <message>
        <source>Resuming: checking the %1 the earlier runs wrote against the digests their map kept: %2 done</source>
        <translation>正在继续：正在对照映射文件保存的摘要检查先前运行写入的 %1：已完成 %2</translation>
    </message>
    <message>
        <source>not signed</source>
        <translation>未签名</translation>
    </message>
    <message>
        <source>%1, not signed</source>
        <translation>%1，未签名</translation>
    </message>
    <message>
        <source>%1, write-block not lifted</source>
        <translation>%1，写保护未解除</translation>
    </message>
    <message>
        <source>%1, write-block lifted during the run</source>
        <translation>%1，写保护在运行期间被解除</translation>
    </message>
    <message>
        <source>Write the image as an E01 beside it, checked against this acquisition&apos;s hashes in the same read. Asks for compression and segment size first.</source>
        <translation>在镜像旁写入一个 E01 格式的副本，并在同一次读取中对照此次采集的哈希进行检查。会先询问压缩方式和分段大小。</translation>
    </message>
    <message>
        <source>Converted: %1</source>
        <translation>已转换：%1</translation>
    </message>
    <message>
        <source>Finished; converted to E01: %1</source>
        <translation>已完成；已转换为 E01：%1</translation>
    </message>
    <message>
        <source>E01 written.</source>
        <translation>E01 已写入。</translation>
    </message>
    <message>
        <source>%1 exists already.</source>
        <translation>%1 已存在。</translation>
    </message>
    <message>
        <source>Verifying: %1, %2 at %3…</source>
        <translation>正在验证：%1，%2，速度 %3…</translation>
    </message>
    <message>
        <source>Not signed: the banner above says why</source>
        <translation>未签名：原因见上方横幅</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionSource</name>
    <message>
        <source>The acquisition asks the drive again when it starts; its log and report say what it found.</source>
        <translation>采集开始时会再次询问驱动器；其日志和报告会说明结果。</translation>
    </message>
    <message>
        <source>Whether this drive hides sectors from the host (HPA, DCO, detached namespaces) is still being checked.</source>
        <translation>仍在检查此驱动器是否向主机隐藏了扇区（HPA、DCO、分离的命名空间）。</translation>
    </message>
    <message>
        <source>This drive hides sectors from the host: %1</source>
        <translation>此驱动器向主机隐藏了扇区：%1</translation>
    </message>
    <message>
        <source>Hidden areas: none. The drive shows all its %1.</source>
        <translation>隐藏区域：无。驱动器显示了全部 %1。</translation>
    </message>
    <message>
        <source>Hidden areas unknown: %1</source>
        <translation>隐藏区域未知：%1</translation>
    </message>
</context>
<context>
    <name>Custody::AcquisitionSummary</name>
    <message>
        <source>Acquisition completed.</source>
        <translation>采集已完成。</translation>
    </message>
    <message>
        <source>Every area of the source was tried and the image is complete.</source>
        <translation>源的每个区域都已尝试读取，镜像完整。</translation>
    </message>
    <message>
        <source>Acquisition FAILED.</source>
        <translation>采集失败。</translation>
    </message>
    <message>
        <source>Acquisition STOPPED.</source>
        <translation>采集已停止。</translation>
    </message>
    <message>
        <source>The acquisition was stopped before the end. The image is incomplete and has no hash.</source>
        <translation>采集在结束前被停止。镜像不完整，且没有哈希。</translation>
    </message>
    <message>
        <source>Nothing read.</source>
        <translation>未读取任何数据。</translation>
    </message>
    <message>
        <source>The record holds no map: nothing of the source is known to have been read.</source>
        <translation>记录中没有映射：无法确认已读取源的任何部分。</translation>
    </message>
    <message>
        <source>No unreadable sector.</source>
        <translation>没有不可读扇区。</translation>
    </message>
    <message>
        <source>All %1 bytes of the source were read.</source>
        <translation>源的全部 %1 字节均已读取。</translation>
    </message>
    <message numerus="yes">
        <source>%1 bytes (%n bad sector(s)) could NOT be read and are filled with %2 in the image.</source>
        <translation>
            <numerusform>%1 字节（%n 个坏扇区）无法读取，在镜像中以 %2 填充。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes were NEVER read: the acquisition stopped before it reached them.</source>
        <translation>%1 字节从未被读取：采集在到达它们之前就已停止。</translation>
    </message>
    <message>
        <source>Not all of the source was read.</source>
        <translation>源未被完整读取。</translation>
    </message>
    <message>
        <source>%1 of %2 bytes read (%3). </source>
        <translation>已读取 %2 字节中的 %1 字节（%3）。 </translation>
    </message>
    <message>
        <source>Write-block LIFTED during the acquisition.</source>
        <translation>写保护在采集期间被解除。</translation>
    </message>
    <message>
        <source>The kernel read-only flag was found cleared on %1 when it was read again after the last read of the source: the source was writable at some point during the acquisition.</source>
        <translation>在最后一次读取源之后再次检查时，发现 %1 上的内核只读标志已被清除：源在采集期间的某个时刻是可写的。</translation>
    </message>
    <message>
        <source>Write-block not checked at the end.</source>
        <translation>结束时未检查写保护。</translation>
    </message>
    <message>
        <source>Write-block NOT lifted.</source>
        <translation>写保护未解除。</translation>
    </message>
    <message>
        <source>The kernel read-only flag could not be cleared on %1 after the acquisition, which may still be read-only: run blockdev --setrw on each of them, or unplug and re-plug the drive. This concerns the drive only, not the image or the acquisition&apos;s files.</source>
        <translation>采集后无法清除 %1 上的内核只读标志，它们可能仍为只读：请对其中每一个运行 blockdev --setrw，或拔下驱动器后重新插入。这只涉及驱动器，与镜像或采集的文件无关。</translation>
    </message>
    <message>
        <source>Verification: %1.</source>
        <translation>验证：%1。</translation>
    </message>
    <message>
        <source>A file was NOT written.</source>
        <translation>有文件未写入。</translation>
    </message>
    <message>
        <source>%1 Resume the acquisition to write its files again.</source>
        <translation>%1 请继续采集以重新写入其文件。</translation>
    </message>
    <message>
        <source>Kept, as they are on disk now:</source>
        <translation>已保留，与磁盘上当前的状态一致：</translation>
    </message>
    <message>
        <source>it was stopped</source>
        <translation>它已被停止</translation>
    </message>
    <message>
        <source>Another output NOT completed.</source>
        <translation>另一个输出未完成。</translation>
    </message>
    <message>
        <source>%1 (%2): %3. Its files are an interrupted acquisition&apos;s: it resumes on its own (custody-cli acquire with its base, its format and --resume), reading the source again for what it lacks.</source>
        <translation>%1（%2）：%3。其文件属于一次中断的采集：它可以单独继续（使用其基本名、格式和 --resume 运行 custody-cli acquire），并再次读取源以补齐缺少的部分。</translation>
    </message>
    <message>
        <source>%1 (%2): %3. An interrupted E01 acquisition cannot be resumed: acquire it again with --force (which replaces its files), or acquire to raw with --preset rescue, which resumes, and convert the result to E01.</source>
        <translation>%1（%2）：%3。中断的 E01 采集无法继续：请使用 --force 重新采集（会替换其文件），或使用 --preset rescue 采集为 raw（可以继续），再将结果转换为 E01。</translation>
    </message>
</context>
<context>
    <name>Custody::CaseFieldsForm</name>
    <message>
        <source>Case</source>
        <translation>案件</translation>
    </message>
    <message>
        <source>Case &amp;number:</source>
        <translation>案件编号(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Evidence number:</source>
        <translation>证据编号(&amp;E)：</translation>
    </message>
    <message>
        <source>E&amp;xaminer:</source>
        <translation>检验员(&amp;X)：</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>描述(&amp;D)：</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>备注(&amp;O)：</translation>
    </message>
</context>
<context>
    <name>Custody::CaseHistory</name>
    <message>
        <source>Qt&apos;s SQLite driver is not installed (Debian: libqt6sql6-sqlite)</source>
        <translation>未安装 Qt 的 SQLite 驱动（Debian：libqt6sql6-sqlite）</translation>
    </message>
    <message>
        <source>there is no history there yet</source>
        <translation>那里还没有历史记录</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>not a readable SQLite database</source>
        <translation>不是可读的 SQLite 数据库</translation>
    </message>
    <message>
        <source>newer schema</source>
        <translation>较新的架构</translation>
    </message>
    <message>
        <source>version %1, written by a later Custody; this one knows up to %2. Use the later version, or give another file</source>
        <translation>版本 %1，由更高版本的 Custody 写入；此版本最高只支持 %2。请使用更高版本，或指定其他文件</translation>
    </message>
    <message>
        <source>read</source>
        <translation>读取</translation>
    </message>
    <message>
        <source>the file is an SQLite database of something else</source>
        <translation>该文件是用于其他用途的 SQLite 数据库</translation>
    </message>
    <message>
        <source>set up</source>
        <translation>初始化</translation>
    </message>
    <message>
        <source>not a Custody history (no schema version)</source>
        <translation>不是 Custody 历史记录（没有架构版本）</translation>
    </message>
    <message>
        <source>SQLite keeps it out of WAL mode</source>
        <translation>SQLite 使其无法进入 WAL 模式</translation>
    </message>
    <message>
        <source>upgrade</source>
        <translation>升级</translation>
    </message>
    <message>
        <source>upgrade from schema %1</source>
        <translation>从架构 %1 升级</translation>
    </message>
    <message>
        <source>append</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>this history (schema %1) has no column %2</source>
        <translation>此历史记录（架构 %1）没有列 %2</translation>
    </message>
    <message>
        <source>row %1 is the first row but does not start the chain: the rows before it were removed, or it was inserted</source>
        <translation>第 %1 行是第一行，但不是链的起点：它之前的行已被删除，或者它是插入的</translation>
    </message>
    <message>
        <source>row %1 does not follow row %2: the rows between them were removed, or row %1 was inserted</source>
        <translation>第 %1 行未接在第 %2 行之后：两者之间的行已被删除，或者第 %1 行是插入的</translation>
    </message>
    <message>
        <source>row %1 does not follow row %2: a row was inserted in its place, or its link to the row before was changed</source>
        <translation>第 %1 行未接在第 %2 行之后：有一行被插入到它的位置，或者它与前一行的链接已被更改</translation>
    </message>
    <message>
        <source>row %1 was changed after it was written (or inserted): its columns do not give its hash</source>
        <translation>第 %1 行在写入后被更改（或是插入的）：其各列算不出它的哈希</translation>
    </message>
    <message>
        <source>row %1 and any after it were removed (the last row written was %2)</source>
        <translation>第 %1 行及其后的所有行已被删除（最后写入的行是第 %2 行）</translation>
    </message>
    <message>
        <source>the triggers that refuse changes to rows were removed</source>
        <translation>拒绝修改行的触发器已被删除</translation>
    </message>
    <message>
        <source>it is a symbolic link, which SQLite would follow to a file Custody cannot vouch for: give the path of the history itself</source>
        <translation>它是一个符号链接，SQLite 会跟随它指向一个 Custody 无法担保的文件：请给出历史记录本身的路径</translation>
    </message>
    <message>
        <source>it is a folder: give the path of a history file in it</source>
        <translation>它是一个文件夹：请给出其中某个历史记录文件的路径</translation>
    </message>
    <message>
        <source>it is not a regular file (a device, a FIFO or a socket): give the path of a Custody history or a new file name</source>
        <translation>它不是普通文件（而是设备、FIFO 或套接字）：请给出 Custody 历史记录的路径或新文件名</translation>
    </message>
    <message>
        <source>cannot look at it</source>
        <translation>无法查看它</translation>
    </message>
    <message>
        <source>there is no database there but there is %1, which belongs to another database or to a history that was moved away: SQLite would delete or replay it. Move it away, or choose another file name</source>
        <translation>那里没有数据库，但有 %1，它属于另一个数据库或已被移走的历史记录：SQLite 会删除或重放它。请将其移走，或选择其他文件名</translation>
    </message>
    <message>
        <source>it is an empty file, and Custody never leaves a history empty: it is not one. Choose a Custody history or a new file name, or remove the empty file if you made it</source>
        <translation>它是一个空文件，而 Custody 从不会让历史记录为空：它不是历史记录。请选择 Custody 历史记录或新文件名；如果空文件是您创建的，请删除它</translation>
    </message>
    <message>
        <source>cannot read it</source>
        <translation>无法读取它</translation>
    </message>
    <message>
        <source>it is not a readable SQLite database, so not a Custody history, and Custody does not write it: choose a Custody history or a new file name</source>
        <translation>它不是可读的 SQLite 数据库，因此不是 Custody 历史记录，Custody 也不会写入它：请选择 Custody 历史记录或新文件名</translation>
    </message>
    <message>
        <source>it is an SQLite database of something else (application id 0x%1, where a Custody history has 0x%2), and Custody never opens another program&apos;s database: choose a Custody history or a new file name</source>
        <translation>它是用于其他用途的 SQLite 数据库（应用程序 ID 为 0x%1，而 Custody 历史记录为 0x%2），Custody 从不打开其他程序的数据库：请选择 Custody 历史记录或新文件名</translation>
    </message>
    <message>
        <source>%1 beside it is not a regular file, and SQLite would write through it: move it away</source>
        <translation>它旁边的 %1 不是普通文件，SQLite 会通过它写入：请将其移走</translation>
    </message>
    <message>
        <source>cannot create a file in its folder</source>
        <translation>无法在其文件夹中创建文件</translation>
    </message>
    <message>
        <source>create: %1</source>
        <translation>创建：%1</translation>
    </message>
    <message>
        <source>cannot sync the new history</source>
        <translation>无法同步新的历史记录</translation>
    </message>
    <message>
        <source>cannot give the new history its name</source>
        <translation>无法为新的历史记录命名</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <source>cannot make a private copy to read</source>
        <translation>无法创建用于读取的私有副本</translation>
    </message>
    <message>
        <source>cannot make a private copy to read: %1</source>
        <translation>无法创建用于读取的私有副本：%1</translation>
    </message>
    <message>
        <source>it was removed while it was being read</source>
        <translation>它在读取过程中被删除了</translation>
    </message>
    <message>
        <source>it kept changing while a private copy was made to read it: try again</source>
        <translation>在为读取它而创建私有副本时，它一直在变化：请重试</translation>
    </message>
    <message>
        <source>it is not a readable SQLite database: it ends before its header does. Custody does not write it: keep it as found, and choose a Custody history or a new file name</source>
        <translation>它不是可读的 SQLite 数据库：文件在其文件头结束之前就结束了。Custody 不会写入它：请保持其原样，并选择 Custody 历史记录或新文件名</translation>
    </message>
    <message>
        <source>it was removed while it was being created</source>
        <translation>它在创建过程中被删除了</translation>
    </message>
    <message>
        <source>the history was opened to be read only</source>
        <translation>历史记录以只读方式打开</translation>
    </message>
    <message>
        <source>the table chain_head has no row</source>
        <translation>表 chain_head 中没有行</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver is not installed (Debian: libqt6sql6-psql)</source>
        <translation>未安装 Qt 的 PostgreSQL 驱动（Debian：libqt6sql6-psql）</translation>
    </message>
    <message>
        <source>connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>this login may not use the history: the database&apos;s owner grants it the role custody_station (%1)</source>
        <translation>此登录名不能使用该历史记录：需由数据库所有者为其授予角色 custody_station（%1）</translation>
    </message>
    <message>
        <source>this login may not read the history: the database&apos;s owner grants it the role custody_station (%1)</source>
        <translation>此登录名不能读取该历史记录：需由数据库所有者为其授予角色 custody_station（%1）</translation>
    </message>
    <message>
        <source>the database is not a Custody history (%1): its owner sets it up with &apos;custody-cli history init URL&apos;</source>
        <translation>该数据库不是 Custody 历史记录（%1）：应由其所有者使用 &apos;custody-cli history init URL&apos; 进行初始化</translation>
    </message>
    <message>
        <source>the database&apos;s custody_history table does not name a Custody history: Custody does not write it</source>
        <translation>该数据库的 custody_history 表未指明 Custody 历史记录：Custody 不会写入它</translation>
    </message>
    <message>
        <source>version %1, written by a later Custody; this one knows up to %2. Use the later version, or give another history</source>
        <translation>版本 %1，由更高版本的 Custody 写入；此版本最高只支持 %2。请使用更高版本，或指定其他历史记录</translation>
    </message>
    <message>
        <source>the history has no events table, or this login may not read it (grant it the role custody_station)</source>
        <translation>该历史记录没有 events 表，或此登录名无权读取它（请为其授予角色 custody_station）</translation>
    </message>
    <message>
        <source>the login may not create the role custody_station: run init as a login with CREATEROLE, or have the server&apos;s administrator create the role first (%1)</source>
        <translation>该登录名不能创建角色 custody_station：请以具有 CREATEROLE 的登录名运行 init，或请服务器管理员先创建该角色（%1）</translation>
    </message>
    <message>
        <source>the schema was not made: %1</source>
        <translation>未创建架构：%1</translation>
    </message>
    <message>
        <source>connect: %1</source>
        <translation>连接：%1</translation>
    </message>
    <message>
        <source>it has a table named events that is not a Custody history&apos;s: set up the history in a database of its own</source>
        <translation>它有一个名为 events 的表，但不属于 Custody 历史记录：请在单独的数据库中初始化历史记录</translation>
    </message>
    <message>
        <source>its encoding is %1: a history keeps paths and names in any language, so make it with ENCODING &apos;UTF8&apos;</source>
        <translation>其编码为 %1：历史记录会保存任何语言的路径和名称，因此请使用 ENCODING &apos;UTF8&apos; 创建它</translation>
    </message>
    <message>
        <source>set up: %1</source>
        <translation>初始化：%1</translation>
    </message>
    <message>
        <source>row %1 and any after it are not in the chain&apos;s head (chain_head, at row %2): they were inserted, or the head was changed</source>
        <translation>第 %1 行及其后的行不在链头（chain_head，位于第 %2 行）之内：它们是插入的，或者链头已被更改</translation>
    </message>
    <message>
        <source>row %1 is not the row the chain&apos;s head (chain_head) was given: it was replaced</source>
        <translation>第 %1 行不是链头（chain_head）所记录的那一行：它已被替换</translation>
    </message>
    <message>
        <source>the chain&apos;s head (table chain_head) cannot be read: %1</source>
        <translation>无法读取链头（表 chain_head）：%1</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 was removed</source>
        <translation>%2 上的触发器 %1 已被删除</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 is disabled</source>
        <translation>%2 上的触发器 %1 已被禁用</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 was changed: %3</source>
        <translation>%2 上的触发器 %1 已被更改：%3</translation>
    </message>
    <message>
        <source>the trigger %1 on %2 runs a function that was changed</source>
        <translation>%2 上的触发器 %1 运行的函数已被更改</translation>
    </message>
    <message>
        <source>a rule (%1) was added to the table %2: it can turn changes into something else</source>
        <translation>表 %2 上添加了规则（%1）：它可以把更改变成其他操作</translation>
    </message>
    <message>
        <source>row security was turned on for the table %1: it can hide rows from the check</source>
        <translation>表 %1 启用了行级安全：它可以对检查隐藏行</translation>
    </message>
    <message>
        <source>the database did not store the row (%1 rows stored): a trigger that is not Custody&apos;s may be in the way</source>
        <translation>数据库没有存储该行（存储了 %1 行）：可能有一个非 Custody 的触发器在起作用</translation>
    </message>
    <message>
        <source>a trigger that is not Custody&apos;s was added: %1</source>
        <translation>添加了一个非 Custody 的触发器：%1</translation>
    </message>
    <message>
        <source>the server asks this login for a password: keep it in ~/.pgpass (or the file PGPASSFILE names), a service file&apos;s passfile, or PGPASSWORD, never in the URL</source>
        <translation>服务器要求此登录提供密码：请将其保存在 ~/.pgpass（或 PGPASSFILE 指定的文件）、服务文件的 passfile 或 PGPASSWORD 中，切勿放在 URL 中</translation>
    </message>
    <message>
        <source>the server refused the password this station gave for the login: correct it where it is kept (~/.pgpass, the file PGPASSFILE names, a service file&apos;s passfile, or PGPASSWORD)</source>
        <translation>服务器拒绝了本工作站为此登录提供的密码：请在其保存位置更正（~/.pgpass、PGPASSFILE 指定的文件、服务文件的 passfile 或 PGPASSWORD）</translation>
    </message>
    <message>
        <source>the schema&apos;s steps left it at schema %1, not %2</source>
        <translation>架构步骤使其停留在架构 %1，而非 %2</translation>
    </message>
    <message>
        <source>as %1 from %2, %3</source>
        <translation>以 %1 身份从 %2 到达，%3</translation>
    </message>
    <message>
        <source>it is a Custody history (schema %1) already: nothing was changed</source>
        <translation>它已是 Custody 案件历史（架构 %1）：未作任何更改</translation>
    </message>
    <message>
        <source>upgrade: %1</source>
        <translation>升级：%1</translation>
    </message>
    <message>
        <source>it was upgraded to schema %1 meanwhile: nothing was changed</source>
        <translation>它已在此期间升级到架构 %1：未作任何更改</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver did not say which sslmode the connection used</source>
        <translation>Qt 的 PostgreSQL 驱动未说明连接使用了哪种 sslmode</translation>
    </message>
    <message>
        <source>the history says it is schema %1, but its events table is schema %2&apos;s: the table custody_history was changed</source>
        <translation>该历史自称为架构 %1，但其 events 表属于架构 %2：custody_history 表已被更改</translation>
    </message>
</context>
<context>
    <name>Custody::CloneDestination</name>
    <message>
        <source>it holds %1 bytes (%2 sectors of %3 bytes), %4 bytes (%5 sectors) fewer than the %6 bytes of the source</source>
        <translation>它的容量为 %1 字节（%2 个 %3 字节的扇区），比源的 %6 字节少 %4 字节（%5 个扇区）</translation>
    </message>
    <message>
        <source>the source&apos;s %1 bytes are not whole sectors of the drive&apos;s %2 bytes: its last sector would be written only in part</source>
        <translation>源的 %1 字节不是驱动器 %2 字节扇区的整数倍：其最后一个扇区将只被部分写入</translation>
    </message>
    <message>
        <source>it reports the serial number &quot;%1&quot; and %2 bytes, but the drive confirmed was &quot;%3&quot; with %4 bytes: another drive under the same name? Choose it again</source>
        <translation>它报告的序列号为 &quot;%1&quot;、容量为 %2 字节，但已确认的驱动器是 &quot;%3&quot;，容量为 %4 字节：是同名的另一个驱动器吗？请重新选择</translation>
    </message>
    <message>
        <source>no memory for a block</source>
        <translation>没有可用于块的内存</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>pwrite of sectors %1</source>
        <translation>pwrite 扇区 %1</translation>
    </message>
    <message>
        <source>%1 bytes of the excess sectors read back otherwise than written</source>
        <translation>多余扇区中有 %1 字节的回读结果与写入的不同</translation>
    </message>
</context>
<context>
    <name>Custody::CloneDriveDialog</name>
    <message>
        <source>%1 holds %2, the source %3: it is %4 bytes (%5 sectors of %6 bytes) too small. A clone needs a drive at least as large as the source; nothing is written to a smaller one.</source>
        <translation>%1 的容量为 %2，源为 %3：它小了 %4 字节（%5 个 %6 字节的扇区）。克隆需要至少与源一样大的驱动器；不会向较小的驱动器写入任何内容。</translation>
    </message>
    <message>
        <source>Clone to a drive</source>
        <translation>克隆到驱动器</translation>
    </message>
    <message>
        <source>The drive chosen is overwritten with the source, sector for sector. Drives the write gate refuses (the source and what it stands on, system disks, mounted or read-only drives) and drives smaller than the source (%1) cannot be chosen.</source>
        <translation>所选驱动器将被源逐扇区覆盖。写入检查拒绝的驱动器（源及其所在的设备、系统盘、已挂载或只读的驱动器）以及小于源（%1）的驱动器不能选择。</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <source>Model and serial</source>
        <translation>型号和序列号</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Left as they are</source>
        <translation>保持原样</translation>
    </message>
    <message>
        <source>Written with zeros</source>
        <translation>写入零</translation>
    </message>
    <message>
        <source>Written with a byte</source>
        <translation>写入一个字节</translation>
    </message>
    <message>
        <source>The byte written past the source&apos;s last sector, as 0xHH.</source>
        <translation>在源最后一个扇区之后写入的字节，格式为 0xHH。</translation>
    </message>
    <message>
        <source>Sectors &amp;past the source:</source>
        <translation>超出源的扇区(&amp;P)：</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <source>May be overwritten</source>
        <translation>可以覆盖</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>The device list shows no drive.</source>
        <translation>设备列表中没有驱动器。</translation>
    </message>
    <message>
        <source>Asking the write gate about each drive…</source>
        <translation>正在就每个驱动器询问写入检查…</translation>
    </message>
    <message>
        <source>Choose the drive to overwrite.</source>
        <translation>请选择要覆盖的驱动器。</translation>
    </message>
    <message>
        <source>Give the byte as 0x followed by two hex digits, e.g. 0xff.</source>
        <translation>请以 0x 加两位十六进制数字的形式给出字节，例如 0xff。</translation>
    </message>
    <message>
        <source>Drives to clone onto</source>
        <translation>可克隆到的驱动器</translation>
    </message>
    <message>
        <source>Choose this &amp;drive</source>
        <translation>选择此驱动器(&amp;D)</translation>
    </message>
</context>
<context>
    <name>Custody::CloneText</name>
    <message>
        <source>sectors %1 to %2 (%3 bytes)</source>
        <translation>扇区 %1 至 %2（%3 字节）</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>零</translation>
    </message>
    <message>
        <source>the byte %1</source>
        <translation>字节 %1</translation>
    </message>
    <message>
        <source>No excess sectors.</source>
        <translation>没有多余扇区。</translation>
    </message>
    <message>
        <source>The drive holds as many bytes as the source.</source>
        <translation>驱动器的容量与源的字节数相同。</translation>
    </message>
    <message>
        <source>Excess sectors left as they were.</source>
        <translation>多余扇区保持原样。</translation>
    </message>
    <message>
        <source>The drive&apos;s %1 past the source were neither written nor read: they hold what they held before.</source>
        <translation>驱动器超出源的 %1 既未写入也未读取：其中仍是原来的内容。</translation>
    </message>
    <message>
        <source>Excess sectors NOT wiped.</source>
        <translation>多余扇区未擦除。</translation>
    </message>
    <message>
        <source>%1 of the %2 were written with %3. %4</source>
        <translation>%2 中有 %1 已写入 %3。%4</translation>
    </message>
    <message>
        <source>Excess sectors wiped and verified.</source>
        <translation>多余扇区已擦除并验证。</translation>
    </message>
    <message>
        <source>The drive&apos;s %1 past the source were written with %2 and read back equal to it.</source>
        <translation>驱动器超出源的 %1 已写入 %2，回读结果与之相同。</translation>
    </message>
    <message>
        <source>%1 of the %2 were written with %3: the clone stopped before the rest.</source>
        <translation>%2 中有 %1 已写入 %3：克隆在写完其余部分之前停止了。</translation>
    </message>
    <message>
        <source>Excess sectors wiped, not verified.</source>
        <translation>多余扇区已擦除，未验证。</translation>
    </message>
    <message>
        <source>The drive&apos;s %1 past the source were written with %2, and not read back (--verify reads them back).</source>
        <translation>驱动器超出源的 %1 已写入 %2，但未回读（--verify 会回读它们）。</translation>
    </message>
    <message>
        <source>serial %1</source>
        <translation>序列号 %1</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Read back from the drive with O_DIRECT, from the medium rather than the page cache: %1.</source>
        <translation>使用 O_DIRECT 从驱动器回读，读自介质而非页缓存：%1。</translation>
    </message>
    <message>
        <source>Read back from the drive through the page cache, perhaps from memory: writing out or dropping its cached pages failed (%1): %2.</source>
        <translation>通过页缓存从驱动器回读，可能读自内存：写出或丢弃其缓存页失败（%1）：%2。</translation>
    </message>
    <message>
        <source>Read back from the drive through the page cache, written out and dropped first (the drive refused O_DIRECT): %1.</source>
        <translation>通过页缓存从驱动器回读，事先已写出并丢弃缓存（驱动器拒绝了 O_DIRECT）：%1。</translation>
    </message>
    <message>
        <source>Cloned onto %1.</source>
        <translation>已克隆到 %1。</translation>
    </message>
    <message>
        <source>Its %1 hold the source, with the fill where the source could not be read.</source>
        <translation>其 %1 保存了源的内容，源无法读取之处为填充值。</translation>
    </message>
    <message>
        <source>Clone INCOMPLETE on %1.</source>
        <translation>%1 上的克隆不完整。</translation>
    </message>
    <message>
        <source>Drive cache NOT flushed.</source>
        <translation>驱动器缓存未刷写。</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>序列号</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>固件</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>总线</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>%1 bytes = %2 sectors of %3 bytes (%4 bytes physical)</source>
        <translation>%1 字节 = %2 个 %3 字节的扇区（物理扇区 %4 字节）</translation>
    </message>
    <message>
        <source>SMART before the write</source>
        <translation>写入前的 SMART</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Source written to</source>
        <translation>源已写入</translation>
    </message>
    <message>
        <source>Read back</source>
        <translation>回读</translation>
    </message>
    <message>
        <source>with O_DIRECT, from the medium</source>
        <translation>使用 O_DIRECT，读自介质</translation>
    </message>
    <message>
        <source>through the page cache, written out and dropped first (the drive refused O_DIRECT)</source>
        <translation>通过页缓存，事先已写出并丢弃缓存（驱动器拒绝了 O_DIRECT）</translation>
    </message>
    <message>
        <source>Excess sectors</source>
        <translation>多余扇区</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Destination drive</source>
        <translation>目标驱动器</translation>
    </message>
    <message>
        <source>none of the %1 sectors of the source (%2 bytes)</source>
        <translation>源的 %1 个扇区均未写入（%2 字节）</translation>
    </message>
    <message>
        <source>sectors 0 to %1 of the %2 sectors of the source (%3 of %4 bytes)</source>
        <translation>源的 %2 个扇区中的第 0 至 %1 个扇区（%4 字节中的 %3 字节）</translation>
    </message>
    <message>
        <source>Written: %1. The drive is not a copy of the source. Clone again from the start (--force).</source>
        <translation>已写入：%1。该驱动器不是源的副本。请从头重新克隆（--force）。</translation>
    </message>
</context>
<context>
    <name>Custody::ContentText</name>
    <message>
        <source>%1 of %2 sectors read (%3)</source>
        <translation>已读取 %2 个扇区中的 %1 个（%3）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 sectors: %2</source>
        <translation>%1 扇区：%2</translation>
    </message>
    <message>
        <source>sectors %1 to %2 (%3)</source>
        <translation>扇区 %1 至 %2（%3）</translation>
    </message>
    <message>
        <source>Most of this drive reads as zeros (%1 of the sectors read), although SMART reports %2 power-on hours: a drive in use is rarely that empty. Before relying on the image, rule out a drive that answers with zeros instead of its data (a locked or self-encrypting drive, a failing controller or adapter, an SSD that discarded trimmed blocks, a host protected area or a DCO hiding the data).</source>
        <translation>此驱动器的大部分内容读出为零（占已读扇区的 %1），而 SMART 报告的通电时间为 %2 小时：正在使用的驱动器很少会这么空。在依赖该镜像之前，请排除驱动器以零代替其数据作答的可能（已锁定或自加密的驱动器、故障的控制器或适配器、丢弃了已 TRIM 块的 SSD、隐藏数据的 HPA 或 DCO）。</translation>
    </message>
    <message>
        <source>All zeros: %1</source>
        <translation>全零：%1</translation>
    </message>
    <message>
        <source>One other byte repeated: %1</source>
        <translation>其他单一字节重复：%1</translation>
    </message>
    <message>
        <source>Unreadable, not counted: %1 sectors</source>
        <translation>不可读，未计入：%1 个扇区</translation>
    </message>
    <message>
        <source>Zero run %1: %2</source>
        <translation>零值连续段 %1：%2</translation>
    </message>
    <message>
        <source>What the data looks like (%1-byte sectors):</source>
        <translation>数据概况（%1 字节扇区）：</translation>
    </message>
    <message>
        <source>What the data looks like</source>
        <translation>数据概况</translation>
    </message>
    <message>
        <source>Sectors read</source>
        <translation>已读扇区</translation>
    </message>
    <message>
        <source>All zeros</source>
        <translation>全零</translation>
    </message>
    <message>
        <source>One other byte repeated</source>
        <translation>其他单一字节重复</translation>
    </message>
    <message>
        <source>Unreadable, not counted</source>
        <translation>不可读，未计入</translation>
    </message>
    <message>
        <source>%1 sectors (the fill written in their place is not the drive&apos;s data)</source>
        <translation>%1 个扇区（写入其位置的填充值不是驱动器的数据）</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>起始扇区</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>结束扇区</translation>
    </message>
    <message>
        <source>Offset (bytes)</source>
        <translation>偏移量（字节）</translation>
    </message>
    <message>
        <source>Length (bytes)</source>
        <translation>长度（字节）</translation>
    </message>
    <message>
        <source>The longest runs of sectors read as zeros, longest first:</source>
        <translation>读出为零的最长扇区连续段，按长度从长到短排列：</translation>
    </message>
    <message>
        <source>Mostly zeros</source>
        <translation>大部分为零</translation>
    </message>
    <message>
        <source>Counted in the image as stored: a sector the acquisition could not read holds its fill here and counts as what the fill is (zeros by default); the acquisition&apos;s record tells the two apart.</source>
        <translation>按镜像中存储的内容统计：采集无法读取的扇区在此处保存的是填充值，并按填充值计入（默认为零）；采集的记录会区分这两者。</translation>
    </message>
    <message>
        <source>%1 sectors of %2 bytes</source>
        <translation>%1 个 %2 字节的扇区</translation>
    </message>
    <message>
        <source>Counted in the image as stored, except the sectors that the acquisition&apos;s record calls unreadable (%1): they hold the fill and count as unreadable, not as what the fill is.</source>
        <translation>按镜像中存储的内容统计，但采集的记录标为不可读的扇区除外（%1）：这些扇区保存的是填充值，计为不可读，而不按填充值计入。</translation>
    </message>
</context>
<context>
    <name>Custody::ConversionDialog</name>
    <message>
        <source>Convert to E01</source>
        <translation>转换为 E01</translation>
    </message>
    <message>
        <source>No E01 was made: %1</source>
        <translation>未生成 E01：%1</translation>
    </message>
    <message>
        <source>Written: %1. Every hash of the acquisition agrees with the image read for it:</source>
        <translation>已写入：%1。采集的每个哈希都与为其读取的镜像一致：</translation>
    </message>
    <message>
        <source>Write the image of this acquisition as %1.E01 (and further segments as needed) beside it? The image is only read; the E01 is kept only when every hash of the acquisition is found again in the same read, and the acquisition log then names it.</source>
        <translation>要在此采集的镜像旁将其写为 %1.E01（并根据需要写入后续分段）吗？镜像只会被读取；只有在同一次读取中再次得到采集的每个哈希时才会保留该 E01，随后采集日志会记录其名称。</translation>
    </message>
    <message>
        <source>Com&amp;pression:</source>
        <translation>压缩(&amp;P)：</translation>
    </message>
    <message>
        <source>Se&amp;gment size:</source>
        <translation>分段大小(&amp;G)：</translation>
    </message>
    <message>
        <source>Writing the E01 and checking the image against the acquisition&apos;s hashes in the same read…</source>
        <translation>正在写入 E01，并在同一次读取中对照采集的哈希检查镜像…</translation>
    </message>
    <message>
        <source>The acquisition log does not name it: %1</source>
        <translation>采集日志未记录它：%1</translation>
    </message>
    <message>
        <source>Stopping: the E01 written so far is removed…</source>
        <translation>正在停止：正在删除目前已写入的 E01…</translation>
    </message>
    <message>
        <source>The acquisition log names it, but its signature, now stale, was not removed: %1</source>
        <translation>采集日志已记录它，但其已过时的签名未被删除：%1</translation>
    </message>
    <message>
        <source>The acquisition log names it; its signature, now stale, was removed (the log is signed again when a signing identity is set).</source>
        <translation>采集日志已记录它；其已过时的签名已被删除（设置签名身份后会重新对日志签名）。</translation>
    </message>
    <message>
        <source>Con&amp;vert</source>
        <translation>转换(&amp;V)</translation>
    </message>
    <message>
        <source>Queued: the conversion starts when the job queue&apos;s limits let it (Jobs table). Cancel takes it out of the queue.</source>
        <translation>已排队：任务队列的限制允许时即开始转换（见任务表）。取消会将其移出队列。</translation>
    </message>
    <message>
        <source>E01 written, the hashes agree</source>
        <translation>E01 已写入，哈希值一致</translation>
    </message>
    <message>
        <source>nothing kept</source>
        <translation>未保留任何内容</translation>
    </message>
    <message>
        <source>Taken out of the job queue: nothing was written.</source>
        <translation>已移出任务队列：未写入任何内容。</translation>
    </message>
</context>
<context>
    <name>Custody::DashboardStatus</name>
    <message>
        <source>The status file %1 is not kept: %2</source>
        <translation>未保留状态文件 %1：%2</translation>
    </message>
    <message>
        <source>The status file %1 is no longer written: %2</source>
        <translation>不再写入状态文件 %1：%2</translation>
    </message>
    <message>
        <source>The status file %1 is not kept: give its full path</source>
        <translation>未保留状态文件 %1：请给出其完整路径</translation>
    </message>
</context>
<context>
    <name>Custody::DestinationDrive</name>
    <message>
        <source>the device node changed while it was checked; check which drive it names and try again</source>
        <translation>检查期间设备节点发生了变化；请确认它指向哪个驱动器，然后重试</translation>
    </message>
    <message>
        <source>the drive %1</source>
        <translation>驱动器 %1</translation>
    </message>
    <message>
        <source>the kernel says it is in use (mounted or held by another program)</source>
        <translation>内核报告它正在使用中（已挂载或被其他程序占用）</translation>
    </message>
    <message>
        <source>its size cannot be read</source>
        <translation>无法读取其大小</translation>
    </message>
</context>
<context>
    <name>Custody::DestinationList</name>
    <message>
        <source>More destinations</source>
        <translation>更多目标</translation>
    </message>
    <message>
        <source>Each destination is written from the same read, with the same hashes; double-click one to edit it.</source>
        <translation>每个目标都由同一次读取写入，哈希相同；双击某一项可编辑它。</translation>
    </message>
    <message>
        <source>&amp;Add image…</source>
        <translation>添加镜像(&amp;A)…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>%1 is the name of two outputs: give each its own name or folder.</source>
        <translation>%1 是两个输出的名称：请为每个输出指定各自的名称或文件夹。</translation>
    </message>
    <message>
        <source>E01</source>
        <translation>E01</translation>
    </message>
    <message>
        <source>split raw</source>
        <translation>分割 raw</translation>
    </message>
    <message>
        <source>raw</source>
        <translation>raw</translation>
    </message>
    <message>
        <source>Image %1 (%2)</source>
        <translation>镜像 %1（%2）</translation>
    </message>
    <message>
        <source>Image %1 (%2, read back)</source>
        <translation>镜像 %1（%2，回读）</translation>
    </message>
    <message>
        <source>Only the image above.</source>
        <translation>仅上面的镜像。</translation>
    </message>
    <message>
        <source>Write the source onto a whole drive, sector for sector (a restore when the source is an image file).</source>
        <translation>将源逐扇区写入整个驱动器（源为镜像文件时即还原）。</translation>
    </message>
    <message>
        <source>the sectors past the source left as they are</source>
        <translation>超出源的扇区保持原样</translation>
    </message>
    <message>
        <source>the sectors past the source written with zeros</source>
        <translation>超出源的扇区写入零</translation>
    </message>
    <message>
        <source>the sectors past the source written with 0x%1</source>
        <translation>超出源的扇区写入 0x%1</translation>
    </message>
    <message>
        <source>Clone onto %1: %2, %3; %4</source>
        <translation>克隆到 %1：%2，%3；%4</translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Clone to dr&amp;ive…</source>
        <translation>克隆到驱动器(&amp;I)…</translation>
    </message>
</context>
<context>
    <name>Custody::DetachedSignature</name>
    <message>
        <source>the validity of the certificate %1 cannot be read; nothing is signed with it</source>
        <translation>无法读取证书 %1 的有效期；不使用它进行任何签名</translation>
    </message>
    <message>
        <source>the certificate %1 is not valid before %2 (it is %3 now); nothing is signed with it: sign with a certificate valid now</source>
        <translation>证书 %1 在 %2 之前无效（现在是 %3）；不使用它进行任何签名：请使用当前有效的证书签名</translation>
    </message>
    <message>
        <source>the certificate %1 expired at %2 (it is %3 now); nothing is signed with it: sign with a certificate valid now</source>
        <translation>证书 %1 已于 %2 过期（现在是 %3）；不使用它进行任何签名：请使用当前有效的证书签名</translation>
    </message>
    <message>
        <source>the trusted CA %1 cannot be read: %2</source>
        <translation>无法读取受信任的 CA %1：%2</translation>
    </message>
    <message>
        <source>the trusted CA %1 holds no PEM certificate: give the lab&apos;s CA certificate</source>
        <translation>受信任的 CA %1 中没有 PEM 证书：请给出实验室的 CA 证书</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceDetailsPane</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Drive details</source>
        <translation>驱动器详细信息</translation>
    </message>
    <message>
        <source>Select a drive to see its identity, partitions and SMART data.</source>
        <translation>选择一个驱动器以查看其标识、分区和 SMART 数据。</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Stable name</source>
        <translation>稳定名称</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>序列号</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>固件</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1（%2 字节）</translation>
    </message>
    <message>
        <source>Logical sector</source>
        <translation>逻辑扇区</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>Physical sector</source>
        <translation>物理扇区</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>总线</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>介质</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>可移动</translation>
    </message>
    <message>
        <source>Kernel read-only flag</source>
        <translation>内核只读标志</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>后备文件</translation>
    </message>
    <message>
        <source>Listed by</source>
        <translation>列出者</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>None found.</source>
        <translation>未找到。</translation>
    </message>
    <message>
        <source>Mounted: the file systems below may change while the drive is imaged.</source>
        <translation>已挂载：采集驱动器期间，下面的文件系统可能会发生变化。</translation>
    </message>
    <message>
        <source>File system</source>
        <translation>文件系统</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>卷标</translation>
    </message>
    <message>
        <source>Mounted on</source>
        <translation>挂载点</translation>
    </message>
    <message>
        <source>%1 (%2) on %3</source>
        <translation>%1（%2）挂载于 %3</translation>
    </message>
    <message>
        <source>SMART</source>
        <translation>SMART</translation>
    </message>
    <message>
        <source>Read at %1</source>
        <translation>读取于 %1</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <source>Overall health self-assessment</source>
        <translation>整体健康自我评估</translation>
    </message>
    <message>
        <source>Powered on</source>
        <translation>通电时间</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n 小时</numerusform>
        </translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Reallocated sectors</source>
        <translation>重新分配的扇区</translation>
    </message>
    <message>
        <source>Sectors waiting to be reallocated</source>
        <translation>等待重新分配的扇区</translation>
    </message>
    <message>
        <source>Sectors found unreadable offline</source>
        <translation>离线检测到的不可读扇区</translation>
    </message>
    <message>
        <source>Media and data integrity errors</source>
        <translation>介质和数据完整性错误</translation>
    </message>
    <message>
        <source>Life used</source>
        <translation>已用寿命</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Available spare</source>
        <translation>可用备用空间</translation>
    </message>
    <message>
        <source>%1 % (threshold %2 %)</source>
        <translation>%1 %（阈值 %2 %）</translation>
    </message>
    <message>
        <source>Grown defects</source>
        <translation>增长缺陷</translation>
    </message>
    <message>
        <source>Latest self-test</source>
        <translation>最近一次自检</translation>
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
        <translation>属性</translation>
    </message>
    <message>
        <source>Value / worst / threshold</source>
        <translation>当前值 / 最差值 / 阈值</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>原始值</translation>
    </message>
    <message>
        <source>Assessment</source>
        <translation>评估</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>FAILING NOW</source>
        <translation>当前失败</translation>
    </message>
    <message>
        <source>failed in the past</source>
        <translation>过去曾失败</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>隐藏区域</translation>
    </message>
    <message>
        <source>Sectors the drive shows</source>
        <translation>驱动器显示的扇区</translation>
    </message>
    <message>
        <source>Native size</source>
        <translation>原生大小</translation>
    </message>
    <message>
        <source>Other namespaces of this controller:</source>
        <translation>此控制器的其他命名空间：</translation>
    </message>
    <message>
        <source>Commands sent (read-only):</source>
        <translation>已发送的命令（只读）：</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>Being read…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <source>Could not be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>Partition table: %1</source>
        <translation>分区表：%1</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceInfo</name>
    <message>
        <source>loop</source>
        <translation>回环设备</translation>
    </message>
    <message>
        <source>platform</source>
        <translation>平台设备</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>旋转式（机械硬盘）</translation>
    </message>
    <message>
        <source>solid state</source>
        <translation>固态（SSD）</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceMonitor</name>
    <message>
        <source>smartctl could not open the drive (permission, or a USB bridge it does not recognise).</source>
        <translation>smartctl 无法打开驱动器（权限问题，或是它无法识别的 USB 桥接器）。</translation>
    </message>
    <message>
        <source>The drive reports no SMART data.</source>
        <translation>驱动器未报告 SMART 数据。</translation>
    </message>
    <message>
        <source>%1 no longer exists: the drive was removed or renamed.</source>
        <translation>%1 已不存在：驱动器已被移除或重命名。</translation>
    </message>
    <message>
        <source>You may not read %1: imaging it needs root or membership of its group &quot;%2&quot;. Start Custody with &quot;Run as administrator&quot; from the desktop menu (or custody-pkexec), or ask an administrator to add your account to &quot;%2&quot;, then log in again.</source>
        <translation>您无权读取 %1：采集它需要 root 权限或属于其所属组 &quot;%2&quot;。请从桌面菜单使用“以管理员身份运行”（或 custody-pkexec）启动 Custody，或请管理员将您的帐户加入 &quot;%2&quot;，然后重新登录。</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceRow</name>
    <message>
        <source>A disk of this workstation: it holds %1. Imaging it reads a disk that changes while it is read; it is acquired only on an explicit, confirmed override and is never write-blocked.</source>
        <translation>本工作站的磁盘：其上有 %1。采集它意味着读取一个在读取期间不断变化的磁盘；只有在明确确认强制操作后才会采集它，且绝不会写保护。</translation>
    </message>
</context>
<context>
    <name>Custody::DeviceTableModel</name>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>Serial</source>
        <translation>序列号</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>字节数</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>总线</translation>
    </message>
    <message>
        <source>Removable</source>
        <translation>可移动</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>已挂载</translation>
    </message>
    <message>
        <source>SMART</source>
        <translation>SMART</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>Mounted: %1. A file system on this drive may change while it is imaged. Unmount it first if you can.</source>
        <translation>已挂载：%1。采集期间，此驱动器上的文件系统可能会发生变化。如有可能，请先卸载它。</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>%1 (system)</source>
        <translation>%1（系统）</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>扇区数</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>SMART is not read over the network.</source>
        <translation>不通过网络读取 SMART。</translation>
    </message>
    <message>
        <source>file %1</source>
        <translation>文件 %1</translation>
    </message>
    <message>
        <source>A loop device over the file %1</source>
        <translation>基于文件 %1 的回环设备</translation>
    </message>
    <message>
        <source>Hidden areas: sectors the drive holds but does not show the host (an HPA, a DCO, a detached NVMe namespace), as read-only commands found them. Custody never removes them.</source>
        <translation>隐藏区域：驱动器拥有但不向主机显示的扇区（HPA、DCO、分离的 NVMe 命名空间），由只读命令检测得出。Custody 从不删除它们。</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>隐藏区域</translation>
    </message>
</context>
<context>
    <name>Custody::DriveIo</name>
    <message>
        <source>%1 of sectors %2 to %3</source>
        <translation>扇区 %2 至 %3 中的 %1</translation>
    </message>
    <message>
        <source>the drive ends early</source>
        <translation>驱动器提前结束</translation>
    </message>
    <message>
        <source>no memory for a block of the pattern</source>
        <translation>没有可用于模式块的内存</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>%1, each of which was written when tried alone</source>
        <translation>%1，其中每个扇区单独尝试时都能写入</translation>
    </message>
    <message>
        <source>pwrite of sectors %1</source>
        <translation>pwrite 扇区 %1</translation>
    </message>
</context>
<context>
    <name>Custody::DriveWipe</name>
    <message>
        <source>%1 refused a write at byte %2 (%3): the drive is not usable as a destination as it is.</source>
        <translation>%1 拒绝了字节 %2 处的写入（%3）：该驱动器在当前状态下不能用作目标。</translation>
    </message>
    <message>
        <source>%1 refused a read at byte %2 (%3): the drive is not usable as a destination as it is.</source>
        <translation>%1 拒绝了字节 %2 处的读取（%3）：该驱动器在当前状态下不能用作目标。</translation>
    </message>
    <message>
        <source>the certificate&apos;s folder %1 is not a folder you may write into: name a certificate base in another folder</source>
        <translation>证书所在的文件夹 %1 不是您可以写入的文件夹：请在其他文件夹中指定证书基本名</translation>
    </message>
    <message>
        <source>--method zeroout writes zeros only: give --pattern zero, or --method write for another pattern</source>
        <translation>--method zeroout 只能写入零：请给出 --pattern zero，或使用 --method write 写入其他模式</translation>
    </message>
    <message>
        <source>a random pattern can be checked only with the key it was written with: give --pattern zero or 0xNN to --verify-only</source>
        <translation>随机模式只能用写入时所用的密钥检查：请为 --verify-only 给出 --pattern zero 或 0xNN</translation>
    </message>
    <message>
        <source>the block size must be a multiple of 4096 bytes and of the drive&apos;s sector</source>
        <translation>块大小必须是 4096 字节和驱动器扇区大小的整数倍</translation>
    </message>
</context>
<context>
    <name>Custody::EarlierOutputs</name>
    <message>
        <source>it is the report of the acquisition that starting over would replace, and would then describe an image that is no longer there; move it (and its signature, if any) away first</source>
        <translation>它是重新开始时将被替换的那次采集的报告，届时它描述的将是一个已不存在的镜像；请先将它（及其签名，如有）移走</translation>
    </message>
</context>
<context>
    <name>Custody::EndHookDialog</name>
    <message>
        <source>No program</source>
        <translation>无程序</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Program to run</source>
        <translation>要运行的程序</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>After this, the program is stopped with every process it started.</source>
        <translation>超过此时间后，该程序及其启动的所有进程都会被停止。</translation>
    </message>
    <message>
        <source>&amp;Program:</source>
        <translation>程序(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Stopped after:</source>
        <translation>停止时限(&amp;S)：</translation>
    </message>
    <message>
        <source>Give the program&apos;s full path (it starts with /).</source>
        <translation>请给出程序的完整路径（以 / 开头）。</translation>
    </message>
    <message>
        <source>%1 is not a program that can be run: give the path of an executable file.</source>
        <translation>%1 不是可运行的程序：请给出可执行文件的路径。</translation>
    </message>
    <message>
        <source>Program when a job ends</source>
        <translation>任务结束时运行的程序</translation>
    </message>
    <message>
        <source>A program of the lab&apos;s that runs once each acquisition, verification or wipe has ended (to copy the image to an archive, to update a case system); for an acquisition, before the record and the log are signed. It is run without a shell or arguments and told the outcome, the verdict, the files and the digests in CUSTODY_ environment variables, as custody-cli acquire, verify and wipe --on-end tell them. Its exit status and output go into the acquisition log (a verification&apos;s or wipe&apos;s first line into its row of the case history); whatever it does, the job&apos;s outcome and verdict stay as they are. Leave it empty to run none.</source>
        <translation>实验室的一个程序，在每次采集、验证或擦除结束后运行一次（例如将镜像复制到归档、更新案件系统）；对于采集，它在记录和日志签名之前运行。它不经 shell、不带参数运行，结果、结论、文件和摘要通过 CUSTODY_ 环境变量告知它，与 custody-cli acquire、verify 和 wipe --on-end 的方式相同。其退出状态和输出会写入采集日志（验证或擦除则将第一行写入案件历史记录中对应的行）；无论它做什么，任务的结果和结论都保持不变。留空则不运行任何程序。</translation>
    </message>
</context>
<context>
    <name>Custody::Error</name>
    <message>
        <source>%1 at byte offset %2</source>
        <translation>%1，位于字节偏移 %2</translation>
    </message>
    <message>
        <source>Invalid setting: %1.</source>
        <translation>设置无效：%1。</translation>
    </message>
    <message>
        <source>Cannot open the source %1 for reading. Check that it exists and that you have read permission (root or the &apos;disk&apos; group for drives).</source>
        <translation>无法打开源 %1 进行读取。请检查它是否存在，以及您是否有读取权限（驱动器需要 root 或 &apos;disk&apos; 组）。</translation>
    </message>
    <message>
        <source>The source %1 is neither a block device nor a regular file. Choose a drive, a partition or an image file.</source>
        <translation>源 %1 既不是块设备也不是普通文件。请选择驱动器、分区或镜像文件。</translation>
    </message>
    <message>
        <source>The source device vanished while reading %1. Reconnect it and resume; the image and map written so far are kept.</source>
        <translation>读取 %1 时源设备消失。请重新连接它并继续；目前已写入的镜像和映射文件均会保留。</translation>
    </message>
    <message>
        <source>The source ended early: no data at %1, although its size was reported larger. The image and map written so far are kept.</source>
        <translation>源提前结束：%1 处没有数据，尽管其报告的大小更大。目前已写入的镜像和映射文件均会保留。</translation>
    </message>
    <message>
        <source>Reading the source failed at %1 in a way that is not a bad sector. The image and map written so far are kept.</source>
        <translation>读取源时在 %1 处失败，且并非坏扇区所致。目前已写入的镜像和映射文件均会保留。</translation>
    </message>
    <message>
        <source>The output %1 already exists. Choose another name, or allow overwriting (--force).</source>
        <translation>输出 %1 已存在。请选择其他名称，或允许覆盖（--force）。</translation>
    </message>
    <message>
        <source>Cannot create the output file %1. Check that the folder exists and is writable.</source>
        <translation>无法创建输出文件 %1。请检查文件夹是否存在且可写。</translation>
    </message>
    <message>
        <source>Writing the image failed at %1. The data written so far is kept; check the destination drive.</source>
        <translation>写入镜像时在 %1 处失败。目前已写入的数据会保留；请检查目标驱动器。</translation>
    </message>
    <message>
        <source>The destination is full: cannot write %1. Free space or choose another destination; the image and map written so far are kept.</source>
        <translation>目标已满：无法写入 %1。请释放空间或选择其他目标；目前已写入的镜像和映射文件均会保留。</translation>
    </message>
    <message>
        <source>Flushing the image %1 to disk failed. The destination drive may be failing.</source>
        <translation>将镜像 %1 刷写到磁盘失败。目标驱动器可能正在发生故障。</translation>
    </message>
    <message>
        <source>Reading the image at %1 failed, so its hashes cannot be computed. Check that the image files are complete and readable.</source>
        <translation>在 %1 处读取镜像失败，因此无法计算其哈希。请检查镜像文件是否完整且可读。</translation>
    </message>
    <message>
        <source>The map file %1 is not a valid ddrescue mapfile: %2.</source>
        <translation>映射文件 %1 不是有效的 ddrescue 映射文件：%2。</translation>
    </message>
    <message>
        <source>The hash computation failed (%1).</source>
        <translation>哈希计算失败（%1）。</translation>
    </message>
    <message>
        <source>The acquisition was cancelled. The image and map written so far are kept.</source>
        <translation>采集已取消。目前已写入的镜像和映射文件均会保留。</translation>
    </message>
    <message>
        <source>Cannot list the drives of this computer (%1).</source>
        <translation>无法列出此计算机的驱动器（%1）。</translation>
    </message>
    <message>
        <source>Not allowed to set the kernel read-only flag (software write-block) on %1: it needs root (CAP_SYS_ADMIN). Run as root, or image without software write-block behind a hardware write blocker.</source>
        <translation>不允许在 %1 上设置内核只读标志（软件写保护）：需要 root（CAP_SYS_ADMIN）。请以 root 运行，或在硬件写保护器之后不使用软件写保护进行采集。</translation>
    </message>
    <message>
        <source>Cannot change or verify the kernel read-only flag (software write-block) on %1.</source>
        <translation>无法更改或验证 %1 上的内核只读标志（软件写保护）。</translation>
    </message>
    <message>
        <source>The program %1 is not installed. Install it (Debian package: %2).</source>
        <translation>未安装程序 %1。请安装它（Debian 软件包：%2）。</translation>
    </message>
    <message>
        <source>The program %1 could not be run.</source>
        <translation>无法运行程序 %1。</translation>
    </message>
    <message>
        <source>The program %1 did not finish in time and was stopped.</source>
        <translation>程序 %1 未能及时完成，已被停止。</translation>
    </message>
    <message>
        <source>The output of %1 could not be read: %2.</source>
        <translation>无法读取 %1 的输出：%2。</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>字符设备</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>块设备</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>%1 bytes; the limit is %2 bytes</source>
        <translation>%1 字节；上限为 %2 字节</translation>
    </message>
    <message>
        <source>more than %1 bytes, the limit</source>
        <translation>超过 %1 字节的上限</translation>
    </message>
    <message>
        <source>Refused to write %1: %2. Writing there would alter the evidence or a file of record, so overwriting (--force) does not allow it either; choose another destination or name.</source>
        <translation>拒绝写入 %1：%2。写入该处会改变证据或存档文件，因此覆盖（--force）也不允许；请选择其他目标或名称。</translation>
    </message>
    <message>
        <source>Cannot save the map file %1. The map saved before is kept unchanged (it describes only image data already on disk), and so is the image. Make room or make the folder writable, then resume.</source>
        <translation>无法保存映射文件 %1。之前保存的映射文件保持不变（它只描述已写入磁盘的镜像数据），镜像也是如此。请腾出空间或使文件夹可写，然后继续。</translation>
    </message>
    <message>
        <source>Cannot save %1. Nothing was changed: the file is as it was before (or still absent).</source>
        <translation>无法保存 %1。未做任何更改：该文件保持原样（或仍不存在）。</translation>
    </message>
    <message>
        <source>%1 is %2, not a file that can be read to its end. Give a regular file or a pipe.</source>
        <translation>%1 是%2，不是可以读到末尾的文件。请给出普通文件或管道。</translation>
    </message>
    <message>
        <source>%1 is too large to read (%2).</source>
        <translation>%1 太大，无法读取（%2）。</translation>
    </message>
    <message>
        <source>Cannot resume the acquisition into %1: %2.</source>
        <translation>无法继续采集到 %1：%2。</translation>
    </message>
    <message>
        <source>Another acquisition is using %1 (%2). Wait until it ends, or choose another image name.</source>
        <translation>另一个采集正在使用 %1（%2）。请等待它结束，或选择其他镜像名称。</translation>
    </message>
    <message>
        <source>The image %1 is no longer the one this acquisition wrote: %2. The digests it was acquired with stay in its map; keep the image as found and acquire the source again into a new name.</source>
        <translation>镜像 %1 已不是此采集所写入的那个：%2。采集时的摘要仍保存在其映射文件中；请保持镜像原样，并将源重新采集到一个新名称下。</translation>
    </message>
    <message>
        <source>an interrupted E01 acquisition cannot be resumed: acquire again, replacing its files, or acquire to raw with the rescue preset (which resumes) and convert the result to E01</source>
        <translation>中断的 E01 采集无法继续：请重新采集并替换其文件，或使用 rescue 预设采集为 raw（可以继续），再将结果转换为 E01</translation>
    </message>
    <message>
        <source>TLS credentials were given for a plaintext URI: write nbds:// (or nbds+unix://) to use TLS</source>
        <translation>为明文 URI 提供了 TLS 凭据：请写成 nbds://（或 nbds+unix://）以使用 TLS</translation>
    </message>
    <message numerus="yes">
        <source>the NBD server did not answer within %n second(s)</source>
        <translation>
            <numerusform>NBD 服务器在 %n 秒内没有响应</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot sign with %1. Check that the key (--sign-key) belongs to the certificate (--sign-cert), that both are PEM files, and the passphrase.</source>
        <translation>无法使用 %1 签名。请检查密钥（--sign-key）是否属于该证书（--sign-cert）、两者是否均为 PEM 文件，以及密码短语是否正确。</translation>
    </message>
    <message>
        <source>The signature %1 cannot be read as a detached CMS (PKCS#7) signature in DER. Keep it as found: it says nothing about the file beside it.</source>
        <translation>无法将签名 %1 读取为 DER 格式的分离式 CMS（PKCS#7）签名。请保持其原样：它对旁边的文件不能说明任何问题。</translation>
    </message>
    <message>
        <source>The case history %1 cannot be used (%2).</source>
        <translation>无法使用案件历史记录 %1（%2）。</translation>
    </message>
    <message>
        <source>Refused to remove %1: %2. Custody removes only files it can prove it wrote itself; move the file away or choose another name.</source>
        <translation>拒绝删除 %1：%2。Custody 只删除能证明是自己写入的文件；请将该文件移走或选择其他名称。</translation>
    </message>
    <message>
        <source>The signature of %1 fails (%2), so nothing made from it is signed over it. Keep the files as found and verify them (Verify image…, custody-cli verify).</source>
        <translation>%1 的签名校验失败（%2），因此由它生成的任何内容都不会在其基础上签名。请保持文件原样并对其进行验证（验证镜像…、custody-cli verify）。</translation>
    </message>
    <message>
        <source>Refused to overwrite the drive %1: %2. Nothing was written to it.</source>
        <translation>拒绝覆盖驱动器 %1：%2。未向其写入任何内容。</translation>
    </message>
    <message>
        <source>Cannot connect to the network source %1. Check the URI, that the server runs and exports it to this machine, and the credentials (NBD: nbds:// with --tls-psk and --tls-username, or --tls-certificates; iSCSI: --chap-file).</source>
        <translation>无法连接到网络源 %1。请检查 URI、服务器是否在运行并向本机导出了它，以及凭据（NBD：nbds:// 加 --tls-psk 和 --tls-username，或 --tls-certificates；iSCSI：--chap-file）。</translation>
    </message>
    <message>
        <source>What describes the source %1 (its layout or identify data) could not be read.</source>
        <translation>无法读取描述源 %1 的信息（其布局或标识数据）。</translation>
    </message>
    <message>
        <source>The drive at %1 is not the one chosen for this acquisition: %2. Nothing was read or written; connect the drive chosen, or choose the drive again (its serial number and size as the device list shows them).</source>
        <translation>%1 处的驱动器不是为此次获取所选的驱动器：%2。未读取或写入任何内容；请连接所选驱动器，或重新选择驱动器（其序列号和大小以设备列表所示为准）。</translation>
    </message>
</context>
<context>
    <name>Custody::EvidenceGuard</name>
    <message>
        <source>the source %1</source>
        <translation>源 %1</translation>
    </message>
    <message>
        <source>%1, which holds %2</source>
        <translation>%1，其上有 %2</translation>
    </message>
    <message>
        <source>%1, the file behind %2 (%3)</source>
        <translation>%1，即 %2 背后的文件（%3）</translation>
    </message>
    <message>
        <source>it is a symbolic link, and writing it would write wherever it points; give the real path</source>
        <translation>它是一个符号链接，写入它就会写入它所指向的位置；请给出真实路径</translation>
    </message>
    <message>
        <source>it exists and is not a regular file (a device, a folder, a pipe or a socket)</source>
        <translation>它已存在，且不是普通文件（而是设备、文件夹、管道或套接字）</translation>
    </message>
    <message>
        <source>it is %1</source>
        <translation>它是%1</translation>
    </message>
    <message>
        <source>its folder %1 is on a file system that writes to %2</source>
        <translation>其文件夹 %1 所在的文件系统会写入 %2</translation>
    </message>
    <message>
        <source>its folder %1 is on a file system inside %2</source>
        <translation>其文件夹 %1 所在的文件系统位于 %2 之内</translation>
    </message>
    <message>
        <source>overwriting it overwrites %1, which is %2</source>
        <translation>覆盖它就会覆盖 %1，而那是%2</translation>
    </message>
    <message>
        <source>%1 stands on %2</source>
        <translation>%1 位于 %2 之上</translation>
    </message>
    <message>
        <source>%1 writes into %2</source>
        <translation>%1 会写入 %2</translation>
    </message>
</context>
<context>
    <name>Custody::FolderProbe</name>
    <message>
        <source>Refused to create %1: %2 is on a file system that writes to the source %3. Choose a folder on another drive.</source>
        <translation>拒绝创建 %1：%2 所在的文件系统会写入源 %3。请选择其他驱动器上的文件夹。</translation>
    </message>
</context>
<context>
    <name>Custody::HashlogFormat</name>
    <message>
        <source>coreutils checksum list</source>
        <translation>coreutils 校验和列表</translation>
    </message>
    <message>
        <source>BSD-style checksum list</source>
        <translation>BSD 风格的校验和列表</translation>
    </message>
    <message>
        <source>dc3dd log</source>
        <translation>dc3dd 日志</translation>
    </message>
    <message>
        <source>dcfldd hashlog</source>
        <translation>dcfldd 哈希日志</translation>
    </message>
    <message>
        <source>Guymager .info file</source>
        <translation>Guymager .info 文件</translation>
    </message>
    <message>
        <source>libewf tool output (ewfacquire/ewfverify/ewfinfo)</source>
        <translation>libewf 工具输出（ewfacquire/ewfverify/ewfinfo）</translation>
    </message>
    <message>
        <source>FTK Imager summary</source>
        <translation>FTK Imager 摘要</translation>
    </message>
    <message>
        <source>Custody acquisition record</source>
        <translation>Custody 采集记录</translation>
    </message>
    <message>
        <source>digests stored in the E01 image</source>
        <translation>存储在 E01 镜像中的摘要</translation>
    </message>
</context>
<context>
    <name>Custody::HashlogText</name>
    <message>
        <source>the size &apos;%1&apos; is not a number</source>
        <translation>大小 &apos;%1&apos; 不是数字</translation>
    </message>
    <message>
        <source>not a checksum line: expected &apos;&lt;hex&gt;  &lt;file name&gt;&apos; or &apos;ALGORITHM (&lt;file name&gt;) = &lt;hex&gt;&apos;</source>
        <translation>不是校验和行：应为 &apos;&lt;hex&gt;  &lt;文件名&gt;&apos; 或 &apos;ALGORITHM (&lt;文件名&gt;) = &lt;hex&gt;&apos;</translation>
    </message>
    <message>
        <source>a digest of %1 hex digits, which is the length of no algorithm Custody knows</source>
        <translation>%1 位十六进制数字的摘要，不符合 Custody 已知的任何算法的长度</translation>
    </message>
    <message>
        <source>no checksum lines</source>
        <translation>没有校验和行</translation>
    </message>
    <message>
        <source>a window without a valid offset and length</source>
        <translation>窗口没有有效的偏移量和长度</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>a JSON file, but not a Custody acquisition record (no &quot;format&quot;: &quot;custody-acquisition-record&quot;)</source>
        <translation>是 JSON 文件，但不是 Custody 采集记录（没有 &quot;format&quot;: &quot;custody-acquisition-record&quot;）</translation>
    </message>
    <message>
        <source>a hash without an algorithm</source>
        <translation>哈希没有算法</translation>
    </message>
    <message>
        <source>the record has no hashes (the acquisition&apos;s status is &apos;%1&apos;)</source>
        <translation>记录中没有哈希（采集的状态为 &apos;%1&apos;）</translation>
    </message>
    <message>
        <source>the device size is not a number</source>
        <translation>设备大小不是数字</translation>
    </message>
    <message>
        <source>a piecewise hash before any total hash names its algorithm</source>
        <translation>在任何总哈希指明其算法之前出现了分段哈希</translation>
    </message>
    <message>
        <source>the sector range is not valid</source>
        <translation>扇区范围无效</translation>
    </message>
    <message>
        <source>unexpected line in dc3dd&apos;s input results: expected &apos;&lt;hex&gt; (&lt;algorithm&gt;)&apos; or &apos;&lt;hex&gt;, sectors A - B&apos;</source>
        <translation>dc3dd 输入结果中有意外的行：应为 &apos;&lt;hex&gt; (&lt;算法&gt;)&apos; 或 &apos;&lt;hex&gt;, sectors A - B&apos;</translation>
    </message>
    <message>
        <source>a dc3dd log without hashes (was it run with hash=?)</source>
        <translation>dc3dd 日志中没有哈希（运行时是否使用了 hash=？）</translation>
    </message>
    <message>
        <source>the sector size is 0</source>
        <translation>扇区大小为 0</translation>
    </message>
    <message>
        <source>the sector range is too large</source>
        <translation>扇区范围太大</translation>
    </message>
    <message>
        <source>a window digest of %1 hex digits, which is the length of none of the log&apos;s algorithms (%2)</source>
        <translation>%1 位十六进制数字的窗口摘要，不符合该日志中任何算法（%2）的长度</translation>
    </message>
    <message>
        <source>this is a dcfldd verify log: it holds match results, not hashes. Verify against the hashlog of the acquisition</source>
        <translation>这是 dcfldd 的验证日志：其中包含的是比对结果，而不是哈希。请对照采集的哈希日志进行验证</translation>
    </message>
    <message>
        <source>not a dcfldd hashlog line: expected &apos;&lt;start&gt; - &lt;end&gt;: &lt;hex&gt;&apos; or &apos;Total (&lt;algorithm&gt;): &lt;hex&gt;&apos;</source>
        <translation>不是 dcfldd 哈希日志行：应为 &apos;&lt;开始&gt; - &lt;结束&gt;: &lt;hex&gt;&apos; 或 &apos;Total (&lt;算法&gt;): &lt;hex&gt;&apos;</translation>
    </message>
    <message>
        <source>the window %1 - %2 is not a byte range</source>
        <translation>窗口 %1 - %2 不是字节范围</translation>
    </message>
    <message>
        <source>a dcfldd log without hashes (was it run with hash=?)</source>
        <translation>dcfldd 日志中没有哈希（运行时是否使用了 hash=？）</translation>
    </message>
    <message>
        <source>no digest in the output of the libewf tool</source>
        <translation>libewf 工具的输出中没有摘要</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; 不是数字</translation>
    </message>
    <message>
        <source>the FTK Imager summary has no computed hashes</source>
        <translation>FTK Imager 摘要中没有计算出的哈希</translation>
    </message>
    <message>
        <source>the .info file records no hash of the image</source>
        <translation>.info 文件中没有记录镜像的哈希</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>not a hashlog format Custody reads (coreutils or BSD checksum lists, dc3dd, dcfldd, Guymager, ewfacquire/ewfverify/ewfinfo, FTK Imager, Custody&apos;s JSON record)</source>
        <translation>不是 Custody 能读取的哈希日志格式（coreutils 或 BSD 校验和列表、dc3dd、dcfldd、Guymager、ewfacquire/ewfverify/ewfinfo、FTK Imager、Custody 的 JSON 记录）</translation>
    </message>
    <message>
        <source>the file starts with a UTF-16 byte-order mark but is not valid UTF-16</source>
        <translation>文件以 UTF-16 字节顺序标记开头，但不是有效的 UTF-16</translation>
    </message>
    <message>
        <source>every other byte is NUL: this is UTF-16 text without a byte-order mark, or a binary file</source>
        <translation>每隔一个字节就是 NUL：这是没有字节顺序标记的 UTF-16 文本，或是二进制文件</translation>
    </message>
    <message>
        <source>a NUL byte: this is a binary file, or UTF-16 text without a byte-order mark</source>
        <translation>含有 NUL 字节：这是二进制文件，或是没有字节顺序标记的 UTF-16 文本</translation>
    </message>
    <message>
        <source>the line is longer than %1 bytes: not a hashlog</source>
        <translation>该行超过 %1 字节：不是哈希日志</translation>
    </message>
    <message>
        <source>line %1: </source>
        <translation>第 %1 行: </translation>
    </message>
    <message>
        <source>the %1 digest has %2 hex digits; %1 has %3</source>
        <translation>%1 摘要有 %2 位十六进制数字；%1 应为 %3 位</translation>
    </message>
    <message>
        <source>the %1 digest has %2 hex digits, which is not the length of a digest</source>
        <translation>%1 摘要有 %2 位十六进制数字，这不是任何摘要的长度</translation>
    </message>
    <message>
        <source>the %1 digest is missing</source>
        <translation>缺少 %1 摘要</translation>
    </message>
    <message>
        <source>the %1 digest &apos;%2&apos; is not hexadecimal%3</source>
        <translation>%1 摘要 &apos;%2&apos; 不是十六进制%3</translation>
    </message>
    <message>
        <source> nor base64 of the right length</source>
        <translation> 或长度正确的 base64</translation>
    </message>
    <message>
        <source>an entry of result.%1 without a valid offset and length</source>
        <translation>result.%1 中的一个条目没有有效的偏移量和长度</translation>
    </message>
</context>
<context>
    <name>Custody::HiddenAreaFinding</name>
    <message>
        <source>1 sector</source>
        <translation>1 个扇区</translation>
    </message>
    <message>
        <source>%1 sectors</source>
        <translation>%1 个扇区</translation>
    </message>
    <message>
        <source>HPA of %1</source>
        <translation>%1 的 HPA</translation>
    </message>
    <message>
        <source>DCO of %1</source>
        <translation>%1 的 DCO</translation>
    </message>
    <message>
        <source>AMA of %1</source>
        <translation>%1 的 AMA</translation>
    </message>
    <message>
        <source>detached namespace %1 of %2</source>
        <translation>%2 的分离命名空间 %1</translation>
    </message>
    <message>
        <source>%1 unallocated</source>
        <translation>%1 未分配</translation>
    </message>
    <message>
        <source>A Host Protected Area (HPA) of %1 (%2) from sector %3.</source>
        <translation>主机保护区域（HPA），大小 %1（%2），起始于扇区 %3。</translation>
    </message>
    <message>
        <source>A Device Configuration Overlay (DCO) of %1 (%2) from sector %3.</source>
        <translation>设备配置覆盖（DCO），大小 %1（%2），起始于扇区 %3。</translation>
    </message>
    <message>
        <source>An Accessible Max Address below the native one: %1 (%2) from sector %3.</source>
        <translation>可访问最大地址低于原生最大地址：%1（%2），起始于扇区 %3。</translation>
    </message>
    <message>
        <source>NVMe namespace %1 of %2 (%3) is allocated but not attached: the kernel shows no device for it.</source>
        <translation>NVMe 命名空间 %1，大小 %2（%3），已分配但未挂接：内核没有为它显示任何设备。</translation>
    </message>
    <message>
        <source>%1 of the drive&apos;s capacity belongs to no NVMe namespace.</source>
        <translation>驱动器容量中有 %1 不属于任何 NVMe 命名空间。</translation>
    </message>
    <message>
        <source>detached namespace %1 of unknown size</source>
        <translation>大小未知的分离命名空间 %1</translation>
    </message>
    <message>
        <source>NVMe namespace %1, of unknown size, is allocated but not attached: the kernel shows no device for it.</source>
        <translation>NVMe 命名空间 %1 大小未知，已分配但未挂接：内核没有为它显示任何设备。</translation>
    </message>
</context>
<context>
    <name>Custody::HiddenAreaStatus</name>
    <message>
        <source>checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <source>Custody is asking the drive, with read-only commands, whether it hides sectors from the host (HPA, DCO, detached namespaces).</source>
        <translation>Custody 正在使用只读命令询问驱动器是否向主机隐藏了扇区（HPA、DCO、分离的命名空间）。</translation>
    </message>
    <message>
        <source>The drive hides no sectors from the host: it shows all %1.</source>
        <translation>驱动器没有向主机隐藏任何扇区：它显示了全部 %1。</translation>
    </message>
</context>
<context>
    <name>Custody::HiddenAreas</name>
    <message>
        <source>not checked</source>
        <translation>未检查</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>not a drive</source>
        <translation>不是驱动器</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1; more unknown</source>
        <translation>%1；其余未知</translation>
    </message>
    <message>
        <source>Not a drive (a loop device, network export, mapped device or file): it has no hidden areas of its own. Check the drive it comes from.</source>
        <translation>不是驱动器（而是回环设备、网络导出、映射设备或文件）：它本身没有隐藏区域。请检查其所来自的驱动器。</translation>
    </message>
    <message>
        <source>The drive refused a command that reads its size (%1). Its hidden areas cannot be told; a hardware write-blocker or duplicator may read them.</source>
        <translation>驱动器拒绝了读取其大小的命令（%1）。无法判断其隐藏区域；硬件写保护器或复制机也许可以读取。</translation>
    </message>
    <message>
        <source>The device could not be opened to ask it (%1). Run Custody as root, and check that the drive is still connected.</source>
        <translation>无法打开设备进行询问（%1）。请以 root 运行 Custody，并检查驱动器是否仍然连接。</translation>
    </message>
    <message>
        <source>The drive&apos;s identify data is not valid (%1): its sizes cannot be trusted. Connect it directly to SATA and check again.</source>
        <translation>驱动器的识别数据无效（%1）：其大小不可信。请将其直接连接到 SATA 后再检查。</translation>
    </message>
    <message>
        <source>The NVMe controller could not be asked (%1). Check the drive on a machine where the NVMe admin commands reach it.</source>
        <translation>无法询问 NVMe 控制器（%1）。请在 NVMe 管理命令能够到达驱动器的机器上检查它。</translation>
    </message>
    <message>
        <source>Hidden areas could not be checked (%1).</source>
        <translation>无法检查隐藏区域（%1）。</translation>
    </message>
    <message>
        <source>The drive&apos;s Device Configuration Overlay is frozen (%1), as many computers leave it at start-up: whether a DCO hides sectors cannot be told. Connect the drive after the computer has started, or through a write-blocker that reads the DCO.</source>
        <translation>驱动器的设备配置覆盖已被冻结（%1），许多计算机在启动时都会这样：无法判断 DCO 是否隐藏了扇区。请在计算机启动后再连接驱动器，或通过能读取 DCO 的写保护器连接。</translation>
    </message>
    <message>
        <source>An ATA command did not reach the drive (%1). Connect the drive directly to SATA, or through a bridge that passes ATA commands (SAT), to look for an HPA or DCO.</source>
        <translation>一条 ATA 命令未能到达驱动器（%1）。要查找 HPA 或 DCO，请将驱动器直接连接到 SATA，或通过可传递 ATA 命令的桥接器（SAT）连接。</translation>
    </message>
</context>
<context>
    <name>Custody::HiddenAreasText</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>unknown (%1)</source>
        <translation>未知（%1）</translation>
    </message>
    <message>
        <source>Acquired sectors 0 to %1 of the %2 the drive shows; hidden areas: %3.</source>
        <translation>已采集驱动器所显示的 %2 中的第 0 至 %1 个扇区；隐藏区域：%3。</translation>
    </message>
    <message>
        <source>Set out to acquire sectors 0 to %1 of the %2 the drive shows, and did not complete; hidden areas: %3.</source>
        <translation>原定采集驱动器所显示的 %2 中的第 0 至 %1 个扇区，但未完成；隐藏区域：%3。</translation>
    </message>
    <message numerus="yes">
        <source>An image of this drive holds only the sectors it shows, not the %1 hidden sector(s).</source>
        <translation>
            <numerusform>此驱动器的镜像只包含其显示的扇区，不包含 %1 个隐藏扇区。</numerusform>
        </translation>
    </message>
    <message>
        <source>Custody never removes an HPA or DCO: the examiner decides, for example with a hardware write-blocker&apos;s HPA/DCO handling, and then acquires the drive again.</source>
        <translation>Custody 从不删除 HPA 或 DCO：由检验员决定，例如使用硬件写保护器的 HPA/DCO 处理功能，然后重新采集驱动器。</translation>
    </message>
    <message>
        <source>A detached NVMe namespace is in no image of another namespace, and the kernel shows no device for it: it can be acquired only once attached, which the examiner decides.</source>
        <translation>分离的 NVMe 命名空间不在任何其他命名空间的镜像中，内核也没有为它显示任何设备：只有挂接后才能采集它，是否挂接由检验员决定。</translation>
    </message>
    <message>
        <source>Capacity that belongs to no namespace is in no namespace&apos;s image.</source>
        <translation>不属于任何命名空间的容量不在任何命名空间的镜像中。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 sectors</source>
        <translation>%1 个扇区</translation>
    </message>
    <message>
        <source>%1 sectors of %2 bytes (%3)</source>
        <translation>%1 个 %2 字节的扇区（%3）</translation>
    </message>
    <message>
        <source>%1 Found by %2.</source>
        <translation>%1 由 %2 发现。</translation>
    </message>
    <message>
        <source>Namespace %1: %2; the kernel shows no device for it.</source>
        <translation>命名空间 %1：%2；内核没有为它显示任何设备。</translation>
    </message>
    <message>
        <source>Namespace %1: %2, its own device %3, which can be acquired on its own.</source>
        <translation>命名空间 %1：%2，有自己的设备 %3，可以单独采集。</translation>
    </message>
    <message>
        <source>Acquired sectors 0 to %1 of the %2 sectors of %3 bytes this source shows; the drive itself shows %4; hidden areas: %5.</source>
        <translation>已采集此源所显示的 %2 个 %3 字节扇区中的第 0 至 %1 个扇区；驱动器本身显示 %4；隐藏区域：%5。</translation>
    </message>
    <message>
        <source>Set out to acquire sectors 0 to %1 of the %2 sectors of %3 bytes this source shows, and did not complete; the drive itself shows %4; hidden areas: %5.</source>
        <translation>原定采集此源所显示的 %2 个 %3 字节扇区中的第 0 至 %1 个扇区，但未完成；驱动器本身显示 %4；隐藏区域：%5。</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryEvent</name>
    <message>
        <source>Acquisition</source>
        <translation>采集</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>Conversion</source>
        <translation>转换</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>MATCH</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>未验证</translation>
    </message>
    <message>
        <source>INCOMPLETE</source>
        <translation>不完整</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>CANCELLED</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>OUTPUT NOT WRITTEN</source>
        <translation>输出未写入</translation>
    </message>
    <message>
        <source>Drive wipe</source>
        <translation>驱动器擦除</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>通过</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryExport</name>
    <message>
        <source>its chain is broken at row %1 (%2): nothing is exported from it</source>
        <translation>其链在第 %1 行断开（%2）：不从中导出任何内容</translation>
    </message>
    <message>
        <source>row %1 cannot be written out as it is kept (a column this Custody does not know?): nothing is exported</source>
        <translation>第 %1 行无法按其保存的形式写出（含有此版本 Custody 不认识的列？）：不导出任何内容</translation>
    </message>
    <message>
        <source>not a Custody case history export (version 1)</source>
        <translation>不是 Custody 案件历史记录导出文件（版本 1）</translation>
    </message>
    <message>
        <source>row %1 is missing: the rows go from %2 to %3</source>
        <translation>缺少第 %1 行：行号从 %2 到 %3</translation>
    </message>
    <message>
        <source>row %1 does not follow row %2</source>
        <translation>第 %1 行未接在第 %2 行之后</translation>
    </message>
    <message>
        <source>row %1 of the case was changed: its columns do not give its hash</source>
        <translation>案件的第 %1 行已被更改：其各列算不出它的哈希</translation>
    </message>
    <message>
        <source>row %1 is of another case</source>
        <translation>第 %1 行属于另一个案件</translation>
    </message>
    <message>
        <source>the last row is not the head the export names</source>
        <translation>最后一行不是导出文件所指明的链头</translation>
    </message>
    <message>
        <source>the export names %1 rows of the case, and holds %2</source>
        <translation>导出文件指明该案件有 %1 行，实际包含 %2 行</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryImport</name>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 不是文件夹</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: not a Custody acquisition record</source>
        <translation>%1：不是 Custody 采集记录</translation>
    </message>
    <message>
        <source>the file %1</source>
        <translation>文件 %1</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryRecorder</name>
    <message>
        <source>Not recorded in the case history: %1 The files written are complete and unaffected; once the history can be written, Import records… in the History view adds acquisitions.</source>
        <translation>未记录到案件历史记录中：%1 已写入的文件完整且不受影响；一旦可以写入历史记录，在“历史记录”视图中使用“导入记录…”即可添加采集。</translation>
    </message>
    <message numerus="yes">
        <source>Delivered %n event(s) that waited in this station&apos;s spool to the case history %1.</source>
        <translation>
            <numerusform>已将本工作站缓存队列中等待的 %n 个事件送达案件历史 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>The spool is kept as %1.</source>
        <translation>缓存队列保留为 %1。</translation>
    </message>
    <message>
        <source>The case history %1 did not take the event (%2). It waits in this station&apos;s spool %3 and is delivered, in order, with the next event recorded or within a minute of the server taking events again.</source>
        <translation>案件历史 %1 未接收该事件（%2）。它在本工作站的缓存队列 %3 中等待，并将随下一个记录的事件，或在服务器重新接收事件后一分钟内，按顺序送达。</translation>
    </message>
    <message>
        <source>The spool stays where it is and is read again: %1</source>
        <translation>缓存队列保留在原处，并将再次读取：%1</translation>
    </message>
    <message>
        <source>Events still wait in this station&apos;s spool for the case history %1: %2</source>
        <translation>仍有事件在本工作站的缓存队列中等待送达案件历史 %1：%2</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryTableModel</name>
    <message>
        <source>Ended (UTC)</source>
        <translation>结束时间（UTC）</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>案件</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>检验员</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>源</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Unreadable</source>
        <translation>不可读</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>serial %1</source>
        <translation>序列号 %1</translation>
    </message>
    <message>
        <source>Arrived as %1 from %2, %3</source>
        <translation>以 %1 身份从 %2 到达，%3</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryTransfer</name>
    <message>
        <source>its chain is broken at row %1 (%2): nothing was copied. Keep it as found for examination</source>
        <translation>其链在第 %1 行断开（%2）：未复制任何内容。请保持其原样以供检查</translation>
    </message>
    <message>
        <source>%1; nor could it wait in the spool: %2</source>
        <translation>%1；也无法在缓存队列中等待：%2</translation>
    </message>
    <message>
        <source>another Custody process of this station is delivering to the server</source>
        <translation>本工作站的另一个 Custody 进程正在向服务器传送</translation>
    </message>
    <message>
        <source>the spool&apos;s folder cannot be locked: %1</source>
        <translation>无法锁定缓存队列的文件夹：%1</translation>
    </message>
    <message>
        <source>cannot lock the spool</source>
        <translation>无法锁定本地暂存库</translation>
    </message>
    <message>
        <source>SQLite&apos;s %1 is beside it: a process has it open</source>
        <translation>SQLite 的 %1 在其旁边：有进程打开了它</translation>
    </message>
    <message>
        <source>events kept arriving in it while it was delivered</source>
        <translation>投递期间仍不断有事件加入</translation>
    </message>
</context>
<context>
    <name>Custody::HistoryView</name>
    <message>
        <source>Case history</source>
        <translation>案件历史记录</translation>
    </message>
    <message>
        <source>Case number</source>
        <translation>案件编号</translation>
    </message>
    <message>
        <source>Evidence number</source>
        <translation>证据编号</translation>
    </message>
    <message>
        <source>Drive serial</source>
        <translation>驱动器序列号</translation>
    </message>
    <message>
        <source>Digest (hex)</source>
        <translation>摘要（十六进制）</translation>
    </message>
    <message>
        <source>Any verdict</source>
        <translation>任意结论</translation>
    </message>
    <message>
        <source>Any kind</source>
        <translation>任意类型</translation>
    </message>
    <message>
        <source>From</source>
        <translation>从</translation>
    </message>
    <message>
        <source>Until</source>
        <translation>至</translation>
    </message>
    <message>
        <source>Open &amp;report</source>
        <translation>打开报告(&amp;R)</translation>
    </message>
    <message>
        <source>Open &amp;folder</source>
        <translation>打开文件夹(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Verify again</source>
        <translation>再次验证(&amp;V)</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>刷新(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Check chain</source>
        <translation>检查链(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Import records…</source>
        <translation>导入记录(&amp;I)…</translation>
    </message>
    <message>
        <source>History: %1</source>
        <translation>历史记录：%1</translation>
    </message>
    <message>
        <source>Nothing recorded yet: Custody creates the history with its first event.</source>
        <translation>尚无任何记录：Custody 会在记录第一个事件时创建历史记录。</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) found.</source>
        <translation>
            <numerusform>找到 %n 个事件。</numerusform>
        </translation>
    </message>
    <message>
        <source>The chain is broken at row %1: %2</source>
        <translation>链在第 %1 行断开：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s); the chain holds. Last row&apos;s hash: %1</source>
        <translation>
            <numerusform>%n 行；链完好。最后一行的哈希：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Import the acquisition records found in a folder</source>
        <translation>导入在文件夹中找到的采集记录</translation>
    </message>
    <message>
        <source>Imported from the folder: %1 added, %2 already there, %3 skipped.</source>
        <translation>已从文件夹导入：新增 %1 条，已存在 %2 条，跳过 %3 条。</translation>
    </message>
    <message>
        <source>Case history to use</source>
        <translation>要使用的案件历史记录</translation>
    </message>
    <message>
        <source>SQLite history (*.sqlite);;All files (*)</source>
        <translation>SQLite 历史记录 (*.sqlite);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Nothing on this desktop opens %1.</source>
        <translation>此桌面上没有能打开 %1 的程序。</translation>
    </message>
    <message>
        <source>The report %1 is not there (any more).</source>
        <translation>报告 %1 不存在（或已不存在）。</translation>
    </message>
    <message>
        <source>The folder %1 is not there (any more).</source>
        <translation>文件夹 %1 不存在（或已不存在）。</translation>
    </message>
    <message>
        <source>%1 cannot be verified again: %2</source>
        <translation>无法再次验证 %1：%2</translation>
    </message>
    <message>
        <source>Acquisition report</source>
        <translation>采集报告</translation>
    </message>
    <message>
        <source>Wipe certificate</source>
        <translation>擦除证书</translation>
    </message>
    <message>
        <source>The report %1 cannot be read: %2</source>
        <translation>无法读取报告 %1：%2</translation>
    </message>
    <message>
        <source>The report cannot be drawn again from its record (%1): it is shown as it was saved.</source>
        <translation>无法根据记录重新生成报告（%1）：显示的是其保存时的样子。</translation>
    </message>
    <message>
        <source>Custody keeps no record to draw this report again from: it is shown as it was saved.</source>
        <translation>Custody 没有保存可用于重新生成此报告的记录：显示的是其保存时的样子。</translation>
    </message>
    <message>
        <source>The record %1 is not there (any more): the report is shown as it was saved.</source>
        <translation>记录 %1 不存在（或已不存在）：显示的是报告保存时的样子。</translation>
    </message>
    <message>
        <source>A lab&apos;s case history</source>
        <translation>实验室的案件历史记录</translation>
    </message>
    <message>
        <source>The lab&apos;s PostgreSQL history, as postgresql://[user@]host[:port]/database[?sslmode=verify-full]. The password is never part of it: keep it in ~/.pgpass or a service file. While the server cannot be reached, events wait in this station&apos;s spool and are delivered in order.</source>
        <translation>实验室的 PostgreSQL 历史记录，格式为 postgresql://[user@]host[:port]/database[?sslmode=verify-full]。密码绝不包含在其中：请将其保存在 ~/.pgpass 或服务文件中。服务器无法访问时，事件会在本工作站的缓存队列中等待，并按顺序送达。</translation>
    </message>
    <message>
        <source>Use another &amp;history</source>
        <translation>使用其他历史记录(&amp;H)</translation>
    </message>
    <message>
        <source>A history &amp;file…</source>
        <translation>历史记录文件(&amp;F)…</translation>
    </message>
    <message>
        <source>A &amp;lab&apos;s history on its server…</source>
        <translation>服务器上的实验室历史记录(&amp;L)…</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s); the chain holds, but its guards were changed: they may no longer refuse changes to rows. Last row&apos;s hash: %1</source>
        <translation>
            <numerusform>%n 行；链完整，但其保护措施已被更改：它们可能不再拒绝对行的更改。最后一行的哈希：%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Custody::ImageConversion</name>
    <message>
        <source>only conversion to E01 is offered</source>
        <translation>只提供转换为 E01</translation>
    </message>
    <message>
        <source>give the acquisition&apos;s record, NAME.json</source>
        <translation>请给出采集的记录 NAME.json</translation>
    </message>
    <message>
        <source>the acquisition is not finished (or has no hashes): resume it, then convert</source>
        <translation>采集尚未完成（或没有哈希）：请先继续采集，再进行转换</translation>
    </message>
    <message>
        <source>Converted by Custody from the %1 image of an acquisition from %2 to %3 (%4).</source>
        <translation>由 Custody 从 %2 至 %3 的一次采集的 %1 镜像转换而来（%4）。</translation>
    </message>
    <message>
        <source>the image holds %1 bytes, the record says %2</source>
        <translation>镜像包含 %1 字节，记录中为 %2</translation>
    </message>
    <message>
        <source>%1 is %2, the record says %3</source>
        <translation>%1 为 %2，记录中为 %3</translation>
    </message>
    <message>
        <source>the image no longer matches its record (%1); no E01 was made</source>
        <translation>镜像已与其记录不一致（%1）；未生成 E01</translation>
    </message>
    <message>
        <source>this acquisition is an E01 already; to recompress it, acquire its E01 as the source</source>
        <translation>此采集已经是 E01；如需重新压缩，请将其 E01 作为源进行采集</translation>
    </message>
    <message>
        <source>the image</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>the E01 just made</source>
        <translation>刚生成的 E01</translation>
    </message>
    <message>
        <source>the record of the acquisition</source>
        <translation>采集的记录</translation>
    </message>
    <message>
        <source>it is not a CMS signature (DER or PEM), so it is not removed with the signature of the log written anew</source>
        <translation>它不是 CMS 签名（DER 或 PEM），因此在重新写入日志时不会随日志的签名一起删除</translation>
    </message>
</context>
<context>
    <name>Custody::ImageFormatFields</name>
    <message>
        <source>Fast (deflate level 1)</source>
        <translation>快速（deflate 级别 1）</translation>
    </message>
    <message>
        <source>Best (deflate level 9, slower)</source>
        <translation>最佳（deflate 级别 9，较慢）</translation>
    </message>
    <message>
        <source>Empty chunks only</source>
        <translation>仅空区块</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Raw image, one file (.dd)</source>
        <translation>raw 镜像，单个文件（.dd）</translation>
    </message>
    <message>
        <source>Split raw image (.001, .002, …)</source>
        <translation>分割的 raw 镜像（.001, .002, …）</translation>
    </message>
    <message>
        <source>E01, Expert Witness (.E01, .E02, …)</source>
        <translation>E01，Expert Witness（.E01, .E02, …）</translation>
    </message>
    <message>
        <source>EnCase 6 layout, as ewfacquire writes it: FTK, X-Ways, Autopsy and ewf-tools open it. It stores the case details, the drive, the MD5 and SHA-1 and the unreadable ranges.</source>
        <translation>EnCase 6 布局，与 ewfacquire 写入的相同：FTK、X-Ways、Autopsy 和 ewf-tools 均可打开。它存储案件详细信息、驱动器、MD5 和 SHA-1 以及不可读范围。</translation>
    </message>
</context>
<context>
    <name>Custody::ImageMount</name>
    <message>
        <source>%1 is not an empty directory: give one to mount on</source>
        <translation>%1 不是空目录：请给出一个空目录作为挂载点</translation>
    </message>
    <message>
        <source>%1 is a mount point already: give an empty directory that is not</source>
        <translation>%1 已经是挂载点：请给出一个不是挂载点的空目录</translation>
    </message>
    <message>
        <source>mounting needs root (FUSE, loop devices and mounts)</source>
        <translation>挂载需要 root（FUSE、回环设备和挂载）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 “%2”</source>
        <translation>%1“%2”</translation>
    </message>
    <message>
        <source>%1 (%2): not mounted: %3</source>
        <translation>%1（%2）：未挂载：%3</translation>
    </message>
    <message>
        <source>%1 (%2): %3 (%4, through %5)</source>
        <translation>%1（%2）：%3（%4，通过 %5）</translation>
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
        <translation>%case%：案件编号
%evidence%：证据编号
%serial%：驱动器序列号
%model%：驱动器型号
%device%：设备或文件名
%date%：采集日期（年-月-日）</translation>
    </message>
</context>
<context>
    <name>Custody::ImageOutputDialog</name>
    <message>
        <source>Another image of the same read</source>
        <translation>同一次读取的另一个镜像</translation>
    </message>
    <message>
        <source>Written from the same read as the main image, with the same hashes; if it fails (a full disk, a share gone) only it stops, and it can be resumed on its own.</source>
        <translation>由与主镜像相同的读取写入，哈希相同；如果它失败（磁盘已满、共享已断开），只有它会停止，并且可以单独继续。</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Image name:</source>
        <translation>镜像名称(&amp;I)：</translation>
    </message>
    <message>
        <source>For&amp;mat:</source>
        <translation>格式(&amp;M)：</translation>
    </message>
    <message>
        <source>Com&amp;pression:</source>
        <translation>压缩(&amp;P)：</translation>
    </message>
    <message>
        <source>Se&amp;gment size:</source>
        <translation>分段大小(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Read this image back and compare its hashes</source>
        <translation>回读此镜像并比较其哈希(&amp;R)</translation>
    </message>
    <message>
        <source>Choose a folder for this image.</source>
        <translation>请为此镜像选择文件夹。</translation>
    </message>
    <message>
        <source>Give the image a name.</source>
        <translation>请为镜像命名。</translation>
    </message>
    <message>
        <source>The image name must not contain &apos;/&apos;.</source>
        <translation>镜像名称不能包含 &apos;/&apos;。</translation>
    </message>
    <message>
        <source>%1 is the name of another output of this acquisition: choose another name or folder.</source>
        <translation>%1 是此采集另一个输出的名称：请选择其他名称或文件夹。</translation>
    </message>
    <message>
        <source>%1 does not answer: is it a network share that is slow or gone? Wait, or choose another folder.</source>
        <translation>%1 没有响应：它是不是缓慢或已断开的网络共享？请等待，或选择其他文件夹。</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>正在检查 %1…</translation>
    </message>
    <message>
        <source>The folder %1 does not exist: create it, or choose another.</source>
        <translation>文件夹 %1 不存在：请创建它，或选择其他文件夹。</translation>
    </message>
    <message>
        <source>You may not write into %1.</source>
        <translation>您无权写入 %1。</translation>
    </message>
    <message>
        <source>Folder of this image</source>
        <translation>此镜像的文件夹</translation>
    </message>
</context>
<context>
    <name>Custody::ImageReadBack</name>
    <message>
        <source>%1 in %2 s, %3</source>
        <translation>%1，用时 %2 秒，%3</translation>
    </message>
    <message numerus="yes">
        <source>Read back partly through the page cache: %n page(s) of the image stayed cached (the file system keeps them, or another program maps the file), and those were compared from memory: %1.</source>
        <translation>
            <numerusform>部分通过页缓存回读：镜像有 %n 个页面仍留在缓存中（文件系统保留了它们，或有其他程序映射了该文件），这些页面是从内存中比较的：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Read back through the file system after the image&apos;s pages were written out and dropped from the page cache: %1.</source>
        <translation>在镜像的页面已写出并从页缓存中丢弃后，通过文件系统回读：%1。</translation>
    </message>
    <message>
        <source>Read back through the page cache, perhaps from memory: writing out, dropping or counting the image&apos;s cached pages failed (%1): %2.</source>
        <translation>通过页缓存回读，可能读自内存：写出、丢弃或统计镜像的缓存页失败（%1）：%2。</translation>
    </message>
</context>
<context>
    <name>Custody::InputLimits</name>
    <message>
        <source>%1 is %2: give a regular file of at most %3 bytes</source>
        <translation>%1 是%2：请给出最大 %3 字节的普通文件</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>字符设备</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>块设备</translation>
    </message>
    <message>
        <source>a pipe</source>
        <translation>管道</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>%1 has %2 bytes: give a regular file of at most %3 bytes</source>
        <translation>%1 有 %2 字节：请给出最大 %3 字节的普通文件</translation>
    </message>
</context>
<context>
    <name>Custody::IscsiSource</name>
    <message>
        <source>it does not start with iscsi://</source>
        <translation>它不是以 iscsi:// 开头</translation>
    </message>
    <message>
        <source>it holds a password; give the CHAP secret in a file (--chap-file), never on the command line</source>
        <translation>它包含密码；请在文件中给出 CHAP 密钥（--chap-file），切勿写在命令行上</translation>
    </message>
    <message>
        <source>the user before @ is empty</source>
        <translation>@ 前的用户为空</translation>
    </message>
    <message>
        <source>an IPv6 address without its closing ]</source>
        <translation>IPv6 地址缺少结尾的 ]</translation>
    </message>
    <message>
        <source>text after the IPv6 address</source>
        <translation>IPv6 地址之后还有文本</translation>
    </message>
    <message>
        <source>no host</source>
        <translation>没有主机</translation>
    </message>
    <message>
        <source>the LUN &quot;%1&quot; is not a number from 0 to 16383</source>
        <translation>LUN &quot;%1&quot; 不是 0 到 16383 之间的数字</translation>
    </message>
    <message>
        <source>it names no target and LUN</source>
        <translation>它未指明目标和 LUN</translation>
    </message>
    <message>
        <source>--chap-file: %1 has no secret for the user &quot;%2&quot;</source>
        <translation>--chap-file: %1 中没有用户 &quot;%2&quot; 的密钥</translation>
    </message>
    <message>
        <source>INQUIRY failed: %1</source>
        <translation>INQUIRY 失败：%1</translation>
    </message>
    <message>
        <source>LUN %1 is a %2, not a disk Custody can read</source>
        <translation>LUN %1 是%2，不是 Custody 能读取的磁盘</translation>
    </message>
    <message>
        <source>READ CAPACITY(16) failed: %1</source>
        <translation>READ CAPACITY(16) 失败：%1</translation>
    </message>
    <message>
        <source>%1 names the CHAP user %2: give the secret with --chap-file</source>
        <translation>%1 指明了 CHAP 用户 %2：请用 --chap-file 给出密钥</translation>
    </message>
    <message>
        <source>libiscsi could not make a context</source>
        <translation>libiscsi 无法创建上下文</translation>
    </message>
    <message>
        <source>discovery failed: %1</source>
        <translation>发现失败：%1</translation>
    </message>
    <message>
        <source>the iSCSI URI is not one Custody can use: %1. Write iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN</source>
        <translation>该 iSCSI URI 无法被 Custody 使用：%1。请写成 iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN</translation>
    </message>
    <message>
        <source>it holds %1, where libiscsi takes a password; give the CHAP secret in a file (--chap-file), never on the command line</source>
        <translation>它在 libiscsi 接受密码的位置包含 %1；请在文件中给出 CHAP 密钥（--chap-file），切勿写在命令行上</translation>
    </message>
    <message>
        <source>the port &quot;%1&quot; is not a number from 1 to 65535</source>
        <translation>端口 &quot;%1&quot; 不是 1 到 65535 之间的数字</translation>
    </message>
    <message>
        <source>the target name &quot;%1&quot; holds /</source>
        <translation>目标名称 &quot;%1&quot; 包含 /</translation>
    </message>
    <message>
        <source>--chap-file: %1 can be read by others than its owner, or is not yours: chmod 600 it as its owner</source>
        <translation>--chap-file: %1 可被其所有者以外的人读取，或不属于您：请以其所有者身份对它执行 chmod 600</translation>
    </message>
    <message>
        <source>--chap-file: %1 changed while it was read</source>
        <translation>--chap-file: %1 在读取期间发生了变化</translation>
    </message>
    <message>
        <source>--chap-file: %1 has more than one target line: keep one file for each target</source>
        <translation>--chap-file：%1 有多于一行 target：每个目标使用一个文件</translation>
    </message>
    <message>
        <source>%1: the target did not prove itself as &quot;%2&quot; with the target secret of the CHAP file (mutual CHAP). It is not the target whose secret you hold, or it is not set up for mutual CHAP (tgt: an outgoing account; LIO: mutual_userid and mutual_password)</source>
        <translation>%1：目标未能以 CHAP 文件中的目标密钥证明自己是“%2”（双向 CHAP）。它不是您持有其密钥的目标，或未设置双向 CHAP（tgt：出站账户；LIO：mutual_userid 和 mutual_password）</translation>
    </message>
    <message>
        <source>%1. The target was also asked to prove itself as &quot;%2&quot; (mutual CHAP): a target not set up for mutual CHAP refuses the login, as it does a wrong secret of the workstation&apos;s user</source>
        <translation>%1。还要求目标证明自己是“%2”（双向 CHAP）：未设置双向 CHAP 的目标会拒绝登录，工作站用户的密钥错误时也是如此</translation>
    </message>
    <message>
        <source>--chap-file: %1 gives the target the user&apos;s own secret: mutual CHAP needs a secret of its own for each side</source>
        <translation>--chap-file：%1 将用户自己的密钥给了目标：双向 CHAP 要求每一方使用各自的密钥</translation>
    </message>
    <message>
        <source>--chap-file: %1 has a line that is not username:secret or target username:secret (a name with &apos;:&apos; in it, such as an iSCSI name, in double quotes: &quot;iqn.…:host&quot;:secret)</source>
        <translation>--chap-file：%1 中有一行既不是 用户名:密钥 也不是 target 用户名:密钥（含 &apos;:&apos; 的名称，例如 iSCSI 名称，请用双引号括起：&quot;iqn.…:host&quot;:密钥）</translation>
    </message>
    <message numerus="yes">
        <source>--chap-file: %1 holds %n user(s): name the one to use in the URI (iscsi://USER@HOST/…), or keep one file per user (a name with &apos;:&apos; in it, such as an iSCSI name, cannot be written in a URI)</source>
        <translation>
            <numerusform>--chap-file：%1 中有 %n 个用户：请在 URI 中指明要使用的用户（iscsi://用户@主机/…），或每个用户单独使用一个文件（含 &apos;:&apos; 的名称，例如 iSCSI 名称，无法写入 URI）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Custody::JobQueue</name>
    <message>
        <source>%1 is not connected; gives up at %2</source>
        <translation>%1 未连接；将于 %2 放弃</translation>
    </message>
    <message numerus="yes">
        <source>%1 was not connected within %n minute(s)</source>
        <translation>
            <numerusform>%1 在 %n 分钟内未连接</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 was not connected within %n second(s)</source>
        <translation>
            <numerusform>%1 在 %n 秒内未连接</numerusform>
        </translation>
    </message>
    <message>
        <source>it did not start</source>
        <translation>它没有启动</translation>
    </message>
    <message>
        <source>the saved queue is not a JSON array (%1)</source>
        <translation>保存的队列不是 JSON 数组（%1）</translation>
    </message>
    <message>
        <source>the saved queue</source>
        <translation>保存的队列</translation>
    </message>
    <message>
        <source>%1 is not connected</source>
        <translation>%1 未连接</translation>
    </message>
    <message>
        <source>not one job</source>
        <translation>没有任务</translation>
    </message>
</context>
<context>
    <name>Custody::JobStatus</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Preparing</source>
        <translation>正在准备</translation>
    </message>
    <message>
        <source>Acquiring</source>
        <translation>正在采集</translation>
    </message>
    <message>
        <source>Verifying (reading back)</source>
        <translation>正在验证（回读）</translation>
    </message>
    <message>
        <source>Verifying</source>
        <translation>正在验证</translation>
    </message>
    <message>
        <source>Writing outputs</source>
        <translation>正在写入输出</translation>
    </message>
    <message>
        <source>Stopping</source>
        <translation>正在停止</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Stopped (resumable)</source>
        <translation>已停止（可继续）</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Verifying (reading the source again)</source>
        <translation>正在验证（再次读取源）</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>preparing</source>
        <translation>正在准备</translation>
    </message>
    <message>
        <source>reading back the image</source>
        <translation>正在回读镜像</translation>
    </message>
    <message>
        <source>reading the image</source>
        <translation>正在读取镜像</translation>
    </message>
    <message>
        <source>reading the source again</source>
        <translation>正在再次读取源</translation>
    </message>
    <message>
        <source>writing outputs</source>
        <translation>正在写入输出</translation>
    </message>
    <message>
        <source>stopping</source>
        <translation>正在停止</translation>
    </message>
    <message>
        <source>copying (pass %1)</source>
        <translation>正在复制（第 %1 遍）</translation>
    </message>
    <message>
        <source>trimming</source>
        <translation>正在修剪</translation>
    </message>
    <message>
        <source>scraping</source>
        <translation>正在刮擦</translation>
    </message>
    <message>
        <source>retrying (pass %1)</source>
        <translation>正在重试（第 %1 遍）</translation>
    </message>
    <message>
        <source>filling</source>
        <translation>正在填充</translation>
    </message>
    <message>
        <source>approximate</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · step %2 of %3: %4</source>
        <translation>%1 · 第 %2 步，共 %3 步：%4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 bytes)</source>
        <translation>%1（%3 字节中的 %2 字节）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Wiping</source>
        <translation>正在擦除</translation>
    </message>
    <message>
        <source>Writing the certificate</source>
        <translation>正在写入证书</translation>
    </message>
    <message>
        <source>writing the pattern</source>
        <translation>正在写入模式</translation>
    </message>
    <message>
        <source>reading the drive back</source>
        <translation>正在回读驱动器</translation>
    </message>
    <message>
        <source>writing the certificate</source>
        <translation>正在写入证书</translation>
    </message>
    <message>
        <source>%1 (priority %2)</source>
        <translation>%1（优先级 %2）</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>已排队</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Waiting for the drive</source>
        <translation>正在等待驱动器</translation>
    </message>
    <message>
        <source>Not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>Converting</source>
        <translation>正在转换</translation>
    </message>
    <message>
        <source>writing the E01, checking the hashes</source>
        <translation>正在写入 E01 并核对哈希值</translation>
    </message>
</context>
<context>
    <name>Custody::JobTableModel</name>
    <message>
        <source>Job</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>源</translation>
    </message>
    <message>
        <source>Image / hashlog</source>
        <translation>镜像 / 哈希日志</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>速率</translation>
    </message>
    <message>
        <source>Remaining</source>
        <translation>剩余时间</translation>
    </message>
    <message>
        <source>Bad / differing</source>
        <translation>坏扇区 / 差异</translation>
    </message>
    <message>
        <source>Acquisition</source>
        <translation>采集</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>Unreadable sectors of an acquisition; windows that differ from the hashlog in a verification; sectors that failed in a wipe</source>
        <translation>采集中的不可读扇区；验证中与哈希日志不一致的窗口；擦除中失败的扇区</translation>
    </message>
    <message>
        <source>The image written (an acquisition), the hashlogs checked against (a verification) or the certificate written (a wipe)</source>
        <translation>写入的镜像（采集）、用于对照检查的哈希日志（验证）或写入的证书（擦除）</translation>
    </message>
    <message>
        <source>Wipe</source>
        <translation>擦除</translation>
    </message>
    <message>
        <source>Conversion</source>
        <translation>转换</translation>
    </message>
</context>
<context>
    <name>Custody::JobsView</name>
    <message>
        <source>Jobs</source>
        <translation>任务</translation>
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
        <translation>整个介质</translation>
    </message>
    <message>
        <source>partition %1</source>
        <translation>分区 %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>GPT</source>
        <translation>GPT</translation>
    </message>
    <message>
        <source>GPT, disk GUID %1</source>
        <translation>GPT，磁盘 GUID %1</translation>
    </message>
    <message>
        <source>MBR (DOS)</source>
        <translation>MBR (DOS)</translation>
    </message>
    <message>
        <source>MBR (DOS), disk identifier %1</source>
        <translation>MBR (DOS)，磁盘标识符 %1</translation>
    </message>
    <message>
        <source>%1, identifier %2</source>
        <translation>%1，标识符 %2</translation>
    </message>
    <message>
        <source>type %1</source>
        <translation>类型 %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>label %1</source>
        <translation>卷标 %1</translation>
    </message>
    <message>
        <source>UUID %1</source>
        <translation>UUID %1</translation>
    </message>
    <message>
        <source>encrypted: %1</source>
        <translation>已加密：%1</translation>
    </message>
    <message>
        <source>%1 (an APFS container: whether its volumes are FileVault-encrypted is not told by the container)</source>
        <translation>%1（APFS 容器：容器本身不会表明其中的卷是否经过 FileVault 加密）</translation>
    </message>
    <message>
        <source>no known signature, random-looking bytes (%1 bits per byte in %2 sampled): encrypted without a header (VeraCrypt, a LUKS volume with a detached header), compressed, or overwritten with random data</source>
        <translation>没有已知签名，字节看似随机（在 %2 的抽样中每字节 %1 位）：无头部加密（VeraCrypt、头部分离的 LUKS 卷）、已压缩，或已被随机数据覆盖</translation>
    </message>
    <message>
        <source>no known signature, only zeros in %1 sampled</source>
        <translation>没有已知签名，%1 的抽样中全为零</translation>
    </message>
    <message>
        <source>no known signature</source>
        <translation>没有已知签名</translation>
    </message>
    <message>
        <source>ambiguous: %1</source>
        <translation>有歧义：%1</translation>
    </message>
    <message>
        <source>could not be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>Partition %1: sectors %2 to %3 (%4), %5</source>
        <translation>分区 %1：扇区 %2 至 %3（%4），%5</translation>
    </message>
    <message>
        <source>, name %1</source>
        <translation>，名称 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Whole medium (%1): %2</source>
        <translation>整个介质（%1）：%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>APFS</source>
        <translation>APFS</translation>
    </message>
    <message>
        <source>random-looking, no signature</source>
        <translation>看似随机，无签名</translation>
    </message>
    <message>
        <source>Layout at acquisition</source>
        <translation>采集时的布局</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>Partition table</source>
        <translation>分区表</translation>
    </message>
    <message>
        <source>Whole medium</source>
        <translation>整个介质</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>起始扇区</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>结束扇区</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Encrypted volumes</source>
        <translation>加密卷</translation>
    </message>
    <message>
        <source>holds the logical partitions listed after it</source>
        <translation>包含其后列出的逻辑分区</translation>
    </message>
    <message>
        <source>not read: %1</source>
        <translation>未读取：%1</translation>
    </message>
    <message>
        <source>Encrypted: %1. The image will hold these volumes as they are on the medium, unreadable without their key or passphrase.</source>
        <translation>已加密：%1。镜像将按介质上的原样保存这些卷，没有其密钥或密码短语则无法读取。</translation>
    </message>
    <message>
        <source>Possibly encrypted: %1. These may be encrypted (an APFS container&apos;s volumes by FileVault; random-looking bytes by a tool that writes no header), or compressed or wiped.</source>
        <translation>可能已加密：%1。它们可能已加密（APFS 容器的卷由 FileVault 加密；看似随机的字节由不写头部的工具加密），也可能已压缩或已擦除。</translation>
    </message>
    <message>
        <source>If the computer is running and the volumes are unlocked, consider capturing its memory and the unlocked volumes before turning it off.</source>
        <translation>如果计算机正在运行且这些卷已解锁，请考虑在关机之前获取其内存和已解锁的卷。</translation>
    </message>
</context>
<context>
    <name>Custody::MainWindow</name>
    <message>
        <source>Custody — forensic disk imager</source>
        <translation>Custody — 取证磁盘镜像工具</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <source>Drives cannot be listed</source>
        <translation>无法列出驱动器</translation>
    </message>
    <message>
        <source>Drives listed by the %1 backend</source>
        <translation>驱动器由 %1 后端列出</translation>
    </message>
    <message>
        <source>&amp;Acquire…</source>
        <translation>采集(&amp;A)…</translation>
    </message>
    <message>
        <source>Image the selected drive (Ctrl+N)</source>
        <translation>采集所选驱动器（Ctrl+N）</translation>
    </message>
    <message>
        <source>Add &amp;image or file as source…</source>
        <translation>添加镜像或文件作为源(&amp;I)…</translation>
    </message>
    <message>
        <source>Image an existing image file, a loop device or any other file (Ctrl+O)</source>
        <translation>采集现有的镜像文件、回环设备或任何其他文件（Ctrl+O）</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>A&amp;bout Custody</source>
        <translation>关于 Custody(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>No access to %1</source>
        <translation>无权访问 %1</translation>
    </message>
    <message>
        <source>Image or file to acquire</source>
        <translation>要采集的镜像或文件</translation>
    </message>
    <message>
        <source>Acquisition running</source>
        <translation>采集正在进行</translation>
    </message>
    <message>
        <source>Cancel the acquisition before closing its tab.</source>
        <translation>请先取消采集，再关闭其标签页。</translation>
    </message>
    <message>
        <source>About Custody</source>
        <translation>关于 Custody</translation>
    </message>
    <message>
        <source>Acquisitions running</source>
        <translation>采集正在进行</translation>
    </message>
    <message numerus="yes">
        <source>%n acquisition(s) still running. Stop them and quit? Their images and maps are kept and can be resumed.</source>
        <translation>
            <numerusform>仍有 %n 个采集正在进行。要停止它们并退出吗？其镜像和映射文件会保留，可以稍后继续。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is being acquired in another tab already.</source>
        <translation>%1 已在另一个标签页中采集。</translation>
    </message>
    <message>
        <source>Another acquisition is writing into %1 already.</source>
        <translation>另一个采集已在写入 %1。</translation>
    </message>
    <message>
        <source>Acquisition not started</source>
        <translation>采集未开始</translation>
    </message>
    <message>
        <source>Stopping the acquisitions: saving their images, maps and records…</source>
        <translation>正在停止采集：正在保存其镜像、映射文件和记录…</translation>
    </message>
    <message>
        <source>Check an image against the hashlogs of Custody or another tool (Ctrl+Shift+V)</source>
        <translation>对照 Custody 或其他工具的哈希日志检查镜像（Ctrl+Shift+V）</translation>
    </message>
    <message>
        <source>V&amp;erify image…</source>
        <translation>验证镜像(&amp;E)…</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Custody %1&lt;/h3&gt;&lt;p&gt;A forensic disk imager.&lt;/p&gt;&lt;p&gt;%2&lt;br&gt;Git revision %3&lt;br&gt;Drives listed by the %4 backend&lt;/p&gt;&lt;p&gt;Custody is open-source software. It uses Qt, under the GNU Lesser General Public License version 3 (Qt Charts under the GNU General Public License version 3), and OpenSSL, under the Apache License 2.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Custody %1&lt;/h3&gt;&lt;p&gt;取证磁盘镜像工具。&lt;/p&gt;&lt;p&gt;%2&lt;br&gt;Git 修订版本 %3&lt;br&gt;驱动器由 %4 后端列出&lt;/p&gt;&lt;p&gt;Custody 是开源软件。它使用 Qt，遵循 GNU 宽通用公共许可证第 3 版（Qt Charts 遵循 GNU 通用公共许可证第 3 版），以及 OpenSSL，遵循 Apache 许可证 2.0。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Close tab</source>
        <translation>关闭标签页(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Next tab</source>
        <translation>下一个标签页(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous tab</source>
        <translation>上一个标签页(&amp;P)</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Drive &amp;details</source>
        <translation>驱动器详细信息(&amp;D)</translation>
    </message>
    <message>
        <source>Show the selected drive&apos;s details beside the list (F9)</source>
        <translation>在列表旁显示所选驱动器的详细信息（F9）</translation>
    </message>
    <message>
        <source>Still looking at %1</source>
        <translation>仍在检查 %1</translation>
    </message>
    <message>
        <source>Custody is still checking whether this computer runs from %1. Try again in a moment.</source>
        <translation>Custody 仍在检查此计算机是否从 %1 运行。请稍后重试。</translation>
    </message>
    <message>
        <source>Add &amp;network source…</source>
        <translation>添加网络源(&amp;N)…</translation>
    </message>
    <message>
        <source>Add a drive of another machine, exported read-only over NBD (nbdkit, qemu-nbd)</source>
        <translation>添加另一台机器的驱动器，通过 NBD 以只读方式导出（nbdkit、qemu-nbd）</translation>
    </message>
    <message>
        <source>Take the selected network drive off the list</source>
        <translation>从列表中移除所选的网络驱动器</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>历史记录(&amp;H)</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>&amp;Signing identity…</source>
        <translation>签名身份(&amp;S)…</translation>
    </message>
    <message>
        <source>The key and certificate with which Custody signs what it writes</source>
        <translation>Custody 用于对其写入内容进行签名的密钥和证书</translation>
    </message>
    <message>
        <source>Signed as %1: %2</source>
        <translation>已以 %1 的身份签名：%2</translation>
    </message>
    <message>
        <source>Not signed, although a signing identity is set (File → Signing identity…): %1. %2</source>
        <translation>未签名，尽管已设置签名身份（文件 → 签名身份…）：%1。%2</translation>
    </message>
    <message>
        <source>The acquisition log %1 does not say so either: %2</source>
        <translation>采集日志 %1 中也没有注明这一点：%2</translation>
    </message>
    <message>
        <source>The acquisition log %1 says so, but could not be signed again, so its signature was removed: %2</source>
        <translation>采集日志 %1 中注明了这一点，但无法重新签名，因此其签名已被删除：%2</translation>
    </message>
    <message>
        <source>the signed log says it was signed, but its signature is not there</source>
        <translation>已签名的日志表明该文件已签名，但其签名不存在</translation>
    </message>
    <message>
        <source>the signed log says it was signed, but it is not there</source>
        <translation>已签名的日志表明该文件已签名，但该文件不存在</translation>
    </message>
    <message>
        <source>signed with another certificate than the signed log names</source>
        <translation>所用证书与已签名日志中指明的证书不同</translation>
    </message>
    <message>
        <source>changed since it was signed</source>
        <translation>签名后已被更改</translation>
    </message>
    <message>
        <source>%1 does not answer: is it on a network share that is slow or gone? Wait, or choose another file.</source>
        <translation>%1 没有响应：它是否位于缓慢或已断开的网络共享上？请等待，或选择其他文件。</translation>
    </message>
    <message>
        <source>Looking at %1…</source>
        <translation>正在检查 %1…</translation>
    </message>
    <message>
        <source>Finishing writing signatures, reports and logs: Custody closes when they are written…</source>
        <translation>正在完成签名、报告和日志的写入：写入完成后 Custody 将关闭…</translation>
    </message>
    <message>
        <source>&amp;Drives</source>
        <translation>驱动器(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Jobs (%1, %2 running)</source>
        <translation>任务(&amp;J)（%1 个，%2 个正在运行）</translation>
    </message>
    <message>
        <source>&amp;Jobs (%1)</source>
        <translation>任务(&amp;J)（%1）</translation>
    </message>
    <message>
        <source>Close &amp;finished tabs</source>
        <translation>关闭已结束的标签页(&amp;F)</translation>
    </message>
    <message>
        <source>Close the tab of every acquisition and verification that has ended; their records, logs and reports stay on disk and in the history</source>
        <translation>关闭每个已结束的采集和验证的标签页；其记录、日志和报告仍保留在磁盘上和历史记录中</translation>
    </message>
    <message>
        <source>&amp;Tabs</source>
        <translation>标签页(&amp;T)</translation>
    </message>
    <message>
        <source>All tabs</source>
        <translation>所有标签页</translation>
    </message>
    <message>
        <source>Go to any tab, or close the finished ones</source>
        <translation>转到任意标签页，或关闭已结束的标签页</translation>
    </message>
    <message>
        <source>Custody — History</source>
        <translation>Custody — 历史记录</translation>
    </message>
    <message>
        <source>The case history: every acquisition, verification, conversion and report, searchable, in a window of its own</source>
        <translation>案件历史记录：每次采集、验证、转换和报告，均可搜索，在单独的窗口中显示</translation>
    </message>
    <message>
        <source>Will not be signed: no signing identity is set (File → Signing identity…)</source>
        <translation>不会签名：未设置签名身份（文件 → 签名身份…）</translation>
    </message>
    <message>
        <source>Will be signed by %1</source>
        <translation>将由 %1 签名</translation>
    </message>
    <message>
        <source>Will not be signed: %1</source>
        <translation>不会签名：%1</translation>
    </message>
    <message>
        <source>Will be signed once the signing key is opened</source>
        <translation>打开签名密钥后将会签名</translation>
    </message>
    <message>
        <source>Signed by %1: %2</source>
        <translation>已由 %1 签名：%2</translation>
    </message>
    <message>
        <source>Not signed: no signing identity is set (File → Signing identity…)</source>
        <translation>未签名：未设置签名身份（文件 → 签名身份…）</translation>
    </message>
    <message>
        <source>Not signed: not every file of the acquisition was written</source>
        <translation>未签名：采集的文件未全部写入</translation>
    </message>
    <message>
        <source>Still writing</source>
        <translation>仍在写入</translation>
    </message>
    <message>
        <source>A conversion to E01 or a report of this acquisition is being written: let it finish before closing its tab.</source>
        <translation>正在写入此采集的 E01 转换或报告：请等它完成后再关闭其标签页。</translation>
    </message>
    <message>
        <source>Read SMART and the hidden areas again for every drive of this workstation (F5)</source>
        <translation>重新读取本工作站每个驱动器的 SMART 和隐藏区域（F5）</translation>
    </message>
    <message>
        <source>&amp;Prepare drive…</source>
        <translation>准备驱动器(&amp;P)…</translation>
    </message>
    <message>
        <source>Wipe running</source>
        <translation>擦除正在进行</translation>
    </message>
    <message>
        <source>Cancel the wipe, or let its certificate be written, before closing its tab.</source>
        <translation>请先取消擦除，或等待其证书写入完成，再关闭其标签页。</translation>
    </message>
    <message>
        <source>Wipes running</source>
        <translation>擦除正在进行</translation>
    </message>
    <message numerus="yes">
        <source>%n wipe(s) still running. Stop them and quit? The drives will not be sterile; each certificate says how far its wipe got.</source>
        <translation>
            <numerusform>仍有 %n 个擦除正在进行。要停止它们并退出吗？驱动器将不是洁净的；每份证书都会说明其擦除进行到了哪一步。</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping the wipes: writing their certificates…</source>
        <translation>正在停止擦除：正在写入其证书…</translation>
    </message>
    <message>
        <source>%1 is being wiped in another tab.</source>
        <translation>%1 正在另一个标签页中擦除。</translation>
    </message>
    <message>
        <source>Wipe the selected drive and read it back, or check that it holds a pattern, with a certificate</source>
        <translation>擦除所选驱动器并回读，或检查它是否包含某种模式，并出具证书</translation>
    </message>
    <message>
        <source>Select a drive to prepare</source>
        <translation>请选择要准备的驱动器</translation>
    </message>
    <message>
        <source>A drive of another machine is only ever read, never prepared</source>
        <translation>另一台机器的驱动器只会被读取，绝不会被准备</translation>
    </message>
    <message>
        <source>Checking whether %1 may be overwritten…</source>
        <translation>正在检查 %1 是否可以被覆盖…</translation>
    </message>
    <message>
        <source>%1 is being acquired in another tab.</source>
        <translation>%1 正在另一个标签页中采集。</translation>
    </message>
    <message>
        <source>Wipe not started</source>
        <translation>擦除未开始</translation>
    </message>
    <message>
        <source>The wipe&apos;s certificate %1 does not say so either: %2</source>
        <translation>擦除证书 %1 中也没有注明这一点：%2</translation>
    </message>
    <message>
        <source>The wipe&apos;s certificate %1 says so, but could not be signed again, so its signature was removed: %2</source>
        <translation>擦除证书 %1 中注明了这一点，但无法重新签名，因此其签名已被删除：%2</translation>
    </message>
    <message>
        <source>The program %1 ran after the acquisition into %2.</source>
        <translation>程序 %1 已在采集到 %2 后运行。</translation>
    </message>
    <message>
        <source>WARNING: the program %1 did not succeed after the acquisition into %2 (%3); the acquisition&apos;s outcome is as its tab shows.</source>
        <translation>警告：程序 %1 在采集到 %2 后未能成功运行（%3）；采集的结果以其标签页所示为准。</translation>
    </message>
    <message>
        <source>Its run is not in the log: %1</source>
        <translation>其运行情况未写入日志：%1</translation>
    </message>
    <message>
        <source>Its run is not in the log: the log there is an earlier run&apos;s (not every file of this run could be written).</source>
        <translation>其运行情况未写入日志：那里的日志属于先前的运行（本次运行的文件未能全部写入）。</translation>
    </message>
    <message>
        <source>Not signed: the program run when the acquisition ended put something else at %1.</source>
        <translation>未签名：采集结束时运行的程序在 %1 处放置了其他内容。</translation>
    </message>
    <message>
        <source>the clone onto %1 carries no confirmed drive</source>
        <translation>克隆到 %1 的任务没有已确认的驱动器</translation>
    </message>
    <message>
        <source>a %1 job is not kept by the window</source>
        <translation>窗口不保留 %1 任务</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>Keep the selected job in the queue without starting it</source>
        <translation>将所选任务保留在队列中，但不启动</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>Let the selected paused job start when its turn comes</source>
        <translation>让所选的已暂停任务在轮到时启动</translation>
    </message>
    <message>
        <source>Raise p&amp;riority</source>
        <translation>提高优先级(&amp;R)</translation>
    </message>
    <message>
        <source>Start the selected job before the queued jobs of lower priority</source>
        <translation>在较低优先级的排队任务之前启动所选任务</translation>
    </message>
    <message>
        <source>&amp;Lower priority</source>
        <translation>降低优先级(&amp;L)</translation>
    </message>
    <message>
        <source>Start the selected job after the queued jobs of higher priority</source>
        <translation>在较高优先级的排队任务之后启动所选任务</translation>
    </message>
    <message>
        <source>Re&amp;move from queue</source>
        <translation>从队列中移除(&amp;M)</translation>
    </message>
    <message>
        <source>Take the selected job out of the queue without running it</source>
        <translation>将所选任务移出队列，不运行它</translation>
    </message>
    <message>
        <source>Jobs kept from the last run</source>
        <translation>上次运行保留的任务</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) were waiting in the queue when Custody was closed:</source>
        <translation>
            <numerusform>关闭 Custody 时，有 %n 个任务在队列中等待：</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Queue them to run</source>
        <translation>将它们排队运行(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Keep them paused</source>
        <translation>保持暂停(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Discard them</source>
        <translation>丢弃它们(&amp;D)</translation>
    </message>
    <message>
        <source>Acquisition not queued</source>
        <translation>采集未排队</translation>
    </message>
    <message>
        <source>%1 is not queued: %2</source>
        <translation>%1 未排队：%2</translation>
    </message>
    <message>
        <source>Queue not restored</source>
        <translation>队列未恢复</translation>
    </message>
    <message>
        <source>The jobs kept from the last run cannot be read: %1. They are discarded; nothing of them was started.</source>
        <translation>无法读取上次运行保留的任务：%1。它们已被丢弃；其中没有任何任务被启动。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Jobs not restored</source>
        <translation>任务未恢复</translation>
    </message>
    <message>
        <source>These kept jobs cannot be queued again and are discarded:
%1</source>
        <translation>以下保留的任务无法重新排队，已被丢弃：
%1</translation>
    </message>
    <message>
        <source>The jobs kept from the last run were discarded.</source>
        <translation>上次运行保留的任务已被丢弃。</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) kept from the last run are in the queue.</source>
        <translation>
            <numerusform>上次运行保留的 %n 个任务已在队列中。</numerusform>
        </translation>
    </message>
    <message>
        <source>A running job writes these files or reads or writes this drive.</source>
        <translation>有正在运行的任务会写入这些文件，或读写此驱动器。</translation>
    </message>
    <message>
        <source>A job in the queue writes these files or reads or writes this drive: %1.</source>
        <translation>队列中有任务会写入这些文件，或读写此驱动器：%1。</translation>
    </message>
    <message>
        <source>Wipe not queued</source>
        <translation>擦除未排队</translation>
    </message>
    <message>
        <source>How many queued jobs run at once, on one disk, how long a job waits for its drive, and the status file for a lab&apos;s dashboard</source>
        <translation>同时运行多少个排队任务、同一磁盘上运行多少个、任务等待其驱动器的时长，以及供实验室仪表板使用的状态文件</translation>
    </message>
    <message>
        <source>A program of the lab&apos;s that runs when each acquisition, verification or wipe has ended</source>
        <translation>实验室的一个程序，在每次采集、验证或擦除结束后运行</translation>
    </message>
    <message>
        <source>Images still mounted</source>
        <translation>镜像仍处于挂载状态</translation>
    </message>
    <message>
        <source>Still mounted, in use: %1. Close what uses them (a file manager, a shell inside), then quit again.</source>
        <translation>仍处于挂载状态且正在使用：%1。请关闭正在使用它们的程序（文件管理器、位于其中的 shell），然后再次退出。</translation>
    </message>
    <message>
        <source>&amp;Mount image read-only…</source>
        <translation>以只读方式挂载镜像(&amp;M)…</translation>
    </message>
    <message>
        <source>Show an image (raw, split or E01) read-only in an empty folder, with each file system it holds mounted read-only</source>
        <translation>在一个空文件夹中以只读方式显示镜像（raw、分割或 E01），并以只读方式挂载其中的每个文件系统</translation>
    </message>
    <message>
        <source>Mounted &amp;images</source>
        <translation>已挂载的镜像(&amp;I)</translation>
    </message>
    <message>
        <source>The images mounted read-only: open their folders, unmount</source>
        <translation>以只读方式挂载的镜像：打开其文件夹、卸载</translation>
    </message>
    <message>
        <source>A mount or an unmount is under way: quit again when it has ended.</source>
        <translation>挂载或卸载正在进行：请在其结束后再次退出。</translation>
    </message>
    <message>
        <source>Signal %1 received: quitting, as Quit does.</source>
        <translation>收到信号 %1：正在退出，与“退出”相同。</translation>
    </message>
    <message>
        <source>Quitting: a mount or an unmount is under way.</source>
        <translation>正在退出：挂载或卸载仍在进行中。</translation>
    </message>
    <message>
        <source>Quitting: still mounted, in use: %1. Custody quits once nothing uses them.</source>
        <translation>正在退出：仍处于挂载状态且正在使用：%1。在没有任何程序使用它们后，Custody 将退出。</translation>
    </message>
    <message>
        <source>&amp;Remove network source</source>
        <translation>移除网络源(&amp;R)</translation>
    </message>
    <message>
        <source>Pro&amp;gram when a job ends…</source>
        <translation>任务结束时运行的程序(&amp;G)…</translation>
    </message>
    <message>
        <source>&amp;Job queue…</source>
        <translation>任务队列(&amp;J)…</translation>
    </message>
    <message>
        <source>Another Custody window keeps the job queue for the next start: the jobs queued in this window are not kept when it closes.</source>
        <translation>另一个 Custody 窗口为下次启动保留作业队列：此窗口中排队的作业在关闭时不会保留。</translation>
    </message>
    <message>
        <source>The job queue is not kept for the next start: this window cannot tell whether another keeps it. The jobs queued in this window are not kept when it closes.</source>
        <translation>作业队列不会为下次启动保留：此窗口无法判断是否有其他窗口保留它。此窗口中排队的作业在关闭时不会保留。</translation>
    </message>
    <message>
        <source>Conversions running</source>
        <translation>正在转换</translation>
    </message>
    <message numerus="yes">
        <source>%n conversion(s) to E01 still running. Stop them and quit? What each has written of its E01 is removed; the images they read are kept as they are.</source>
        <translation>
            <numerusform>仍有 %n 个到 E01 的转换正在运行。停止它们并退出？每个转换已写入的 E01 内容将被删除；所读取的映像保持不变。</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping the conversions to E01…</source>
        <translation>正在停止到 E01 的转换…</translation>
    </message>
</context>
<context>
    <name>Custody::MountImageDialog</name>
    <message>
        <source>Mount image read-only</source>
        <translation>以只读方式挂载镜像</translation>
    </message>
    <message>
        <source>The image is shown read-only as image.raw in the folder, read through Custody&apos;s own readers (a damaged E01 chunk is a read error, never other bytes), and each file system it holds is mounted read-only below it without replaying a journal. Encrypted volumes are listed, not unlocked. The folder must be empty.</source>
        <translation>镜像在文件夹中以只读方式显示为 image.raw，通过 Custody 自己的读取器读取（损坏的 E01 区块会报告读取错误，绝不会给出其他字节），其中的每个文件系统都以只读方式挂载在它下面，且不重放日志。加密卷只会列出，不会解锁。文件夹必须为空。</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>Empty folder to mount on</source>
        <translation>用作挂载点的空文件夹</translation>
    </message>
    <message>
        <source>&amp;Image:</source>
        <translation>镜像(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>Image to mount</source>
        <translation>要挂载的镜像</translation>
    </message>
    <message>
        <source>Images (*.dd *.raw *.img *.001 *.E01 *.e01);;All files (*)</source>
        <translation>镜像 (*.dd *.raw *.img *.001 *.E01 *.e01);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Bro&amp;wse…</source>
        <translation>浏览(&amp;W)…</translation>
    </message>
    <message>
        <source>&amp;Mount</source>
        <translation>挂载(&amp;M)</translation>
    </message>
</context>
<context>
    <name>Custody::MountsWindow</name>
    <message>
        <source>Image: %1 (read-only)</source>
        <translation>镜像：%1（只读）</translation>
    </message>
    <message>
        <source>Layout: could not be read: %1</source>
        <translation>布局：无法读取：%1</translation>
    </message>
    <message>
        <source>Partition table: %1</source>
        <translation>分区表：%1</translation>
    </message>
    <message>
        <source>Mounted images</source>
        <translation>已挂载的镜像</translation>
    </message>
    <message>
        <source>Images mounted read-only</source>
        <translation>以只读方式挂载的镜像</translation>
    </message>
    <message>
        <source>&amp;Open folder</source>
        <translation>打开文件夹(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Unmount</source>
        <translation>卸载(&amp;U)</translation>
    </message>
    <message>
        <source>Wait until the mount or unmount under way has ended.</source>
        <translation>请等待正在进行的挂载或卸载结束。</translation>
    </message>
    <message>
        <source>Mounting %1 on %2…</source>
        <translation>正在将 %1 挂载到 %2…</translation>
    </message>
    <message>
        <source>Mounted %1 read-only on %2.</source>
        <translation>已将 %1 以只读方式挂载到 %2。</translation>
    </message>
    <message>
        <source>Not mounted: %1</source>
        <translation>未挂载：%1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 挂载于 %2</translation>
    </message>
    <message>
        <source>No image is mounted. File ▸ Mount image read-only… shows one.</source>
        <translation>没有已挂载的镜像。使用“文件 ▸ 以只读方式挂载镜像…”可以挂载。</translation>
    </message>
    <message>
        <source>Unmounting %1…</source>
        <translation>正在卸载 %1…</translation>
    </message>
    <message>
        <source>Unmounted %1.</source>
        <translation>已卸载 %1。</translation>
    </message>
    <message>
        <source>Still mounted, in use: %1. Close what uses it, then unmount again.</source>
        <translation>仍处于挂载状态且正在使用：%1。请关闭正在使用它的程序，然后再次卸载。</translation>
    </message>
</context>
<context>
    <name>Custody::NetworkDrive</name>
    <message>
        <source>NBD over TLS (%1)</source>
        <translation>基于 TLS 的 NBD（%1）</translation>
    </message>
    <message>
        <source>NBD over TLS (%1, %2)</source>
        <translation>基于 TLS 的 NBD（%1，%2）</translation>
    </message>
    <message>
        <source>NBD, this computer, not encrypted</source>
        <translation>NBD，本机，未加密</translation>
    </message>
    <message>
        <source>NBD, NOT ENCRYPTED</source>
        <translation>NBD，未加密</translation>
    </message>
    <message>
        <source>The server offers the export writable: serve it read-only (nbdkit --readonly, qemu-nbd --read-only). Custody only ever reads it.</source>
        <translation>服务器以可写方式提供该导出：请以只读方式提供它（nbdkit --readonly、qemu-nbd --read-only）。Custody 只会读取它。</translation>
    </message>
    <message>
        <source>NBD export</source>
        <translation>NBD 导出</translation>
    </message>
    <message>
        <source>NBD export %1</source>
        <translation>NBD 导出 %1</translation>
    </message>
    <message>
        <source>An NBD export reached through a local socket or loopback address (which may be a tunnel to another machine).</source>
        <translation>通过本地套接字或环回地址访问的 NBD 导出（可能是通往另一台机器的隧道）。</translation>
    </message>
    <message>
        <source>A drive of another machine, read over NBD.</source>
        <translation>另一台机器的驱动器，通过 NBD 读取。</translation>
    </message>
    <message>
        <source>%1 bytes in sectors of %2 bytes, as its server states them.</source>
        <translation>%1 字节，扇区大小 %2 字节，以其服务器的声明为准。</translation>
    </message>
    <message>
        <source>%1 bytes, as its server states them; it states no sector size, so sectors of 512 bytes are assumed.</source>
        <translation>%1 字节，以其服务器的声明为准；服务器未声明扇区大小，因此假定扇区为 512 字节。</translation>
    </message>
    <message>
        <source>iSCSI has no encryption of its own: read the LUN through a VPN or IPsec, or on a network that is yours.</source>
        <translation>iSCSI 本身没有加密：请通过 VPN 或 IPsec，或在您自己的网络上读取该 LUN。</translation>
    </message>
    <message>
        <source>Use nbds:// with TLS where you can.</source>
        <translation>如有可能，请使用带 TLS 的 nbds://。</translation>
    </message>
    <message>
        <source>iSCSI%1, this computer, not encrypted</source>
        <translation>iSCSI%1，本机，未加密</translation>
    </message>
    <message>
        <source>iSCSI%1, NOT ENCRYPTED</source>
        <translation>iSCSI%1，未加密</translation>
    </message>
    <message>
        <source>LUN %1 of the iSCSI target %2: %3 %4 (serial %5), %6 bytes in sectors of %7 bytes (%8 physical), as the LUN states them.</source>
        <translation>iSCSI 目标 %2 的 LUN %1：%3 %4（序列号 %5），%6 字节，扇区大小 %7 字节（物理扇区 %8），以该 LUN 的声明为准。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>The transfer is not encrypted: anyone on the network path can read the evidence, and the record and report will say so.</source>
        <translation>传输未加密：网络路径上的任何人都能读取证据，记录和报告会注明这一点。</translation>
    </message>
    <message>
        <source>The target offers the LUN writable: export it read-only (tgt: --params readonly=1; targetcli: readonly=true). Custody only ever reads it.</source>
        <translation>目标以可写方式提供该 LUN：请以只读方式导出它（tgt：--params readonly=1；targetcli：readonly=true）。Custody 只会读取它。</translation>
    </message>
    <message>
        <source>, CHAP offered as %1</source>
        <translation>，以 %1 身份提供 CHAP</translation>
    </message>
    <message>
        <source>Whether the target offers the LUN read-only is not known (it did not answer MODE SENSE). Custody only ever reads it.</source>
        <translation>无法得知目标是否以只读方式提供该 LUN（它未响应 MODE SENSE）。Custody 只会读取它。</translation>
    </message>
    <message>
        <source>, mutual CHAP as %1, the target as %2</source>
        <translation>，双向 CHAP，身份为 %1，目标为 %2</translation>
    </message>
</context>
<context>
    <name>Custody::NetworkSourceDialog</name>
    <message>
        <source>Add network source</source>
        <translation>添加网络源</translation>
    </message>
    <message>
        <source>&amp;URI:</source>
        <translation>URI(&amp;U)：</translation>
    </message>
    <message>
        <source>TLS &amp;PSK file:</source>
        <translation>TLS PSK 文件(&amp;P)：</translation>
    </message>
    <message>
        <source>your login name</source>
        <translation>您的登录名</translation>
    </message>
    <message>
        <source>PSK &amp;identity:</source>
        <translation>PSK 身份(&amp;I)：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>How long the server may stay silent before it counts as gone. A bad sector on the remote drive can take minutes of retries.</source>
        <translation>服务器保持无响应多长时间后视为已丢失。远程驱动器上的一个坏扇区可能需要数分钟的重试。</translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation>超时(&amp;T)：</translation>
    </message>
    <message>
        <source>C&amp;onnect</source>
        <translation>连接(&amp;O)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>An empty field</source>
        <translation>空字段</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接到 %1…</translation>
    </message>
    <message>
        <source>After a lost connection, how many times to connect again before the acquisition stops (its map saved, to resume). A server back with another size or certificate is not taken.</source>
        <translation>连接断开后，在采集停止之前重新连接的次数（采集停止时会保存其映射文件，以便继续）。如果服务器恢复后大小或证书不同，则不予接受。</translation>
    </message>
    <message>
        <source>&amp;Reconnect attempts:</source>
        <translation>重新连接次数(&amp;R)：</translation>
    </message>
    <message>
        <source>Wait &amp;before each:</source>
        <translation>每次之前等待(&amp;B)：</translation>
    </message>
    <message>
        <source>Cannot connect now: no thread could be started (%1).</source>
        <translation>现在无法连接：无法启动线程（%1）。</translation>
    </message>
    <message>
        <source>nbd://HOST[:PORT]/EXPORT, nbds://… (TLS required), nbd+unix:///EXPORT?socket=PATH, or an iSCSI LUN: iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN</source>
        <translation>nbd://HOST[:PORT]/EXPORT、nbds://…（需要 TLS）、nbd+unix:///EXPORT?socket=PATH，或 iSCSI LUN：iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN</translation>
    </message>
    <message>
        <source>iSCSI C&amp;HAP file:</source>
        <translation>iSCSI CHAP 文件(&amp;H)：</translation>
    </message>
    <message>
        <source>Credentials are read from files, never typed in here. On the remote machine, serve the drive read-only (nbdkit --readonly, qemu-nbd --read-only, or an iSCSI target&apos;s read-only LUN), with TLS where the network is not yours (iSCSI has none: use a VPN).</source>
        <translation>凭据从文件中读取，绝不在此处输入。在远程机器上，请以只读方式提供驱动器（nbdkit --readonly、qemu-nbd --read-only，或 iSCSI 目标的只读 LUN），在不属于您的网络上请使用 TLS（iSCSI 没有 TLS：请使用 VPN）。</translation>
    </message>
    <message>
        <source>%1 is not an NBD or iSCSI URI: give nbd://HOST[:PORT]/EXPORT, nbds://… for TLS, nbd+unix:///EXPORT?socket=PATH, or iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN.</source>
        <translation>%1 不是 NBD 或 iSCSI URI：请给出 nbd://HOST[:PORT]/EXPORT、用于 TLS 的 nbds://…、nbd+unix:///EXPORT?socket=PATH 或 iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN。</translation>
    </message>
    <message>
        <source>TLS certificates &amp;folder:</source>
        <translation>TLS 证书文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>iSCSI: a file of username:secret lines, readable by its owner only; the user is the one the URI names, or the file&apos;s only one. A line &quot;target username:secret&quot; asks the target to prove itself with them (mutual CHAP).</source>
        <translation>iSCSI：每行 username:secret 的文件，仅其所有者可读；用户为 URI 中指定的用户，或文件中唯一的用户。一行“target username:secret”要求目标以此证明自己的身份（双向 CHAP）。</translation>
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
        <translation>分割 raw</translation>
    </message>
    <message>
        <source>raw</source>
        <translation>raw</translation>
    </message>
    <message>
        <source>Image %1 (%2)</source>
        <translation>镜像 %1（%2）</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Read back</source>
        <translation>回读</translation>
    </message>
    <message>
        <source>match</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>不完整</translation>
    </message>
    <message>
        <source>not read back</source>
        <translation>未回读</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>正在等待</translation>
    </message>
    <message>
        <source>Writing: %1 written</source>
        <translation>正在写入：已写入 %1</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>已写入</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Failed after %1 written</source>
        <translation>写入 %1 后失败</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>未知错误</translation>
    </message>
    <message>
        <source>Resume it alone with: %1</source>
        <translation>单独继续它：%1</translation>
    </message>
    <message>
        <source>Clone onto %1 (%2)</source>
        <translation>克隆到 %1（%2）</translation>
    </message>
    <message>
        <source>Clone onto %1: %2, %3</source>
        <translation>克隆到 %1：%2，%3</translation>
    </message>
    <message>
        <source>serial %1</source>
        <translation>序列号 %1</translation>
    </message>
    <message>
        <source>An interrupted E01 cannot be resumed: acquire it again with --force, which replaces its files.</source>
        <translation>中断的 E01 无法继续：请使用 --force 重新采集，它会替换其文件。</translation>
    </message>
</context>
<context>
    <name>Custody::OverwriteConfirmation</name>
    <message>
        <source>Overwrite %1?</source>
        <translation>覆盖 %1 吗？</translation>
    </message>
    <message>
        <source>Everything on this drive will be lost. It cannot be undone.</source>
        <translation>此驱动器上的所有内容都将丢失。此操作无法撤消。</translation>
    </message>
    <message>
        <source>(not reported)</source>
        <translation>（未报告）</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>设备：</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>型号：</translation>
    </message>
    <message>
        <source>Serial number:</source>
        <translation>序列号：</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>大小：</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1（%2 字节）</translation>
    </message>
    <message>
        <source>This drive reports no serial number. To confirm, type its device name, %1:</source>
        <translation>此驱动器未报告序列号。要确认，请输入其设备名称 %1：</translation>
    </message>
    <message>
        <source>To confirm, type the drive&apos;s serial number, %1:</source>
        <translation>要确认，请输入驱动器的序列号 %1：</translation>
    </message>
    <message>
        <source>That is not this drive&apos;s device name.</source>
        <translation>这不是此驱动器的设备名称。</translation>
    </message>
    <message>
        <source>That is not this drive&apos;s serial number.</source>
        <translation>这不是此驱动器的序列号。</translation>
    </message>
</context>
<context>
    <name>Custody::OwnFileReplacement</name>
    <message>
        <source>something else appeared at the path</source>
        <translation>该路径上出现了其他内容</translation>
    </message>
    <message>
        <source>the file written last is gone</source>
        <translation>最后写入的文件已不存在</translation>
    </message>
    <message>
        <source>this file system cannot exchange two files in one step (RENAME_EXCHANGE): use a local file system</source>
        <translation>此文件系统无法一步交换两个文件（RENAME_EXCHANGE）：请使用本地文件系统</translation>
    </message>
    <message>
        <source>another file or a link was put in the place of the file written last; it is left as it is</source>
        <translation>最后写入的文件的位置被放置了另一个文件或链接；已保持原样</translation>
    </message>
</context>
<context>
    <name>Custody::PartitionTypes</name>
    <message>
        <source>EFI System</source>
        <translation>EFI 系统</translation>
    </message>
    <message>
        <source>BIOS boot</source>
        <translation>BIOS 启动</translation>
    </message>
    <message>
        <source>Microsoft reserved</source>
        <translation>Microsoft 保留</translation>
    </message>
    <message>
        <source>Microsoft basic data</source>
        <translation>Microsoft 基本数据</translation>
    </message>
    <message>
        <source>Windows recovery environment</source>
        <translation>Windows 恢复环境</translation>
    </message>
    <message>
        <source>Windows LDM metadata</source>
        <translation>Windows LDM 元数据</translation>
    </message>
    <message>
        <source>Windows LDM data</source>
        <translation>Windows LDM 数据</translation>
    </message>
    <message>
        <source>Windows Storage Spaces</source>
        <translation>Windows 存储空间</translation>
    </message>
    <message>
        <source>Linux filesystem</source>
        <translation>Linux 文件系统</translation>
    </message>
    <message>
        <source>Linux swap</source>
        <translation>Linux 交换分区</translation>
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
        <translation>Linux 根分区（x86-64）</translation>
    </message>
    <message>
        <source>Linux root (ARM64)</source>
        <translation>Linux 根分区（ARM64）</translation>
    </message>
    <message>
        <source>Linux home</source>
        <translation>Linux 主目录</translation>
    </message>
    <message>
        <source>Linux server data</source>
        <translation>Linux 服务器数据</translation>
    </message>
    <message>
        <source>Linux extended boot</source>
        <translation>Linux 扩展启动</translation>
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
        <translation>Apple 启动</translation>
    </message>
    <message>
        <source>Apple Core Storage</source>
        <translation>Apple Core Storage</translation>
    </message>
    <message>
        <source>FreeBSD data</source>
        <translation>FreeBSD 数据</translation>
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
        <translation>ZFS（Solaris /usr、Apple ZFS）</translation>
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
        <translation>扩展分区</translation>
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
        <translation>W95 扩展分区 (LBA)</translation>
    </message>
    <message>
        <source>Hidden NTFS WinRE</source>
        <translation>隐藏的 NTFS WinRE</translation>
    </message>
    <message>
        <source>Windows dynamic disk (LDM)</source>
        <translation>Windows 动态磁盘（LDM）</translation>
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
        <translation>GPT 保护分区</translation>
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
        <translation>不是 PostgreSQL URL（postgresql://[user@]host[:port]/database）</translation>
    </message>
    <message>
        <source>a password in the URL would be on the command line and in the record: keep it in ~/.pgpass (or PGPASSFILE), a service file or PGPASSWORD, and give the URL without it</source>
        <translation>URL 中的密码会出现在命令行和记录中：请将其保存在 ~/.pgpass（或 PGPASSFILE）、服务文件或 PGPASSWORD 中，并给出不含密码的 URL</translation>
    </message>
    <message>
        <source>not a valid URL: check its spelling (postgresql://[user@]host[:port]/database[?key=value])</source>
        <translation>不是有效的 URL：请检查其拼写（postgresql://[user@]host[:port]/database[?key=value]）</translation>
    </message>
    <message>
        <source>give the database after the host: postgresql://[user@]host[:port]/database</source>
        <translation>请在主机之后给出数据库：postgresql://[user@]host[:port]/database</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a libpq connection parameter</source>
        <translation>&apos;%1&apos; 不是 libpq 连接参数</translation>
    </message>
    <message>
        <source>the value of %1 holds a &apos;;&apos;, which Qt&apos;s PostgreSQL driver cannot pass on: use a service file</source>
        <translation>%1 的值包含 &apos;;&apos;，Qt 的 PostgreSQL 驱动无法传递它：请使用服务文件</translation>
    </message>
</context>
<context>
    <name>Custody::PrepareDriveDialog</name>
    <message>
        <source>Prepare drive %1</source>
        <translation>准备驱动器 %1</translation>
    </message>
    <message>
        <source>%1: %2, serial number %3, %4 (%5 bytes)</source>
        <translation>%1：%2，序列号 %3，%4（%5 字节）</translation>
    </message>
    <message>
        <source>model not reported</source>
        <translation>未报告型号</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <source>Zeros</source>
        <translation>零</translation>
    </message>
    <message>
        <source>One byte value</source>
        <translation>单一字节值</translation>
    </message>
    <message>
        <source>Random (AES-256-CTR, its key in the certificate)</source>
        <translation>随机（AES-256-CTR，其密钥记录在证书中）</translation>
    </message>
    <message>
        <source>Byte value</source>
        <translation>字节值</translation>
    </message>
    <message>
        <source>&amp;Pattern:</source>
        <translation>模式(&amp;P)：</translation>
    </message>
    <message>
        <source>Write the pattern (O_DIRECT)</source>
        <translation>写入模式（O_DIRECT）</translation>
    </message>
    <message>
        <source>Zero-out by the drive (BLKZEROOUT), then read back</source>
        <translation>由驱动器清零（BLKZEROOUT），然后回读</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>方法(&amp;M)：</translation>
    </message>
    <message>
        <source>Only chec&amp;k that the drive holds the pattern (write nothing)</source>
        <translation>仅检查驱动器是否包含该模式（不写入任何内容）(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>Certificate &amp;folder:</source>
        <translation>证书文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>NAME.json, NAME.txt and NAME.pdf are written: new files, never on the drive prepared</source>
        <translation>将写入 NAME.json、NAME.txt 和 NAME.pdf：均为新文件，绝不写在所准备的驱动器上</translation>
    </message>
    <message>
        <source>Cer&amp;tificate name:</source>
        <translation>证书名称(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Start…</source>
        <translation>开始(&amp;S)…</translation>
    </message>
    <message>
        <source>%1 exists already: a certificate is never replaced. Choose another name.</source>
        <translation>%1 已存在：证书绝不会被替换。请选择其他名称。</translation>
    </message>
    <message>
        <source>Folder for the certificate</source>
        <translation>证书的文件夹</translation>
    </message>
    <message>
        <source>Give the byte as 0x and two hexadecimal digits, such as 0xff.</source>
        <translation>请以 0x 加两位十六进制数字的形式给出字节，例如 0xff。</translation>
    </message>
    <message>
        <source>A random pattern can be checked only with the key it was written with: check for zeros or a byte value.</source>
        <translation>随机模式只能用写入时所用的密钥检查：请检查零或字节值。</translation>
    </message>
    <message>
        <source>Choose a folder for the certificate.</source>
        <translation>请为证书选择文件夹。</translation>
    </message>
    <message>
        <source>Give the certificate a name (without a folder).</source>
        <translation>请为证书命名（不含文件夹）。</translation>
    </message>
    <message>
        <source>%1 is not a folder.</source>
        <translation>%1 不是文件夹。</translation>
    </message>
    <message>
        <source>%1 is not writable.</source>
        <translation>%1 不可写。</translation>
    </message>
    <message>
        <source>Zero-out is offered for the zero pattern when the drive is written</source>
        <translation>写入驱动器时，零模式可使用清零方法</translation>
    </message>
    <message>
        <source>%1 does not answer: is it on a network share that is slow or gone?</source>
        <translation>%1 没有响应：它是否位于缓慢或已断开的网络共享上？</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>正在检查 %1…</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>检查(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Wipe…</source>
        <translation>擦除(&amp;W)…</translation>
    </message>
    <message>
        <source>a random stream (AES-256-CTR)</source>
        <translation>随机数据流（AES-256-CTR）</translation>
    </message>
    <message>
        <source>The drive will be asked to zero every sector (BLKZEROOUT), and every sector read back. The certificate goes to %1.</source>
        <translation>将要求驱动器将每个扇区清零（BLKZEROOUT），并回读每个扇区。证书将写入 %1。</translation>
    </message>
    <message>
        <source>Every sector will be overwritten with %1 and read back. The certificate goes to %2.</source>
        <translation>每个扇区都将被 %1 覆盖并回读。证书将写入 %2。</translation>
    </message>
    <message>
        <source>Wipe %1</source>
        <translation>擦除 %1</translation>
    </message>
</context>
<context>
    <name>Custody::QueueLimitsDialog</name>
    <message numerus="yes">
        <source>Automatic: %n at once</source>
        <translation>
            <numerusform>自动：同时 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Automatic is half of this computer&apos;s %n core(s), at least one: the hashes of one acquisition keep about two cores busy.</source>
        <translation>
            <numerusform>自动为此计算机 %n 个核心的一半，至少一个：一次采集的哈希计算大约占用两个核心。</numerusform>
        </translation>
    </message>
    <message>
        <source>Automatic: one at a time on a spinning disk</source>
        <translation>自动：在机械硬盘上一次一个</translation>
    </message>
    <message>
        <source>How many jobs at once may write to (or read images from) one destination disk or file system.</source>
        <translation>同一个目标磁盘或文件系统上同时可以有多少个任务写入（或从中读取镜像）。</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>Do not wait</source>
        <translation>不等待</translation>
    </message>
    <message>
        <source>A job whose drive or file is not connected when its turn comes waits this long for it, then is not run; nothing of it is touched, a stopped acquisition&apos;s image and map stay resumable.</source>
        <translation>如果轮到某个任务时其驱动器或文件未连接，它会等待这么长时间，然后不再运行；它的任何内容都不会被改动，已停止采集的镜像和映射文件仍可继续。</translation>
    </message>
    <message>
        <source>Jobs at once:</source>
        <translation>同时运行的任务数：</translation>
    </message>
    <message>
        <source>Jobs at once on one disk:</source>
        <translation>同一磁盘上同时运行的任务数：</translation>
    </message>
    <message>
        <source>Wait for a disconnected drive:</source>
        <translation>等待断开的驱动器：</translation>
    </message>
    <message>
        <source>One job at a time reads a drive, and a job that reads or writes what an earlier job writes waits for it, whatever the limits.</source>
        <translation>无论限制如何，一个驱动器同时只由一个任务读取；读取或写入先前任务所写内容的任务会等待该任务完成。</translation>
    </message>
    <message>
        <source>Job queue</source>
        <translation>任务队列</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>A JSON file, replaced whole every two seconds, with every job&apos;s state, progress, rate, time left and bad sectors, for a lab&apos;s dashboard. It must be new or an earlier status file.</source>
        <translation>一个 JSON 文件，每两秒整体替换一次，包含每个任务的状态、进度、速率、剩余时间和坏扇区，供实验室仪表板使用。它必须是新文件或先前的状态文件。</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>Status file for a dashboard</source>
        <translation>仪表板的状态文件</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Status file for a dashboard:</source>
        <translation>仪表板的状态文件：</translation>
    </message>
    <message>
        <source>Disks with a limit of their own:</source>
        <translation>有单独限制的磁盘：</translation>
    </message>
    <message>
        <source>Disks with a limit of their own</source>
        <translation>有单独限制的磁盘</translation>
    </message>
    <message>
        <source>Folder on the disk</source>
        <translation>磁盘上的文件夹</translation>
    </message>
    <message>
        <source>Jobs at once</source>
        <translation>同时运行的任务数</translation>
    </message>
    <message>
        <source>&amp;Add folder…</source>
        <translation>添加文件夹(&amp;A)…</translation>
    </message>
    <message>
        <source>A folder on the disk to limit</source>
        <translation>要限制的磁盘上的文件夹</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>Jobs at once on the disk of %1</source>
        <translation>%1 所在磁盘上同时运行的任务数</translation>
    </message>
    <message>
        <source>A disk that takes fewer or more jobs at once than the others (a USB disk one at a time, a NAS three), named by a folder on it; its limit holds over the one for each disk. While its folder is not there, or is on the root file system (its disk not mounted), the limit is for no disk; the root file system is limited as /.</source>
        <translation>同时接受的任务比其他磁盘更少或更多的磁盘（USB 磁盘一次一个，NAS 三个），以其上的一个文件夹来指定；它的限制优先于每个磁盘的限制。当其文件夹不存在或位于根文件系统上（其磁盘未挂载）时，该限制不适用于任何磁盘；根文件系统以 / 来限制。</translation>
    </message>
    <message>
        <source>%1 names no disk of its own: it is not there, or it is on the root file system because its disk is not mounted. Mount the disk and choose a folder on it, or / for the root file system.</source>
        <translation>%1 不指向独立的磁盘：它不存在，或因其磁盘未挂载而位于根文件系统上。请挂载磁盘并选择其上的文件夹，或选择 / 表示根文件系统。</translation>
    </message>
    <message>
        <source>%1 is on the same disk as %2, which has a limit already: change that row&apos;s number instead.</source>
        <translation>%1 与 %2 位于同一磁盘，该磁盘已有限制：请改为修改那一行的数字。</translation>
    </message>
    <message>
        <source>%1 and %2 are on the same disk: the queue takes the lower of their limits. Remove one of them.</source>
        <translation>%1 与 %2 位于同一磁盘：队列采用两者中较低的限制。请删除其中一个。</translation>
    </message>
</context>
<context>
    <name>Custody::ReportActions</name>
    <message>
        <source>Print the acquisition report</source>
        <translation>打印采集报告</translation>
    </message>
    <message>
        <source>Save the acquisition report</source>
        <translation>保存采集报告</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Acquisition report</source>
        <translation>采集报告</translation>
    </message>
    <message>
        <source>%1 exists already: save the report under another name.</source>
        <translation>%1 已存在：请以其他名称保存报告。</translation>
    </message>
    <message>
        <source>No printer is set up on this computer: save the report as a PDF and print that file where a printer is.</source>
        <translation>此计算机未设置打印机：请将报告保存为 PDF，然后在有打印机的地方打印该文件。</translation>
    </message>
</context>
<context>
    <name>Custody::ReportDocumentBuilder</name>
    <message>
        <source>Acquisition report</source>
        <translation>采集报告</translation>
    </message>
    <message>
        <source>Custody acquisition report · case %1 · evidence %2</source>
        <translation>Custody 采集报告 · 案件 %1 · 证据 %2</translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>创建于 %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Examiner&apos;s initials:</source>
        <translation>检验员签名缩写：</translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation>（未提供）</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>Created (UTC)</source>
        <translation>创建时间（UTC）</translation>
    </message>
    <message>
        <source>Created (local time)</source>
        <translation>创建时间（本地时间）</translation>
    </message>
    <message>
        <source>Created by</source>
        <translation>创建者</translation>
    </message>
    <message>
        <source>From the record</source>
        <translation>来自记录</translation>
    </message>
    <message>
        <source>Record SHA-256</source>
        <translation>记录的 SHA-256</translation>
    </message>
    <message>
        <source>Acquired with</source>
        <translation>采集工具</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>构建</translation>
    </message>
    <message>
        <source>Qt %1, %2</source>
        <translation>Qt %1，%2</translation>
    </message>
    <message>
        <source>Host name</source>
        <translation>主机名</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>操作系统</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>命令行</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>案件</translation>
    </message>
    <message>
        <source>Case number</source>
        <translation>案件编号</translation>
    </message>
    <message>
        <source>Evidence number</source>
        <translation>证据编号</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>检验员</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Software write-block</source>
        <translation>软件写保护</translation>
    </message>
    <message>
        <source>not requested: the kernel read-only flag was not set (the source was opened read-only)</source>
        <translation>未请求：未设置内核只读标志（源以只读方式打开）</translation>
    </message>
    <message>
        <source>requested, but the kernel read-only flag could NOT be set</source>
        <translation>已请求，但无法设置内核只读标志</translation>
    </message>
    <message>
        <source>kernel read-only flag set, but NOT verified</source>
        <translation>已设置内核只读标志，但未验证</translation>
    </message>
    <message>
        <source>kernel read-only flag set and verified</source>
        <translation>已设置并验证内核只读标志</translation>
    </message>
    <message>
        <source>Device or file</source>
        <translation>设备或文件</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>序列号</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>固件</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>总线</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>%1 bytes = %2 sectors of %3 bytes (%4)</source>
        <translation>%1 字节 = %2 个 %3 字节的扇区（%4）</translation>
    </message>
    <message>
        <source>Sector size</source>
        <translation>扇区大小</translation>
    </message>
    <message>
        <source>%1 bytes logical, %2 bytes physical</source>
        <translation>逻辑 %1 字节，物理 %2 字节</translation>
    </message>
    <message>
        <source>SMART at start</source>
        <translation>开始时的 SMART</translation>
    </message>
    <message>
        <source>SMART at end</source>
        <translation>结束时的 SMART</translation>
    </message>
    <message>
        <source>Mounted partitions</source>
        <translation>已挂载的分区</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>WARNING: mounted during the acquisition: %1</source>
        <translation>警告：采集期间已挂载：%1</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>源</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Passes run</source>
        <translation>已运行的遍数</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>块大小</translation>
    </message>
    <message>
        <source>Retries</source>
        <translation>重试次数</translation>
    </message>
    <message>
        <source>Fill of bad sectors</source>
        <translation>坏扇区的填充</translation>
    </message>
    <message>
        <source>First reads</source>
        <translation>首次读取</translation>
    </message>
    <message>
        <source>direct I/O (O_DIRECT)</source>
        <translation>直接 I/O（O_DIRECT）</translation>
    </message>
    <message>
        <source>through the page cache</source>
        <translation>经过页缓存</translation>
    </message>
    <message>
        <source>Re-reads of failed blocks</source>
        <translation>失败块的重读</translation>
    </message>
    <message>
        <source>none were needed</source>
        <translation>无需重读</translation>
    </message>
    <message>
        <source>%1 bytes at a time, %2</source>
        <translation>每次 %1 字节，%2</translation>
    </message>
    <message>
        <source>through the page cache (direct I/O unavailable)</source>
        <translation>经过页缓存（直接 I/O 不可用）</translation>
    </message>
    <message>
        <source>Hash algorithms</source>
        <translation>哈希算法</translation>
    </message>
    <message>
        <source>Hash windows</source>
        <translation>哈希窗口</translation>
    </message>
    <message>
        <source>every %1</source>
        <translation>每 %1</translation>
    </message>
    <message>
        <source>not given: the run was resumed, and the time of the earlier runs is not recorded</source>
        <translation>未给出：本次运行为继续运行，先前运行的时间未被记录</translation>
    </message>
    <message>
        <source>%1 (%2 bytes read or found unreadable in %3 s)</source>
        <translation>%1（%3 秒内读取或确认不可读 %2 字节）</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>End</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>持续时间</translation>
    </message>
    <message>
        <source>Average rate</source>
        <translation>平均速率</translation>
    </message>
    <message>
        <source>Resumed</source>
        <translation>已继续</translation>
    </message>
    <message>
        <source>yes: continued from an earlier run&apos;s map</source>
        <translation>是：从先前运行的映射文件继续</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>遍次</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>发生了什么</translation>
    </message>
    <message>
        <source>Error code</source>
        <translation>错误代码</translation>
    </message>
    <message>
        <source>System error</source>
        <translation>系统错误</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Byte offset</source>
        <translation>字节偏移</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>签名</translation>
    </message>
    <message>
        <source>The undersigned confirm that this report describes the acquisition they performed or witnessed.</source>
        <translation>下列签名人确认本报告描述的是他们执行或见证的采集。</translation>
    </message>
    <message>
        <source>Witness</source>
        <translation>见证人</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>签名</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>match</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>未比较</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Hash of</source>
        <translation>哈希对象</translation>
    </message>
    <message>
        <source>Digest</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>acquisition</source>
        <translation>采集</translation>
    </message>
    <message>
        <source>none recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <source>image re-read</source>
        <translation>镜像重读</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>未计算</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>未验证</translation>
    </message>
    <message>
        <source>source re-read</source>
        <translation>源重读</translation>
    </message>
    <message>
        <source>not re-read</source>
        <translation>未重读</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Verified at</source>
        <translation>验证时间</translation>
    </message>
    <message>
        <source>Source re-read</source>
        <translation>源重读</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>Verification error</source>
        <translation>验证错误</translation>
    </message>
    <message>
        <source>Acquisition hashes</source>
        <translation>采集哈希</translation>
    </message>
    <message>
        <source>of the image file, fill included: %1 bytes hashed as they were read, %2 bytes read back from the image</source>
        <translation>针对镜像文件，包括填充：%1 字节在读取时计算哈希，%2 字节从镜像回读</translation>
    </message>
    <message>
        <source>none: no hash algorithm was chosen</source>
        <translation>无：未选择哈希算法</translation>
    </message>
    <message>
        <source>none: the image is incomplete</source>
        <translation>无：镜像不完整</translation>
    </message>
    <message>
        <source>From byte</source>
        <translation>起始字节</translation>
    </message>
    <message>
        <source>To byte</source>
        <translation>结束字节</translation>
    </message>
    <message>
        <source>Hash windows: %1 digests of consecutive windows, listed in Appendix %2, locate a later mismatch.</source>
        <translation>哈希窗口：%1 个连续窗口的摘要（列于附录 %2）可用于定位日后出现的不一致。</translation>
    </message>
    <message>
        <source>Appendix %1: %2</source>
        <translation>附录 %1：%2</translation>
    </message>
    <message>
        <source>hash windows</source>
        <translation>哈希窗口</translation>
    </message>
    <message>
        <source>From byte (included) to byte (excluded), as dcfldd&apos;s hash windows.</source>
        <translation>从起始字节（含）到结束字节（不含），与 dcfldd 的哈希窗口相同。</translation>
    </message>
    <message>
        <source>Hashes and verification</source>
        <translation>哈希与验证</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>起始扇区</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>结束扇区</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>扇区数</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>字节数</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>The first %1 of %2 ranges are shown; Appendix %3 lists all %2.</source>
        <translation>显示了 %2 个范围中的前 %1 个；附录 %3 列出了全部 %2 个。</translation>
    </message>
    <message>
        <source>%1 ranges, in sectors of %2 bytes (byte offset = sector × %2); first and last sector included.</source>
        <translation>%1 个范围，扇区大小 %2 字节（字节偏移 = 扇区 × %2）；包含起始和结束扇区。</translation>
    </message>
    <message>
        <source>read</source>
        <translation>已读取</translation>
    </message>
    <message>
        <source>never tried</source>
        <translation>从未尝试</translation>
    </message>
    <message>
        <source>not trimmed</source>
        <translation>未修剪</translation>
    </message>
    <message>
        <source>not scraped</source>
        <translation>未刮擦</translation>
    </message>
    <message>
        <source>bad sector</source>
        <translation>坏扇区</translation>
    </message>
    <message>
        <source>Source size</source>
        <translation>源大小</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>已读取</translation>
    </message>
    <message>
        <source>%1 bytes (%2 of the source)</source>
        <translation>%1 字节（占源的 %2）</translation>
    </message>
    <message>
        <source>Unreadable, filled</source>
        <translation>不可读，已填充</translation>
    </message>
    <message>
        <source>Bad-sector ranges</source>
        <translation>坏扇区范围</translation>
    </message>
    <message>
        <source>%1 bytes: %2</source>
        <translation>%1 字节：%2</translation>
    </message>
    <message>
        <source>0 bytes</source>
        <translation>0 字节</translation>
    </message>
    <message>
        <source>Never tried</source>
        <translation>从未尝试</translation>
    </message>
    <message>
        <source>NOT read, the acquisition stopped first</source>
        <translation>未读取，采集在此之前已停止</translation>
    </message>
    <message>
        <source>Not trimmed</source>
        <translation>未修剪</translation>
    </message>
    <message>
        <source>NOT read, in failed blocks not yet read sector by sector</source>
        <translation>未读取，位于尚未逐扇区读取的失败块中</translation>
    </message>
    <message>
        <source>Not scraped</source>
        <translation>未刮擦</translation>
    </message>
    <message>
        <source>Bad-sector ranges (sectors of %1 bytes):</source>
        <translation>坏扇区范围（扇区大小 %1 字节）：</translation>
    </message>
    <message>
        <source>bad-sector ranges</source>
        <translation>坏扇区范围</translation>
    </message>
    <message>
        <source>Areas NOT read (sectors of %1 bytes):</source>
        <translation>未读取的区域（扇区大小 %1 字节）：</translation>
    </message>
    <message>
        <source>areas not read</source>
        <translation>未读取的区域</translation>
    </message>
    <message>
        <source>The record does not say where the %1 bytes that were not read lie; the map below cannot show them.</source>
        <translation>记录中没有说明未读取的 %1 字节位于何处；下面的映射图无法显示它们。</translation>
    </message>
    <message>
        <source>%1: %2 bytes</source>
        <translation>%1：%2 字节</translation>
    </message>
    <message>
        <source>Sector map: the source from its first sector (top left) to its last, row by row; each cell shows the worst state of the sectors in it.</source>
        <translation>扇区映射图：源从第一个扇区（左上角）到最后一个扇区，逐行排列；每个单元格显示其中扇区的最差状态。</translation>
    </message>
    <message>
        <source>Throughput: rate of progress (read or found unreadable) between consecutive samples.</source>
        <translation>吞吐量：相邻两次采样之间的进度速率（已读取或确认不可读）。</translation>
    </message>
    <message>
        <source>Resumed run: the first interval is left out, as the counter starts with the earlier runs&apos; bytes.</source>
        <translation>继续运行：第一个时间段被略去，因为计数器从先前运行的字节数开始。</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>覆盖情况</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>作用</translation>
    </message>
    <message>
        <source>Image file</source>
        <translation>镜像文件</translation>
    </message>
    <message>
        <source>Digest in the checksum file</source>
        <translation>校验和文件中的摘要</translation>
    </message>
    <message>
        <source>No checksum files: the image has no hash.</source>
        <translation>没有校验和文件：镜像没有哈希。</translation>
    </message>
    <message>
        <source>Output files</source>
        <translation>输出文件</translation>
    </message>
    <message>
        <source>block device</source>
        <translation>块设备</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>模拟</translation>
    </message>
    <message>
        <source>forensic</source>
        <translation>取证</translation>
    </message>
    <message>
        <source>rescue</source>
        <translation>救援</translation>
    </message>
    <message>
        <source>Hash windows (%1): %2 digests of consecutive windows of %3 bytes, in %4 (dcfldd&apos;s hashlog layout), to locate a later mismatch.</source>
        <translation>哈希窗口（%1）：%3 字节连续窗口的 %2 个摘要，保存在 %4 中（dcfldd 哈希日志布局），用于定位日后出现的不一致。</translation>
    </message>
    <message>
        <source>not comparable: unreadable sectors</source>
        <translation>无法比较：存在不可读扇区</translation>
    </message>
    <message>
        <source>Image format</source>
        <translation>镜像格式</translation>
    </message>
    <message>
        <source>split raw, files of %1</source>
        <translation>分割 raw，每个文件 %1</translation>
    </message>
    <message>
        <source>raw, one file</source>
        <translation>raw，单个文件</translation>
    </message>
    <message>
        <source>network</source>
        <translation>网络</translation>
    </message>
    <message numerus="yes">
        <source>%1 bytes in %n bad sector(s), filled with %2 in the image</source>
        <translation>
            <numerusform>%n 个坏扇区中的 %1 字节，在镜像中以 %2 填充</numerusform>
        </translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Backing file</source>
        <translation>后备文件</translation>
    </message>
    <message>
        <source>Drive identity</source>
        <translation>驱动器标识</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>未知：%1</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Custody acquisition log</source>
        <translation>Custody 采集日志</translation>
    </message>
    <message>
        <source>Custody acquisition log · case %1 · evidence %2</source>
        <translation>Custody 采集日志 · 案件 %1 · 证据 %2</translation>
    </message>
    <message>
        <source>[asked %1]</source>
        <translation>[查询于 %1]</translation>
    </message>
    <message>
        <source>kernel read-only flag set, but NOT verified: %1</source>
        <translation>已设置内核只读标志，但未验证：%1</translation>
    </message>
    <message numerus="yes">
        <source>kernel read-only flag set and verified on %n node(s) (the disk and its partitions)</source>
        <translation>
            <numerusform>已在 %n 个节点（磁盘及其分区）上设置并验证内核只读标志</numerusform>
        </translation>
    </message>
    <message>
        <source>Image read back</source>
        <translation>镜像回读</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>速率</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>第 %1 次运行：%2</translation>
    </message>
    <message numerus="yes">
        <source>yes: %n run(s) in all, listed below</source>
        <translation>
            <numerusform>是：共 %n 次运行，列于下方</numerusform>
        </translation>
    </message>
    <message>
        <source>Running time</source>
        <translation>运行时间</translation>
    </message>
    <message>
        <source>fill</source>
        <translation>填充</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>sweep</source>
        <translation>扫描</translation>
    </message>
    <message>
        <source>trim</source>
        <translation>修剪</translation>
    </message>
    <message>
        <source>scrape</source>
        <translation>刮擦</translation>
    </message>
    <message>
        <source>PASSED</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>DEGRADED</source>
        <translation>已降级</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>NOT REPORTED</source>
        <translation>未报告</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>retry %1</source>
        <translation>重试 %1</translation>
    </message>
    <message>
        <source>no compression</source>
        <translation>不压缩</translation>
    </message>
    <message>
        <source>only uniform chunks compressed</source>
        <translation>仅压缩均一区块</translation>
    </message>
    <message>
        <source>fast compression</source>
        <translation>快速压缩</translation>
    </message>
    <message>
        <source>best compression</source>
        <translation>最佳压缩</translation>
    </message>
    <message>
        <source>E01 (EnCase 6), %1, chunks of %2, segment files of at most %3</source>
        <translation>E01（EnCase 6），%1，区块大小 %2，分段文件最大 %3</translation>
    </message>
    <message>
        <source>Segment file</source>
        <translation>分段文件</translation>
    </message>
    <message>
        <source>MD5 of the file</source>
        <translation>文件的 MD5</translation>
    </message>
    <message>
        <source>NBD over TLS (%1%2), export &quot;%3&quot;</source>
        <translation>基于 TLS 的 NBD（%1%2），导出 &quot;%3&quot;</translation>
    </message>
    <message>
        <source>NBD, NOT ENCRYPTED across the network, export &quot;%1&quot;</source>
        <translation>NBD，网络传输未加密，导出 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>; the server offered the export writable (Custody sent reads only)</source>
        <translation>；服务器以可写方式提供该导出（Custody 只发送了读取请求）</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>传输</translation>
    </message>
    <message>
        <source>NBD through a local socket or loopback address, not encrypted, export &quot;%1&quot;</source>
        <translation>通过本地套接字或环回地址的 NBD，未加密，导出 &quot;%1&quot;</translation>
    </message>
    <message numerus="yes">
        <source>at most %n at once</source>
        <translation>
            <numerusform>同时最多 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (adaptive)</source>
        <translation>%1（自适应）</translation>
    </message>
    <message>
        <source>%1 (%2 asked for)</source>
        <translation>%1（请求 %2）</translation>
    </message>
    <message>
        <source>Block reads in flight</source>
        <translation>同时进行的块读取</translation>
    </message>
    <message>
        <source>; server certificate %1, SHA-256 %2</source>
        <translation>；服务器证书 %1，SHA-256 %2</translation>
    </message>
    <message numerus="yes">
        <source>; the connection was lost and made again %n time(s) (the same size%1)</source>
        <translation>
            <numerusform>；连接中断并重新建立了 %n 次（大小相同%1）</numerusform>
        </translation>
    </message>
    <message>
        <source> and server certificate</source>
        <translation> 且服务器证书相同</translation>
    </message>
    <message>
        <source>Transfer (last run)</source>
        <translation>传输（最后一次运行）</translation>
    </message>
    <message>
        <source>; earlier runs reached the server otherwise: see each run under Timeline</source>
        <translation>；先前的运行以其他方式连接服务器：请参阅“时间线”中的各次运行</translation>
    </message>
    <message>
        <source>Run %1 transfer: %2</source>
        <translation>第 %1 次运行的传输：%2</translation>
    </message>
    <message>
        <source>Run %1 block reads in flight: %2</source>
        <translation>第 %1 次运行同时进行的块读取：%2</translation>
    </message>
    <message>
        <source>bytes %1 to %2</source>
        <translation>字节 %1 至 %2</translation>
    </message>
    <message>
        <source>%1 more ranges</source>
        <translation>另外 %1 个范围</translation>
    </message>
    <message>
        <source>the earlier runs had finished no whole window, so nothing could be checked</source>
        <translation>先前的运行没有完成任何完整的窗口，因此无法检查任何内容</translation>
    </message>
    <message>
        <source>%1 window(s) of %2 (%3 bytes), finished by the earlier runs, hashed again and unchanged</source>
        <translation>先前运行完成的 %1 个窗口（每个 %2，共 %3 字节）重新计算了哈希，均未改变</translation>
    </message>
    <message>
        <source>Run %1 checked the image first: %2</source>
        <translation>第 %1 次运行首先检查了镜像：%2</translation>
    </message>
    <message>
        <source>Run %1 wrote %2</source>
        <translation>第 %1 次运行写入了 %2</translation>
    </message>
    <message>
        <source>not possible: the earlier map kept no window digests (GNU ddrescue&apos;s, or an older Custody&apos;s), so the bytes the earlier runs wrote were taken as they were</source>
        <translation>无法进行：先前的映射文件没有保存窗口摘要（GNU ddrescue 的，或旧版 Custody 的），因此先前运行写入的字节按原样接受</translation>
    </message>
    <message>
        <source>LIFTED during the acquisition: found writable on %1 when read again after the last read of the source, so the source was writable at some point.</source>
        <translation>在采集期间被解除：在最后一次读取源之后再次检查时，发现 %1 可写，因此源在某个时刻是可写的。</translation>
    </message>
    <message>
        <source>Could not be read again at the end: %1</source>
        <translation>结束时无法再次读取：%1</translation>
    </message>
    <message>
        <source>Still set on every node when read again after the last read of the source.</source>
        <translation>在最后一次读取源之后再次检查时，每个节点上仍处于设置状态。</translation>
    </message>
    <message>
        <source>Could NOT be lifted on %1 after the acquisition (%2): it may still be read-only; run blockdev --setrw on each, or unplug and re-plug the drive.</source>
        <translation>采集后无法在 %1 上解除（%2）：它们可能仍为只读；请对每一个运行 blockdev --setrw，或拔下驱动器后重新插入。</translation>
    </message>
    <message>
        <source>Lifted after the acquisition.</source>
        <translation>采集后已解除。</translation>
    </message>
    <message>
        <source>smartctl says: &quot;%1&quot;</source>
        <translation>smartctl 报告：&quot;%1&quot;</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>隐藏区域</translation>
    </message>
    <message>
        <source>Sectors the drive shows</source>
        <translation>驱动器显示的扇区</translation>
    </message>
    <message>
        <source>Native size</source>
        <translation>原生大小</translation>
    </message>
    <message>
        <source>Hidden area</source>
        <translation>隐藏区域</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>Other namespaces</source>
        <translation>其他命名空间</translation>
    </message>
    <message>
        <source>Commands sent</source>
        <translation>已发送的命令</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>%1 (this record)</source>
        <translation>%1（本记录）</translation>
    </message>
    <message numerus="yes">
        <source>One read wrote %n image(s), each with its own files and record:</source>
        <translation>
            <numerusform>一次读取写入了 %n 个镜像，每个都有自己的文件和记录：</numerusform>
        </translation>
    </message>
    <message>
        <source>iSCSI target %1, LUN %2 at %3 (initiator %4)</source>
        <translation>iSCSI 目标 %1，LUN %2，位于 %3（发起方 %4）</translation>
    </message>
    <message>
        <source>no CHAP</source>
        <translation>无 CHAP</translation>
    </message>
    <message>
        <source>through a loopback address, not encrypted</source>
        <translation>通过环回地址，未加密</translation>
    </message>
    <message>
        <source>NOT ENCRYPTED across the network</source>
        <translation>网络传输未加密</translation>
    </message>
    <message>
        <source>; the target offered the LUN writable (Custody sent reads only)</source>
        <translation>；目标以可写方式提供该 LUN（Custody 只发送了读取请求）</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>LUN designators</source>
        <translation>LUN 标识符</translation>
    </message>
    <message>
        <source>over the network (%1), no page cache here</source>
        <translation>通过网络（%1），此处没有页缓存</translation>
    </message>
    <message>
        <source>CHAP credentials offered as %1</source>
        <translation>以 %1 身份提供 CHAP 凭据</translation>
    </message>
    <message>
        <source>; whether the target offered the LUN read-only is not known (it did not answer MODE SENSE; Custody sent reads only)</source>
        <translation>；无法得知目标是否以只读方式提供该 LUN（它未响应 MODE SENSE；Custody 只发送了读取请求）</translation>
    </message>
    <message>
        <source>read, all zeros: %1 bytes</source>
        <translation>已读取，全零：%1 字节</translation>
    </message>
    <message>
        <source>A finished cell whose sectors were all read as zeros is drawn apart (&quot;read, all zeros&quot;).</source>
        <translation>扇区全部读出为零的已完成单元格会单独绘制（“已读取，全零”）。</translation>
    </message>
    <message>
        <source>mutual CHAP: logged in as %1, the target proved itself as %2</source>
        <translation>双向 CHAP：以 %1 登录，目标已证明自己是 %2</translation>
    </message>
</context>
<context>
    <name>Custody::ReportFileView</name>
    <message>
        <source>it is encrypted</source>
        <translation>它已加密</translation>
    </message>
    <message>
        <source>it is not a valid PDF</source>
        <translation>它不是有效的 PDF</translation>
    </message>
    <message>
        <source>Qt PDF cannot read it</source>
        <translation>Qt PDF 无法读取它</translation>
    </message>
    <message>
        <source>Report %1</source>
        <translation>报告 %1</translation>
    </message>
    <message>
        <source>Open with &amp;another application</source>
        <translation>用其他应用程序打开(&amp;A)</translation>
    </message>
    <message>
        <source>%1 cannot be shown: %2. Open it with another application to see what it holds.</source>
        <translation>无法显示 %1：%2。请用其他应用程序打开它以查看其内容。</translation>
    </message>
    <message>
        <source>(%1 more bytes of the file are not shown here: open it with another application to read them.)</source>
        <translation>（文件中另有 %1 字节未在此处显示：请用其他应用程序打开以阅读这些内容。）</translation>
    </message>
</context>
<context>
    <name>Custody::ReportFormat</name>
    <message>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>%1 bytes (%2)</source>
        <translation>%1 字节（%2）</translation>
    </message>
    <message>
        <source>%1 bytes, %2 sectors</source>
        <translation>%1 字节，%2 个扇区</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 h </source>
        <translation>%1 小时 </translation>
    </message>
    <message>
        <source>%1 (%2%3 min %4 s)</source>
        <translation>%1（%2%3 分 %4 秒）</translation>
    </message>
</context>
<context>
    <name>Custody::ReportPdfWriter</name>
    <message>
        <source>Each cell is %1 sectors (%2 bytes); %3 cells a row.</source>
        <translation>每个单元格为 %1 个扇区（%2 字节）；每行 %3 个单元格。</translation>
    </message>
</context>
<context>
    <name>Custody::ReportPublisher</name>
    <message>
        <source>%1 is named for two reports</source>
        <translation>%1 被指定给了两份报告</translation>
    </message>
    <message>
        <source>cannot read the record %1: %2</source>
        <translation>无法读取记录 %1：%2</translation>
    </message>
    <message>
        <source>the record %1 is not valid: %2</source>
        <translation>记录 %1 无效：%2</translation>
    </message>
    <message>
        <source>the acquisition log %1 is missing: the report&apos;s SHA-256 could not be recorded in it</source>
        <translation>缺少采集日志 %1：无法在其中记录报告的 SHA-256</translation>
    </message>
    <message>
        <source>cannot read back the report %1 to hash it: %2</source>
        <translation>无法回读报告 %1 以计算其哈希：%2</translation>
    </message>
    <message>
        <source>the report %1 is written, but its SHA-256 could not be appended to the acquisition log %2: %3</source>
        <translation>报告 %1 已写入，但无法将其 SHA-256 追加到采集日志 %2：%3</translation>
    </message>
    <message>
        <source>the record of the acquisition</source>
        <translation>采集的记录</translation>
    </message>
    <message>
        <source>the acquisition log</source>
        <translation>采集日志</translation>
    </message>
    <message>
        <source>%1, a file of the acquisition (%2)</source>
        <translation>%1，采集的一个文件（%2）</translation>
    </message>
    <message>
        <source>the signature %1</source>
        <translation>签名 %1</translation>
    </message>
    <message>
        <source>it is not a CMS signature (DER or PEM), so it is not removed with the signature of the file written anew</source>
        <translation>它不是 CMS 签名（DER 或 PEM），因此在重新写入文件时不会随文件的签名一起删除</translation>
    </message>
</context>
<context>
    <name>Custody::ReportTextWriter</name>
    <message>
        <source>Each character is %1 sectors (%2 bytes); a row is %3 characters.</source>
        <translation>每个字符为 %1 个扇区（%2 字节）；每行 %3 个字符。</translation>
    </message>
    <message>
        <source>Throughput: no samples recorded.</source>
        <translation>吞吐量：没有记录采样。</translation>
    </message>
    <message>
        <source>%1 samples over %2 s; the graph is in the PDF report.</source>
        <translation>%2 秒内共 %1 个采样；图表见 PDF 报告。</translation>
    </message>
</context>
<context>
    <name>Custody::ResumeCheck</name>
    <message>
        <source>image format</source>
        <translation>镜像格式</translation>
    </message>
    <message>
        <source>segment size in bytes (--split)</source>
        <translation>分段大小，以字节为单位（--split）</translation>
    </message>
    <message>
        <source>fill byte (--fill)</source>
        <translation>填充字节（--fill）</translation>
    </message>
    <message>
        <source>re-read unit (--reread-unit)</source>
        <translation>重读单位（--reread-unit）</translation>
    </message>
    <message>
        <source>%1: was %2, is now %3</source>
        <translation>%1：原为 %2，现为 %3</translation>
    </message>
    <message>
        <source>the map says the image holds %1 bytes, but the image files hold only %2 (%3 is missing or shorter than that): the image was truncated, or the map belongs to another image. Acquire again into a new name</source>
        <translation>映射文件表明镜像有 %1 字节，但镜像文件只有 %2（%3 缺失或短于该长度）：镜像已被截断，或映射文件属于另一个镜像。请重新采集到一个新名称下</translation>
    </message>
</context>
<context>
    <name>Custody::ResumePlan</name>
    <message>
        <source>the image was started from the drive with serial number %1, but %2 is the drive with serial number %3: resume only from the same drive</source>
        <translation>镜像是从序列号为 %1 的驱动器开始采集的，但 %2 是序列号为 %3 的驱动器：只能从同一驱动器继续</translation>
    </message>
    <message>
        <source>there is no map %1, but the image %2 holds data: what of it was copied cannot be known. Acquire again into a new name</source>
        <translation>没有映射文件 %1，但镜像 %2 中有数据：无法得知其中哪些已被复制。请重新采集到一个新名称下</translation>
    </message>
    <message>
        <source>this is not the acquisition the map describes (%1). Resume with the same source and settings, or acquire into a new name</source>
        <translation>这不是该映射文件所描述的采集（%1）。请使用相同的源和设置继续，或采集到一个新名称下</translation>
    </message>
    <message>
        <source>that acquisition is finished: its map leaves nothing to read from the source, so resuming would only hash the image again and replace the hashes it recorded. Verify the image instead, or acquire into another name</source>
        <translation>该采集已完成：其映射文件中没有需要从源读取的内容，因此继续只会重新计算镜像的哈希并替换已记录的哈希。请改为验证镜像，或采集到其他名称下</translation>
    </message>
</context>
<context>
    <name>Custody::ResumeWindows</name>
    <message>
        <source>window %1 (bytes %2 to %3) of the image no longer holds what the earlier run wrote: its SHA-256 was %4 when the map was saved and is now %5</source>
        <translation>镜像的窗口 %1（字节 %2 至 %3）已不再是先前运行写入的内容：保存映射文件时其 SHA-256 为 %4，现在为 %5</translation>
    </message>
    <message>
        <source>the map keeps a digest of window %1, which ends beyond the image&apos;s %2 bytes</source>
        <translation>映射文件保存了窗口 %1 的摘要，但该窗口的结束位置超出了镜像的 %2 字节</translation>
    </message>
    <message>
        <source>the part of window %1 that the earlier run wrote (bytes %2 to %3) no longer holds what it wrote: its SHA-256 was %4 when the map was saved and is now %5</source>
        <translation>窗口 %1 中由先前运行写入的部分（字节 %2 至 %3）已不再是其写入的内容：保存映射文件时其 SHA-256 为 %4，现在为 %5</translation>
    </message>
</context>
<context>
    <name>Custody::SectorMapView</name>
    <message>
        <source>Finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Non-tried</source>
        <translation>未尝试</translation>
    </message>
    <message>
        <source>Non-trimmed</source>
        <translation>未修剪</translation>
    </message>
    <message>
        <source>Non-scraped</source>
        <translation>未刮擦</translation>
    </message>
    <message>
        <source>Bad sector</source>
        <translation>坏扇区</translation>
    </message>
    <message>
        <source>Sector map</source>
        <translation>扇区映射图</translation>
    </message>
    <message>
        <source>Bytes %1 to %2 (%3)</source>
        <translation>字节 %1 至 %2（%3）</translation>
    </message>
    <message>
        <source>Sectors %1 to %2 (%3 bytes each)</source>
        <translation>扇区 %1 至 %2（每个 %3 字节）</translation>
    </message>
    <message>
        <source>%1: %2 bytes (%3)</source>
        <translation>%1：%2 字节（%3）</translation>
    </message>
    <message>
        <source>No map yet.</source>
        <translation>尚无映射。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 cells of %2 each, coloured by the worst state inside. %3.</source>
        <translation>%1 个单元格，每个 %2，按其中最差的状态着色。%3。</translation>
    </message>
    <message>
        <source>Read, all zeros</source>
        <translation>已读取，全零</translation>
    </message>
    <message numerus="yes">
        <source>read, all zeros: %n cell(s)</source>
        <translation>
            <numerusform>已读取，全零：%n 个单元格</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Custody::SigningDialog</name>
    <message>
        <source>Signing identity</source>
        <translation>签名身份</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.key *.crt);;All files (*)</source>
        <translation>PEM 文件 (*.pem *.key *.crt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Private &amp;key (PEM):</source>
        <translation>私钥 (PEM)(&amp;K)：</translation>
    </message>
    <message>
        <source>The examiner&apos;s private key</source>
        <translation>检验员的私钥</translation>
    </message>
    <message>
        <source>The examiner&apos;s certificate</source>
        <translation>检验员的证书</translation>
    </message>
    <message>
        <source>With a key and certificate, Custody writes a detached CMS signature (FILE.p7s) beside the record and log of each acquisition and beside each report it saves, and notes the signer in the log and the case history. A key protected by a passphrase is asked for once per session. Leave both empty to sign nothing.</source>
        <translation>有了密钥和证书，Custody 会在每次采集的记录和日志旁、以及它保存的每份报告旁写入分离式 CMS 签名（FILE.p7s），并在日志和案件历史记录中注明签名者。受密码短语保护的密钥在每个会话中只询问一次。两者都留空则不进行签名。</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>测试(&amp;T)</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>密码短语</translation>
    </message>
    <message>
        <source>Passphrase of the signing key %1:</source>
        <translation>签名密钥 %1 的密码短语：</translation>
    </message>
    <message>
        <source>Give both the key and the certificate.</source>
        <translation>请同时给出密钥和证书。</translation>
    </message>
    <message>
        <source>Loading the key and the certificate…</source>
        <translation>正在加载密钥和证书…</translation>
    </message>
    <message>
        <source>Signs as %1</source>
        <translation>签名身份为 %1</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>名称：%1</translation>
    </message>
    <message>
        <source>Organisation: %1</source>
        <translation>组织：%1</translation>
    </message>
    <message>
        <source>E-mail: %1</source>
        <translation>电子邮件：%1</translation>
    </message>
    <message>
        <source>Issued by: itself (a self-signed certificate)</source>
        <translation>颁发者：自身（自签名证书）</translation>
    </message>
    <message>
        <source>Issued by: %1</source>
        <translation>颁发者：%1</translation>
    </message>
    <message>
        <source>Valid from %1 until %2</source>
        <translation>有效期从 %1 至 %2</translation>
    </message>
    <message>
        <source>Certificate SHA-256: %1</source>
        <translation>证书 SHA-256：%1</translation>
    </message>
    <message>
        <source>Ce&amp;rtificate (PEM):</source>
        <translation>证书 (PEM)(&amp;R)：</translation>
    </message>
</context>
<context>
    <name>Custody::SmartReport</name>
    <message>
        <source>The drive&apos;s SMART self-assessment says it is failing.</source>
        <translation>驱动器的 SMART 自我评估表明它即将发生故障。</translation>
    </message>
    <message>
        <source>Attribute %1 %2 is at or below its threshold now.</source>
        <translation>属性 %1 %2 当前已达到或低于其阈值。</translation>
    </message>
    <message>
        <source>Attribute %1 %2 was at or below its threshold in the past.</source>
        <translation>属性 %1 %2 过去曾达到或低于其阈值。</translation>
    </message>
    <message>
        <source>NVMe critical warning: %1.</source>
        <translation>NVMe 严重警告：%1。</translation>
    </message>
    <message>
        <source>The latest self-test failed at LBA %1.</source>
        <translation>最近一次自检在 LBA %1 处失败。</translation>
    </message>
    <message>
        <source>The NVMe endurance estimate is used up (%1%).</source>
        <translation>NVMe 耐用度估计已耗尽（%1%）。</translation>
    </message>
    <message>
        <source>Reallocated sectors: %1.</source>
        <translation>重新分配的扇区：%1。</translation>
    </message>
    <message>
        <source>Sectors pending reallocation (unreadable now): %1.</source>
        <translation>等待重新分配的扇区（当前不可读）：%1。</translation>
    </message>
    <message>
        <source>Offline uncorrectable sectors: %1.</source>
        <translation>离线无法校正的扇区：%1。</translation>
    </message>
    <message>
        <source>NVMe media and data integrity errors: %1.</source>
        <translation>NVMe 介质和数据完整性错误：%1。</translation>
    </message>
    <message>
        <source>Defects in the grown defect list: %1.</source>
        <translation>增长缺陷列表中的缺陷：%1。</translation>
    </message>
    <message>
        <source>Uncorrected read, write or verify errors: %1.</source>
        <translation>未校正的读取、写入或校验错误：%1。</translation>
    </message>
</context>
<context>
    <name>Custody::SmartSnapshot</name>
    <message>
        <source>reallocated sectors %1</source>
        <translation>重新分配的扇区 %1</translation>
    </message>
    <message>
        <source>pending sectors %1</source>
        <translation>待处理扇区 %1</translation>
    </message>
    <message>
        <source>offline uncorrectable %1</source>
        <translation>离线无法校正 %1</translation>
    </message>
    <message>
        <source>media errors %1</source>
        <translation>介质错误 %1</translation>
    </message>
    <message>
        <source>percentage used %1%</source>
        <translation>已用百分比 %1%</translation>
    </message>
    <message>
        <source>grown defects %1</source>
        <translation>增长缺陷 %1</translation>
    </message>
    <message>
        <source>power-on hours %1</source>
        <translation>通电时间 %1 小时</translation>
    </message>
    <message>
        <source>temperature %1 °C</source>
        <translation>温度 %1 °C</translation>
    </message>
    <message>
        <source>smartctl reported no SMART data for this device.</source>
        <translation>smartctl 未报告此设备的任何 SMART 数据。</translation>
    </message>
    <message>
        <source>condition %1</source>
        <translation>状况 %1</translation>
    </message>
    <message>
        <source>data incomplete (smartctl exit status bit 2)</source>
        <translation>数据不完整（smartctl 退出状态位 2）</translation>
    </message>
</context>
<context>
    <name>Custody::SmartStatus</name>
    <message>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>良好</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>即将故障</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>smartctl is reading the drive&apos;s SMART data.</source>
        <translation>smartctl 正在读取驱动器的 SMART 数据。</translation>
    </message>
    <message>
        <source>SMART reports no problem.</source>
        <translation>SMART 未报告任何问题。</translation>
    </message>
</context>
<context>
    <name>Custody::SourceFingerprint</name>
    <message>
        <source>%1: was %2, is now %3</source>
        <translation>%1：原为 %2，现为 %3</translation>
    </message>
    <message>
        <source>kind of source</source>
        <translation>源的类型</translation>
    </message>
    <message>
        <source>size in bytes</source>
        <translation>大小（字节）</translation>
    </message>
    <message>
        <source>logical sector size</source>
        <translation>逻辑扇区大小</translation>
    </message>
    <message>
        <source>physical sector size</source>
        <translation>物理扇区大小</translation>
    </message>
    <message>
        <source>model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>serial number</source>
        <translation>序列号</translation>
    </message>
    <message>
        <source>file (device and inode): was %1:%2, is now %3:%4</source>
        <translation>文件（设备和 inode）：原为 %1:%2，现为 %3:%4</translation>
    </message>
    <message>
        <source>SHA-256 of the first MiB</source>
        <translation>第一个 MiB 的 SHA-256</translation>
    </message>
    <message>
        <source>SHA-256 of the last MiB</source>
        <translation>最后一个 MiB 的 SHA-256</translation>
    </message>
    <message>
        <source>SHA-256 of the server&apos;s certificate</source>
        <translation>服务器证书的 SHA-256</translation>
    </message>
    <message>
        <source>designators of the iSCSI LUN</source>
        <translation>iSCSI LUN 的标识符</translation>
    </message>
</context>
<context>
    <name>Custody::SourceLayout</name>
    <message>
        <source>the layout of an E01, split or network source is read through a FUSE view, which needs root</source>
        <translation>E01、分卷或网络源的布局通过 FUSE 视图读取，这需要 root 权限</translation>
    </message>
    <message>
        <source>the layout was not read within %1 s: the source answers slowly or not at all, and nothing waits for it longer</source>
        <translation>未能在 %1 秒内读取布局：源响应缓慢或没有响应，不再继续等待</translation>
    </message>
</context>
<context>
    <name>Custody::SystemDisks</name>
    <message>
        <source>the running system (/)</source>
        <translation>正在运行的系统（/）</translation>
    </message>
    <message>
        <source>swap (%1)</source>
        <translation>交换空间（%1）</translation>
    </message>
    <message>
        <source>the destination folder %1</source>
        <translation>目标文件夹 %1</translation>
    </message>
</context>
<context>
    <name>Custody::ThroughputChart</name>
    <message>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>min</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>No throughput samples recorded.</source>
        <translation>没有记录吞吐量采样。</translation>
    </message>
    <message>
        <source>Rate (MB/s)</source>
        <translation>速率（MB/s）</translation>
    </message>
    <message>
        <source>Time since the start (%1)</source>
        <translation>自开始以来的时间（%1）</translation>
    </message>
</context>
<context>
    <name>Custody::ThroughputChartView</name>
    <message>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>min</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>Throughput graph</source>
        <translation>吞吐量图</translation>
    </message>
    <message>
        <source>No throughput samples yet.</source>
        <translation>尚无吞吐量采样。</translation>
    </message>
    <message>
        <source>Time since the start (%1)</source>
        <translation>自开始以来的时间（%1）</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Imaging</source>
        <translation>采集</translation>
    </message>
    <message>
        <source>Reading back</source>
        <translation>回读</translation>
    </message>
    <message>
        <source>Source read again</source>
        <translation>再次读取源</translation>
    </message>
    <message>
        <source>%1: current rate %2, average %3.</source>
        <translation>%1：当前速率 %2，平均 %3。</translation>
    </message>
</context>
<context>
    <name>Custody::Units</name>
    <message>
        <source>C</source>
        <comment>The locale of this translation&apos;s numbers (de_DE, fr_FR): decimal commas in reports</comment>
        <translation>zh_CN</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationChecksView</name>
    <message>
        <source>%1, line %2</source>
        <translation>%1，第 %2 行</translation>
    </message>
    <message>
        <source>whole image</source>
        <translation>整个镜像</translation>
    </message>
    <message>
        <source>segment</source>
        <translation>分段</translation>
    </message>
    <message>
        <source>segment %1</source>
        <translation>分段 %1</translation>
    </message>
    <message>
        <source>window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Of</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>字节数</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Logged</source>
        <translation>记录值</translation>
    </message>
    <message>
        <source>Computed</source>
        <translation>计算值</translation>
    </message>
    <message>
        <source>Where logged</source>
        <translation>记录位置</translation>
    </message>
    <message>
        <source>bytes %1</source>
        <translation>字节 %1</translation>
    </message>
    <message>
        <source>all %1 bytes</source>
        <translation>全部 %1 字节</translation>
    </message>
    <message>
        <source>size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>size of %1</source>
        <translation>%1 的大小</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>chunk</source>
        <translation>区块</translation>
    </message>
    <message>
        <source>chunk checksum</source>
        <translation>区块校验和</translation>
    </message>
    <message>
        <source>does not match the chunk</source>
        <translation>与区块不一致</translation>
    </message>
    <message>
        <source>signature of %1</source>
        <translation>%1 的签名</translation>
    </message>
    <message>
        <source>CMS signature</source>
        <translation>CMS 签名</translation>
    </message>
    <message>
        <source>unchanged since signed</source>
        <translation>签名后未更改</translation>
    </message>
    <message>
        <source>unchanged since signed, by a certificate of the trusted CA %1</source>
        <translation>签名后未更改，证书由受信任的 CA %1 签发</translation>
    </message>
    <message>
        <source>the signed log %1 says it was signed, but its signature %2.p7s is not there</source>
        <translation>已签名的日志 %1 表明该文件已签名，但其签名 %2.p7s 不存在</translation>
    </message>
    <message>
        <source>the signed log %1 says it was signed, but neither it nor its signature is there</source>
        <translation>已签名的日志 %1 表明该文件已签名，但该文件及其签名均不存在</translation>
    </message>
    <message>
        <source>unchanged since signed, but with another certificate than the one the signed log %1 names (SHA-256 %2)</source>
        <translation>签名后未更改，但所用证书与已签名日志 %1 中指明的证书（SHA-256 %2）不同</translation>
    </message>
    <message>
        <source>%1
certificate SHA-256 %2, signed %3</source>
        <translation>%1
证书 SHA-256 %2，签名于 %3</translation>
    </message>
    <message>
        <source>not a signature: %1.p7s is not a detached CMS signature of one signer, so it vouches for nothing</source>
        <translation>不是签名：%1.p7s 不是单一签名者的分离式 CMS 签名，因此不能证明任何内容</translation>
    </message>
    <message>
        <source>the signature does not match the file: the file changed since it was signed</source>
        <translation>签名与文件不一致：文件在签名后已被更改</translation>
    </message>
    <message>
        <source>the signature is damaged: it does not verify with the certificate it carries, so it vouches for nothing</source>
        <translation>签名已损坏：无法用其携带的证书验证，因此不能证明任何内容</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate has expired: the trusted CA %1 does not vouch for it at the time of this verification</source>
        <translation>签名后未更改，但签名者的证书已过期：在本次验证时，受信任的 CA %1 不为其担保</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate is not valid yet: the trusted CA %1 does not vouch for it at the time of this verification</source>
        <translation>签名后未更改，但签名者的证书尚未生效：在本次验证时，受信任的 CA %1 不为其担保</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate is not trusted: it was not issued under the trusted CA %1</source>
        <translation>签名后未更改，但签名者的证书不受信任：它不是由受信任的 CA %1 签发的</translation>
    </message>
    <message>
        <source>the signature does not match the file: the file or its signature changed since it was signed</source>
        <translation>签名与文件不一致：文件或其签名在签名后已被更改</translation>
    </message>
    <message>
        <source>unchanged since signed, but the signer&apos;s certificate is not trusted by the CA %1</source>
        <translation>签名后未更改，但签名者的证书不受 CA %1 信任</translation>
    </message>
    <message>
        <source>OpenSSL: %1</source>
        <translation>OpenSSL：%1</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationDocument</name>
    <message>
        <source>%1, line %2</source>
        <translation>%1，第 %2 行</translation>
    </message>
    <message>
        <source>match</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>not checked: %1</source>
        <translation>未检查：%1</translation>
    </message>
    <message>
        <source>whole image</source>
        <translation>整个镜像</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Of</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>Logged</source>
        <translation>记录值</translation>
    </message>
    <message>
        <source>Computed</source>
        <translation>计算值</translation>
    </message>
    <message>
        <source>Where logged</source>
        <translation>记录位置</translation>
    </message>
    <message>
        <source>Created (UTC)</source>
        <translation>创建时间（UTC）</translation>
    </message>
    <message>
        <source>Created (local time)</source>
        <translation>创建时间（本地时间）</translation>
    </message>
    <message>
        <source>Created by</source>
        <translation>创建者</translation>
    </message>
    <message>
        <source>Verification started</source>
        <translation>验证开始</translation>
    </message>
    <message>
        <source>Verification ended</source>
        <translation>验证结束</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>命令行</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>已读取</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>分段</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Hashlog</source>
        <translation>哈希日志</translation>
    </message>
    <message>
        <source>Written by</source>
        <translation>写入工具</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Hashlogs</source>
        <translation>哈希日志</translation>
    </message>
    <message>
        <source>Logged bytes</source>
        <translation>记录的字节数</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>字节数</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>大小</translation>
    </message>
    <message numerus="yes">
        <source>%n window or segment digest(s) match; the appendix lists every window and segment digest.</source>
        <translation>
            <numerusform>%n 个窗口或分段摘要一致；附录列出了每个窗口和分段的摘要。</numerusform>
        </translation>
    </message>
    <message>
        <source>Digests</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Appendix: every window and segment digest</source>
        <translation>附录：每个窗口和分段的摘要</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>签名</translation>
    </message>
    <message>
        <source>The undersigned confirm that this report describes the verification they performed or witnessed.</source>
        <translation>下列签名人确认本报告描述的是他们执行或见证的验证。</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>检验员</translation>
    </message>
    <message>
        <source>Witness</source>
        <translation>见证人</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>签名</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Verification report</source>
        <translation>验证报告</translation>
    </message>
    <message>
        <source>Custody verification report · %1</source>
        <translation>Custody 验证报告 · %1</translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>创建于 %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Examiner&apos;s initials:</source>
        <translation>检验员签名缩写：</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>发生了什么</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>each as computed</source>
        <translation>均为计算值</translation>
    </message>
    <message>
        <source>%1 to line %2</source>
        <translation>%1 至第 %2 行</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>segment, bytes %1</source>
        <translation>分段，字节 %1</translation>
    </message>
    <message>
        <source>segment %1, bytes %2</source>
        <translation>分段 %1，字节 %2</translation>
    </message>
    <message>
        <source>window, bytes %1</source>
        <translation>窗口，字节 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pieces, bytes %1</source>
        <translation>
            <numerusform>%n 个片段，字节 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>扇区数</translation>
    </message>
    <message>
        <source>Segment file</source>
        <translation>分段文件</translation>
    </message>
    <message>
        <source>Chunks that fail their checksum</source>
        <translation>校验和失败的区块</translation>
    </message>
    <message>
        <source>Signed by</source>
        <translation>签名者</translation>
    </message>
    <message>
        <source>Signed at</source>
        <translation>签名时间</translation>
    </message>
    <message>
        <source>Certificate SHA-256</source>
        <translation>证书 SHA-256</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>未更改</translation>
    </message>
    <message>
        <source>CHANGED</source>
        <translation>已更改</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <source>SIGNATURE MISSING: the signed log %1 says it was signed</source>
        <translation>签名缺失：已签名的日志 %1 表明该文件已签名</translation>
    </message>
    <message>
        <source>MISSING: the signed log %1 says it was signed</source>
        <translation>缺失：已签名的日志 %1 表明该文件已签名</translation>
    </message>
    <message>
        <source>SIGNATURE INVALID</source>
        <translation>签名无效</translation>
    </message>
    <message>
        <source>OTHER SIGNER than the signed log %1 names</source>
        <translation>签名者与已签名日志 %1 中指明的不同</translation>
    </message>
    <message>
        <source>UNTRUSTED at the verification time %1</source>
        <translation>在验证时间 %1 不受信任</translation>
    </message>
    <message>
        <source>unchanged, CA-issued, valid at the verification time %1</source>
        <translation>未更改，由 CA 签发，在验证时间 %1 有效</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationPanel</name>
    <message>
        <source>&amp;Cancel verification</source>
        <translation>取消验证(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Save report…</source>
        <translation>保存报告(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Print report…</source>
        <translation>打印报告(&amp;P)…</translation>
    </message>
    <message>
        <source>Verify %1</source>
        <translation>验证 %1</translation>
    </message>
    <message>
        <source>Verifying %1 against %2</source>
        <translation>正在对照 %2 验证 %1</translation>
    </message>
    <message>
        <source>FAILED: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>Verified %1</source>
        <translation>已验证 %1</translation>
    </message>
    <message>
        <source>Save the verification report</source>
        <translation>保存验证报告</translation>
    </message>
    <message>
        <source>Report not saved</source>
        <translation>报告未保存</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;Text and JSON (*.txt)</source>
        <translation>PDF (*.pdf);;文本和 JSON (*.txt)</translation>
    </message>
    <message>
        <source>Report not printed</source>
        <translation>报告未打印</translation>
    </message>
    <message>
        <source>MATCH</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>未验证</translation>
    </message>
    <message>
        <source>INCOMPLETE</source>
        <translation>不完整</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Verify %1: %2</source>
        <translation>验证 %1：%2</translation>
    </message>
    <message>
        <source>Report saved: %1 (SHA-256 %2)</source>
        <translation>报告已保存：%1（SHA-256 %2）</translation>
    </message>
    <message>
        <source>Report saved: %1</source>
        <translation>报告已保存：%1</translation>
    </message>
    <message>
        <source>the hashlog %1</source>
        <translation>哈希日志 %1</translation>
    </message>
    <message>
        <source>Vie&amp;w report</source>
        <translation>查看报告(&amp;W)</translation>
    </message>
    <message>
        <source>Print the verification report</source>
        <translation>打印验证报告</translation>
    </message>
    <message>
        <source>Verification report</source>
        <translation>验证报告</translation>
    </message>
    <message>
        <source>Report not shown</source>
        <translation>报告未显示</translation>
    </message>
    <message>
        <source>Signature of %1: %2</source>
        <translation>%1 的签名：%2</translation>
    </message>
    <message>
        <source>The first window or segment that differs covers bytes %1.</source>
        <translation>第一个不一致的窗口或分段覆盖字节 %1。</translation>
    </message>
    <message>
        <source>Saving the report to %1…</source>
        <translation>正在将报告保存到 %1…</translation>
    </message>
    <message>
        <source>%1: %2 at %3</source>
        <translation>%1：%2，速度 %3</translation>
    </message>
    <message>
        <source>Not signed: no signature (FILE.p7s) beside the image or its hashlogs</source>
        <translation>未签名：镜像或其哈希日志旁没有签名（FILE.p7s）</translation>
    </message>
    <message>
        <source>Signed by %1: %2</source>
        <translation>已由 %1 签名：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n signature(s) fail: see above and the signature rows below.</source>
        <translation>
            <numerusform>%n 个签名校验失败：请参阅上文及下面的签名行。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: read as %2</source>
        <translation>%1：读作 %2</translation>
    </message>
    <message>
        <source>Report not saved: %1</source>
        <translation>报告未保存：%1</translation>
    </message>
    <message>
        <source>Not signed: %1</source>
        <translation>未签名：%1</translation>
    </message>
    <message>
        <source>Signed by %1.</source>
        <translation>已由 %1 签名。</translation>
    </message>
    <message>
        <source>Not signed: no signing identity is set (File → Signing identity…).</source>
        <translation>未签名：未设置签名身份（文件 → 签名身份…）。</translation>
    </message>
    <message>
        <source>%1 is beside the report and is no CMS signature: move it away or save the report under another name.</source>
        <translation>%1 位于报告旁，且不是 CMS 签名：请将其移走，或以其他名称保存报告。</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationPlan</name>
    <message>
        <source>%1 more</source>
        <translation>另外 %1 个</translation>
    </message>
    <message>
        <source>it holds hashes of %1 different files or runs (%2), and none is named like the image %3 or one of its segments</source>
        <translation>它包含 %1 个不同文件或运行的哈希（%2），且没有一个的名称与镜像 %3 或其某个分段相符</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, not the image %3: its hashes are taken as the image&apos;s</source>
        <translation>%1 指明的是 &apos;%2&apos;，而不是镜像 %3：其哈希被视为该镜像的哈希</translation>
    </message>
    <message>
        <source>algorithm %1 is not supported</source>
        <translation>不支持算法 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 also lists %n other file(s), not checked</source>
        <translation>
            <numerusform>%1 还列出了 %n 个其他文件，未检查</numerusform>
        </translation>
    </message>
    <message>
        <source>the log&apos;s hash windows are checked instead</source>
        <translation>改为检查日志中的哈希窗口</translation>
    </message>
    <message>
        <source>the pieces are not windows of one size from the start of the image, which one read can check</source>
        <translation>这些片段不是从镜像开头起大小相同的窗口，无法用一次读取检查</translation>
    </message>
    <message>
        <source>windows of %1 bytes; this read checks windows of %2 bytes</source>
        <translation>窗口大小为 %1 字节；本次读取检查的窗口大小为 %2 字节</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationReport</name>
    <message>
        <source>%1, line %2</source>
        <translation>%1，第 %2 行</translation>
    </message>
    <message>
        <source>The verification was cancelled before the end of the image.</source>
        <translation>验证在读到镜像末尾之前被取消。</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>%1, %2 bytes</source>
        <translation>%1，%2 字节</translation>
    </message>
    <message>
        <source>Hashlog</source>
        <translation>哈希日志</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>%1%2 bytes, as logged (%3)</source>
        <translation>%1%2 字节，与记录一致（%3）</translation>
    </message>
    <message>
        <source>MISMATCH  %1%2 bytes, the log records %3 (%4)</source>
        <translation>不一致    %1%2 字节，日志记录为 %3（%4）</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>MISMATCH  %1: logged %2, image %3 (%4)</source>
        <translation>不一致    %1：记录值 %2，镜像 %3（%4）</translation>
    </message>
    <message>
        <source>not checked: %1: %2 (%3)</source>
        <translation>未检查：%1：%2（%3）</translation>
    </message>
    <message>
        <source>match     %1 (%2)</source>
        <translation>一致      %1（%2）</translation>
    </message>
    <message>
        <source>MISMATCH  logged %1, image %2 (%3)</source>
        <translation>不一致    记录值 %1，镜像 %2（%3）</translation>
    </message>
    <message>
        <source>not checked: %1 (%2)</source>
        <translation>未检查：%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n image or file digest(s)</source>
        <translation>
            <numerusform>%n 个镜像或文件摘要</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: MATCH. %1 checked: all agree with the image.%2</source>
        <translation>结论：一致。已检查 %1：全部与镜像一致。%2</translation>
    </message>
    <message numerus="yes">
        <source>Verdict: NOT VERIFIED. None of the %n digest(s) the hashlog records could be checked (see above); nothing is proven.</source>
        <translation>
            <numerusform>结论：未验证。哈希日志记录的 %n 个摘要均无法检查（见上文）；未能证明任何内容。</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: INCOMPLETE. The %1 checked agree with the image, but no digest covers %2 (the first such range): the image as a whole is not verified.</source>
        <translation>结论：不完整。已检查的 %1 与镜像一致，但没有摘要覆盖 %2（第一个这样的范围）：镜像整体未经验证。</translation>
    </message>
    <message>
        <source>Verdict: FAILED. The image was not read to the end; nothing is proven.</source>
        <translation>结论：失败。镜像未被读到末尾；未能证明任何内容。</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>未计算</translation>
    </message>
    <message>
        <source>the image ends before this piece</source>
        <translation>镜像在此片段之前结束</translation>
    </message>
    <message>
        <source>the image was not read to the end</source>
        <translation>镜像未被读到末尾</translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) (windows or segments): %1 match, %2 mismatch, %3 not checked</source>
        <translation>
            <numerusform>%n 个片段（窗口或分段）：%1 个一致，%2 个不一致，%3 个未检查</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>two counts of digests</comment>
        <translation>%1和%2</translation>
    </message>
    <message numerus="yes">
        <source>%n window or segment digest(s)</source>
        <translation>
            <numerusform>%n 个窗口或分段摘要</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n logged digest(s) could not be checked (see above).</source>
        <translation>
            <numerusform>%n 个记录的摘要无法检查（见上文）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: MISMATCH. The image differs from what the hashlog records (%1 checked; %2 differ, and so does the size).</source>
        <translation>结论：不一致。镜像与哈希日志的记录不同（已检查 %1；%2 个不同，大小也不同）。</translation>
    </message>
    <message>
        <source>Verdict: MISMATCH. The image differs from what the hashlog records (%1 checked; %2 differ).</source>
        <translation>结论：不一致。镜像与哈希日志的记录不同（已检查 %1；%2 个不同）。</translation>
    </message>
    <message>
        <source>bytes %1</source>
        <translation>字节 %1</translation>
    </message>
    <message>
        <source>Windows or segments that differ: %1.</source>
        <translation>不一致的窗口或分段：%1。</translation>
    </message>
    <message>
        <source>segment %1 of the E01 image is missing</source>
        <translation>E01 镜像缺少分段 %1</translation>
    </message>
    <message>
        <source>Chunk</source>
        <translation>区块</translation>
    </message>
    <message>
        <source>CHECKSUM ERROR  %1 (sectors %2) in %3</source>
        <translation>校验和错误  %1（扇区 %2），位于 %3</translation>
    </message>
    <message numerus="yes">
        <source>Verdict: MISMATCH. %n chunk(s) of the image fail their checksum (see above); %1 checked, %2 differ.</source>
        <translation>
            <numerusform>结论：不一致。镜像有 %n 个区块校验和失败（见上文）；已检查 %1，%2 个不同。</numerusform>
        </translation>
    </message>
    <message>
        <source>the E01 image stores no MD5 or SHA-1 of its media data, and no hashlog was given: there is nothing to check it against</source>
        <translation>E01 镜像没有存储其介质数据的 MD5 或 SHA-1，也没有给出哈希日志：没有可用于对照检查的内容</translation>
    </message>
    <message>
        <source>%1 stores no MD5 or SHA-1 of its media data</source>
        <translation>%1 没有存储其介质数据的 MD5 或 SHA-1</translation>
    </message>
    <message>
        <source>%1 hashes the E01&apos;s segment files themselves, not its media data: not checked here (md5sum -c or sha256sum -c checks them)</source>
        <translation>%1 是对 E01 分段文件本身计算的哈希，而不是对其介质数据：此处不检查（可用 md5sum -c 或 sha256sum -c 检查它们）</translation>
    </message>
    <message>
        <source>%1 is segment %2 of an E01 image, not segment %3: it was renamed or belongs to another image</source>
        <translation>%1 是 E01 镜像的分段 %2，而不是分段 %3：它已被重命名，或属于另一个镜像</translation>
    </message>
    <message>
        <source>%1 and %2 belong to different E01 images: their set identifiers are %3 and %4</source>
        <translation>%1 和 %2 属于不同的 E01 镜像：其集合标识符分别为 %3 和 %4</translation>
    </message>
    <message>
        <source>an unrecorded time</source>
        <translation>未记录的时间</translation>
    </message>
    <message>
        <source>Signed</source>
        <translation>已签名</translation>
    </message>
    <message>
        <source>CHANGED  %1 since it was signed by %2 at %3, or its signature is damaged (%4)</source>
        <translation>已更改  %1 在由 %2 于 %3 签名后已被更改，或其签名已损坏（%4）</translation>
    </message>
    <message>
        <source>%1: unchanged since signed at %2 with a certificate naming %3 (SHA-256 %4; not checked against a CA)</source>
        <translation>%1：自 %2 使用指明 %3 的证书（SHA-256 %4；未对照 CA 检查）签名后未更改</translation>
    </message>
    <message>
        <source>SIGNATURE MISSING  %1: the signed log %2 says it was signed at %3 with a certificate naming %4 (SHA-256 %5), but its signature %1.p7s is not there</source>
        <translation>签名缺失  %1：已签名的日志 %2 表明它已于 %3 使用指明 %4 的证书（SHA-256 %5）签名，但其签名 %1.p7s 不存在</translation>
    </message>
    <message>
        <source>MISSING  %1: the signed log %2 says it was signed at %3 with a certificate naming %4 (SHA-256 %5), but neither it nor its signature is there</source>
        <translation>缺失  %1：已签名的日志 %2 表明它已于 %3 使用指明 %4 的证书（SHA-256 %5）签名，但它及其签名均不存在</translation>
    </message>
    <message>
        <source>SIGNATURE INVALID  %1: %1.p7s is not a detached CMS signature of one signer (%2)</source>
        <translation>签名无效  %1：%1.p7s 不是单一签名者的分离式 CMS 签名（%2）</translation>
    </message>
    <message>
        <source>OTHER SIGNER  %1: unchanged since signed at %2 with a certificate naming %3 (SHA-256 %4), but the signed log %5 says it was signed with the certificate SHA-256 %6</source>
        <translation>签名者不同  %1：自 %2 使用指明 %3 的证书（SHA-256 %4）签名后未更改，但已签名的日志 %5 表明它是用 SHA-256 为 %6 的证书签名的</translation>
    </message>
    <message>
        <source>UNTRUSTED  %1: signed (at %2, as the signer states) with a certificate naming %3 (SHA-256 %4) that the CA %5 does not vouch for at the time of this verification, %6: %7</source>
        <translation>不受信任  %1：使用指明 %3 的证书（SHA-256 %4）签名（据签名者称签名于 %2），在本次验证时间 %6，CA %5 不为该证书担保：%7</translation>
    </message>
    <message>
        <source>%1: unchanged since signed (at %2, as the signer states) with a certificate naming %3 (SHA-256 %4), issued under the CA %5 and valid at the time of this verification, %6</source>
        <translation>%1：使用指明 %3 的证书（SHA-256 %4）签名后未更改（据签名者称签名于 %2），该证书由 CA %5 签发，在本次验证时间 %6 有效</translation>
    </message>
    <message numerus="yes">
        <source>Verdict: MISMATCH. %n signed file(s) changed since they were signed, lack the signature the signed log says they have, or were signed under no trusted CA (see above); %1 checked, %2 differ from the image.</source>
        <translation>
            <numerusform>结论：不一致。有 %n 个已签名文件在签名后被更改、缺少已签名日志所述的签名，或不是在受信任的 CA 下签名的（见上文）；已检查 %1，%2 个与镜像不同。</numerusform>
        </translation>
    </message>
    <message>
        <source>Case</source>
        <translation>案件</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>检验员</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>Custody::VerificationVerdict</name>
    <message>
        <source>MATCH</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>VERIFICATION FAILED</source>
        <translation>验证失败</translation>
    </message>
    <message>
        <source>INCOMPLETE: NOT A MATCH</source>
        <translation>不完整：不一致</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>未验证</translation>
    </message>
    <message>
        <source>The image read-back was cancelled before it finished.</source>
        <translation>镜像回读在完成前被取消。</translation>
    </message>
    <message>
        <source>The image could not be read back: %1</source>
        <translation>无法回读镜像：%1</translation>
    </message>
    <message>
        <source>%1 of the image read back differs from the acquisition hash: the image is not what was acquired.</source>
        <translation>回读镜像的 %1 与采集哈希不同：该镜像不是当初采集的内容。</translation>
    </message>
    <message>
        <source>No hash of the image differs, but %1 was not computed again, so the image is not shown to be what was acquired.</source>
        <translation>镜像的哈希没有不同之处，但 %1 未重新计算，因此无法证明该镜像就是当初采集的内容。</translation>
    </message>
    <message>
        <source>Every hash (%1) of the image read back equals the acquisition hash.</source>
        <translation>回读镜像的每个哈希（%1）都与采集哈希相同。</translation>
    </message>
    <message>
        <source>The second read of the source was cancelled before it finished.</source>
        <translation>源的第二次读取在完成前被取消。</translation>
    </message>
    <message>
        <source>The source could not be read again: %1</source>
        <translation>无法再次读取源：%1</translation>
    </message>
    <message>
        <source>The source read again has the acquisition hashes.</source>
        <translation>再次读取的源具有与采集时相同的哈希。</translation>
    </message>
    <message>
        <source>The source read again has other hashes over unreadable sectors; this record predates the sector-by-sector comparison, so the source was not compared with the image.</source>
        <translation>由于存在不可读扇区，再次读取的源哈希不同；此记录早于逐扇区比较功能，因此未将源与镜像进行比较。</translation>
    </message>
    <message>
        <source>The source read again does not have the acquisition hashes, although no sector was unreadable.</source>
        <translation>再次读取的源不具有采集时的哈希，尽管没有不可读扇区。</translation>
    </message>
    <message>
        <source>The source read again differs from the image: %1 bytes in sectors read both times, the first at byte offset %2.</source>
        <translation>再次读取的源与镜像不同：两次都读取到的扇区中有 %1 字节不同，第一处位于字节偏移 %2。</translation>
    </message>
    <message>
        <source>No sector of the source could be read both times, so the source was not compared with the image.</source>
        <translation>源没有任何扇区在两次读取中都能读取，因此未将源与镜像进行比较。</translation>
    </message>
    <message>
        <source>The source read again equals the image in every sector read both times (%1 bytes).</source>
        <translation>在两次都读取到的每个扇区中，再次读取的源都与镜像相同（%1 字节）。</translation>
    </message>
    <message>
        <source>%1 bytes unreadable in one of the two reads were not compared.</source>
        <translation>在两次读取之一中不可读的 %1 字节未进行比较。</translation>
    </message>
    <message>
        <source>Of those, %1 bytes were unreadable during the acquisition and read now: their content is not in the image.</source>
        <translation>其中 %1 字节在采集期间不可读，而现在可以读取：其内容不在镜像中。</translation>
    </message>
    <message>
        <source>No verification is recorded: the image has not been read back and compared with the acquisition hashes.</source>
        <translation>没有记录验证：镜像尚未回读并与采集哈希进行比较。</translation>
    </message>
    <message>
        <source>The acquisition has no hash to compare the verification with.</source>
        <translation>采集没有可与验证结果比较的哈希。</translation>
    </message>
    <message>
        <source>The source was not read again.</source>
        <translation>未再次读取源。</translation>
    </message>
    <message>
        <source>The image could not be read for the comparison with the source: %1</source>
        <translation>无法读取镜像以与源进行比较：%1</translation>
    </message>
    <message>
        <source>The software write-block was found lifted on %1 before the end of the acquisition: the source was writable at some point during it.</source>
        <translation>在采集结束之前发现 %1 上的软件写保护已被解除：源在采集期间的某个时刻是可写的。</translation>
    </message>
</context>
<context>
    <name>Custody::VerifyDialog</name>
    <message>
        <source>Verify an image</source>
        <translation>验证镜像</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Image:</source>
        <translation>镜像(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Hashlogs:</source>
        <translation>哈希日志(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Add hashlog…</source>
        <translation>添加哈希日志(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>验证(&amp;V)</translation>
    </message>
    <message>
        <source>Image to verify</source>
        <translation>要验证的镜像</translation>
    </message>
    <message>
        <source>Hashlog</source>
        <translation>哈希日志</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 不是文件。</translation>
    </message>
    <message>
        <source>No hashlog found next to the image: add one.</source>
        <translation>在镜像旁未找到哈希日志：请添加一个。</translation>
    </message>
    <message>
        <source>Looking for hashlogs next to the image…</source>
        <translation>正在镜像旁查找哈希日志…</translation>
    </message>
    <message>
        <source>Choose the image (for a split or E01 image, any of its segments).</source>
        <translation>请选择镜像（对于分割镜像或 E01 镜像，可选择其任一分段）。</translation>
    </message>
    <message>
        <source>optional: signatures must come from this CA (PEM)</source>
        <translation>可选：签名必须来自此 CA（PEM）</translation>
    </message>
    <message>
        <source>Brow&amp;se…</source>
        <translation>浏览(&amp;S)…</translation>
    </message>
    <message>
        <source>The CA certificate signers must chain to</source>
        <translation>签名者证书必须链接到的 CA 证书</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.crt);;All files (*)</source>
        <translation>PEM 文件 (*.pem *.crt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Still looking at %1 and for hashlogs next to it: its folder does not answer (a share that is slow or gone?).</source>
        <translation>仍在检查 %1 并查找其旁边的哈希日志：其文件夹没有响应（是缓慢或已断开的共享吗？）。</translation>
    </message>
    <message>
        <source>Read as</source>
        <translation>读作</translation>
    </message>
    <message>
        <source>its folder does not answer</source>
        <translation>其文件夹没有响应</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <source>not readable</source>
        <translation>不可读</translation>
    </message>
    <message>
        <source>%1 cannot be read as a hashlog: %2
Remove it, or add another.</source>
        <translation>无法将 %1 读取为哈希日志：%2
请移除它，或添加其他哈希日志。</translation>
    </message>
    <message>
        <source>Hashlogs</source>
        <translation>哈希日志</translation>
    </message>
    <message>
        <source>&amp;Trusted CA:</source>
        <translation>受信任的 CA(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>Custody::VolumeMounts</name>
    <message>
        <source>encrypted: listed, not unlocked</source>
        <translation>已加密：仅列出，未解锁</translation>
    </message>
    <message>
        <source>not a file system (%1)</source>
        <translation>不是文件系统（%1）</translation>
    </message>
    <message>
        <source>this kernel has no %1 driver</source>
        <translation>此内核没有 %1 驱动</translation>
    </message>
    <message>
        <source>no loop device: %1</source>
        <translation>没有回环设备：%1</translation>
    </message>
    <message>
        <source>the mount failed: %1</source>
        <translation>挂载失败：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: in use by %2, set up on a file in it; detach it (losetup -d), then unmount again</source>
        <translation>%1：正被 %2 占用（它建立在其中的一个文件上）；请先分离它（losetup -d），然后再卸载</translation>
    </message>
</context>
<context>
    <name>Custody::WipeCertificateActions</name>
    <message>
        <source>Save a copy of the wipe certificate</source>
        <translation>保存擦除证书的副本</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Wipe certificate</source>
        <translation>擦除证书</translation>
    </message>
    <message>
        <source>Print the wipe certificate</source>
        <translation>打印擦除证书</translation>
    </message>
</context>
<context>
    <name>Custody::WipeCertificateDocument</name>
    <message>
        <source>PASSED</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>CANCELLED</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>NOT VERIFIED</source>
        <translation>未验证</translation>
    </message>
    <message>
        <source>Sterile: every one of the %1 sectors the drive shows was read back from the medium holding the pattern %2. Nothing was written.</source>
        <translation>洁净：驱动器显示的 %1 个扇区均已从介质回读，且均包含模式 %2。未写入任何内容。</translation>
    </message>
    <message>
        <source>Sterile: every one of the %1 sectors the drive shows was written with the pattern %2 and read back from the medium holding it.</source>
        <translation>洁净：驱动器显示的 %1 个扇区均已写入模式 %2，并从介质回读确认包含该模式。</translation>
    </message>
    <message numerus="yes">
        <source>Not sterile: %n sector(s) do not hold the pattern (listed under Failed sectors).</source>
        <translation>
            <numerusform>不洁净：有 %n 个扇区不包含该模式（列于“失败的扇区”下）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not sterile: the wipe stopped before its end, after %1 of the %2 sectors were written and %3 read back: %4</source>
        <translation>不洁净：擦除在结束前停止，此时 %2 个扇区中已写入 %1 个、回读 %3 个：%4</translation>
    </message>
    <message>
        <source>Not sterile: cancelled by the examiner after %1 of the %2 sectors were written and %3 read back.</source>
        <translation>不洁净：检验员在 %2 个扇区中已写入 %1 个、回读 %3 个后取消了擦除。</translation>
    </message>
    <message>
        <source>Not proven sterile: the sectors were not all read back from the medium (%1 of %2 read back, %3).</source>
        <translation>未能证明洁净：并非所有扇区都已从介质回读（%2 个中回读了 %1 个，%3）。</translation>
    </message>
    <message>
        <source>%1 Not wiped: the host cannot write there.</source>
        <translation>%1 未擦除：主机无法写入该处。</translation>
    </message>
    <message>
        <source>Drive wipe certificate</source>
        <translation>驱动器擦除证书</translation>
    </message>
    <message>
        <source>Custody wipe certificate · %1 · serial %2</source>
        <translation>Custody 擦除证书 · %1 · 序列号 %2</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>创建于 %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Examiner&apos;s initials:</source>
        <translation>检验员签名缩写：</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>%1 sectors (%2 bytes)</source>
        <translation>%1 个扇区（%2 字节）</translation>
    </message>
    <message>
        <source>zeros (0x00)</source>
        <translation>零（0x00）</translation>
    </message>
    <message>
        <source>random: the %1 keystream of the key and initial counter below, which make it again</source>
        <translation>随机：由下方的密钥和初始计数器生成的 %1 密钥流，可用它们重新生成</translation>
    </message>
    <message>
        <source>the byte %1 in every position</source>
        <translation>每个位置均为字节 %1</translation>
    </message>
    <message>
        <source>verify only: nothing was written</source>
        <translation>仅验证：未写入任何内容</translation>
    </message>
    <message>
        <source>BLKZEROOUT: the drive (or the kernel for it) wrote zeros; a range it refused was written with O_DIRECT</source>
        <translation>BLKZEROOUT：由驱动器（或内核代其）写入零；驱动器拒绝的范围使用 O_DIRECT 写入</translation>
    </message>
    <message>
        <source>written in aligned blocks with O_DIRECT, then the drive&apos;s cache flushed</source>
        <translation>使用 O_DIRECT 以对齐的块写入，然后刷写驱动器缓存</translation>
    </message>
    <message>
        <source>every sector read from the medium with O_DIRECT</source>
        <translation>使用 O_DIRECT 从介质读取每个扇区</translation>
    </message>
    <message>
        <source>O_DIRECT refused by the device: read through the page cache after dropping it (BLKFLSBUF, POSIX_FADV_DONTNEED)</source>
        <translation>设备拒绝了 O_DIRECT：在丢弃页缓存（BLKFLSBUF、POSIX_FADV_DONTNEED）后通过页缓存读取</translation>
    </message>
    <message>
        <source>O_DIRECT refused by the device and the page cache could not be dropped: the read-back may have come from memory</source>
        <translation>设备拒绝了 O_DIRECT，且无法丢弃页缓存：回读的数据可能来自内存</translation>
    </message>
    <message>
        <source>first byte not the pattern at offset %1 (sector %2, byte %3): %4</source>
        <translation>第一个不符合模式的字节位于偏移 %1（扇区 %2，字节 %3）：%4</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>写入错误</translation>
    </message>
    <message>
        <source>read error</source>
        <translation>读取错误</translation>
    </message>
    <message>
        <source>not the pattern</source>
        <translation>不符合模式</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>证书</translation>
    </message>
    <message>
        <source>Created (UTC)</source>
        <translation>创建时间（UTC）</translation>
    </message>
    <message>
        <source>Created (local time)</source>
        <translation>创建时间（本地时间）</translation>
    </message>
    <message>
        <source>Created by</source>
        <translation>创建者</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>命令行</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>操作系统</translation>
    </message>
    <message>
        <source>%1, kernel %2</source>
        <translation>%1，内核 %2</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>序列号</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>固件</translation>
    </message>
    <message>
        <source>Bus</source>
        <translation>总线</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>%1 bytes = %2 sectors of %3 bytes (%4)</source>
        <translation>%1 字节 = %2 个 %3 字节的扇区（%4）</translation>
    </message>
    <message>
        <source>Sector size</source>
        <translation>扇区大小</translation>
    </message>
    <message>
        <source>%1 bytes logical, %2 bytes physical</source>
        <translation>逻辑 %1 字节，物理 %2 字节</translation>
    </message>
    <message>
        <source>SMART at start</source>
        <translation>开始时的 SMART</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>not asked for</source>
        <translation>未请求</translation>
    </message>
    <message>
        <source>Hidden areas</source>
        <translation>隐藏区域</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>密钥</translation>
    </message>
    <message>
        <source>Initial counter</source>
        <translation>初始计数器</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Read-back</source>
        <translation>回读</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>持续时间</translation>
    </message>
    <message>
        <source>Sectors written</source>
        <translation>已写入的扇区</translation>
    </message>
    <message>
        <source>Sectors verified</source>
        <translation>已验证的扇区</translation>
    </message>
    <message>
        <source>Sectors failed</source>
        <translation>失败的扇区</translation>
    </message>
    <message>
        <source>Stopped by</source>
        <translation>停止者</translation>
    </message>
    <message>
        <source>Wipe</source>
        <translation>擦除</translation>
    </message>
    <message>
        <source>First sector</source>
        <translation>起始扇区</translation>
    </message>
    <message>
        <source>Last sector</source>
        <translation>结束扇区</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>扇区数</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>详细信息</translation>
    </message>
    <message>
        <source>Failed sectors</source>
        <translation>失败的扇区</translation>
    </message>
    <message>
        <source>holds the pattern, read back</source>
        <translation>包含该模式，已回读</translation>
    </message>
    <message>
        <source>written, not read back</source>
        <translation>已写入，未回读</translation>
    </message>
    <message>
        <source>not written</source>
        <translation>未写入</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>未读取</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>The drive&apos;s sectors, from the first to the last.</source>
        <translation>驱动器的扇区，从第一个到最后一个。</translation>
    </message>
    <message>
        <source>Writing: bytes written over time.</source>
        <translation>写入：随时间写入的字节数。</translation>
    </message>
    <message>
        <source>Reading back: bytes read over time.</source>
        <translation>回读：随时间读取的字节数。</translation>
    </message>
    <message>
        <source>Sector map and throughput</source>
        <translation>扇区映射图和吞吐量</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>签名</translation>
    </message>
    <message>
        <source>The undersigned confirm that this certificate describes the preparation of the drive they performed or witnessed.</source>
        <translation>下列签名人确认本证书描述的是他们执行或见证的驱动器准备操作。</translation>
    </message>
    <message>
        <source>Examiner</source>
        <translation>检验员</translation>
    </message>
    <message>
        <source>Witness</source>
        <translation>见证人</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>签名</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>BLKZEROOUT: the drive (or the kernel for it) wrote zeros; a range it refused was written through the page cache (the device refuses O_DIRECT), then flushed</source>
        <translation>BLKZEROOUT：由驱动器（或内核代其）写入零；驱动器拒绝的范围通过页缓存写入（设备拒绝 O_DIRECT），然后刷写</translation>
    </message>
    <message>
        <source>written through the page cache (the device refuses O_DIRECT), then flushed to the drive and the drive&apos;s cache flushed</source>
        <translation>通过页缓存写入（设备拒绝 O_DIRECT），然后刷写到驱动器，并刷写驱动器缓存</translation>
    </message>
</context>
<context>
    <name>Custody::WipeOutputs</name>
    <message>
        <source>a PDF needs the graphical libraries, which this process did not load</source>
        <translation>生成 PDF 需要图形库，而此进程未加载这些库</translation>
    </message>
</context>
<context>
    <name>Custody::WipePanel</name>
    <message>
        <source>Stop the wipe?</source>
        <translation>停止擦除吗？</translation>
    </message>
    <message>
        <source>Wipe progress</source>
        <translation>擦除进度</translation>
    </message>
    <message>
        <source>Done:</source>
        <translation>已完成：</translation>
    </message>
    <message>
        <source>Rate (now / average):</source>
        <translation>速率（当前 / 平均）：</translation>
    </message>
    <message>
        <source>Elapsed / remaining:</source>
        <translation>已用 / 剩余时间：</translation>
    </message>
    <message>
        <source>Phase:</source>
        <translation>阶段：</translation>
    </message>
    <message>
        <source>Failed sectors:</source>
        <translation>失败的扇区：</translation>
    </message>
    <message>
        <source>Writing</source>
        <translation>正在写入</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>已验证</translation>
    </message>
    <message>
        <source>Not written</source>
        <translation>未写入</translation>
    </message>
    <message>
        <source>Written, not read back</source>
        <translation>已写入，未回读</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>&amp;Cancel wipe</source>
        <translation>取消擦除(&amp;C)</translation>
    </message>
    <message>
        <source>Vie&amp;w certificate</source>
        <translation>查看证书(&amp;W)</translation>
    </message>
    <message>
        <source>Save &amp;PDF…</source>
        <translation>保存 PDF(&amp;P)…</translation>
    </message>
    <message>
        <source>Save a copy of the certificate&apos;s PDF, byte for byte, elsewhere</source>
        <translation>将证书 PDF 的副本逐字节保存到其他位置</translation>
    </message>
    <message>
        <source>Pri&amp;nt certificate…</source>
        <translation>打印证书(&amp;N)…</translation>
    </message>
    <message>
        <source>Check %1</source>
        <translation>检查 %1</translation>
    </message>
    <message>
        <source>Wipe %1</source>
        <translation>擦除 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>NOT STARTED</source>
        <translation>未开始</translation>
    </message>
    <message>
        <source>Preparing: checking the drive and the certificate&apos;s folder, reading SMART…</source>
        <translation>正在准备：正在检查驱动器和证书文件夹，读取 SMART…</translation>
    </message>
    <message>
        <source>not started: %1</source>
        <translation>未开始：%1</translation>
    </message>
    <message>
        <source>%1, but a certificate file was not written</source>
        <translation>%1，但有证书文件未写入</translation>
    </message>
    <message>
        <source>%1, not signed</source>
        <translation>%1，未签名</translation>
    </message>
    <message>
        <source>Flushing the drive&apos;s cache to its medium…</source>
        <translation>正在将驱动器缓存刷写到介质…</translation>
    </message>
    <message>
        <source>Writing %1 on every sector of %2</source>
        <translation>正在向 %2 的每个扇区写入 %1</translation>
    </message>
    <message>
        <source>Reading every sector of %1 back and comparing it with %2</source>
        <translation>正在回读 %1 的每个扇区并与 %2 比较</translation>
    </message>
    <message>
        <source>Writing the certificate…</source>
        <translation>正在写入证书…</translation>
    </message>
    <message>
        <source>Stop the check? The drive will not be called sterile; %1 of %2 sectors were read back.</source>
        <translation>停止检查吗？驱动器将不会被认定为洁净；%2 个扇区中已回读 %1 个。</translation>
    </message>
    <message>
        <source>Stop the wipe? The drive will not be sterile; %1 of %2 sectors were written.</source>
        <translation>停止擦除吗？驱动器将不是洁净的；%2 个扇区中已写入 %1 个。</translation>
    </message>
    <message>
        <source>Stopping: the certificate will say how far the wipe got…</source>
        <translation>正在停止：证书将说明擦除进行到了哪一步…</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>未开始</translation>
    </message>
    <message>
        <source>The wipe could not start: %1</source>
        <translation>无法开始擦除：%1</translation>
    </message>
    <message>
        <source>Ended; not every certificate file was written</source>
        <translation>已结束；证书文件未全部写入</translation>
    </message>
    <message>
        <source>Ended; certificate: %1</source>
        <translation>已结束；证书：%1</translation>
    </message>
    <message>
        <source>Sectors read back: %1 of %2; failed: %3.</source>
        <translation>已回读扇区：%2 个中的 %1 个；失败：%3 个。</translation>
    </message>
    <message>
        <source>Sectors written: %1 of %2; read back: %3; failed: %4.</source>
        <translation>已写入扇区：%2 个中的 %1 个；已回读：%3 个；失败：%4 个。</translation>
    </message>
    <message>
        <source>Sectors %1 to %2: %3</source>
        <translation>扇区 %1 至 %2：%3</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more range(s) of failed sectors: the certificate lists them all.</source>
        <translation>
            <numerusform>… 另有 %n 个失败扇区范围：证书中列出了全部范围。</numerusform>
        </translation>
    </message>
    <message>
        <source>Hidden areas:</source>
        <translation>隐藏区域：</translation>
    </message>
    <message>
        <source>Certificate not complete:</source>
        <translation>证书不完整：</translation>
    </message>
    <message>
        <source>A copy of the certificate was saved: %1</source>
        <translation>已保存证书的副本：%1</translation>
    </message>
    <message>
        <source>Wipe certificate</source>
        <translation>擦除证书</translation>
    </message>
    <message>
        <source>Not signed: the banner above says why</source>
        <translation>未签名：原因见上方横幅</translation>
    </message>
</context>
<context>
    <name>Custody::WipePattern</name>
    <message>
        <source>--pattern: &apos;%1&apos; is not zero, random or a byte written 0xNN (two hexadecimal digits, such as 0xff)</source>
        <translation>--pattern: &apos;%1&apos; 不是 zero、random 或 0xNN 形式的字节（两位十六进制数字，例如 0xff）</translation>
    </message>
    <message>
        <source>RAND_bytes failed: no random key</source>
        <translation>RAND_bytes 失败：没有随机密钥</translation>
    </message>
    <message>
        <source>an AES-256-CTR key has 32 bytes and its counter 16</source>
        <translation>AES-256-CTR 密钥为 32 字节，其计数器为 16 字节</translation>
    </message>
</context>
<context>
    <name>Custody::WipeRunner</name>
    <message>
        <source>it reports the serial number &quot;%1&quot;, but the drive confirmed was &quot;%2&quot;</source>
        <translation>它报告的序列号为 &quot;%1&quot;，但已确认的驱动器是 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>it holds %1 bytes, but the drive confirmed held %2</source>
        <translation>它的容量为 %1 字节，但已确认的驱动器容量为 %2 字节</translation>
    </message>
    <message>
        <source>%1: another drive under the same name? Choose it again in the drive list</source>
        <translation>%1：是同名的另一个驱动器吗？请在驱动器列表中重新选择</translation>
    </message>
</context>
<context>
    <name>Custody::WriteBlockSession</name>
    <message>
        <source>refused: it holds %1 of this computer, which would stop if it were made read-only; image it without software write-block</source>
        <translation>已拒绝：其上有此计算机的 %1，若将其设为只读，系统将停止运行；请在不使用软件写保护的情况下采集它</translation>
    </message>
</context>
<context>
    <name>Custody::WriteGate</name>
    <message>
        <source>%1, a segment of the source %2</source>
        <translation>%1，源 %2 的一个分段</translation>
    </message>
    <message>
        <source>the source %1</source>
        <translation>源 %1</translation>
    </message>
    <message>
        <source>it is an SQLite database (a case history or another program&apos;s)</source>
        <translation>它是 SQLite 数据库（案件历史记录或其他程序的数据库）</translation>
    </message>
    <message>
        <source>it is a segment of an E01 image</source>
        <translation>它是 E01 镜像的一个分段</translation>
    </message>
    <message>
        <source>it is the map of an acquisition</source>
        <translation>它是某次采集的映射文件</translation>
    </message>
    <message>
        <source>it is the record of an acquisition</source>
        <translation>它是某次采集的记录</translation>
    </message>
    <message>
        <source>its name says it is an image (%1)</source>
        <translation>其名称表明它是镜像（%1）</translation>
    </message>
    <message>
        <source>it belongs to the SQLite database %1</source>
        <translation>它属于 SQLite 数据库 %1</translation>
    </message>
    <message>
        <source>nothing proves it is a file this operation wrote</source>
        <translation>无法证明它是此操作写入的文件</translation>
    </message>
    <message>
        <source>it was replaced by another file while it was being checked</source>
        <translation>它在检查期间被另一个文件替换了</translation>
    </message>
    <message>
        <source>it exists, and nothing proves it is a report this operation may replace; give a new file name, or move the file away</source>
        <translation>它已存在，且无法证明它是此操作可以替换的报告；请给出新文件名，或将该文件移走</translation>
    </message>
    <message>
        <source>it is not a CMS signature (DER or PEM), so it is not removed with the signature of the file written anew</source>
        <translation>它不是 CMS 签名（DER 或 PEM），因此在重新写入文件时不会随文件的签名一起删除</translation>
    </message>
    <message>
        <source>it is an image file of the acquisition %1</source>
        <translation>它是采集 %1 的镜像文件</translation>
    </message>
    <message>
        <source>it is the map of the acquisition %1</source>
        <translation>它是采集 %1 的映射文件</translation>
    </message>
    <message>
        <source>it is the record of the acquisition %1</source>
        <translation>它是采集 %1 的记录</translation>
    </message>
    <message>
        <source>it is the log of the acquisition %1</source>
        <translation>它是采集 %1 的日志</translation>
    </message>
    <message>
        <source>it is a checksum file of the acquisition %1</source>
        <translation>它是采集 %1 的校验和文件</translation>
    </message>
    <message>
        <source>it holds the window digests of the acquisition %1</source>
        <translation>它包含采集 %1 的窗口摘要</translation>
    </message>
    <message>
        <source>it is a signature of a file of the acquisition %1</source>
        <translation>它是采集 %1 的某个文件的签名</translation>
    </message>
    <message>
        <source>it is the lock of the acquisition %1</source>
        <translation>它是采集 %1 的锁</translation>
    </message>
    <message>
        <source>it is the report of the acquisition %1</source>
        <translation>它是采集 %1 的报告</translation>
    </message>
    <message>
        <source>the name belongs to an image file of the acquisition %1</source>
        <translation>该名称属于采集 %1 的镜像文件</translation>
    </message>
    <message>
        <source>the name belongs to the map of the acquisition %1</source>
        <translation>该名称属于采集 %1 的映射文件</translation>
    </message>
    <message>
        <source>the name belongs to the record of the acquisition %1</source>
        <translation>该名称属于采集 %1 的记录</translation>
    </message>
    <message>
        <source>the name belongs to the log of the acquisition %1</source>
        <translation>该名称属于采集 %1 的日志</translation>
    </message>
    <message>
        <source>the name belongs to a checksum file of the acquisition %1</source>
        <translation>该名称属于采集 %1 的校验和文件</translation>
    </message>
    <message>
        <source>the name belongs to the window digests of the acquisition %1</source>
        <translation>该名称属于采集 %1 的窗口摘要</translation>
    </message>
    <message>
        <source>the name belongs to a signature of a file of the acquisition %1</source>
        <translation>该名称属于采集 %1 的某个文件的签名</translation>
    </message>
    <message>
        <source>the name belongs to the lock of the acquisition %1</source>
        <translation>该名称属于采集 %1 的锁</translation>
    </message>
    <message>
        <source>the name belongs to the report of the acquisition %1</source>
        <translation>该名称属于采集 %1 的报告</translation>
    </message>
    <message>
        <source>it does not exist (%1)</source>
        <translation>它不存在（%1）</translation>
    </message>
    <message>
        <source>it is not a block device; name a whole drive such as /dev/sdb</source>
        <translation>它不是块设备；请指定整个驱动器，例如 /dev/sdb</translation>
    </message>
    <message>
        <source>the kernel does not list it in sysfs, so what is on it and what uses it cannot be checked</source>
        <translation>内核未在 sysfs 中列出它，因此无法检查其上有什么以及什么在使用它</translation>
    </message>
    <message>
        <source>it is a partition of /dev/%1; name the whole drive</source>
        <translation>它是 /dev/%1 的一个分区；请指定整个驱动器</translation>
    </message>
    <message>
        <source>it has no medium (its size is 0)</source>
        <translation>它没有介质（其大小为 0）</translation>
    </message>
    <message>
        <source>this workstation uses it: %1</source>
        <translation>本工作站正在使用它：%1</translation>
    </message>
    <message>
        <source>%1 is mounted on %2; unmount it first</source>
        <translation>%1 已挂载于 %2；请先卸载它</translation>
    </message>
    <message>
        <source>/dev/%1 (device-mapper, md or a similar device) is stacked on it; stop that device first</source>
        <translation>/dev/%1（device-mapper、md 或类似设备）堆叠在它之上；请先停止该设备</translation>
    </message>
    <message>
        <source>it is read-only (write-blocked); Custody never lifts a write-block to write, lift it yourself if this is the right drive</source>
        <translation>它是只读的（已写保护）；Custody 绝不会为了写入而解除写保护，如果这是正确的驱动器，请自行解除</translation>
    </message>
    <message>
        <source>it is not the folder this operation created there as it was created: something was put in it or mounted on it, or it was replaced</source>
        <translation>它不是此操作在该处创建时的那个文件夹：有内容被放入其中或挂载到其上，或者它已被替换</translation>
    </message>
    <message>
        <source>a private folder is made only in a folder given by its absolute path</source>
        <translation>私有文件夹只会创建在以绝对路径给出的文件夹中</translation>
    </message>
    <message>
        <source>writing in it writes to the source or to what the source stands on</source>
        <translation>在其中写入会写到源或源所依托的对象上</translation>
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
