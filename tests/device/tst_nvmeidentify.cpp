// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/nvmeidentify.h"

#include <QTest>

#include <type_traits>

using namespace Custody;

// The NVMe side: Identify is the only admin command Custody can send, its structures are read
// as the NVM Express specification lays them out, and what they say becomes hidden areas.
class TestNvmeIdentify : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void onlyIdentifyCanBeSent();
    void controller();
    void namespaceData_data();
    void namespaceData();
    void namespaceList();
    void hiddenAreas();
    void aSingleNamespaceDriveHidesNothing();
    void unreadNamespacesLeaveItUnknown();
};

namespace {

void putLittle(QByteArray &data, qsizetype offset, std::uint64_t value, int bytes)
{
    for (int index = 0; index < bytes; ++index)
        data[offset + index] = char((value >> (8 * index)) & 0xFF);
}

void putText(QByteArray &data, qsizetype offset, qsizetype length, const char *text)
{
    const QByteArray padded = QByteArray(text).leftJustified(length, ' ', true);
    data.replace(offset, length, padded);
}

// An Identify Controller structure as a controller with namespace management writes it.
QByteArray controllerData(std::uint64_t unallocatedBytes)
{
    QByteArray data(4096, '\0');
    putText(data, 4, 20, "S5STNF0W706332M");
    putText(data, 24, 40, "QEMU NVMe Ctrl");
    putText(data, 64, 8, "9.0.0");
    putLittle(data, 256, 0x000E, 2); // OACS: format, firmware, namespace management
    putLittle(data, 280, 1ULL << 30, 8);
    putLittle(data, 296, unallocatedBytes, 8);
    putLittle(data, 516, 256, 4); // NN
    return data;
}

// Identify Namespace: NSZE, NCAP, the formats, FLBAS choosing one.
QByteArray identifyNamespace(std::uint64_t blocks, int formatIndex, const QList<int> &shifts)
{
    QByteArray data(4096, '\0');
    putLittle(data, 0, blocks, 8);
    putLittle(data, 8, blocks, 8);
    data[25] = char(shifts.size() - 1); // NLBAF, 0-based
    data[26] = char((formatIndex & 0x0F) | ((formatIndex & 0x30) << 1));
    for (int index = 0; index < shifts.size(); ++index)
        data[128 + 4 * index + 2] = char(shifts.at(index));
    return data;
}

QByteArray listOf(const QList<std::uint32_t> &identifiers)
{
    QByteArray data(4096, '\0');
    for (int index = 0; index < identifiers.size(); ++index)
        putLittle(data, 4 * index, identifiers.at(index), 4);
    return data;
}

} // namespace

void TestNvmeIdentify::onlyIdentifyCanBeSent()
{
    QCOMPARE(int(std::size(AllNvmeIdentifies)), 5);
    for (const NvmeIdentify cns : AllNvmeIdentifies) {
        const NvmeAdminCommand command = nvmeIdentifyCommand(cns, 7);
        QCOMPARE(int(command.opcode), 0x06); // Identify: reads, never changes
        QCOMPARE(command.cdw10 >> 16, 0u);   // no controller ID
        QVERIFY(QList<std::uint32_t>({0x00, 0x01, 0x02, 0x10, 0x11}).contains(command.cdw10));
        QCOMPARE(command.dataBytes, 4096u);
        QCOMPARE(command.namespaceId, 7u);
    }
    static_assert(!std::is_invocable_v<decltype(&nvmeIdentifyCommand), int, std::uint32_t>);
    static_assert(
        !std::is_invocable_v<decltype(&NvmeAdmin::identify), NvmeAdmin &, int, std::uint32_t>);
    QCOMPARE(nvmeIdentifyName(NvmeIdentify::AllocatedNamespaceList),
             QStringLiteral("NVMe Identify CNS 0x10 (allocated namespace list)"));
}

void TestNvmeIdentify::controller()
{
    const Result<NvmeController> controller = parseNvmeController(controllerData(8 << 20));
    QVERIFY(controller);
    QCOMPARE(controller->serial, QStringLiteral("S5STNF0W706332M"));
    QCOMPARE(controller->model, QStringLiteral("QEMU NVMe Ctrl"));
    QCOMPARE(controller->firmware, QStringLiteral("9.0.0"));
    QCOMPARE(controller->namespaceCount, 256u);
    QVERIFY(controller->namespaceManagement);
    QCOMPARE(controller->totalCapacityBytes, qint64(1) << 30);
    QCOMPARE(controller->unallocatedCapacityBytes, qint64(8) << 20);
    QVERIFY(!parseNvmeController(QByteArray(512, '\0')));
    QByteArray garbage = controllerData(0);
    putLittle(garbage, 296 + 8, 1, 8); // UNVMCAP above 2^64
    QVERIFY(!parseNvmeController(garbage));
}

void TestNvmeIdentify::namespaceData_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<qint64>("blocks");
    QTest::addColumn<int>("blockBytes");

    QTest::newRow("512-byte blocks")
        << identifyNamespace(16384, 0, {9, 12}) << qint64(16384) << 512;
    QTest::newRow("4096-byte blocks")
        << identifyNamespace(2048, 1, {9, 12}) << qint64(2048) << 4096;
    QList<int> many(20, 9);
    many[17] = 12;
    QTest::newRow("format 17 of 20 (FLBAS bits 6:5)")
        << identifyNamespace(100, 17, many) << qint64(100) << 4096;
}

