#pragma once

#include <QString>

#include <optional>

namespace Custody {

// Parses a byte count as examiners type it: "4096", "0x1000", "256K", "256KiB" (binary),
// "1MB" (decimal, as dd), "2G". Returns nullopt for anything else, negative or overflowing.
std::optional<qint64> parseByteCount(const QString &text);

// "1.5 GiB", "512 B": binary units with one decimal, for people. Exact figures go next to it.
QString formatBytes(qint64 bytes);

// "123.4 MB/s": decimal megabytes, as drive vendors and peer tools report rates.
QString formatRate(double bytesPerSecond);

} // namespace Custody