void TestNvmeIdentify::namespaceData()
{
    QFETCH(QByteArray, data);
    QFETCH(qint64, blocks);
    QFETCH(int, blockBytes);
    const Result<NvmeNamespace> parsed = parseNvmeNamespace(data);
    QVERIFY(parsed);
    QCOMPARE(parsed->sizeBlocks, blocks);
    QCOMPARE(parsed->capacityBlocks, blocks);
    QCOMPARE(parsed->blockBytes, blockBytes);
    QCOMPARE(parsed->bytes(), blocks * blockBytes);
    QVERIFY(!parseNvmeNamespace(identifyNamespace(1ULL << 50, 1, {9, 12}))); // 2^62 bytes
}

void TestNvmeIdentify::namespaceList()
{
    QCOMPARE(parseNvmeNamespaceList(listOf({1, 2, 5})), (QList<std::uint32_t>{1, 2, 5}));
    QCOMPARE(parseNvmeNamespaceList(listOf({})), QList<std::uint32_t>{});
}

// One controller, namespaces 1 (probed) and 3 attached, 2 allocated but detached, 8 MiB that
// belong to no namespace.
void TestNvmeIdentify::hiddenAreas()
{
    NvmeAnswers answers;
    answers.probedNamespace = 1;
    answers.controller = *parseNvmeController(controllerData(8 << 20));
    answers.active = {1, 3};
    answers.allocated = QList<std::uint32_t>{1, 2, 3};
    answers.namespaces.insert(1, *parseNvmeNamespace(identifyNamespace(131072, 0, {9})));
    answers.namespaces.insert(2, *parseNvmeNamespace(identifyNamespace(16384, 0, {9})));
    answers.namespaces.insert(3, *parseNvmeNamespace(identifyNamespace(2048, 0, {12})));
    answers.kernelDevices.insert(1, QStringLiteral("/dev/nvme0n1"));
    answers.kernelDevices.insert(3, QStringLiteral("/dev/nvme0n2"));
    answers.commands << QStringLiteral("NVMe Identify CNS 0x01 (controller): good");

    const HiddenAreas areas = hiddenAreasFromNvme(answers);
    QCOMPARE(areas.state, HiddenAreas::State::Found);
    QCOMPARE(areas.visibleSectors, qint64(131072));
    QCOMPARE(areas.logicalSectorBytes, 512);
    QCOMPARE(areas.findings.size(), 2);
    const HiddenAreaFinding detached = areas.findings.at(0);
    QCOMPARE(detached.kind, HiddenAreaFinding::Kind::DetachedNamespace);
    QCOMPARE(detached.namespaceId, 2);
    QCOMPARE(detached.sectors, qint64(16384));
    QCOMPARE(detached.bytes, qint64(8) << 20);
    QCOMPARE(detached.obtainedBy, QStringLiteral("NVMe Identify CNS 0x11 (allocated namespace)"));
    QCOMPARE(areas.findings.at(1).kind, HiddenAreaFinding::Kind::UnallocatedCapacity);
    QCOMPARE(areas.findings.at(1).bytes, qint64(8) << 20);
    QCOMPARE(areas.summary(),
             QStringLiteral("detached namespace 2 of 8.0 MiB, 8.0 MiB unallocated"));
    QCOMPARE(areas.otherNamespaces,
             (QList<OtherNamespace>{{3, 2048, 4096, QStringLiteral("/dev/nvme0n2")}}));
    QCOMPARE(areas.commands, answers.commands);
}

void TestNvmeIdentify::aSingleNamespaceDriveHidesNothing()
{
    NvmeAnswers answers;
    answers.probedNamespace = 1;
    answers.controller = *parseNvmeController(controllerData(0));
    answers.controller.namespaceManagement = false;
    answers.active = {1};
    answers.namespaces.insert(1, *parseNvmeNamespace(identifyNamespace(1000215216, 0, {9})));
    const HiddenAreas areas = hiddenAreasFromNvme(answers);
    QCOMPARE(areas.state, HiddenAreas::State::None);
    QCOMPARE(areas.summary(), QStringLiteral("none"));
    QCOMPARE(areas.visibleSectors, qint64(1000215216));
    QVERIFY(areas.otherNamespaces.isEmpty());
}

void TestNvmeIdentify::unreadNamespacesLeaveItUnknown()
{
    NvmeAnswers answers;
    answers.probedNamespace = 1;
    answers.controller = *parseNvmeController(controllerData(0));
    answers.active = {1};
    answers.namespaces.insert(1, *parseNvmeNamespace(identifyNamespace(1000, 0, {9})));
    answers.unreadNamespaces
        = QStringLiteral("NVMe Identify CNS 0x10 (allocated namespace list): NVMe status 0x4002");
    const HiddenAreas areas = hiddenAreasFromNvme(answers);
    QCOMPARE(areas.state, HiddenAreas::State::Unknown);
    QCOMPARE(areas.obstacle, HiddenAreas::Obstacle::UnsupportedNvmeAdmin);
    QCOMPARE(areas.obstacleDetail, answers.unreadNamespaces);

    // A detached namespace whose own Identify failed is named without a size, not as 0 bytes.
    answers.allocated = QList<std::uint32_t>{1, 2};
    answers.unreadNamespaces
        = QStringLiteral("NVMe Identify CNS 0x11 (allocated namespace) of namespace 2: NVMe "
                         "status 0x4002");
    const HiddenAreas unsized = hiddenAreasFromNvme(answers);
    QCOMPARE(unsized.state, HiddenAreas::State::Unknown);
    QCOMPARE(unsized.findings.size(), 1);
    QCOMPARE(unsized.findings.first().sectors, qint64(0));
    QCOMPARE(unsized.summary(),
             QStringLiteral("detached namespace 2 of unknown size; more unknown"));
    QCOMPARE(unsized.findings.first().description(),
             QStringLiteral("NVMe namespace 2, of unknown size, is allocated but not attached: "
                            "the kernel shows no device for it."));
}

QTEST_GUILESS_MAIN(TestNvmeIdentify)
#include "tst_nvmeidentify.moc"
